import type { InProgressOrderCard as Order } from '@saral/contract/api/home';
import { orderStateLabel } from '@saral/contract/order-states';
import { LoanCard } from './loan-card';
import { fill, useMessages } from '../../../shared/i18n/i18n';
import { homeLabel, homeMessages, homeTenure } from '../i18n/en';

export function InProgressOrderCard({
  order,
  onOpen,
}: {
  order: Order;
  onOpen: (order: Order) => void;
}) {
  const t = useMessages(homeMessages);
  return (
    <LoanCard
      label={fill(t.orderCard, { name: order.name })}
      logo={order.logo}
      name={order.name}
      tag={
        <span className="tag tag--valid">{homeLabel(t, orderStateLabel(order.orderState))}</span>
      }
      amount={order.amount}
      amountCaption={t.repaymentAmount}
      tenureLabel={homeTenure(t, order.tenureLabel)}
      action={{
        text: homeLabel(t, order.fullButtonName),
        onClick: () => onOpen(order),
        track: 'home-order',
      }}
    />
  );
}
