import Button from 'antd-mobile/es/components/button';
import { formatRupees } from '@saral/contract/money';
import { useOnline } from '../../../shared/network/online-status';

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
  return (
    <div className="price-failure" role="alert">
      <p className="price-failure__text">
        Could not get the figures for {formatRupees(amount)}.{' '}
        {online ? error.message : "You're offline."} The figures below are still for{' '}
        {formatRupees(shownAmount)}.
      </p>
      <Button size="small" color="primary" fill="outline" onClick={onRetry} disabled={!online}>
        Try again
      </Button>
    </div>
  );
}
