import { useRef, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useSearchParams } from 'react-router';
import { normaliseCampaignCode } from '@saral/contract/campaign-code';
import { iosOpeningAddress } from '../../../shared/audience/audience-gate';
import { rememberedCampaignCode } from '../../../shared/audience/campaign-code-memory';
import { BrandHeader } from '../../../shared/ui/brand-header';
import { copyText } from '../copy-text';
import { useMessages } from '../../../shared/i18n/i18n';
import { alertMessages } from '../i18n/en';
import './alert.css';

type CopyState = 'idle' | 'copied' | 'manual';

/**
 * /alert (spec section 2): shown to non-iOS visitors of an iOS-only campaign. The address to copy
 * carries the campaign, so the iOS browser opens the same campaign.
 */
export function AlertPage() {
  const [searchParams] = useSearchParams();
  const t = useMessages(alertMessages);
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
      <h1>{t.title}</h1>
      <p>{t.openInIos}</p>
      <p className="muted">{t.copyThis}</p>
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
        {copyState === 'copied' ? t.copied : t.copyAddress}
      </Button>
      <p className="muted alert-page__status" role="status">
        {copyState === 'copied' ? t.copiedText : copyState === 'manual' ? t.selectedText : ''}
      </p>
    </main>
  );
}
