import Skeleton from 'antd-mobile/es/components/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { OrderDetail } from '@saral/contract/api/loan';
import { isEntityId } from '../../../shared/api/entity-id';
import { orderDetailQuery } from '../../../shared/api/orders-api';
import { PageError } from '../../../shared/ui/page-error';
import { Outcome } from '../../../shared/ui/outcome';
import { PAYMENT_POLL_MS } from '../api/orders-api';
import { payoutOutcome, PAYOUT_WAITING_STATES } from '../payout-outcome';
import { useShownText } from '../../../shared/i18n/shown-text';
import { ORDER_PATTERNS, ordersMessages } from '../i18n/en';
import { useLoanText } from '../../../shared/i18n/loan/use-loan-text';

/**
 * /orders/{id}/payout: after the KFS acceptance (with automatic Get Money) or Get Money, and from
 * the Lending card: how much goes to which account, then that it arrived (or could not be sent).
 */
export function PayoutStatusPage() {
  const orderId = useParams().id ?? '';
  const order = useQuery({
    ...orderDetailQuery(orderId),
    staleTime: 0,
    refetchInterval: (query) =>
      PAYOUT_WAITING_STATES.has(query.state.data?.orderState ?? -1) ? PAYMENT_POLL_MS : false,
  });

  const { t } = useShownText(ordersMessages);
  if (order.isPending && isEntityId(orderId)) {
    return <Skeleton.Paragraph lineCount={6} animated className="page-pad" />;
  }
  if (!order.data) {
    return (
      <PageError
        message={order.error?.message ?? t.loanMissing}
        onRetry={() => void order.refetch()}
      />
    );
  }
  return <PayoutOutcome order={order.data} />;
}

function PayoutOutcome({ order }: { order: OrderDetail }) {
  const view = payoutOutcome(order);
  const { text } = useShownText(ordersMessages, ORDER_PATTERNS);
  const loan = useLoanText();
  return (
    <Outcome
      status={view.status}
      title={loan.text(text(view.title))}
      description={text(view.description)}
      actions={view.actions.map((action) => ({ ...action, text: text(action.text) }))}
    >
      {view.facts.length > 0 ? (
        <dl className="outcome__facts">
          {view.facts.map((fact) => (
            <div key={fact.label}>
              <dt>{text(fact.label)}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </Outcome>
  );
}
