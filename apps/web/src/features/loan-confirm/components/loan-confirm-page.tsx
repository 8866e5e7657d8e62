import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { Link, useNavigate, useParams } from 'react-router';
import { OrderState, orderStateLabel } from '@saral/contract/order-states';
import { PageError } from '../../../shared/ui/page-error';
import { useOrderDetail } from '../api/loan-confirm-api';
import { confirmRows } from '../confirm-rows';
import { formatDateTime } from '../format-date';
import './loan-confirm.css';

/**
 * /orders/{id}/confirm: the approved loan's figures and its Key Fact Statement, which the
 * borrower must accept before the money can be sent (Get Money arrives with the payout).
 */
export function LoanConfirmPage() {
  const orderId = useParams().id ?? '';
  const navigate = useNavigate();
  const order = useOrderDetail(orderId);
  const kfsPath = `/orders/${encodeURIComponent(orderId)}/kfs`;

  if (order.isPending && /^\d+$/.test(orderId)) {
    return <Skeleton.Paragraph lineCount={10} animated className="page-pad" />;
  }
  if (!order.data) {
    return (
      <PageError
        message={order.error?.message ?? 'This loan does not exist.'}
        onRetry={() => void order.refetch()}
      />
    );
  }
  const loan = order.data;

  if (loan.orderState !== OrderState.pass) {
    return (
      <main className="confirm-page">
        <section className="confirm-card confirm-card--center">
          <h1 className="confirm-card__title">{loan.productName}</h1>
          <p>
            Status: <span className="confirm-state">{orderStateLabel(loan.orderState)}</span>
          </p>
          <p className="muted">This loan is not waiting for your confirmation.</p>
          <Link to="/">Back to Home</Link>
        </section>
      </main>
    );
  }

  return (
    <main className="confirm-page">
      <section className="confirm-card" aria-labelledby="confirm-title">
        <p className="confirm-card__eyebrow">Approved</p>
        <h1 id="confirm-title" className="confirm-card__title">
          {loan.productName}
        </h1>
        <dl className="detail-rows">
          {confirmRows(loan).map((row) => (
            <div key={row.key} className={row.emphasis ? 'detail-rows__strong' : undefined}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="confirm-card" aria-label="Key Fact Statement">
        {loan.kfsAcceptedAt ? (
          <>
            <p>Key Fact Statement accepted on {formatDateTime(loan.kfsAcceptedAt)}</p>
            <Link to={kfsPath}>View the Key Fact Statement again</Link>
          </>
        ) : (
          <>
            <Button block color="primary" size="large" onClick={() => navigate(kfsPath)}>
              View Key Fact Statement
            </Button>
            <p className="muted">
              Get Money will be available after you accept the Key Fact Statement
            </p>
          </>
        )}
      </section>
    </main>
  );
}
