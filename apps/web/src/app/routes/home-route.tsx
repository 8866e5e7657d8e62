import { CreditLimitOffer } from '../../features/credit-limit/components/credit-limit-offer';
import { LocationRequest } from '../../features/device-location/components/location-request';
import { HomePage } from '../../features/home/components/home-page';

/**
 * Home with the credit-limit offer and the location question composed in (features do not
 * import each other).
 */
export function Component() {
  return (
    <HomePage
      notice={
        <>
          <CreditLimitOffer />
          <LocationRequest />
        </>
      }
    />
  );
}
