import { z } from 'zod';
import { wirePhoneSchema } from '../validators';
import { loginResponseSchema } from './session';

/**
 * The native-app wrapper (spec sections 3, 6 and 7): the login data the app hands to /joint
 * through its bridge, the two user-login calls built from it, and the messages the pages send
 * back to the app.
 */

/**
 * Device fields are sent back as request headers on every call, and browsers refuse header
 * values beyond Latin-1 (a model like "小米 13" would fail every call), so only printable ASCII
 * is accepted. That also keeps out control characters: the signed string joins fields with '\n'.
 */
export const NATIVE_DEVICE_TEXT_PATTERN = /^[\x20-\x7E]*$/;
const bridgeText = (max: number) =>
  z
    .string()
    .max(max)
    .regex(
      NATIVE_DEVICE_TEXT_PATTERN,
      'must be printable ASCII (letters, digits, spaces and punctuation); transliterate other text',
    );

/** What the app reports of the device; sent back as headers on every call afterwards. */
export const nativeDeviceSchema = z.object({
  deviceId: bridgeText(128).min(1, 'must not be empty'),
  /** The app's own version. */
  version: bridgeText(32).min(1, 'must not be empty'),
  /** iOS identifier for vendor; empty on Android. */
  idfv: bridgeText(64).default(''),
  /** iOS advertising identifier; empty on Android or when tracking is refused. */
  idfa: bridgeText(64).default(''),
  /** Operating system version, sent as the sdkVersion header. */
  systemVersion: bridgeText(32).default(''),
  /** Device model, sent as the brand header. */
  model: bridgeText(64).default(''),
});
export type NativeDevice = z.infer<typeof nativeDeviceSchema>;

/** Only the device fields of a login payload (no phone, token, nonce or signature). */
export function nativeDeviceOf(request: NativeDevice): NativeDevice {
  const { deviceId, version, idfv, idfa, systemVersion, model } = request;
  return { deviceId, version, idfv, idfa, systemVersion, model };
}

/** The signature: 64 lowercase hex characters of HMAC-SHA256 (see nativeLoginSigningString). */
export const NATIVE_LOGIN_SIGNATURE_PATTERN = /^[0-9a-f]{64}$/;
/** How far a signed login's timestamp may be from the server's clock, either way. */
export const NATIVE_LOGIN_MAX_SKEW_MS = 5 * 60 * 1000;
/** First line of the signed string; names the scheme so a signature fits nothing else. */
export const NATIVE_LOGIN_SIGNING_PREFIX = 'saral-native-login-v1';

/**
 * POST /tripartite/v1/user-login: a partner or native app that verified the borrower's phone
 * signs this payload with the shared secret. Registers the borrower on first use.
 */
export const signedNativeLoginRequestSchema = nativeDeviceSchema.extend({
  phone: wirePhoneSchema,
  /** Epoch milliseconds when the app signed the payload. */
  timestamp: z.number().int().positive(),
  /** Random, used once: a second login with the same nonce is refused. */
  nonce: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be 16-64 letters, digits, _ or -'),
  sign: z.string().regex(NATIVE_LOGIN_SIGNATURE_PATTERN, 'must be 64 lowercase hex digits'),
});
export type SignedNativeLoginRequest = z.infer<typeof signedNativeLoginRequestSchema>;
export const signedNativeLoginResponseSchema = loginResponseSchema;
export type SignedNativeLoginResponse = z.infer<typeof signedNativeLoginResponseSchema>;

/**
 * POST /user/v1/user-login: the app signed the borrower in through POST /user/v1/login in its
 * own screens and hands over that session token; the web gets a session of its own.
 */
export const appNativeLoginRequestSchema = nativeDeviceSchema.extend({
  appToken: z.string().min(1, 'must not be empty').max(200),
});
export type AppNativeLoginRequest = z.infer<typeof appNativeLoginRequestSchema>;
export const appNativeLoginResponseSchema = z.object({ token: z.string() });
export type AppNativeLoginResponse = z.infer<typeof appNativeLoginResponseSchema>;

/** The fields that are signed, in the order they are signed. */
export const NATIVE_LOGIN_SIGNED_FIELDS = [
  'phone',
  'timestamp',
  'nonce',
  'deviceId',
  'version',
  'idfv',
  'idfa',
  'systemVersion',
  'model',
] as const;

/**
 * The exact text the signature covers: the prefix, then each signed field's value (timestamp in
 * decimal, absent ones as ''), joined by '\n'. sign = hex(HMAC-SHA256(secret, this text)).
 */
export function nativeLoginSigningString(
  payload: Omit<z.input<typeof signedNativeLoginRequestSchema>, 'sign'>,
): string {
  const values = NATIVE_LOGIN_SIGNED_FIELDS.map((field) => String(payload[field] ?? ''));
  return [NATIVE_LOGIN_SIGNING_PREFIX, ...values].join('\n');
}

/** Messages from the pages to the app (spec section 7). */
export type NativeMessage =
  /** Open the store's review page (To Evaluate on the audit screen). */
  | { type: 'launch'; url: string }
  /** The review is done (order state 10 on the audit refresh): close the web view. */
  | { type: 'finish' };
