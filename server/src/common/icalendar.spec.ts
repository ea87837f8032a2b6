import ICAL from 'ical.js';
import { calendarDocument, foldLine, icsText } from './icalendar';

const HOSTILE: Array<[string, string]> = [
  ['CR', '\r'],
  ['LF', '\n'],
  ['CRLF', '\r\n'],
  ['NUL', '\u0000'],
  ['a line separator', '\u2028'],
  ['NEL', '\u0085'],
];

const event = (summary: string, description = 'Booking ID 1') => ({
  uid: '1@kandypark.lk',
  summary,
  description,
  location: 'Open Air Arena, Kandy Cultural Park, Kandy, Sri Lanka',
  start: '2027-03-10',
  end: '2027-03-11',
  busy: true,
});

/** The document's lines as a reader splitting on any CR or LF sees them, without the folding spaces. */
const rawLines = (text: string) => text.split(/\r\n|\r|\n/).filter(Boolean);

describe('icsText', () => {
  it('escapes backslash, semicolon and comma, and writes a newline as \\n (RFC 5545 TEXT)', () => {
    expect(icsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it.each(HOSTILE)('leaves no CR or LF in the text whatever it holds: %s', (name, character) => {
    const written = icsText(`Wedding${character}URL:https://evil.example/x`);
    expect(written).not.toMatch(/[\p{Cc}\u2028]/u);
    expect(written).toBe(name === 'NUL' ? 'WeddingURL:https://evil.example/x' : 'Wedding\\nURL:https://evil.example/x');
  });

  it('removes other control characters and keeps text of every script', () => {
    expect(icsText('a\u0001b\u007fc\u009bd\te')).toBe('abcd e');
    expect(icsText('ශ්‍රී ලංකා 🐘 தமிழ்')).toBe('ශ්‍රී ලංකා 🐘 தமிழ்');
  });
});

describe('foldLine', () => {
  it('folds after 75 octets, never inside a character', () => {
    const line = `SUMMARY:${'ශ'.repeat(60)}🐘${'a'.repeat(100)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    for (const [index, part] of parts.entries()) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
      if (index > 0) expect(part.startsWith(' ')).toBe(true);
    }
    expect(parts.map((part, index) => (index ? part.slice(1) : part)).join('')).toBe(line);
    expect(folded).not.toContain('\ufffd');
  });

  it('leaves a short line as it is', () => {
    expect(foldLine('VERSION:2.0')).toBe('VERSION:2.0');
  });
});

describe('calendarDocument', () => {
  it.each(HOSTILE)(
    'carries a smuggled property only as text of the summary and description: %s',
    (_name, character) => {
      const typed = `Wedding${character}URL:https://evil.example/x`;
      const text = calendarDocument({ productId: 'kandypark.lk/test', events: [event(typed, typed)] });
      // Every line ends with CRLF; no bare CR or LF anywhere; no line is a URL property.
      expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      expect(rawLines(text).some((line) => /^URL/i.test(line))).toBe(false);
      const calendar = new ICAL.Component(ICAL.parse(text));
      const [vevent] = calendar.getAllSubcomponents('vevent');
      expect(vevent?.hasProperty('url')).toBe(false);
      const summary = vevent?.getFirstPropertyValue('summary');
      expect(summary).toBe(
        character === '\u0000' ? 'WeddingURL:https://evil.example/x' : 'Wedding\nURL:https://evil.example/x',
      );
      expect(vevent?.getFirstPropertyValue('description')).toBe(summary);
    },
  );

  it('reads back, through ical.js, as the events written: dates, texts, long lines of any script', () => {
    const long = `Perahera, "Esala"; ${'ශ්‍රී ලංකා '.repeat(12)}\\ end`;
    const text = calendarDocument({
      productId: 'kandypark.lk/test',
      name: 'Kandy Cultural Park bookings',
      events: [{ ...event(long), categories: ['Booking'], lastModified: new Date('2027-01-02T03:04:05Z') }],
      now: new Date('2027-01-05T00:00:00Z'),
    });
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const vevent = calendar.getFirstSubcomponent('vevent') as ICAL.Component;
    const read = new ICAL.Event(vevent);
    expect(read.summary).toBe(long);
    expect(read.startDate.toString()).toBe('2027-03-10');
    expect(read.endDate.toString()).toBe('2027-03-11');
    expect(vevent.getFirstPropertyValue('categories')).toBe('Booking');
    expect(String(vevent.getFirstPropertyValue('last-modified'))).toBe('2027-01-02T03:04:05Z');
  });
});
