import { csvLine } from '@kandy-park/domain';
import type { PaymentEntryView } from './dto/money-responses.dto';

export const PAYMENTS_CSV_HEADER = [
  'Date received',
  'Receipt',
  'Kind',
  'Amount (LKR)',
  'Method',
  'Reference',
  'Customer',
  'For',
  'Reason',
  'Recorded by',
] as const;

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The accountant's CSV of payments, reversals and refunds, one entry a line. Amounts are numbers (a reversal is
 * `-7500`), so the column's sum in a spreadsheet is the cash received.
 */
export function paymentsCsv(entries: readonly PaymentEntryView[]): string {
  return [
    csvLine(PAYMENTS_CSV_HEADER),
    ...entries.map((entry) =>
      csvLine([
        entry.receivedOn,
        entry.receiptNumber,
        capitalised(entry.kind),
        entry.amount,
        entry.method ? capitalised(entry.method) : '',
        entry.reference,
        entry.customerName,
        entry.description,
        entry.reason,
        entry.recordedBy,
      ]),
    ),
  ].join('');
}
