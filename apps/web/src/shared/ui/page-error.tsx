import Button from 'antd-mobile/es/components/button';
import { useOnline } from '../network/online-status';
import { StateBlock } from './state-block';

/**
 * Shown in place of a screen whose data could not be loaded; keeps the way back open. Offline it
 * says so (instead of a skeleton waiting forever); Try again loads once the borrower is back.
 */
export function PageError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const online = useOnline();
  return (
    <div className="page-error">
      <StateBlock
        art={online ? 'error' : 'offline'}
        title={online ? 'Could not load this page' : "You're offline"}
        description={online ? message : 'Connect to the internet, then tap Try again.'}
      />
      <Button color="primary" fill="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
