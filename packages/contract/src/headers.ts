/** Headers the web app sends on every call (spec section 3). */
export const RequestHeader = {
  webUuid: 'web_uuid',
  os: 'os',
  fbp: 'fbp',
  fbc: 'fbc',
  packageName: 'packageName',
  token: 'token',
} as const;

/** Extra headers sent after a native-app login (spec section 3). */
export const NativeDeviceHeader = {
  deviceId: 'deviceId',
  version: 'version',
  idfv: 'idfv',
  idfa: 'idfa',
  sdkVersion: 'sdkVersion',
  brand: 'brand',
} as const;

/** The package name the web app reports; the native wrapper sends its own. */
export const WEB_PACKAGE_NAME = 'in.saral.web';
