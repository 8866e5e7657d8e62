import { useState } from 'react';
import { isStandalone } from '../../../shared/device/platform';
import {
  installPrompt,
  useInstallOffer,
  type InstallPromptStore,
} from '../../../shared/pwa/install-prompt';

const DISMISSED_KEY = 'saral.installBannerDismissed';

/**
 * Android/Chrome: the browser's add-to-home-screen offer behind our own Install button. Shown
 * only while the browser has an offer (so never on iOS, where IosInstallGuide explains the steps).
 */
export function InstallAppBanner({ store = installPrompt }: { store?: InstallPromptStore }) {
  const offer = useInstallOffer(store);
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(DISMISSED_KEY) === '1');
  if (!offer || dismissed || isStandalone()) return null;

  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, '1');
    setDismissed(true);
  };

  return (
    <div className="install-banner" role="region" aria-label="Install Saral">
      <span>Install Saral: one tap from your Home Screen.</span>
      {/* The offer is used up by the browser's dialog, so the banner goes either way. */}
      <button type="button" className="link-button" onClick={() => void store.prompt()}>
        Install
      </button>
      <button type="button" className="link-button muted" onClick={dismiss} aria-label="Dismiss">
        ✕
      </button>
    </div>
  );
}
