import { isIPv4, isIPv6 } from 'node:net';

/** Hextets of an IPv6 address that name its /64 network. */
const NETWORK_HEXTETS = 4;
const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/**
 * What the per-address connection cap counts by: an IPv4 address as is (also when it arrives
 * IPv4-mapped on a dual-stack socket), an IPv6 address by its /64. One IPv6 subscriber, or one
 * attacker's machine, gets a whole /64 and can pick any address in it, so capping single IPv6
 * addresses would cap nothing.
 */
export function addressKey(remoteAddress: string | undefined): string {
  if (remoteAddress === undefined) return 'unknown';
  const mapped = IPV4_MAPPED.exec(remoteAddress);
  if (mapped) return mapped[1];
  if (isIPv4(remoteAddress)) return remoteAddress;
  const address = remoteAddress.split('%')[0];
  if (!isIPv6(address)) return remoteAddress;
  return `${hextets(address).slice(0, NETWORK_HEXTETS).join(':')}::/64`;
}

/** The eight hextets of a valid IPv6 address, without leading zeros ("::" expanded). */
function hextets(address: string): string[] {
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const part = (s: string | undefined) =>
    s ? s.split(':').flatMap((h) => (h.includes('.') ? dottedToHextets(h) : [h])) : [];
  const left = part(head);
  const right = part(tail);
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((h) => parseInt(h, 16).toString(16));
}

/** An embedded IPv4 tail ("::ffff:1.2.3.4", NAT64) as two hextets. */
function dottedToHextets(dotted: string): string[] {
  const [a, b, c, d] = dotted.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
