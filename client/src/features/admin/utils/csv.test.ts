import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes every cell and doubles quotes inside', () => {
    expect(toCsv(['Name', 'Note'], [['Nimal "Nimo" Perera', 'a, b']])).toBe(
      '"Name","Note"\r\n"Nimal ""Nimo"" Perera","a, b"\r\n',
    );
  });

  it('keeps a visitor’s text from running as a spreadsheet formula', () => {
    expect(toCsv(['x'], [['=HYPERLINK("http://evil")'], ['+94 77 123 4567'], ['@SUM(A1)'], ['-5']])).toBe(
      '"x"\r\n"\'=HYPERLINK(""http://evil"")"\r\n"\'+94 77 123 4567"\r\n"\'@SUM(A1)"\r\n"\'-5"\r\n',
    );
  });

  it('writes amounts as numbers a spreadsheet sums, negative ones too', () => {
    expect(
      toCsv(
        ['Kind', 'Amount (LKR)'],
        [
          ['Payment', 30000],
          ['Reversal', -7500],
        ],
      ),
    ).toBe('"Kind","Amount (LKR)"\r\n"Payment",30000\r\n"Reversal",-7500\r\n');
  });

  it('writes missing values as empty cells', () => {
    expect(toCsv(['a', 'b'], [[null, undefined]])).toBe('"a","b"\r\n"",""\r\n');
  });
});
