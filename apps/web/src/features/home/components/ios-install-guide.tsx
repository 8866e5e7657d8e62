import { useState } from 'react';
import { isIOS, isStandalone } from '../../../shared/device/platform';
import { showDialog } from '../../../shared/ui/feedback';

import { useMessages } from '../../../shared/i18n/i18n';
import { homeMessages } from '../i18n/en';

const DISMISSED_KEY = 'saral.iosGuideDismissed';

/** iOS Safari has no install prompt: show the three manual steps (Share, Add to Home Screen, Add). */
export function IosInstallGuide() {
  const t = useMessages(homeMessages);
  const [visible, setVisible] = useState(
    () => isIOS() && !isStandalone() && localStorage.getItem(DISMISSED_KEY) !== '1',
  );
  if (!visible) return null;

  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, '1');
    setVisible(false);
  };

  const openGuide = () =>
    void showDialog({
      title: t.iosGuideTitle,
      content: (
        <ol className="ios-guide__steps">
          <li>
            {t.iosStepShareBefore}
            <strong>{t.iosStepShare}</strong>
            {t.iosStepShareAfter}
          </li>
          <li>
            {t.iosStepAddBefore}
            <strong>{t.iosStepAdd}</strong>
            {t.iosStepAddAfter}
          </li>
          <li>
            {t.iosStepConfirmBefore}
            <strong>{t.iosStepConfirm}</strong>
            {t.iosStepConfirmAfter}
          </li>
        </ol>
      ),
      closeText: t.iosGotIt,
      onClose: dismiss,
    });

  return (
    <div className="install-banner">
      <span>{t.iosBanner}</span>
      <button type="button" className="link-button" onClick={openGuide}>
        {t.iosHow}
      </button>
      <button type="button" className="link-button muted" onClick={dismiss} aria-label={t.dismiss}>
        ✕
      </button>
    </div>
  );
}
