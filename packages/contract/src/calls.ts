/**
 * Every call of the API: method and path below the /api1 base. Kept apart from the zod schemas
 * so a screen can name a call without loading the schema library.
 */
export type Call = { readonly method: 'GET' | 'POST'; readonly path: string };

export const Calls = {
  /** ?phone=91XXXXXXXXXX — sends a login one-time code by SMS. */
  sendCode: { method: 'GET', path: '/sms/v1/sendCode' },
  /** {phone, code} → {token, isRegister}; creates the borrower on first use. */
  login: { method: 'POST', path: '/user/v1/login' },
  /** Revokes the session of the token header (Quit). */
  logout: { method: 'POST', path: '/user/v1/logout' },
  /** Product cards and the borrower's in-progress orders. */
  homeIndex: { method: 'GET', path: '/home/v1/index' },
  /** ?id — everything the product detail screen shows. */
  productInfo: { method: 'GET', path: '/product/v1/product-info' },
  /** Help Center items. */
  faq: { method: 'GET', path: '/client/v1/faq' },
  /** App name and copy for About us. */
  aboutUs: { method: 'GET', path: '/client/v1/about-us' },
  /** One tracking event. */
  trackEvent: { method: 'POST', path: '/burying-point/v2/burying-point' },
  /** Tracking settings loaded at start-up. */
  trackingConfig: { method: 'GET', path: '/burying-point/burying-point/get-buried-config' },
  /** A batch of cached tracking events. */
  saveTrackedEvents: { method: 'POST', path: '/burying-point/burying-point/save-buried-point' },
  /** Which device data the server wants now. */
  needUpload: { method: 'POST', path: '/device/v1/needUpload' },
  /** Device data upload (location). */
  uploadDeviceInfo: { method: 'POST', path: '/device/v1/upload/device_info' },
} as const satisfies Record<string, Call>;

/** Development only, outside /api1: the latest sandbox SMS to a phone. */
export const SMS_OUTBOX_PATH = '/dev/sms-outbox';

/** Calls sent without the token header (spec section 6): the two native user-login variants. */
export const TOKENLESS_PATHS: readonly string[] = [
  '/user/v1/user-login',
  '/tripartite/v1/user-login',
];
