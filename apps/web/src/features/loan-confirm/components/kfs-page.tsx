import { useRef, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import type { KeyFactStatement } from '@saral/contract/api/loan';
import { formatRupees } from '@saral/contract/money';
import { OrderState } from '@saral/contract/order-states';
import { isEntityId } from '../../../shared/api/entity-id';
import { orderDetailQuery } from '../../../shared/api/orders-api';
import { formatDateTime } from '../../../shared/format/dates';
import { useOnline } from '../../../shared/network/online-status';
import { CallError } from '../../../shared/ui/call-error';
import { PageError } from '../../../shared/ui/page-error';
import { acceptKfsMutation, kfsQuery } from '../api/loan-confirm-api';
import { kfsFeeRows, kfsFeesTotal, kfsScheduleRows, kfsSummaryRows } from '../kfs-rows';
import './loan-confirm.css';
import { fill } from '../../../shared/i18n/i18n';
import { useLoanText } from '../../../shared/i18n/loan/use-loan-text';
import { monthsIn, useShownText } from '../../../shared/i18n/shown-text';
import { CONFIRM_PATTERNS, loanConfirmMessages } from '../i18n/en';

/** /orders/{id}/kfs: the Key Fact Statement of an approved loan, and its acceptance. */
export function KfsPage() {
  const orderId = useParams().id ?? '';
  const kfs = useQuery(kfsQuery(orderId));
  const { t } = useShownText(loanConfirmMessages);

  if (kfs.isPending && isEntityId(orderId)) {
    return <Skeleton.Paragraph lineCount={14} animated className="page-pad" />;
  }
  if (!kfs.data) {
    return (
      <PageError message={kfs.error?.message ?? t.loanMissing} onRetry={() => void kfs.refetch()} />
    );
  }
  return <Statement kfs={kfs.data} orderId={orderId} />;
}

function Statement({ kfs, orderId }: { kfs: KeyFactStatement; orderId: string }) {
  const fees = kfsFeeRows(kfs);
  const officer = kfs.grievanceOfficer;
  const { t, text, language } = useShownText(loanConfirmMessages, CONFIRM_PATTERNS);
  const time = (iso: string) => monthsIn(formatDateTime(iso), language);
  // The purpose row's value is one of the shared loan texts.
  const loanText = useLoanText();

  return (
    <main className="kfs-page">
      <header className="kfs-page__header">
        <h1 className="kfs-page__title">{t.kfs}</h1>
        <p className="muted">
          {fill(t.issued, { orderNo: kfs.orderNo, time: time(kfs.issuedAt) })}
        </p>
        <p className="muted">{kfs.lender.name}</p>
      </header>

      <section aria-labelledby="kfs-part-1">
        <h2 id="kfs-part-1" className="kfs-page__part">
          {t.part1}
        </h2>
        <table className="kfs-table kfs-table--facts">
          <tbody>
            {kfsSummaryRows(kfs).map((row, index) => (
              <tr key={row.key}>
                <th scope="row">
                  <span className="kfs-table__number">{index + 1}.</span> {text(row.label)}
                </th>
                <td>{loanText.text(text(row.value))}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <h3 className="kfs-page__heading">{t.feesCharges}</h3>
        <div className="kfs-page__scroll">
          <table className="kfs-table">
            <thead>
              <tr>
                <th scope="col">{t.charge}</th>
                <th scope="col">{t.amount}</th>
                <th scope="col">{t.ofWhichGst}</th>
                <th scope="col">{t.payableTo}</th>
              </tr>
            </thead>
            <tbody>
              {fees.map((fee) => (
                <tr key={fee.key}>
                  <th scope="row">{text(fee.name)}</th>
                  <td>{fee.amount}</td>
                  <td>{text(fee.gst)}</td>
                  <td>{fee.payableTo}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t.total}</th>
                <td colSpan={3}>{formatRupees(kfsFeesTotal(kfs))}</td>
              </tr>
            </tfoot>
          </table>
        </div>

        <h3 className="kfs-page__heading">{t.schedule}</h3>
        <table className="kfs-table">
          <thead>
            <tr>
              <th scope="col">{t.number}</th>
              <th scope="col">{t.dueDate}</th>
              <th scope="col">{t.amount}</th>
            </tr>
          </thead>
          <tbody>
            {kfsScheduleRows(kfs).map((instalment) => (
              <tr key={instalment.key}>
                <td>{instalment.number}</td>
                <td>{text(instalment.date)}</td>
                <td>{instalment.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <h3 className="kfs-page__heading">{t.penalCharges}</h3>
        <p>{text(kfs.penalCharges)}</p>
        <h3 className="kfs-page__heading">
          {kfs.coolingOffDays === 1
            ? t.coolingOffOne
            : fill(t.coolingOff, { days: kfs.coolingOffDays })}
        </h3>
        <p>{text(kfs.coolingOffText)}</p>
      </section>

      <section aria-labelledby="kfs-part-2">
        <h2 id="kfs-part-2" className="kfs-page__part">
          {t.part2}
        </h2>
        <dl className="fact-list">
          <div>
            <dt>{t.lender}</dt>
            <dd>
              {kfs.lender.name}
              <br />
              {kfs.lender.address}
            </dd>
          </div>
          <div>
            <dt>{t.rbiRegistration}</dt>
            <dd>{kfs.lender.rbiRegistration}</dd>
          </div>
          <div>
            <dt>{t.cin}</dt>
            <dd>{kfs.lender.cin}</dd>
          </div>
          <div>
            <dt>{t.recoveryAgents}</dt>
            <dd>{text(kfs.recoveryAgents)}</dd>
          </div>
          <div>
            <dt>{t.grievanceOfficer}</dt>
            <dd>
              {officer.name}
              <br />
              <a href={`tel:${officer.phone.replace(/[^\d+]/g, '')}`}>{officer.phone}</a>
              <br />
              <a href={`mailto:${officer.email}`}>{officer.email}</a>
              <br />
              {officer.address}
            </dd>
          </div>
          <div>
            <dt>{t.notResolved}</dt>
            <dd>
              {t.complaintPortal}
              <a href={kfs.complaintPortalUrl} target="_blank" rel="noopener noreferrer">
                {kfs.complaintPortalUrl.replace(/^https?:\/\//, '')}
              </a>
            </dd>
          </div>
        </dl>
      </section>

      {kfs.acceptedAt ? (
        <section className="kfs-accept">
          <p>{fill(t.youAccepted, { time: time(kfs.acceptedAt) })}</p>
          <Link to={`/orders/${encodeURIComponent(orderId)}/confirm`}>{t.backToLoan}</Link>
        </section>
      ) : (
        <AcceptForm orderId={orderId} termsHash={kfs.termsHash} />
      )}
    </main>
  );
}

function AcceptForm({ orderId, termsHash }: { orderId: string; termsHash: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [agreed, setAgreed] = useState(false);
  const online = useOnline();
  const { t } = useShownText(loanConfirmMessages);
  // A ref, not state: a second tap in the same frame must already see the request as running.
  const busy = useRef(false);

  const accept = useMutation({
    ...acceptKfsMutation(),
    meta: { errorDisplay: 'inline' },
    onSettled: () => {
      busy.current = false;
    },
    // The terms moved (another amount, or a new day): show the statement as it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: kfsQuery(orderId).queryKey }),
    onSuccess: async ({ acceptedAt }) => {
      // The confirm screen shows the acceptance at once, even if the fresh order below fails.
      queryClient.setQueryData(orderDetailQuery(orderId).queryKey, (order) =>
        order ? { ...order, kfsAcceptedAt: acceptedAt } : order,
      );
      void queryClient.invalidateQueries({ queryKey: kfsQuery(orderId).queryKey });
      // With 'Automatically get money?' on, the acceptance itself starts the payout: the
      // borrower then sees where the money goes, as after Get Money.
      // A failed load is reported by the confirm screen itself.
      const order = await queryClient.fetchQuery(orderDetailQuery(orderId)).catch(() => null);
      const paidOut = order !== null && order.orderState !== OrderState.pass;
      const id = encodeURIComponent(orderId);
      void navigate(paidOut ? `/orders/${id}/payout` : `/orders/${id}/confirm`, { replace: true });
    },
  });

  return (
    <section className="kfs-accept">
      <div className="kfs-accept__agreement">
        <span className="checkbox-hit">
          <input
            id="kfs-agreement"
            type="checkbox"
            checked={agreed}
            onChange={(event) => setAgreed(event.target.checked)}
          />
        </span>
        <label htmlFor="kfs-agreement">{t.agreement}</label>
      </div>
      <Button
        block
        color="primary"
        size="large"
        disabled={!agreed || !online}
        loading={accept.isPending}
        loadingText={t.accept}
        data-track="kfs-accept"
        onClick={() => {
          if (busy.current) return;
          busy.current = true;
          accept.mutate({ orderId, termsHash });
        }}
      >
        {t.accept}
      </Button>
      <CallError error={accept.error} />
    </section>
  );
}
