import Button from 'antd-mobile/es/components/button';
import { formatRupees } from '@saral/contract/money';
import { useOnline } from '../../../shared/network/online-status';
import { fill, useMessages } from '../../../shared/i18n/i18n';
import { loanConfirmMessages } from '../i18n/en';

/**
 * A price lookup for another amount failed: said under the amount, in the card (never a toast
 * over the figures), with the amount the figures are still for and a way to ask again.
 */
export function PriceFailure({
  amount,
  shownAmount,
  error,
  onRetry,
}: {
  amount: number;
  shownAmount: number;
  error: Error;
  onRetry: () => void;
}) {
  const online = useOnline();
  const t = useMessages(loanConfirmMessages);
  return (
    <div className="price-failure" role="alert">
      <p className="price-failure__text">
        {fill(t.priceFailed, { amount: formatRupees(amount) })}
        {online ? error.message : t.offline}
        {fill(t.stillFor, { amount: formatRupees(shownAmount) })}
      </p>
      <Button size="small" color="primary" fill="outline" onClick={onRetry} disabled={!online}>
        {t.tryAgain}
      </Button>
    </div>
  );
}
