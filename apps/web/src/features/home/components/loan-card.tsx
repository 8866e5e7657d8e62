import type { ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import { formatRupees } from '@saral/contract/money';

type LoanCardProps = {
  label: string;
  logo: string;
  name: string;
  tag?: ReactNode;
  amount: number;
  amountCaption: string;
  /** The product's real term from its settings (the spec's sample wording is not any product's). */
  tenureLabel: string;
  facts?: ReactNode;
  /** track: the data-track name of the button's clicks; loading: its work is under way. */
  action: {
    text: string;
    disabled?: boolean;
    loading?: boolean;
    onClick: () => void;
    track?: string;
  };
};

/** The card layout Home uses for products and in-progress orders alike. */
export function LoanCard({
  label,
  logo,
  name,
  tag,
  amount,
  amountCaption,
  tenureLabel,
  facts,
  action,
}: LoanCardProps) {
  return (
    <article className="card" aria-label={label}>
      <header className="card__header">
        <img className="card__logo" src={logo} alt="" width={40} height={40} />
        <h3 className="card__name">{name}</h3>
        {tag}
      </header>
      <div className="product-card__body">
        <div>
          <div className="product-card__amount">{formatRupees(amount)}</div>
          <div className="muted">{amountCaption}</div>
        </div>
        <div className="product-card__facts">
          <div>{tenureLabel}</div>
          {facts}
        </div>
      </div>
      <Button
        block
        color="primary"
        fill={action.disabled ? 'outline' : 'solid'}
        disabled={action.disabled}
        loading={action.loading === true}
        // The button keeps its name while busy (screen readers, and the text does not jump).
        loadingText={action.text}
        data-track={action.track}
        onClick={action.onClick}
      >
        {action.text}
      </Button>
    </article>
  );
}
