/**
 * One CSV line for spreadsheets: every cell quoted, and a cell a spreadsheet would run as a formula (=, +, -, @,
 * tab, carriage return first) prefixed with an apostrophe, so text someone typed never becomes one (OWASP).
 */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  const cell = (value: string | number | null | undefined) => {
    const text = value === null || value === undefined ? '' : String(value);
    const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return `"${safe.replace(/"/g, '""')}"`;
  };
  return `${cells.map(cell).join(',')}\r\n`;
}
