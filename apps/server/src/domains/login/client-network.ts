import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a sign-in code request is counted against. An IPv4 address stands for itself (it
 * may carry a whole carrier's NAT, hence a budget rather than a small limit). An IPv6 address
 * stands for its /64: one subscriber gets at least a /64 and may use any address in it, so
 * counting single addresses would let one device multiply its budget by 2^64.
 * IPv4-mapped IPv6 addresses (::ffff:a.b.c.d) count as the IPv4 address.
 */
export function clientNetwork(ip: string): string {
  const address = ip.replace(/%.*$/, ''); // a zone index (fe80::1%eth0) names no network
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(address)) return ip;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, lower-case, without leading zeros. */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase();
  // A trailing dotted IPv4 part (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}
