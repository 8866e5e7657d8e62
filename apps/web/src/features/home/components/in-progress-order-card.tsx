import type { InProgressOrderCard as Order } from '@saral/contract/api/home';
import { orderStateLabel } from '@saral/contract/order-states';
import { LoanCard } from './loan-card';

export function InProgressOrderCard({
  order,
  onOpen,
}: {
  order: Order;
  onOpen: (order: Order) => void;
}) {
  return (
    <LoanCard
      label={`${order.name} order`}
      logo={order.logo}
      name={order.name}
      tag={<span className="tag tag--valid">{orderStateLabel(order.orderState)}</span>}
      amount={order.amount}
      amountCaption="Repayment Amount"
      tenureLabel={order.tenureLabel}
      action={{ text: order.fullButtonName, onClick: () => onOpen(order), track: 'home-order' }}
    />
  );
}
