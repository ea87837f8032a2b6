import { csvCell, csvLine } from '../src/csv.js';

describe('CSV cells', () => {
  it('writes numbers bare, so a spreadsheet sums them, negative ones included', () => {
    expect([30000, -7500, 0, 2.5].map(csvCell)).toEqual(['30000', '-7500', '0', '2.5']);
    expect(csvLine(['Reversal', -7500])).toBe('"Reversal",-7500\r\n');
  });

  it('quotes every text cell and doubles the quotes inside', () => {
    expect(csvLine(['Nimal "Nimo" Perera', 'a, b', 'two\nlines'])).toBe(
      '"Nimal ""Nimo"" Perera","a, b","two\nlines"\r\n',
    );
  });

  it('keeps text from running as a spreadsheet formula, however it starts', () => {
    const typed = ['=HYPERLINK("http://evil")', '+94 77 123 4567', '-7500', '@SUM(A1)', '\rx', '\u0000=1+1'];
    expect(typed.map(csvCell)).toEqual([
      '"\'=HYPERLINK(""http://evil"")"',
      '"\'+94 77 123 4567"',
      '"\'-7500"',
      '"\'@SUM(A1)"',
      '"\'\nx"',
      '"\'=1+1"',
    ]);
    expect(csvCell('\tx')).toBe('" x"');
    expect(csvCell('Kandy = lake')).toBe('"Kandy = lake"');
  });

  it('writes missing values and numbers that are not finite as empty or plain text cells', () => {
    expect(csvLine([null, undefined, ''])).toBe('"","",""\r\n');
    expect([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY].map(csvCell)).toEqual([
      '"NaN"',
      '"Infinity"',
      '"\'-Infinity"',
    ]);
  });

  it('writes every line break as LF inside the cell and removes other control characters', () => {
    const typed = ['a\rb', 'a\nb', 'a\r\nb', 'a\u0000b', 'a\u2028b', 'a\u0085b', 'a\u009bb\u007f', 'a\tb'];
    expect(typed.map(csvCell)).toEqual(['"a\nb"', '"a\nb"', '"a\nb"', '"ab"', '"a\nb"', '"a\nb"', '"ab"', '"a b"']);
    const line = csvLine(['Wedding\rURL:https://evil.example/x', 'Nimal\u0000', 'x\r\ny']);
    expect(line).toBe('"Wedding\nURL:https://evil.example/x","Nimal","x\ny"\r\n');
    // The only CR left is the one ending the row.
    expect(line.slice(0, -2)).not.toMatch(/[^\P{Cc}\n]|\u2028/u);
  });
});
