import { StartCalls } from '@saral/contract/start-calls';
import { API_BASE_PATH, REQUEST_TIMEOUT_MS } from '@saral/contract/constants';
import { ErrorCode } from '@saral/contract/error-codes';
import { RequestHeader } from '@saral/contract/headers';
import { requestHeaders } from '../api/api-client';
import { sessionStore } from '../session/session-store';
import type { TrackingBatch } from './tracking-events';

const SAVE_PATH = StartCalls.saveTrackedEvents.path;
const saveUrl = () => `${API_BASE_PATH}${SAVE_PATH}`;

/** The app's headers, with the token of the batch's session (none when null) in place of ours. */
function headersFor(token: string | null): Record<string, string> {
  const headers = requestHeaders(SAVE_PATH);
  delete headers[RequestHeader.token];
  if (token) headers[RequestHeader.token] = token;
  headers['content-type'] = 'application/json';
  return headers;
}

/**
 * Uploads a batch as the session it was recorded under, whoever is signed in now. Without
 * cookies: the server reads the session cookie (the borrower signed in now) when a batch has no
 * token header, and an anonymous batch must stay anonymous.
 */
export async function uploadTrackedBatch(
  batch: TrackingBatch,
  token: string | null,
): Promise<'stored' | 'refused'> {
  // A plain timer rather than AbortSignal.timeout, which older browsers of our target lack.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(saveUrl(), {
      method: 'POST',
      headers: headersFor(token),
      body: JSON.stringify(batch),
      credentials: 'omit',
      signal: controller.signal,
    });
    const envelope = (await response.json().catch(() => null)) as { code?: unknown } | null;
    if (envelope?.code === ErrorCode.ok) return 'stored';
    // Bad input: the server will never take this batch.
    if (envelope?.code === ErrorCode.failed) return 'refused';
    throw new Error(`tracking upload not acknowledged (HTTP ${response.status})`);
  } finally {
    clearTimeout(timer);
  }
}

/** A fetch that outlives the page, as a beacon does; false when the browser refused it at once. */
function keepaliveUpload(body: Blob, token: string | null): boolean {
  try {
    fetch(saveUrl(), {
      method: 'POST',
      headers: headersFor(token),
      body,
      credentials: 'omit',
      keepalive: true,
    }).catch(() => undefined);
    return true;
  } catch {
    return false;
  }
}

/**
 * Hands a batch to the browser as the page goes away. A beacon cannot set headers and carries
 * the session cookie, which names the borrower signed in now, so it carries only that session's
 * events; those of another session (or an anonymous batch while someone is signed in) go by a
 * keepalive fetch with their own token header. Some older Chrome versions threw on JSON Blobs,
 * and a full beacon queue says false: the keepalive fetch is the fallback then too.
 */
export function beaconTrackedBatch(body: Blob, token: string | null): boolean {
  if (token === sessionStore.token() && typeof navigator.sendBeacon === 'function') {
    try {
      if (navigator.sendBeacon(saveUrl(), body)) return true;
    } catch {
      // Fall back below.
    }
  }
  return keepaliveUpload(body, token);
}
