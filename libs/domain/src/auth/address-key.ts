/** IPv6 groups that name one subscriber's network: a /64 is what one customer line usually gets. */
const IPV6_NETWORK_GROUPS = 4;
const IPV6_GROUPS = 8;
const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;
const DOTTED_QUAD = /^\d{1,3}(?:\.\d{1,3}){3}$/;
/** Longer than any address's text (IPv6 with a zone is under 64): the rest is noise a key need not hold. */
const MAX_KEY_LENGTH = 64;

/**
 * A client address as the platform counts clients: sign-in throttling and the device ports'
 * per-address cap. One IPv4 address is one key. An IPv6 client holds a whole /64 and could take a
 * new address for every attempt or connection, so its key is the /64 prefix. An IPv4 address
 * written as IPv6 (`::ffff:a.b.c.d`, as a dual-stack socket reports it) is the IPv4 address.
 * Anything else is taken as it is, lowercased and cut to a bounded length.
 */
export function addressKey(address: string): string {
  const text = address.trim().toLowerCase().slice(0, MAX_KEY_LENGTH);
  const mapped = IPV4_MAPPED.exec(text);
  if (mapped) return mapped[1];
  if (!text.includes(':')) return text;
  const groups = expandIpv6(text.split('%')[0]);
  return groups ? `${groups.slice(0, IPV6_NETWORK_GROUPS).join(':')}::/64` : text;
}

/** The eight groups of an IPv6 address without leading zeros, or null when it is not one. */
function expandIpv6(text: string): string[] | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? groupsOf(halves[0]) : [];
  const tail = halves.length === 2 && halves[1] ? groupsOf(halves[1]) : [];
  const missing = IPV6_GROUPS - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => g.replace(/^0+(?=.)/, ''));
}

/** The groups of one side of "::"; an embedded IPv4 tail (NAT64, `64:ff9b::192.0.2.1`) is two groups. */
function groupsOf(side: string): string[] {
  return side.split(':').flatMap((group) => (DOTTED_QUAD.test(group) ? dottedToGroups(group) : [group]));
}

function dottedToGroups(dotted: string): string[] {
  const [a, b, c, d] = dotted.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
