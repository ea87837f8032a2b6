/**
 * One mailbox, however the address is written: mail servers treat the domain without regard to case, and most
 * deliver `ann+anything@` to `ann@` (sub-addressing). The daily caps count per mailbox, so `Ann+1@Mail.com` and
 * `ann@mail.com` share one allowance.
 */
export function mailboxKey(address: string): string {
  const normalised = address.trim().toLowerCase();
  const at = normalised.lastIndexOf('@');
  if (at < 0) return normalised;
  const local = normalised.slice(0, at).split('+')[0];
  return `${local}@${normalised.slice(at + 1)}`;
}

/** `ann@mail.com` → `a***@mail.com`: enough for an operator to tell mailboxes apart, not to read who wrote. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address.charAt(0)}***${address.slice(at)}`;
}

const ADDRESS = /[^\s<>"'(),;:[\]]+@[^\s<>"'(),;:[\]]+/g;

/** Masks every e-mail address in `text` (an SMTP server's error often quotes the recipient). */
export function maskAddressesIn(text: string): string {
  return text.replace(ADDRESS, maskAddress);
}
