import { useState } from 'react';
import { isIOS, isStandalone } from '../../../shared/device/platform';
import { showDialog } from '../../../shared/ui/feedback';

const DISMISSED_KEY = 'saral.iosGuideDismissed';

/** iOS Safari has no install prompt: show the three manual steps (Share, Add to Home Screen, Add). */
export function IosInstallGuide() {
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
      title: 'Add Saral to your Home Screen',
      content: (
        <ol className="ios-guide__steps">
          <li>
            Tap <strong>Share</strong> in the Safari toolbar.
          </li>
          <li>
            Choose <strong>Add to Home Screen</strong>.
          </li>
          <li>
            Tap <strong>Add</strong>.
          </li>
        </ol>
      ),
      closeText: 'Got it',
      onClose: dismiss,
    });

  return (
    <div className="install-banner">
      <span>Open Saral in one tap from your Home Screen.</span>
      <button type="button" className="link-button" onClick={openGuide}>
        How?
      </button>
      <button type="button" className="link-button muted" onClick={dismiss} aria-label="Dismiss">
        ✕
      </button>
    </div>
  );
}
