import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The "stop offers" link in a marketing message: /offers/stop/{userId}?sig={hex}, sig =
 * HMAC-SHA256(key, "stop-offers.{userId}"). It works without signing in and does not expire (an
 * old message must still let the borrower stop offers); it can only ever stop offers.
 */
export const STOP_OFFERS_PATH = '/offers/stop';

const signature = (key: Buffer, userId: number) =>
  createHmac('sha256', key).update(`stop-offers.${userId}`).digest('hex');

export function signStopOffersLink(key: Buffer, baseUrl: string, userId: number): string {
  return `${baseUrl}${STOP_OFFERS_PATH}/${userId}?sig=${signature(key, userId)}`;
}

export function checkStopOffersLink(key: Buffer, userId: number, sig: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(sig)) return false;
  return timingSafeEqual(Buffer.from(signature(key, userId), 'hex'), Buffer.from(sig, 'hex'));
}
