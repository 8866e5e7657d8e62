import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { OrderDetail } from '@saral/contract/api/loan';
import { isValidStyledState } from '@saral/contract/order-states';
import { isEntityId } from '../../../shared/api/entity-id';
import { orderDetailQuery } from '../../../shared/api/orders-api';
import { indiaToday } from '../../../shared/format/dates';
import { daysLeftText, statusLine } from '../../../shared/loan/loan-status';
import { PageError } from '../../../shared/ui/page-error';
import { repayMutation } from '../api/orders-api';
import { FeeBreakdown } from '../../../shared/ui/cost-summary';
import { LoanDocumentsLink } from './loan-documents-link';
import { CallError } from '../../../shared/ui/call-error';
import { usePaymentLink } from '../hooks/use-payment-link';
import { extensionAvailabilityNote } from '../loan-options-view';
import { CoolingOffExitSection } from './cooling-off-exit';
import {
  canExtend,
  canRepay,
  detailFeeFigures,
  detailSummary,
  orderDetailSections,
  repaymentButtonText,
  showsPaymentHistory,
} from '../order-detail-view';
import { PaymentHistory } from './payment-history';
import './orders.css';
import { useShownText } from '../../../shared/i18n/shown-text';
import { ORDER_PATTERNS, ordersMessages } from '../i18n/en';
import { useLoanText } from '../../../shared/i18n/loan/use-loan-text';

/** /orders/{id}/detail: a paid-out loan, its fees, repayment and the way to extend it. */
export function OrderDetailPage() {
  const orderId = useParams().id ?? '';
  const order = useQuery(orderDetailQuery(orderId));
  const { t } = useShownText(ordersMessages);

  if (order.isPending && isEntityId(orderId)) {
    return <Skeleton.Paragraph lineCount={12} animated className="page-pad" />;
  }
  if (!order.data) {
    return (
      <PageError
        message={order.error?.message ?? t.loanMissing}
        onRetry={() => void order.refetch()}
      />
    );
  }
  return <Detail order={order.data} />;
}

function Detail({ order }: { order: OrderDetail }) {
  const status = statusLine(order);
  const { t, text } = useShownText(ordersMessages, ORDER_PATTERNS);
  const loan = useLoanText();
  const tone = status.overdue
    ? 'overdue'
    : isValidStyledState(order.orderState)
      ? 'valid'
      : 'invalid';
  const summary = detailSummary(order);
  const feeFigures = detailFeeFigures(order);
  const daysLeft =
    canRepay(order) && order.repaymentDate && order.overdueDays === 0
      ? daysLeftText(order.repaymentDate, indiaToday())
      : null;
  return (
    <main className="order-detail">
      <section
        className={`order-summary${status.overdue ? ' order-summary--overdue' : ''}`}
        aria-labelledby="order-summary-title"
      >
        <header className="order-summary__header">
          <h1 id="order-summary-title" className="order-summary__title">
            {order.productName}
          </h1>
          <span className={`tag tag--${tone}`}>{loan.text(status.label)}</span>
        </header>
        <p className="order-summary__status">{loan.text(status.subLine)}</p>
        {summary ? (
          <>
            <p className="order-summary__caption">{text(summary.caption)}</p>
            <p className="order-summary__amount">{summary.amount}</p>
            {summary.note ? (
              <p className="order-summary__caption">
                {text(summary.note)}
                {daysLeft ? (
                  <strong className="order-summary__days-left"> · {loan.text(daysLeft)}</strong>
                ) : null}
              </p>
            ) : null}
          </>
        ) : (
          <p className="order-summary__caption">{t.noPayout}</p>
        )}
      </section>

      {orderDetailSections(order)
        .filter((section) => !(feeFigures && section.key === 'fees'))
        .map((section) => (
          <section
            key={section.key}
            className={`order-section${section.key === 'overdue' ? ' order-section--overdue' : ''}`}
            aria-labelledby={`order-section-${section.key}`}
          >
            <h2 id={`order-section-${section.key}`} className="order-section__title">
              {text(section.title)}
            </h2>
            <dl className="order-rows">
              {section.rows.map((row) => (
                <div key={row.key} className={row.emphasis ? 'order-rows__strong' : undefined}>
                  <dt>{text(row.label)}</dt>
                  <dd>{loan.text(text(row.value))}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}

      {feeFigures ? (
        <section className="order-section" aria-labelledby="order-section-fees">
          <h2 id="order-section-fees" className="order-section__title">
            {t.fees}
          </h2>
          <FeeBreakdown figures={feeFigures} />
        </section>
      ) : null}

      {order.kfsAcceptedAt ? <LoanDocumentsLink orderId={order.orderId} /> : null}

      {showsPaymentHistory(order) ? <PaymentHistory orderId={order.orderId} /> : null}

      {order.extensionMsg ? <p className="order-detail__note">{order.extensionMsg}</p> : null}

      {order.coolingOff ? (
        <CoolingOffExitSection orderId={order.orderId} exit={order.coolingOff} />
      ) : null}

      {canRepay(order) ? (
        <RepaymentActions order={order} />
      ) : (
        <p className="order-detail__note">{t.noRepayment}</p>
      )}
    </main>
  );
}

function RepaymentActions({ order }: { order: OrderDetail }) {
  const repay = usePaymentLink(repayMutation());
  const extensionNote = extensionAvailabilityNote(order);
  const { t, text } = useShownText(ordersMessages, ORDER_PATTERNS);
  const button = text(repaymentButtonText(order.repaymentAmount));

  return (
    <div className="order-detail__actions">
      <Button
        block
        color="primary"
        size="large"
        loading={repay.pending}
        disabled={repay.disabled}
        loadingText={button}
        data-track="repayment"
        onClick={() => repay.open(order.orderId)}
      >
        {button}
      </Button>
      <CallError error={repay.error} />
      {canExtend(order) ? (
        <Link
          className="order-detail__extend"
          to={`/orders/${order.orderId}/extension`}
          data-track="extension"
        >
          {t.extend}
        </Link>
      ) : extensionNote ? (
        <p className="order-detail__extend-later">{text(extensionNote)}</p>
      ) : null}
    </div>
  );
}
