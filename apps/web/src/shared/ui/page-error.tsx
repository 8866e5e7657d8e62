import Button from 'antd-mobile/es/components/button';
import { useOnline } from '../network/online-status';
import { useMessages } from '../i18n/i18n';
import { shellMessages } from '../i18n/shell/en';
import { StateBlock } from './state-block';

/**
 * Shown in place of a screen whose data could not be loaded; keeps the way back open. Offline it
 * says so (instead of a skeleton waiting forever); Try again loads once the borrower is back.
 */
export function PageError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const online = useOnline();
  const t = useMessages(shellMessages);
  return (
    <div className="page-error">
      <StateBlock
        art={online ? 'error' : 'offline'}
        title={online ? t.pageErrorTitle : t.pageErrorOffline}
        description={online ? message : t.pageErrorOfflineText}
      />
      <Button color="primary" fill="outline" onClick={onRetry}>
        {t.tryAgain}
      </Button>
    </div>
  );
}
