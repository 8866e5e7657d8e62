import type { Call } from './calls';

/**
 * The calls the borrower's web app makes at start-up and on the login screen (sign-in, language,
 * marketing, campaign, tracking). Their own module, so the app's first screen loads them without
 * the table of every call (docs/web-bundle.md); `Calls` (calls.ts) names them too.
 */
export const StartCalls = {
  /** ?phone=91XXXXXXXXXX — sends a login one-time code by SMS. */
  sendCode: { method: 'GET', path: '/sms/v1/sendCode' },
  /** {phone, code} → {token, isRegister}; creates the borrower on first use. */
  login: { method: 'POST', path: '/user/v1/login' },
  /** The borrower's language (en or hi) in their profile, for server messages. Not named in the spec. */
  setLanguage: { method: 'POST', path: '/user/v1/language' },
  /** Marketing pixel id and attribution token (null when not configured); no session needed. */
  marketingConfig: { method: 'GET', path: '/client/v1/marketing-config' },
  /** ?code — public: is the landing link's campaign iOS-only, and its h5 site. Not named in the spec. */
  campaign: { method: 'GET', path: '/client/v1/campaign' },
  /** Tracking settings loaded at start-up. */
  trackingConfig: { method: 'GET', path: '/burying-point/burying-point/get-buried-config' },
  /** A batch of cached tracking events. */
  saveTrackedEvents: { method: 'POST', path: '/burying-point/burying-point/save-buried-point' },
} as const satisfies Record<string, Call>;

/** Calls sent without the token header (spec section 6): the two native user-login variants. */
export const TOKENLESS_PATHS: readonly string[] = [
  '/user/v1/user-login',
  '/tripartite/v1/user-login',
];
