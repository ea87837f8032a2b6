import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '@kandy-park/domain';
import { IsEmail, Matches, MaxLength, ValidateBy, type ValidationOptions } from 'class-validator';
import { isCalendarDate } from '@kandy-park/domain';

/** Trims a string field before validation, so "   " counts as empty. Other types pass through to be refused. */
export const Trim = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** A real `yyyy-mm-dd` calendar date (2027-02-30 is not). */
export const IsCalendarDate = (options?: ValidationOptions) =>
  ValidateBy({ name: 'isCalendarDate', validator: { validate: (value: unknown) => isCalendarDate(value) } }, options);

/**
 * An e-mail address every form takes alike: validator.js's check and the client's pattern (`EMAIL_PATTERN`), and at
 * most `EMAIL_MAX_LENGTH` characters. `tooLong` is said for a longer one, `message` for the rest.
 */
export const IsEmailAddress = (message: string, tooLong = message) =>
  applyDecorators(
    IsEmail({}, { message }),
    Matches(EMAIL_PATTERN, { message }),
    MaxLength(EMAIL_MAX_LENGTH, { message: tooLong }),
  );

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

/**
 * Invisible characters that change how the text around them is shown: the bidirectional embeddings, overrides and
 * isolates (U+202A–202E, U+2066–2069) and marks (U+200E, U+200F, U+061C), which can show a name or an amount in an
 * order other than the one stored, and the invisible word joiner, invisible operators and byte-order mark. The
 * zero-width joiner and non-joiner (U+200C, U+200D) are not among them: Sinhala and Tamil spelling needs them.
 */
const INVISIBLE_FORMAT = /[\u061c\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/u;

/** The sentence a field with a control character is refused with: `The event type must not contain …`. */
export const controlCharactersMessage = (label: string) => `${label} must not contain control characters.`;
/** The sentence a field with an invisible format character is refused with. */
export const invisibleCharactersMessage = (label: string) =>
  `${label} must not contain invisible text-direction or formatting characters.`;

/**
 * A field that is one line of text: a name, an address, a phone number, a subject, an event type, a title. A line
 * break in one would split a mail header, a calendar line or a log line, and no form field of the site can type one:
 * `<label> must be on one line.`; any other control character (tab, NUL, DEL, C1) is refused too, and so is an
 * invisible format character (`INVISIBLE_FORMAT`).
 */
export const SingleLine = (label: string) =>
  ValidateBy({
    name: 'singleLine',
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || !(CONTROL.test(value) || INVISIBLE_FORMAT.test(value)),
      defaultMessage: (args) =>
        typeof args?.value === 'string' && LINE_BREAK.test(args.value)
          ? `${label} must be on one line.`
          : typeof args?.value === 'string' && INVISIBLE_FORMAT.test(args.value)
            ? invisibleCharactersMessage(label)
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
    ValidateBy({
      name: 'multiLine',
      validator: {
        validate: (value: unknown) =>
          typeof value !== 'string' || !(CONTROL_BUT_LF.test(value) || INVISIBLE_FORMAT.test(value)),
        defaultMessage: (args) =>
          typeof args?.value === 'string' && INVISIBLE_FORMAT.test(args.value)
            ? invisibleCharactersMessage(label)
            : controlCharactersMessage(label),
      },
    }),
  );
