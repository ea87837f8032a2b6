import { plainText } from './text.js';

/** What a CSV cell holds: a number is written as a number, anything else as text. */
export type CsvValue = string | number | null | undefined;

/**
 * Text a spreadsheet would run as a formula: it starts with =, +, -, @, a tab or a carriage return (OWASP). Checked
 * on plain text, where a tab is a space and a carriage return a line feed.
 */
const FORMULA_START = /^[=+\-@\n]/;

/**
 * One cell for spreadsheets. A finite number is written bare, so a spreadsheet sums it (`-7500`); text is always
 * quoted, its quotes doubled, and text a spreadsheet would run as a formula is prefixed with an apostrophe, so
 * what someone typed never becomes one. Line breaks of every kind become LF, the line break spreadsheets keep
 * inside a cell (a bare CR ends a row for some readers), and other control characters (NUL, C1 …) are removed
 * (`plainText`). Missing values are empty cells.
 */
export function csvCell(value: CsvValue): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  const text = plainText(value === null || value === undefined ? '' : String(value), 'lines');
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** One line of a CSV file, with the CRLF that ends it (RFC 4180). */
export function csvLine(cells: readonly CsvValue[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
