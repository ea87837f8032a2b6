import { plainText } from '../src/text.js';

describe('plain text', () => {
  const breaks: Array<[string, string]> = [
    ['CR', '\r'],
    ['LF', '\n'],
    ['CRLF', '\r\n'],
    ['VT', '\v'],
    ['FF', '\f'],
    ['NEL', '\u0085'],
    ['a line separator', '\u2028'],
    ['a paragraph separator', '\u2029'],
  ];
  it.each(breaks)('writes %s as one LF, or one space on one line', (_name, lineBreak) => {
    expect(plainText(`Wedding${lineBreak}URL:x`, 'lines')).toBe('Wedding\nURL:x');
    expect(plainText(`Wedding${lineBreak}URL:x`, 'one line')).toBe('Wedding URL:x');
  });

  it('removes NUL, DEL and C1 controls and writes a tab as a space', () => {
    expect(plainText('a\u0000b\u007fc\u0080d\u009be\u0001f\tg', 'lines')).toBe('abcdef g');
  });

  it('keeps text of every script, emoji and separators that are not line breaks', () => {
    const text = '𝕂𝕒𝕟𝕕𝕪 🐘 ශ්‍රී ලංකා தமிழ் a\u00a0b';
    expect(plainText(text, 'lines')).toBe(text);
    expect(plainText(text, 'one line')).toBe(text);
  });
});
