import List from 'antd-mobile/es/components/list';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { MyData } from '@saral/contract/api/account';
import { OrderState, orderStateLabel } from '@saral/contract/order-states';
import { orderListQuery } from '../../../shared/api/orders-api';
import { accountOverviewQuery, myDataMutation } from '../api/account-api';
import './account.css';

const STEPS = [
  ['aadhaar', 'Aadhaar'],
  ['pan', 'PAN'],
  ['selfie', 'Selfie'],
  ['bank', 'Bank account'],
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

  return (
    <div className="self-service">
      <section className="self-service__block" aria-labelledby="self-service-profile">
        <h2 id="self-service-profile" className="self-service__title">
          Profile and verification
        </h2>
        {overview.data ? (
          <>
            <p className="self-service__name">{overview.data.name ?? 'Name not given yet'}</p>
            <ul className="self-service__steps">
              {STEPS.map(([key, label]) => (
                <li key={key} className={overview.data.steps[key] ? 'is-done' : 'is-open'}>
                  {label}: {overview.data.steps[key] ? 'Verified' : 'Not done'}
                </li>
              ))}
            </ul>
          </>
        ) : overview.isError ? (
          <p className="self-service__note" role="alert">
            Your profile could not be loaded.{' '}
            <button type="button" className="link-button" onClick={() => void overview.refetch()}>
              Try again
            </button>
          </p>
        ) : (
          <p className="self-service__note">Loading…</p>
        )}
      </section>

      <List className="account-menu" header="Bank accounts">
        <List.Item onClick={() => void navigate('/bank')}>My bank accounts</List.Item>
        <List.Item onClick={() => void navigate('/bank/add')}>Add a bank account</List.Item>
      </List>

      <List className="account-menu" header="Loan documents and payments">
        {orders.data?.length === 0 && <List.Item>No loans yet</List.Item>}
        {orders.data?.map((order) => (
          <List.Item
            key={order.orderId}
            description={`${orderStateLabel(order.orderState)} · documents, payments and receipts`}
            onClick={() => void navigate(`/orders/${order.orderId}/detail`)}
          >
            {order.productName} · ₹{order.loanAmount.toLocaleString('en-IN')}
          </List.Item>
        ))}
        {orders.data
          ?.filter((order) => order.orderState === OrderState.settled)
          .map((order) => (
            <List.Item
              key={`no-dues-${order.orderId}`}
              onClick={() => void navigate(`/personal/no-dues/${order.orderId}`)}
            >
              No-dues letter · {order.productName} · ₹{order.loanAmount.toLocaleString('en-IN')}
            </List.Item>
          ))}
        {orders.isError && (
          <List.Item onClick={() => void orders.refetch()}>
            Your loans could not be loaded. Try again
          </List.Item>
        )}
      </List>

      <List className="account-menu" header="Privacy and your data">
        <List.Item onClick={() => void navigate('/protocol/privacy')}>Privacy policy</List.Item>
        <List.Item onClick={() => void navigate('/protocol/term')}>Terms of use</List.Item>
        <List.Item
          onClick={() => download.mutate()}
          description={
            download.isError
              ? download.error.message
              : download.isSuccess
                ? 'Saved as saral-my-data.json'
                : 'A JSON file of what Saral holds about you'
          }
        >
          {download.isPending ? 'Preparing your data…' : 'Download my data'}
        </List.Item>
        <List.Item onClick={() => void navigate('/personal/delete')}>Delete my account</List.Item>
      </List>
    </div>
  );
}
