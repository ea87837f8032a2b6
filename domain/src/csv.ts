/** What a CSV cell holds: a number is written as a number, anything else as text. */
export type CsvValue = string | number | null | undefined;

/** Text a spreadsheet would run as a formula: it starts with =, +, -, @, a tab or a carriage return (OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell for spreadsheets. A finite number is written bare, so a spreadsheet sums it (`-7500`); text is always
 * quoted, its quotes doubled, and text a spreadsheet would run as a formula is prefixed with an apostrophe, so
 * what someone typed never becomes one. Missing values are empty cells.
 */
export function csvCell(value: CsvValue): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** One line of a CSV file, with the CRLF that ends it (RFC 4180). */
export function csvLine(cells: readonly CsvValue[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
