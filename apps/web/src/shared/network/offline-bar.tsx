import { useOnline } from './online-status';
import { useMessages } from '../i18n/i18n';
import { shellMessages } from '../i18n/shell/en';
import './offline-bar.css';

/**
 * The bar every borrower screen shows while the device has no connection. It sits in the flow
 * at the top of the page (not over it), so no amount or button is ever hidden behind it.
 */
export function OfflineBar() {
  const online = useOnline();
  const t = useMessages(shellMessages);
  return (
    <div role="status" aria-live="polite" className="offline-bar-slot">
      {online ? null : (
        <p className="offline-bar">
          <strong>{t.offlineTitle}</strong> {t.offlineText}
        </p>
      )}
    </div>
  );
}
