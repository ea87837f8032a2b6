import { csvLine, type CsvValue } from '@kandy-park/domain';
import { saveFile } from '@/lib/download';

/**
 * CSV for spreadsheets, cell by cell as the domain's rule says: numbers bare (a spreadsheet sums them), text quoted,
 * and text a spreadsheet would run as a formula made harmless.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map(csvLine).join('');
}

/** `csv` as a file named `filename`, with a byte-order mark, so Excel reads UTF-8 names right. */
export function csvFile(csv: string, filename: string): { file: Blob; filename: string } {
  return { file: new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), filename };
}

/** Offers `csv`, written here from what the dashboard shows, as a download named `filename` (`csvFile`). */
export function downloadCsv(filename: string, csv: string): void {
  const file = csvFile(csv, filename);
  saveFile(file.file, file.filename);
}
