import type { DocumentKind } from '../database/schema';

/** `INV-2027-00042`: the kind, the calendar year, and the year's sequence in five digits (more past 99,999). */
export function documentNumber(kind: DocumentKind, year: number, sequence: number): string {
  return `${kind}-${year}-${String(sequence).padStart(5, '0')}`;
}
