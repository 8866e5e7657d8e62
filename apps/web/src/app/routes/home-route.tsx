import { LocationRequest } from '../../features/device-location/components/location-request';
import { HomePage } from '../../features/home/components/home-page';

/** Home with the location question composed in (features do not import each other). */
export function Component() {
  return <HomePage notice={<LocationRequest />} />;
}
