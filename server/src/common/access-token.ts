import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The secret of a visitor's "My booking" link: 256 random bits, base64url. Only its SHA-256 is stored. A fast hash
 * is right here (unlike passwords): the token has far too much entropy for any guessing, so slowing the hash
 * would protect nothing.
 */
export const ACCESS_TOKEN_BYTES = 32;
/** 32 bytes in base64url without padding. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface IssuedAccessToken {
  token: string;
  hash: string;
}

export function issueAccessToken(): IssuedAccessToken {
  const token = randomBytes(ACCESS_TOKEN_BYTES).toString('base64url');
  return { token, hash: hashAccessToken(token) };
}

export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether a string can be a token at all; anything else is refused before the database is asked. */
export function isAccessTokenShaped(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

/**
 * Compares a stored hash with a presented token's hash in constant time. The row is found by its hash (an index
 * lookup reveals nothing useful: an attacker does not choose the hash's bytes), and this comparison makes the
 * final decision independent of timing.
 */
export function accessTokenMatches(storedHash: string | null, token: string): boolean {
  if (!storedHash) return false;
  const stored = Buffer.from(storedHash, 'hex');
  const presented = Buffer.from(hashAccessToken(token), 'hex');
  return stored.length === presented.length && timingSafeEqual(stored, presented);
}

/** The page a link opens. The token travels in the fragment, which browsers never send to any server. */
export function myBookingLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/my-booking#${token}`;
}
