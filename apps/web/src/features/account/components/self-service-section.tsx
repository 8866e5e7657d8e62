import List from 'antd-mobile/es/components/list';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { MyData } from '@saral/contract/api/account';
import { OrderState, orderStateLabel } from '@saral/contract/order-states';
import { orderListQuery } from '../../../shared/api/orders-api';
import { accountOverviewQuery, myDataMutation } from '../api/account-api';
import './account.css';

import { fill, useLanguage, useMessages } from '../../../shared/i18n/i18n';
import { formatAmount } from '../../../shared/i18n/format';
import { useLoanText } from '../../../shared/i18n/loan/use-loan-text';
import { accountMessages } from '../i18n/en';

const STEPS = [
  ['aadhaar', 'stepAadhaar'],
  ['pan', 'stepPan'],
  ['selfie', 'stepSelfie'],
  ['bank', 'stepBank'],
] as const;

/** Saves the borrower's data as a JSON file on the device. */
function saveJson(data: MyData) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'saral-my-data.json';
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Self-service below the spec's Account rows: profile and verification, bank accounts, each
 * loan's documents, payments and no-dues letter, the policies, and the borrower's data rights.
 */
export function SelfServiceSection() {
  const navigate = useNavigate();
  const overview = useQuery(accountOverviewQuery());
  const orders = useQuery(orderListQuery());
  const download = useMutation({ ...myDataMutation(), onSuccess: saveJson });
  const t = useMessages(accountMessages);
  const loan = useLoanText();
  const language = useLanguage();
  const amount = (rupees: number) => formatAmount(rupees, language);

  return (
    <div className="self-service">
      <section className="self-service__block" aria-labelledby="self-service-profile">
        <h2 id="self-service-profile" className="self-service__title">
          {t.profileTitle}
        </h2>
        {overview.data ? (
          <>
            <p className="self-service__name">{overview.data.name ?? t.nameMissing}</p>
            <ul className="self-service__steps">
              {STEPS.map(([key, label]) => (
                <li key={key} className={overview.data.steps[key] ? 'is-done' : 'is-open'}>
                  {fill(overview.data.steps[key] ? t.stepVerified : t.stepNotDone, {
                    step: t[label],
                  })}
                </li>
              ))}
            </ul>
          </>
        ) : overview.isError ? (
          <p className="self-service__note" role="alert">
            {t.profileFailed}{' '}
            <button type="button" className="link-button" onClick={() => void overview.refetch()}>
              {t.tryAgain}
            </button>
          </p>
        ) : (
          <p className="self-service__note">{t.loading}</p>
        )}
      </section>

      <List className="account-menu" header={t.bankAccounts}>
        <List.Item onClick={() => void navigate('/bank')}>{t.myBankAccounts}</List.Item>
        <List.Item onClick={() => void navigate('/bank/add')}>{t.addBankAccount}</List.Item>
      </List>

      <List className="account-menu" header={t.loanDocuments}>
        {orders.data?.length === 0 && <List.Item>{t.noLoans}</List.Item>}
        {orders.data?.map((order) => (
          <List.Item
            key={order.orderId}
            description={fill(t.loanDescription, {
              state: loan.text(orderStateLabel(order.orderState)),
            })}
            onClick={() => void navigate(`/orders/${order.orderId}/detail`)}
          >
            {order.productName} · {amount(order.loanAmount)}
          </List.Item>
        ))}
        {orders.data
          ?.filter((order) => order.orderState === OrderState.settled)
          .map((order) => (
            <List.Item
              key={`no-dues-${order.orderId}`}
              onClick={() => void navigate(`/personal/no-dues/${order.orderId}`)}
            >
              {fill(t.noDuesItem, {
                product: order.productName,
                amount: amount(order.loanAmount),
              })}
            </List.Item>
          ))}
        {orders.isError && (
          <List.Item onClick={() => void orders.refetch()}>{t.loansFailed}</List.Item>
        )}
      </List>

      <List className="account-menu" header={t.privacyTitle}>
        <List.Item onClick={() => void navigate('/protocol/privacy')}>{t.privacyPolicy}</List.Item>
        <List.Item onClick={() => void navigate('/protocol/term')}>{t.termsOfUse}</List.Item>
        <List.Item
          onClick={() => download.mutate()}
          description={
            download.isError
              ? download.error.message
              : download.isSuccess
                ? t.downloadSaved
                : t.downloadHint
          }
        >
          {download.isPending ? t.downloadPreparing : t.downloadData}
        </List.Item>
        <List.Item onClick={() => void navigate('/personal/delete')}>{t.deleteAccount}</List.Item>
      </List>
    </div>
  );
}
