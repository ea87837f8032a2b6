import { formatLkr } from '@/lib/format';
import type { InvoiceStatusFilter } from '../api/invoices';

/** The status filter's choices, in the order a person collecting money asks them. */
export const STATUS_FILTERS: ReadonlyArray<{ value: InvoiceStatusFilter; label: string }> = [
  { value: 'all', label: 'All invoices' },
  { value: 'owed', label: 'Still owed (unpaid, part paid, overdue)' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'unpaid', label: 'Unpaid' },
  { value: 'part paid', label: 'Part paid' },
  { value: 'paid', label: 'Paid' },
  { value: 'credited', label: 'Credited' },
];

export const dayCount = (days: number) => `${days} day${days === 1 ? '' : 's'}`;

/** What is still owed, or (negative) what the park owes back to the customer. */
export function balanceText(balance: number): string {
  return balance < 0 ? `${formatLkr(-balance)} owed back` : formatLkr(balance);
}
