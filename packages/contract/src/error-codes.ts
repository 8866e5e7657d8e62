/*
 * The API's error codes and the envelope's type, free of zod so the web app's first screen can
 * name them without the schema library (docs/web-bundle.md); the schemas are in envelope.ts.
 */

/** Every reply of the API has this shape: code 0 is success, msg is human text, data the payload. */
export type Envelope<T> = { code: number; msg: string; data: T };

/** Error codes the front end reacts to. Any other non-zero code means "show msg". */
export const ErrorCode = {
  ok: 0,
  /** Generic failure: bad input or a rule the request broke; msg says which. */
  failed: -1,
  /** Too many requests (OTP sends, login tries); msg says when to retry. */
  rateLimited: -2,
  /** Something broke on our side; msg is generic, details stay in the server log. */
  serverError: -3,
  /** Session missing, unknown, expired or revoked: clear the token and go to /login. */
  sessionInvalid: -4,
  /** Not found (product, order, route). */
  notFound: -5,
  /** A native-app login was refused (bad signature, stale or replayed, app session not live). */
  nativeLoginRejected: -6,
  /**
   * Stale edit (HTTP 409): the record was changed by someone else since the editor loaded it
   * (its version or revision is no longer the one sent). Reload it and edit again.
   */
  staleEdit: -7,
  /**
   * Busy (HTTP 503 with Retry-After): too much work is waiting, e.g. card photos to be read. The
   * request did nothing; send it again after data.retryAfterSeconds (the Retry-After header).
   */
  busy: -8,
  /** Application accepted but the borrower continues in the native app: go to /download?state=0. */
  continueInApp: -107,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];
