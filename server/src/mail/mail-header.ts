import { plainText } from '@kandy-park/domain';

/**
 * Text for a mail header (a subject, an attachment's file name): one line, with no control character at all.
 * Line breaks of every kind become a space, runs of spaces one, and the rest of the controls are removed
 * (`plainText`), so no text, whatever a row holds, can end the header and start another (`Bcc:`). nodemailer encodes
 * headers too; this does not rely on it.
 */
export function headerText(text: string): string {
  return plainText(text, 'one line').replace(/ {2,}/g, ' ').trim();
}
