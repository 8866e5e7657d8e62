import { CreditLimitOffer } from '../../features/credit-limit/components/credit-limit-offer';
import { LocationRequest } from '../../features/device-location/components/location-request';
import { HomePage } from '../../features/home/components/home-page';
import { InboxBell } from '../../features/inbox/components/inbox-bell';

/**
 * Home with the messages bell, the credit-limit offer and the location question composed in
 * (features do not import each other).
 */
export function Component() {
  return (
    <HomePage
      topBarAction={<InboxBell />}
      notice={
        <>
          <CreditLimitOffer />
          <LocationRequest />
        </>
      }
    />
  );
}
