import List from 'antd-mobile/es/components/list';
import Switch from 'antd-mobile/es/components/switch';
import { useState } from 'react';
import {
  changeMarketingConsent,
  marketingChoice,
} from '../../../shared/marketing/marketing-consent';

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
  if (!choice) return null;
  const on = choice === 'granted';

  return (
    <List className="account-menu">
      <List.Item
        arrowIcon={false}
        description={on ? 'On: ad cookies measure our ads' : 'Off: no ad cookies are loaded'}
        extra={
          <Switch
            checked={on}
            aria-label="Ad measurement"
            onChange={(checked) => {
              changeMarketingConsent(checked ? 'granted' : 'denied');
              reload();
            }}
          />
        }
      >
        Ad measurement
      </List.Item>
    </List>
  );
}
