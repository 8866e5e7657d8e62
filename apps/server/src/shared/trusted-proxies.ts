import { isIP } from 'node:net';
import { z } from 'zod';

/** proxy-addr's named ranges, which Fastify's trustProxy accepts besides addresses and CIDRs. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: which hops in front of the server may report the client's address.
 * - `false` (default): none; X-Forwarded-For is ignored.
 * - a comma-separated list of addresses, CIDR ranges or loopback/linklocal/uniquelocal: a hop
 *   at one of those addresses is a proxy of ours, and the address it received the request from
 *   is the client (walking X-Forwarded-For from the right while hops are trusted).
 * `true` is refused: it trusts every hop, so a client could write its own address in
 * X-Forwarded-For and escape the per-IP limits. A hop count is refused too: Fastify ignores it
 * (it cannot tell whether the nearest hop really is our proxy).
 */
export const trustProxySchema = z
  .string()
  .default('false')
  .transform((value, context): false | string[] => {
    const text = value.trim();
    if (text === 'false') return false;
    if (text === 'true') {
      context.addIssue({
        code: 'custom',
        message:
          '"true" would trust every hop; give the proxies\' addresses or CIDR ranges (e.g. 10.0.0.0/8 or uniquelocal)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(text)) {
      context.addIssue({
        code: 'custom',
        message:
          "a hop count cannot check that the nearest hop is our proxy; give the proxies' addresses or CIDR ranges",
      });
      return z.NEVER;
    }
    const entries = text.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrRange)) return entries;
    context.addIssue({
      code: 'custom',
      message: 'false, or a comma-separated list of proxy addresses and CIDR ranges',
    });
    return z.NEVER;
  });

export type TrustProxySetting = z.output<typeof trustProxySchema>;
