import { headerText } from './mail-header';

describe('headerText', () => {
  const hostile: Array<[string, string]> = [
    ['CR', '\r'],
    ['LF', '\n'],
    ['CRLF', '\r\n'],
    ['NUL', '\u0000'],
    ['a line separator', '\u2028'],
    ['NEL', '\u0085'],
  ];

  it.each(hostile)('keeps a header on one line with no control character: %s', (name, character) => {
    const written = headerText(`Booking confirmed: Wedding${character}Bcc: victim@example.org`);
    expect(written).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
    expect(written).toBe(
      name === 'NUL'
        ? 'Booking confirmed: WeddingBcc: victim@example.org'
        : 'Booking confirmed: Wedding Bcc: victim@example.org',
    );
  });

  it('removes C1 and DEL, writes tabs as spaces and keeps text of every script', () => {
    expect(headerText('  Receipt\u009b\u007f\tRCT-2027-00001 ශ්‍රී ලංකා 🐘 ')).toBe('Receipt RCT-2027-00001 ශ්‍රී ලංකා 🐘');
  });
});
