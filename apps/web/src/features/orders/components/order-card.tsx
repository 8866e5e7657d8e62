import { Link } from 'react-router';
import type { OrderListItem } from '@saral/contract/api/loan';
import { orderCardView } from '../order-card-view';

/** One order of Loan History; the whole card is the link when its state has one. */
export function OrderCard({ order }: { order: OrderListItem }) {
  const view = orderCardView(order);
  const tone = view.overdue ? 'overdue' : view.valid ? 'valid' : 'invalid';
  return (
    <article className={`order-card order-card--${tone}`} aria-label={view.name}>
      <header className="order-card__header">
        <h2 className="order-card__name">{order.productName}</h2>
        <span className={`tag tag--${tone}`}>{view.stateLabel}</span>
      </header>
      <p className={`status-line${view.overdue ? ' status-line--overdue' : ''}`}>{view.subLine}</p>
      <dl className="order-card__figures">
        {view.figures.map((figure) => (
          <div key={figure.key}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      {view.link ? (
        // Stretched over the card by CSS, so a tap anywhere on it follows the link.
        <Link to={view.link} className="order-card__action" aria-label={view.name}>
          {view.actionText}
          <span aria-hidden="true" className="order-card__chevron" />
        </Link>
      ) : null}
    </article>
  );
}
