import { plainText } from '@kandy-park/domain';

/**
 * RFC 5545 TEXT: every kind of line break becomes the two characters `\n`, backslash, semicolon and comma are escaped,
 * and every other control character is removed (`plainText`). What comes out holds no CR or LF at all, so no text,
 * whatever a row holds, can end a content line and start a property of its own.
 */
export function icsText(text: string): string {
  return plainText(text, 'lines')
    .replace(/[\\;,]/g, (character) => `\\${character}`)
    .replaceAll('\n', '\\n');
}

const encoder = new TextEncoder();

/**
 * A content line folded after at most 75 octets (RFC 5545, 3.1): CRLF and a space start each continuation, and a
 * character is never cut in two (a code point's UTF-8 bytes stay on one line).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The first line holds 75 octets; each continuation 74 after its leading space.
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += character;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

/** An all-day event; `end` is the day after the last (DTEND is exclusive). Texts are plain: they are escaped here. */
/** The domain every event's UID ends in, so calendars know the park's events from one another's. */
export const CALENDAR_UID_DOMAIN = 'kandypark.lk';

export interface CalendarEvent {
  uid: string;
  summary: string;
  description: string;
  location: string;
  /** yyyy-mm-dd */
  start: string;
  /** yyyy-mm-dd, the day after the last day */
  end: string;
  /** Whether the event marks its days busy in the reader's calendar. */
  busy: boolean;
  categories?: string[];
  lastModified?: Date;
}

const basicDate = (date: string): string => date.replaceAll('-', '');
const basicDateTime = (date: Date): string => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/**
 * An iCalendar document (RFC 5545) of confirmed all-day events: every text through `icsText`, every line folded
 * and ended by CRLF. The one writer of the park's calendars: the staff feed and the customer's .ics file.
 */
export function calendarDocument(options: {
  productId: string;
  name?: string;
  events: readonly CalendarEvent[];
  now?: Date;
}): string {
  const stamp = basicDateTime(options.now ?? new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `PRODID:${icsText(options.productId)}`,
    'METHOD:PUBLISH',
    ...(options.name ? [`X-WR-CALNAME:${icsText(options.name)}`] : []),
    'X-PUBLISHED-TTL:PT1H',
    ...options.events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${icsText(event.uid)}`,
      `SUMMARY:${icsText(event.summary)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${basicDate(event.start)}`,
      `DTEND;VALUE=DATE:${basicDate(event.end)}`,
      `DESCRIPTION:${icsText(event.description)}`,
      `LOCATION:${icsText(event.location)}`,
      'STATUS:CONFIRMED',
      ...(event.categories?.length ? [`CATEGORIES:${event.categories.map(icsText).join(',')}`] : []),
      `TRANSP:${event.busy ? 'OPAQUE' : 'TRANSPARENT'}`,
      `X-MICROSOFT-CDO-BUSYSTATUS:${event.busy ? 'BUSY' : 'FREE'}`,
      ...(event.lastModified ? [`LAST-MODIFIED:${basicDateTime(event.lastModified)}`] : []),
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return lines.map((line) => `${foldLine(line)}\r\n`).join('');
}
