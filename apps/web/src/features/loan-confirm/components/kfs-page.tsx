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

/** /orders/{id}/kfs: the Key Fact Statement of an approved loan, and its acceptance. */
export function KfsPage() {
  const orderId = useParams().id ?? '';
  const kfs = useQuery(kfsQuery(orderId));

  if (kfs.isPending && isEntityId(orderId)) {
    return <Skeleton.Paragraph lineCount={14} animated className="page-pad" />;
  }
  if (!kfs.data) {
    return (
      <PageError
        message={kfs.error?.message ?? 'This loan does not exist.'}
        onRetry={() => void kfs.refetch()}
      />
    );
  }
  return <Statement kfs={kfs.data} orderId={orderId} />;
}

function Statement({ kfs, orderId }: { kfs: KeyFactStatement; orderId: string }) {
  const fees = kfsFeeRows(kfs);
  const officer = kfs.grievanceOfficer;

  return (
    <main className="kfs-page">
      <header className="kfs-page__header">
        <h1 className="kfs-page__title">Key Fact Statement</h1>
        <p className="muted">
          Loan {kfs.orderNo} · issued {formatDateTime(kfs.issuedAt)}
        </p>
        <p className="muted">{kfs.lender.name}</p>
      </header>

      <section aria-labelledby="kfs-part-1">
        <h2 id="kfs-part-1" className="kfs-page__part">
          Part 1 · Interest rate and fees/charges
        </h2>
        <table className="kfs-table kfs-table--facts">
          <tbody>
            {kfsSummaryRows(kfs).map((row, index) => (
              <tr key={row.key}>
                <th scope="row">
                  <span className="kfs-table__number">{index + 1}.</span> {row.label}
                </th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <h3 className="kfs-page__heading">Fees and charges</h3>
        <div className="kfs-page__scroll">
          <table className="kfs-table">
            <thead>
              <tr>
                <th scope="col">Charge</th>
                <th scope="col">Amount</th>
                <th scope="col">of which GST</th>
                <th scope="col">Payable to</th>
              </tr>
            </thead>
            <tbody>
              {fees.map((fee) => (
                <tr key={fee.key}>
                  <th scope="row">{fee.name}</th>
                  <td>{fee.amount}</td>
                  <td>{fee.gst}</td>
                  <td>{fee.payableTo}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td colSpan={3}>{formatRupees(kfsFeesTotal(kfs))}</td>
              </tr>
            </tfoot>
          </table>
        </div>

        <h3 className="kfs-page__heading">Repayment schedule</h3>
        <table className="kfs-table">
          <thead>
            <tr>
              <th scope="col">No.</th>
              <th scope="col">Due date</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {kfsScheduleRows(kfs).map((instalment) => (
              <tr key={instalment.key}>
                <td>{instalment.number}</td>
                <td>{instalment.date}</td>
                <td>{instalment.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <h3 className="kfs-page__heading">Penal charges</h3>
        <p>{kfs.penalCharges}</p>
        <h3 className="kfs-page__heading">
          Cooling-off period ({kfs.coolingOffDays} {kfs.coolingOffDays === 1 ? 'day' : 'days'})
        </h3>
        <p>{kfs.coolingOffText}</p>
      </section>

      <section aria-labelledby="kfs-part-2">
        <h2 id="kfs-part-2" className="kfs-page__part">
          Part 2 · Other qualitative information
        </h2>
        <dl className="fact-list">
          <div>
            <dt>Lender</dt>
            <dd>
              {kfs.lender.name}
              <br />
              {kfs.lender.address}
            </dd>
          </div>
          <div>
            <dt>RBI registration</dt>
            <dd>{kfs.lender.rbiRegistration}</dd>
          </div>
          <div>
            <dt>CIN</dt>
            <dd>{kfs.lender.cin}</dd>
          </div>
          <div>
            <dt>Recovery agents</dt>
            <dd>{kfs.recoveryAgents}</dd>
          </div>
          <div>
            <dt>Grievance redressal officer</dt>
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
            <dt>Not resolved within 30 days</dt>
            <dd>
              RBI complaint portal:{' '}
              <a href={kfs.complaintPortalUrl} target="_blank" rel="noopener noreferrer">
                {kfs.complaintPortalUrl.replace(/^https?:\/\//, '')}
              </a>
            </dd>
          </div>
        </dl>
      </section>

      {kfs.acceptedAt ? (
        <section className="kfs-accept">
          <p>You accepted this Key Fact Statement on {formatDateTime(kfs.acceptedAt)}.</p>
          <Link to={`/orders/${encodeURIComponent(orderId)}/confirm`}>Back to your loan</Link>
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
        <label htmlFor="kfs-agreement">I have read and accept the Key Fact Statement</label>
      </div>
      <Button
        block
        color="primary"
        size="large"
        disabled={!agreed || !online}
        loading={accept.isPending}
        loadingText="Accept"
        data-track="kfs-accept"
        onClick={() => {
          if (busy.current) return;
          busy.current = true;
          accept.mutate({ orderId, termsHash });
        }}
      >
        Accept
      </Button>
      <CallError error={accept.error} />
    </section>
  );
}
