import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed links to an order's loan documents (the KFS and sanction letter) that work without
 * signing in until they expire: /loan-documents/{orderId}?expires={unix seconds}&sig={hex}, sig =
 * HMAC-SHA256(key, "{orderId}.{expires}"). The key is derived from SECRET_PEPPER.
 */
export const LOAN_DOCUMENTS_PATH = '/loan-documents';

export function documentLinkKey(secretPepper: string): Buffer {
  return createHmac('sha256', secretPepper).update('saral:loan-document-links').digest();
}

const signature = (key: Buffer, orderId: number, expires: number) =>
  createHmac('sha256', key).update(`${orderId}.${expires}`).digest('hex');

export function signDocumentLink(
  key: Buffer,
  baseUrl: string,
  orderId: number,
  validUntil: Date,
): string {
  const expires = Math.floor(validUntil.getTime() / 1000);
  return `${baseUrl}${LOAN_DOCUMENTS_PATH}/${orderId}?expires=${expires}&sig=${signature(key, orderId, expires)}`;
}

/** 'ok', 'bad' (not our signature: 401) or 'expired' (ours, too late: 410). */
export function checkDocumentLink(
  key: Buffer,
  link: { orderId: number; expires: number; sig: string },
  now: Date,
): 'ok' | 'bad' | 'expired' {
  if (!/^[0-9a-f]{64}$/.test(link.sig)) return 'bad';
  const expected = Buffer.from(signature(key, link.orderId, link.expires), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(link.sig, 'hex'))) return 'bad';
  return now.getTime() > link.expires * 1000 ? 'expired' : 'ok';
}
