import { API_BASE_PATH, CALL_BUSY_RETRIES, REQUEST_TIMEOUT_MS } from '@saral/contract/constants';
import { ErrorCode } from '@saral/contract/error-codes';
import { NativeDeviceHeader, RequestHeader } from '@saral/contract/headers';
import { languageStore } from '../i18n/language';
import { TOKENLESS_PATHS } from '@saral/contract/start-calls';
import type { z } from 'zod';
import { webConfig } from '../config';
import { osName } from '../device/platform';
import { isOnline } from '../network/online-status';
import { sessionStore } from '../session/session-store';

/**
 * The one way the web app talks to the server: adds the spec's headers, applies the timeout,
 * unwraps the {code,msg,data} envelope and turns code -4 into a sign-out.
 */

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** The envelope's data on failure, e.g. the errorColumn list of a rejected form. */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Codes of failures that happen before the server answers. */
export const ClientErrorCode = { network: -1000, timeout: -1001, badResponse: -1002 } as const;

/** What the borrower reads when a call could not reach the server, or the server broke. */
export const ErrorText = {
  offline: "You're offline. Check your connection, then try again.",
  network: 'No internet connection. Please check your network and try again.',
  timeout: 'The request took too long. Please try again.',
  server: 'Something went wrong on our side. Please try again in a moment.',
} as const;

const RAW_MESSAGE =
  /internal server error|bad gateway|service unavailable|gateway timeout|exception|^error$|^\d{3}\b/i;

/**
 * The envelope's msg, unless it is a server crash (code 500) or a raw technical wording
 * ("Internal Server Error", a proxy's "Bad Gateway") or empty: a borrower never reads those.
 */
export function borrowerMessage(code: number, msg: unknown): string {
  const text = typeof msg === 'string' ? msg.trim() : '';
  if (code === ErrorCode.serverError || !text || RAW_MESSAGE.test(text)) return ErrorText.server;
  return text;
}

type Call = { method: 'GET' | 'POST'; path: string };
type RequestOptions<T> = {
  query?: Record<string, string | number | undefined>;
  /** JSON-encoded, or sent as is when it is FormData (multipart uploads). */
  body?: unknown;
  /**
   * Validates the payload; a mismatch is reported as a bad response, not a crash later. Either
   * the schema, or a function importing it, fetched alongside the call: for calls whose module
   * sits on a first screen that must not load the schema library (docs/web-bundle.md).
   */
  schema?: z.ZodType<T> | (() => Promise<z.ZodType<T>>);
  /** Extra headers of this one call (e.g. the apply's idempotency key). */
  headers?: Record<string, string>;
  /** Ends this one call early (e.g. a shorter timeout); replaces the default timeout. */
  signal?: AbortSignal;
  /** Busy answers (code -8) sent again after their Retry-After; CALL_BUSY_RETRIES unless given. */
  busyRetries?: number;
  /** Told true while the call waits to be sent again after a busy answer, false once it is. */
  onBusyWait?: (waiting: boolean) => void;
};

let onSessionExpired: () => void = () => undefined;
/** The app decides where a -4 leads (it owns the router); shared code only reports it. */
export function setSessionExpiredHandler(handler: () => void) {
  onSessionExpired = handler;
}

/** Routes where code -4 must not sign the borrower out (spec section 8). */
const SESSION_EXPIRY_EXEMPT_ROUTES = ['/auth/contacts'];

const WEB_UUID_KEY = 'saral.web_uuid';
/** This browser's id (the web_uuid header), created on first use; also sent as clientId. */
export function webUuid(): string {
  let id = localStorage.getItem(WEB_UUID_KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(WEB_UUID_KEY, id);
  }
  return id;
}

function cookie(name: string): string {
  const match = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`));
  return match?.[1] ? decodeURIComponent(match[1]) : '';
}

/**
 * Browsers refuse a header value beyond Latin-1 or with NUL, CR or LF, and then fail the whole
 * call (it looks like no connection). Such a value (e.g. a device model "小米 13" stored by an
 * older app, or a crafted cookie) is dropped so the call still goes out without it.
 */
const SENDABLE_HEADER_VALUE = /^[^\0\n\r\u0100-\uffff]*$/;
export function sendableHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter(([, value]) => SENDABLE_HEADER_VALUE.test(value)),
  );
}

export function requestHeaders(path: string): Record<string, string> {
  const headers: Record<string, string> = {
    [RequestHeader.webUuid]: webUuid(),
    [RequestHeader.os]: osName(),
    [RequestHeader.fbp]: cookie('_fbp'),
    [RequestHeader.fbc]: cookie('_fbc'),
    [RequestHeader.packageName]: webConfig.packageName,
    // The server answers envelope messages in the language the borrower reads (docs/i18n.md).
    'accept-language': languageStore.get(),
  };
  const token = sessionStore.token();
  if (token && !TOKENLESS_PATHS.includes(path)) headers[RequestHeader.token] = token;
  // After a native-app login every call says which device and app it comes from (spec section 3).
  const device = sessionStore.get()?.device;
  if (device) {
    headers[NativeDeviceHeader.deviceId] = device.deviceId;
    headers[NativeDeviceHeader.version] = device.version;
    headers[NativeDeviceHeader.idfv] = device.idfv;
    headers[NativeDeviceHeader.idfa] = device.idfa;
    headers[NativeDeviceHeader.sdkVersion] = device.systemVersion;
    headers[NativeDeviceHeader.brand] = device.model;
  }
  return sendableHeaders(headers);
}

/**
 * Sends a call. A busy answer (the server shedding load, code -8) did nothing on the server, so
 * it is sent again after its Retry-After, at most CALL_BUSY_RETRIES times: the borrower sees the
 * button still working, not an error.
 */
export async function apiRequest<T>(call: Call, options: RequestOptions<T> = {}): Promise<T> {
  for (let retries = 0; ; retries += 1) {
    try {
      return await requestOnce(call, options);
    } catch (error) {
      const waitSeconds = busyWaitSeconds(error);
      if (waitSeconds === null || retries >= (options.busyRetries ?? CALL_BUSY_RETRIES)) {
        throw error;
      }
      options.onBusyWait?.(true);
      await new Promise((resolve) => setTimeout(resolve, waitSeconds * 1000));
      options.onBusyWait?.(false);
    }
  }
}

/** The Retry-After of a busy answer (5 s if it named none), or null for any other failure. */
function busyWaitSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== ErrorCode.busy) return null;
  // Read by hand: the zod schema of busy data would load zod on the login screen.
  const seconds = (error.data as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : 5;
}

async function requestOnce<T>(call: Call, options: RequestOptions<T>): Promise<T> {
  const url = new URL(`${API_BASE_PATH}${call.path}`, location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers = sendableHeaders({ ...requestHeaders(call.path), ...options.headers });
  const isMultipart = options.body instanceof FormData;
  if (options.body !== undefined && !isMultipart) headers['content-type'] = 'application/json';

  // Without a connection the call fails at once (spec timeout 100 s is for a slow network).
  if (!isOnline()) throw new ApiError(ClientErrorCode.network, ErrorText.offline);

  const schemaLoading = typeof options.schema === 'function' ? options.schema() : undefined;
  // A failed import is reported where it is awaited, not as an unhandled rejection.
  schemaLoading?.catch(() => undefined);

  let response: Response;
  try {
    response = await fetch(url, {
      method: call.method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : isMultipart
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') {
      throw new ApiError(ClientErrorCode.timeout, ErrorText.timeout);
    }
    throw new ApiError(ClientErrorCode.network, isOnline() ? ErrorText.network : ErrorText.offline);
  }

  const envelope = (await response.json().catch(() => null)) as {
    code?: unknown;
    msg?: unknown;
    data?: unknown;
  } | null;
  if (!envelope || typeof envelope.code !== 'number') {
    throw new ApiError(
      ClientErrorCode.badResponse,
      response.status >= 500 ? ErrorText.server : 'Something went wrong. Please try again.',
    );
  }
  if (envelope.code === ErrorCode.sessionInvalid) {
    if (!SESSION_EXPIRY_EXEMPT_ROUTES.some((route) => location.pathname.startsWith(route))) {
      sessionStore.clear();
      onSessionExpired();
    }
    throw new ApiError(envelope.code, String(envelope.msg ?? 'Please log in again.'));
  }
  if (envelope.code !== ErrorCode.ok) {
    throw new ApiError(
      envelope.code,
      borrowerMessage(envelope.code, envelope.msg),
      envelope.data ?? null,
    );
  }
  const schema = schemaLoading ? await loadedSchema(schemaLoading) : options.schema;
  if (!schema || typeof schema === 'function') return envelope.data as T;
  const parsed = schema.safeParse(envelope.data);
  if (!parsed.success) {
    throw new ApiError(ClientErrorCode.badResponse, 'Something went wrong. Please try again.');
  }
  return parsed.data;
}

/** A lazily imported schema; its chunk failing to load is a network failure like the call's. */
async function loadedSchema<T>(loading: Promise<z.ZodType<T>>): Promise<z.ZodType<T>> {
  try {
    return await loading;
  } catch {
    throw new ApiError(ClientErrorCode.network, isOnline() ? ErrorText.network : ErrorText.offline);
  }
}
