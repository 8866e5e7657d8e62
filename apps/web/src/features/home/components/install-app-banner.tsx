import { useState } from 'react';
import { isStandalone } from '../../../shared/device/platform';
import {
  installPrompt,
  useInstallOffer,
  type InstallPromptStore,
} from '../../../shared/pwa/install-prompt';

import { useMessages } from '../../../shared/i18n/i18n';
import { homeMessages } from '../i18n/en';

const DISMISSED_KEY = 'saral.installBannerDismissed';

/**
 * Android/Chrome: the browser's add-to-home-screen offer behind our own Install button. Shown
 * only while the browser has an offer (so never on iOS, where IosInstallGuide explains the steps).
 */
export function InstallAppBanner({ store = installPrompt }: { store?: InstallPromptStore }) {
  const offer = useInstallOffer(store);
  const t = useMessages(homeMessages);
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(DISMISSED_KEY) === '1');
  if (!offer || dismissed || isStandalone()) return null;

  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, '1');
    setDismissed(true);
  };

  return (
    <div className="install-banner" role="region" aria-label={t.installRegion}>
      <span>{t.installText}</span>
      {/* The offer is used up by the browser's dialog, so the banner goes either way. */}
      <button type="button" className="link-button" onClick={() => void store.prompt()}>
        {t.install}
      </button>
      <button type="button" className="link-button muted" onClick={dismiss} aria-label={t.dismiss}>
        ✕
      </button>
    </div>
  );
}
