import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';

/** Trims a string field before validation, so "   " counts as empty. Other types pass through to be refused. */
export const Trim = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Trims and lower-cases an e-mail address: addresses are compared case-insensitively. */
export const NormalizeEmail = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs: anything else cannot name a row, and is answered like an unknown id (404), not an SQL error. */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}

/** Any line break (CR, LF, VT, FF, NEL, U+2028, U+2029) or other control character. */
const NOT_ONE_LINE = /[\p{Cc}\p{Zl}\p{Zp}]/u;

/**
 * A field that is one line of text: a name, an address, a phone number, a subject. A line break in one would split
 * a mail header or a log line, and no form field of the site can type one.
 */
export const SingleLine = (label: string) =>
  ValidateBy(
    {
      name: 'singleLine',
      validator: { validate: (value: unknown) => typeof value !== 'string' || !NOT_ONE_LINE.test(value) },
    },
    { message: `${label} must be on one line.` },
  );
