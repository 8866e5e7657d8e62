import { useRef, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useSearchParams } from 'react-router';
import { normaliseCampaignCode } from '@saral/contract/campaign-code';
import { iosOpeningAddress } from '../../../shared/audience/audience-gate';
import { rememberedCampaignCode } from '../../../shared/audience/campaign-store';
import { BrandHeader } from '../../../shared/ui/brand-header';
import { copyText } from '../copy-text';
import './alert.css';

type CopyState = 'idle' | 'copied' | 'manual';

/**
 * /alert (spec section 2): shown to non-iOS visitors of an iOS-only campaign. The address to copy
 * carries the campaign, so the iOS browser opens the same campaign.
 */
export function AlertPage() {
  const [searchParams] = useSearchParams();
  const campaign = normaliseCampaignCode(searchParams.get('campaign')) ?? rememberedCampaignCode();
  const address = iosOpeningAddress(window.location.origin, campaign);
  const [addressBase, addressQuery] = address.split('?');
  const addressRef = useRef<HTMLDivElement>(null);
  const [copyState, setCopyState] = useState<CopyState>('idle');

  const copy = async () => {
    setCopyState((await copyText(address, addressRef.current)) ? 'copied' : 'manual');
  };

  return (
    <main className="alert-page">
      <BrandHeader />
      <h1>This product is only for iOS users</h1>
      <p>Please open this page in an iOS browser, such as Safari on an iPhone or iPad.</p>
      <p className="muted">Copy this address and paste it into the iOS browser:</p>
      <div ref={addressRef} className="alert-page__address">
        {/* Long addresses may break before the query instead of inside the host name. */}
        {addressBase}
        {addressQuery ? (
          <>
            <wbr />?{addressQuery}
          </>
        ) : null}
      </div>
      <Button color="primary" block onClick={() => void copy()}>
        {copyState === 'copied' ? 'Copied' : 'Copy address'}
      </Button>
      <p className="muted alert-page__status" role="status">
        {copyState === 'copied'
          ? 'The address is copied. Paste it into Safari on your iPhone or iPad.'
          : copyState === 'manual'
            ? 'The address is selected: press and hold it to copy.'
            : ''}
      </p>
    </main>
  );
}
