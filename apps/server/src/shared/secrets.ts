import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A 256-bit random session token, URL-safe. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A numeric one-time code of `length` digits from the cryptographic generator. */
export function newNumericCode(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/** Keyed hash for short secrets (OTP codes) so a leaked table cannot be brute-forced offline. */
export function pepperedHash(pepper: string, ...parts: string[]): string {
  return createHmac('sha256', pepper).update(parts.join('\u0000')).digest('hex');
}

export function constantTimeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
