import { ApiError } from '@/lib/api';
import type { BookingAccount } from '@/features/admin/api/money-api';

/** An invoice a credit note may take something off: the venue invoice, or one rent month. */
export interface CreditableInvoice {
  id: string;
  number: string;
  label: string;
  /** Whole LKR a discount may take off: the amount less its credit notes. */
  uncredited: number;
  /** Whole LKR owed on it now: what a write-off takes. */
  owed: number;
}

/** The invoices of an account that a discount (uncredited left) or a write-off (something owed) may still credit. */
export function creditableInvoices(account: BookingAccount): CreditableInvoice[] {
  const invoice = account.invoice;
  if (invoice) {
    if (invoice.status === 'credited') return [];
    const uncredited = invoice.invoiced - invoice.credited;
    if (uncredited <= 0) return [];
    const { number, id } = invoice.invoice;
    return [{ id, number, label: number, uncredited, owed: Math.max(0, invoice.balance) }];
  }
  return (account.rentInvoices ?? [])
    .filter((rent) => !rent.closed && rent.amount - rent.credited > 0)
    .map((rent) => ({
      id: rent.id,
      number: rent.number,
      label: `${rent.number}: rent month ${rent.month}`,
      uncredited: rent.amount - rent.credited,
      owed: rent.owed,
    }));
}

/** Which corrections staff may make on an account: admins alone write off and refund. */
export function correctionActions(account: BookingAccount, isAdmin: boolean) {
  const creditable = creditableInvoices(account);
  return {
    discount: creditable,
    writeOff: isAdmin ? creditable.filter((invoice) => invoice.owed > 0) : [],
    applyCredit: account.credit.available > 0 && account.credit.targets.length > 0,
    refund: isAdmin ? account.credit.available : 0,
  };
}

/** The most credit that may go to a booking: what this one holds, and what that one owes. */
export const applicableCredit = (available: number, owed: number): number => Math.max(0, Math.min(available, owed));

/** The server's warning that a payment looks like one already recorded, which staff may confirm. */
export const isDuplicateWarning = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'POSSIBLE_DUPLICATE';
