/**
 * How the abuse limits tell one requester from another: the same person writes the same
 * e-mail address or phone number in many ways, and one household or phone owns a whole IPv6 /64.
 */

/** Lower case, without a `+tag`: `Ann+x@Mail.com` and `ann@mail.com` are one mailbox, as the mail caps count it. */
export { mailboxKey as emailKey } from './mail-address';

/**
 * Digits only, in international form for Sri Lanka: `+94 77 123 4567`, `0094771234567` and `077-123 4567` are one
 * phone (`94771234567`).
 */
export function phoneKey(phone: string): string {
  return phone.replace(/\D/g, '').replace(/^00/, '').replace(/^0/, '94');
}

/** The client address as the limits count it: IPv4, or the /64 of an IPv6 address (common/client-address.ts). */
export { clientKey } from './client-address';
