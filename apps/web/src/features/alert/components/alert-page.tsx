import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { BrandHeader } from '../../../shared/ui/brand-header';

/** /alert: shown to non-iOS visitors of an iOS-only campaign. */
export function AlertPage() {
  const address = `${window.location.origin}/`;
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
    } catch {
      // Clipboard access can be refused (http, old browsers): let the borrower select the text.
      window.getSelection()?.selectAllChildren(document.getElementById('alert-address') as Node);
    }
  };

  return (
    <main className="alert-page">
      <BrandHeader />
      <h1>This product is only for iOS users</h1>
      <p>Please open this page in a browser on your iPhone or iPad (for example Safari).</p>
      <p className="muted">Copy this address and paste it there:</p>
      <div id="alert-address" className="alert-page__address">
        {address}
      </div>
      <Button color="primary" block onClick={() => void copy()}>
        {copied ? 'Copied' : 'Copy address'}
      </Button>
    </main>
  );
}
