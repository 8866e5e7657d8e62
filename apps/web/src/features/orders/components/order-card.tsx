import { Link } from 'react-router';
import type { OrderListItem } from '@saral/contract/api/loan';
import { orderCardView } from '../order-card-view';
import { useShownText } from '../../../shared/i18n/shown-text';
import { ORDER_PATTERNS, ordersMessages } from '../i18n/en';
import { fill } from '../../../shared/i18n/i18n';
import { useLoanText } from '../../../shared/i18n/loan/use-loan-text';

/** One order of Loan History; the whole card is the link when its state has one. */
export function OrderCard({ order }: { order: OrderListItem }) {
  const view = orderCardView(order);
  const { t, text } = useShownText(ordersMessages, ORDER_PATTERNS);
  const loan = useLoanText();
  const name = fill(t.cardName, { name: order.productName, state: loan.text(view.stateLabel) });
  const tone = view.overdue ? 'overdue' : view.valid ? 'valid' : 'invalid';
  return (
    <article className={`order-card order-card--${tone}`} aria-label={name}>
      <header className="order-card__header">
        <h2 className="order-card__name">{order.productName}</h2>
        <span className={`tag tag--${tone}`}>{loan.text(view.stateLabel)}</span>
      </header>
      <p className={`status-line${view.overdue ? ' status-line--overdue' : ''}`}>
        {loan.text(view.subLine)}
      </p>
      <dl className="order-card__figures">
        {view.figures.map((figure) => (
          <div key={figure.key}>
            <dt>{text(figure.label)}</dt>
            <dd>{text(figure.value)}</dd>
          </div>
        ))}
      </dl>
      {view.link ? (
        // Stretched over the card by CSS, so a tap anywhere on it follows the link.
        <Link to={view.link} className="order-card__action" aria-label={name}>
          {view.actionText ? text(view.actionText) : null}
          <span aria-hidden="true" className="order-card__chevron" />
        </Link>
      ) : null}
    </article>
  );
}
