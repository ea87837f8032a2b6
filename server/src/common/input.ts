import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { EMAIL_MAX_LENGTH } from '@kandy-park/domain';
import { IsEmail, MaxLength, ValidateBy, type ValidationOptions } from 'class-validator';
import { isCalendarDate } from '@kandy-park/domain';

/** Trims a string field before validation, so "   " counts as empty. Other types pass through to be refused. */
export const Trim = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** A real `yyyy-mm-dd` calendar date (2027-02-30 is not). */
export const IsCalendarDate = (options?: ValidationOptions) =>
  ValidateBy({ name: 'isCalendarDate', validator: { validate: (value: unknown) => isCalendarDate(value) } }, options);

/**
 * An e-mail address every form takes alike: validator.js's check (stricter than the client's quick pattern, never
 * looser) and at most `EMAIL_MAX_LENGTH` characters. `tooLong` is said for a longer one, `message` for the rest.
 */
export const IsEmailAddress = (message: string, tooLong = message) =>
  applyDecorators(IsEmail({}, { message }), MaxLength(EMAIL_MAX_LENGTH, { message: tooLong }));

/** Trims and lower-cases an e-mail address: addresses are compared case-insensitively. */
export const NormalizeEmail = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

/** A row's id as PostgreSQL writes a uuid (any version), without anchors, to build patterns from. */
export const UUID_SOURCE = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UUID = new RegExp(`^${UUID_SOURCE}$`, 'i');

/** Ids are UUIDs: anything else cannot name a row. Path ids are checked by `IdParam` (common/id-param.ts). */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}

/** A line break of any kind: CR, LF, VT, FF, NEL (U+0085), the line and paragraph separators (U+2028, U+2029). */
const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/u;
/** A control character (C0, DEL, C1) or a line or paragraph separator: what no field keeps, LF aside where allowed. */
const CONTROL = /[\p{Cc}\p{Zl}\p{Zp}]/u;
/** The same, less LF: what a multi-line field refuses once its CRLF line ends are LF. */
const CONTROL_BUT_LF = /[^\P{Cc}\n]|[\u2028\u2029]/u;

/** The sentence a field with a control character is refused with: `The event type must not contain …`. */
export const controlCharactersMessage = (label: string) => `${label} must not contain control characters.`;

/**
 * A field that is one line of text: a name, an address, a phone number, a subject, an event type, a title. A line
 * break in one would split a mail header, a calendar line or a log line, and no form field of the site can type one:
 * `<label> must be on one line.`; any other control character (tab, NUL, DEL, C1) is refused too.
 */
export const SingleLine = (label: string) =>
  ValidateBy({
    name: 'singleLine',
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || !CONTROL.test(value),
      defaultMessage: (args) =>
        typeof args?.value === 'string' && LINE_BREAK.test(args.value)
          ? `${label} must be on one line.`
          : controlCharactersMessage(label),
    },
  });

/**
 * A field of several lines (special requirements, notes, a message, news content, a reason): CRLF line ends become
 * LF, and every other control character (a lone CR, tab, NUL, DEL, C1) and U+2028 / U+2029 are refused, so what is
 * stored has one kind of line break and nothing a calendar, CSV or PDF reader could take for something else.
 */
export const MultiLine = (label: string) =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/\r\n/g, '\n') : value)),
    ValidateBy(
      {
        name: 'multiLine',
        validator: { validate: (value: unknown) => typeof value !== 'string' || !CONTROL_BUT_LF.test(value) },
      },
      { message: controlCharactersMessage(label) },
    ),
  );
