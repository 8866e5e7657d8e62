import type { UploadDeviceInfo } from '@saral/contract/api/device';
import type { LocationPermission } from './location-consent';

/** A coarse fix is enough to tell India from elsewhere, and quicker and kinder to the battery. */
const POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 15_000,
  maximumAge: 10 * 60 * 1000,
};

export const geolocationSupported = () =>
  typeof navigator !== 'undefined' && 'geolocation' in navigator;

/** The device's position as the upload wants it, or null on refusal, error or timeout. */
export function currentGps(): Promise<UploadDeviceInfo['gps'] | null> {
  if (!geolocationSupported()) return Promise.resolve(null);
  return new Promise((resolve) => {
    try {
      navigator.geolocation.getCurrentPosition(
        ({ coords }) =>
          resolve({
            latitude: coords.latitude,
            longitude: coords.longitude,
            ...(Number.isFinite(coords.accuracy) && coords.accuracy >= 0
              ? { accuracy: coords.accuracy }
              : {}),
          }),
        () => resolve(null),
        POSITION_OPTIONS,
      );
    } catch {
      resolve(null);
    }
  });
}

/** The geolocation permission without prompting; 'unknown' where the browser cannot tell. */
export async function geolocationPermission(): Promise<LocationPermission> {
  try {
    const status = await navigator.permissions?.query({ name: 'geolocation' });
    return status?.state ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
