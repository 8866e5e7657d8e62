import Skeleton from 'antd-mobile/es/components/skeleton';
import { useQuery } from '@tanstack/react-query';
import { paymentHistoryQuery } from '../api/orders-api';
import { paymentRows } from '../order-detail-view';
import { useShownText } from '../../../shared/i18n/shown-text';
import { ORDER_PATTERNS, ordersMessages } from '../i18n/en';
import { fill } from '../../../shared/i18n/i18n';

/** The detail's list of every payment received on the order: amount, time, method, reference. */
export function PaymentHistory({ orderId }: { orderId: number }) {
  const payments = useQuery(paymentHistoryQuery(String(orderId)));
  const { t, text } = useShownText(ordersMessages, ORDER_PATTERNS);
  return (
    <section className="order-section" aria-labelledby="order-section-payments">
      <h2 id="order-section-payments" className="order-section__title">
        {t.payments}
      </h2>
      {payments.data ? (
        payments.data.length === 0 ? (
          <p className="order-payments__empty">{t.noPayments}</p>
        ) : (
          <ol className="order-payments">
            {paymentRows(payments.data).map((row) => (
              <li key={row.key} className="order-payments__item">
                <p className="order-payments__line">
                  <span>{text(row.label)}</span>
                  <strong>{row.amount}</strong>
                </p>
                <p className="order-payments__detail">{text(row.detail)}</p>
                {row.credit ? <p className="order-payments__detail">{text(row.credit)}</p> : null}
                <p className="order-payments__reference">
                  {fill(t.reference, { reference: row.reference })}
                </p>
              </li>
            ))}
          </ol>
        )
      ) : payments.isError ? (
        <p className="order-payments__empty" role="alert">
          {payments.error.message}
        </p>
      ) : (
        <Skeleton.Paragraph lineCount={2} animated />
      )}
    </section>
  );
}
