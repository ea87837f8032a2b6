import { saveFile } from '@/lib/download';

/**
 * CSV for spreadsheets: every cell quoted, and a cell that a spreadsheet would run as a formula (=, +, -, @, tab,
 * carriage return first) is prefixed with an apostrophe, so a visitor's text can never become one (OWASP).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]) {
  const cell = (value: string | number | null | undefined) => {
    const text = value === null || value === undefined ? '' : String(value);
    const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return `"${safe.replace(/"/g, '""')}"`;
  };
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Offers `csv` as a download named `filename` (with a byte-order mark, so Excel reads UTF-8 names right). */
export function downloadCsv(filename: string, csv: string): void {
  saveFile(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), filename);
}
