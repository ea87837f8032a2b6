import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client as every limit counts it (rate limits, sign-in waits, stall requests and holds): an IPv4 address (also
 * when written IPv4-mapped, `::ffff:1.2.3.4` or `::ffff:102:304`), or the /64 network of an IPv6 address, since one
 * subscriber gets a whole /64 and can use any of its 2^64 addresses. Anything else (no address at all) is kept as
 * it is.
 */
export function clientKey(ip: string): string {
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (a zone `%eth0` dropped, a dotted IPv4 tail read as two). */
function ipv6Groups(ip: string): number[] {
  const [address = ''] = ip.toLowerCase().split('%');
  const [head = '', tail] = address.split('::');
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const headGroups = parse(head);
  const tailGroups = tail === undefined ? [] : parse(tail);
  const missing = Math.max(0, 8 - headGroups.length - tailGroups.length);
  return [...headGroups, ...Array<number>(missing).fill(0), ...tailGroups];
}
