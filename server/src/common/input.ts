import { Transform } from 'class-transformer';

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
