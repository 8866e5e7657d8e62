import { useRef } from 'react';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { OrderDetail } from '@saral/contract/api/loan';
import { formatRupees } from '@saral/contract/money';
import { isValidStyledState, orderStateLabel } from '@saral/contract/order-states';
import { isEntityId } from '../../../shared/api/entity-id';
import { orderDetailQuery } from '../../../shared/api/orders-api';
import { formatCalendarDay } from '../../../shared/format/dates';
import { openPaymentPage } from '../../../shared/payment/payment-url';
import { PageError } from '../../../shared/ui/page-error';
import { repayMutation } from '../api/orders-api';
import {
  canExtend,
  canRepay,
  orderDetailSections,
  repaymentButtonText,
} from '../order-detail-view';
import './orders.css';

/** /orders/{id}/detail: a paid-out loan, its fees, repayment and the way to extend it. */
export function OrderDetailPage() {
  const orderId = useParams().id ?? '';
  const order = useQuery(orderDetailQuery(orderId));

  if (order.isPending && isEntityId(orderId)) {
    return <Skeleton.Paragraph lineCount={12} animated className="page-pad" />;
  }
  if (!order.data) {
    return (
      <PageError
        message={order.error?.message ?? 'This loan does not exist.'}
        onRetry={() => void order.refetch()}
      />
    );
  }
  return <Detail order={order.data} />;
}

function Detail({ order }: { order: OrderDetail }) {
  const tone = isValidStyledState(order.orderState) ? 'valid' : 'invalid';
  return (
    <main className="order-detail">
      <section className="order-summary" aria-labelledby="order-summary-title">
        <header className="order-summary__header">
          <h1 id="order-summary-title" className="order-summary__title">
            {order.productName}
          </h1>
          <span className={`tag tag--${tone}`}>{orderStateLabel(order.orderState)}</span>
        </header>
        <p className="order-summary__caption">Repayment Amount</p>
        <p className="order-summary__amount">{formatRupees(order.repaymentAmount)}</p>
        {order.repaymentDate ? (
          <p className="order-summary__caption">
            Due date {formatCalendarDay(order.repaymentDate)}
          </p>
        ) : null}
        {order.overdueDays > 0 ? (
          <p className="order-summary__overdue">
            Overdue by {order.overdueDays} {order.overdueDays === 1 ? 'day' : 'days'}
          </p>
        ) : null}
      </section>

      {orderDetailSections(order).map((section) => (
        <section
          key={section.key}
          className={`order-section${section.key === 'overdue' ? ' order-section--overdue' : ''}`}
          aria-labelledby={`order-section-${section.key}`}
        >
          <h2 id={`order-section-${section.key}`} className="order-section__title">
            {section.title}
          </h2>
          <dl className="order-rows">
            {section.rows.map((row) => (
              <div key={row.key} className={row.emphasis ? 'order-rows__strong' : undefined}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}

      {order.extensionMsg ? <p className="order-detail__note">{order.extensionMsg}</p> : null}

      {canRepay(order) ? (
        <RepaymentActions order={order} />
      ) : (
        <p className="order-detail__note">No repayment is due on this loan.</p>
      )}
    </main>
  );
}

function RepaymentActions({ order }: { order: OrderDetail }) {
  // A ref, not state: a second tap in the same frame must already see the request as running.
  const busy = useRef(false);
  const repay = useMutation({
    ...repayMutation(),
    onSettled: () => {
      busy.current = false;
    },
    onSuccess: ({ paymentUrl }) => openPaymentPage(paymentUrl),
  });

  return (
    <div className="order-detail__actions">
      <Button
        block
        color="primary"
        size="large"
        loading={repay.isPending}
        loadingText={repaymentButtonText(order.repaymentAmount)}
        data-track="repayment"
        onClick={() => {
          if (busy.current) return;
          busy.current = true;
          repay.mutate(order.orderId);
        }}
      >
        {repaymentButtonText(order.repaymentAmount)}
      </Button>
      {canExtend(order) ? (
        <Link
          className="order-detail__extend"
          to={`/orders/${order.orderId}/extension`}
          data-track="extension"
        >
          Repayment stress? Extend due date
        </Link>
      ) : null}
    </div>
  );
}
