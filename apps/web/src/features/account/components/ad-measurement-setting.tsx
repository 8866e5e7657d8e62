import List from 'antd-mobile/es/components/list';
import Switch from 'antd-mobile/es/components/switch';
import { useState } from 'react';
import {
  changeMarketingConsent,
  marketingChoice,
} from '../../../shared/marketing/marketing-consent';

import { useMessages } from '../../../shared/i18n/i18n';
import { accountMessages } from '../i18n/en';

/**
 * The answer to the consent bar, to change at any time: shown once the borrower answered (the
 * bar only appears when a pixel or Adjust is configured). A change reloads the app, so a pixel
 * or SDK already loaded is gone and only the new answer applies.
 */
export function AdMeasurementSetting({
  reload = () => location.reload(),
}: {
  /** Tests replace the reload. */
  reload?: () => void;
}) {
  const [choice] = useState(marketingChoice);
  const t = useMessages(accountMessages);
  if (!choice) return null;
  const on = choice === 'granted';

  return (
    <List className="account-menu">
      <List.Item
        arrowIcon={false}
        description={on ? t.adOn : t.adOff}
        extra={
          <Switch
            checked={on}
            aria-label={t.adMeasurement}
            onChange={(checked) => {
              changeMarketingConsent(checked ? 'granted' : 'denied');
              reload();
            }}
          />
        }
      >
        {t.adMeasurement}
      </List.Item>
    </List>
  );
}
