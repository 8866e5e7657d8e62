import { Button } from 'antd-mobile';
import type { InProgressOrderCard as Order } from '@saral/contract/api/home';
import { TENURE_LABEL } from '@saral/contract/constants';
import { formatRupees } from '@saral/contract/money';
import { orderStateLabel } from '@saral/contract/order-states';

export function InProgressOrderCard({
  order,
  onOpen,
}: {
  order: Order;
  onOpen: (order: Order) => void;
}) {
  return (
    <article className="card order-card" aria-label={`${order.name} order`}>
      <header className="card__header">
        <img className="card__logo" src={order.logo} alt="" width={40} height={40} />
        <h3 className="card__name">{order.name}</h3>
        <span className="tag tag--valid">{orderStateLabel(order.orderState)}</span>
      </header>
      <div className="product-card__body">
        <div>
          <div className="product-card__amount">{formatRupees(order.amount)}</div>
          <div className="muted">Loan Amount</div>
        </div>
        <div className="product-card__facts">
          <div>{TENURE_LABEL}</div>
        </div>
      </div>
      <Button block color="primary" onClick={() => onOpen(order)}>
        {order.fullButtonName}
      </Button>
    </article>
  );
}
