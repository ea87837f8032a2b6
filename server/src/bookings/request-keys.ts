import { isIPv4, isIPv6 } from 'node:net';

/**
 * How the abuse limits tell one requester from another: the same person writes the same
 * e-mail address or phone number in many ways, and one household or phone owns a whole IPv6 /64.
 */

/** Lower case, without a `+tag`: `Ann+x@Mail.com` and `ann@mail.com` are one mailbox, as the mail caps count it. */
export { mailboxKey as emailKey } from '../mail/mail-address';

/**
 * Digits only, in international form for Sri Lanka: `+94 77 123 4567`, `0094771234567` and `077-123 4567` are one
 * phone (`94771234567`).
 */
export function phoneKey(phone: string): string {
  return phone.replace(/\D/g, '').replace(/^00/, '').replace(/^0/, '94');
}

/**
 * The client as the limits count it: an IPv4 address (also when written IPv4-mapped, `::ffff:1.2.3.4`), or the
 * /64 network of an IPv6 address, since one subscriber gets a whole /64 and can use any address in it.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const [head = '', tail] = ip.toLowerCase().split('%')[0]!.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail === undefined ? [] : tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
