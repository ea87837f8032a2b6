/** Every kind of line break: CRLF, a lone CR or LF, VT, FF, NEL (U+0085), U+2028 and U+2029. */
const LINE_BREAK = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g;
/** A control character (C0, DEL, C1) other than LF. */
const CONTROL = /[^\P{Cc}\n]/gu;

/**
 * Text as every output of the park writes it (iCalendar, CSV, mail headers, PDFs), whatever a row holds: every kind
 * of line break becomes one LF (`'lines'`) or one space (`'one line'`), a tab a space, and every other control
 * character (NUL, DEL, C1 …) is removed. The input refuses all of these in the first place; this makes text stored
 * before that, or by any other way in, harmless where it is written.
 */
export function plainText(text: string, shape: 'lines' | 'one line'): string {
  return text
    .replace(LINE_BREAK, shape === 'lines' ? '\n' : ' ')
    .replaceAll('\t', ' ')
    .replace(CONTROL, '');
}
