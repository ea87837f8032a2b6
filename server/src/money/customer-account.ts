import { addDays, bookingGroupOf } from '@kandy-park/domain';
import type { Booking, CreditNote, Invoice, LedgerEntry, Payment, RentInvoice } from '../database/schema';
import { type AgingBucket, type AgingItem, agingOf } from './aging';
import type { AccountBookingView, AccountDocumentView } from './dto/customer-account.dto';
import { invoiceDescription, isStallRental } from './money-views';

/**
 * One customer's account (their mailbox) as staff read it: pure functions of the account's rows. The aging reads the
 * account's ledger entries, so a booking deleted from the lists still counts with what it wrote.
 */

/**
 * The account's receivables as they stood at the end of `asOf`, for `agingOf`: one item per booking (a venue
 * invoice's instalments, or a rental's rent months, each charged line with its due date), with what was paid
 * (payments less reversals and refunds, and customer credit applied) and credited on it by then.
 */
export function accountAgingItems(entries: readonly LedgerEntry[], asOf: string): AgingItem[] {
  const items = new Map<string, AgingItem & { lines: Array<{ dueOn: string; amount: number }> }>();
  for (const entry of entries) {
    if (entry.entryOn > asOf) continue;
    const key = entry.bookingId ?? 'none';
    const item = items.get(key) ?? { source: 'invoices', lines: [], paid: 0, credited: 0 };
    items.set(key, item);
    switch (entry.kind) {
      case 'invoice':
      case 'rent':
        item.lines.push({ dueOn: entry.dueOn ?? entry.entryOn, amount: entry.amount });
        if (entry.kind === 'rent') item.source = 'rent';
        break;
      case 'credit':
        item.credited = (item.credited ?? 0) - entry.amount;
        break;
      case 'payment':
      case 'reversal':
      case 'refund':
      case 'applied':
        item.paid -= entry.amount;
        break;
    }
  }
  return [...items.values()];
}

/** What the aging of a statement ending on `to` is read as of: its last day, today at the latest. */
export const agingDay = (to: string | undefined, today: string): string => (to && to < today ? to : today);

/** What the account owed at the end of `asOf`, by the age of each instalment and rent month. */
export function accountAging(entries: readonly LedgerEntry[], asOf: string): AgingBucket[] {
  return agingOf(accountAgingItems(entries, asOf), asOf);
}

/** The account's bookings as its page lists them, with the Bookings list each is in on `today`. */
export function accountBookings(bookings: readonly Booking[], today: string): AccountBookingView[] {
  return bookings.map((booking) => ({
    id: booking.id,
    venue: booking.venue,
    stallId: booking.stallId,
    eventDate: booking.eventDate,
    lastDate: addDays(booking.eventDate, booking.duration - 1),
    status: booking.status,
    cancelledAfterApproval: booking.cancelledAfterApprovalAt !== null,
    group: bookingGroupOf(booking, today),
    description: isStallRental(booking)
      ? `Stall ${booking.stallId} rental from ${booking.eventDate}`
      : invoiceDescription(booking),
    totalAmount: booking.totalAmount,
  }));
}

/**
 * Every money document of the account, newest first: invoices and rent invoices (marked credited with the credit
 * note that closed them), credit notes, receipts (marked reversed) and refund notes.
 */
export function accountDocuments(records: {
  invoices: readonly Invoice[];
  rentInvoices: readonly RentInvoice[];
  creditNotes: readonly CreditNote[];
  entries: readonly Payment[];
}): AccountDocumentView[] {
  const closing = (note: CreditNote) => note.kind === 'cancellation';
  const closedInvoice = new Map(records.creditNotes.filter(closing).map((note) => [note.invoiceId, note]));
  const closedRent = new Map(records.creditNotes.filter(closing).map((note) => [note.rentInvoiceId, note]));
  const reversals = new Map(
    records.entries.filter((entry) => entry.kind === 'reversal').map((entry) => [entry.reversesId, entry]),
  );
  const credited = (note: CreditNote | undefined) =>
    note
      ? { mark: 'credited' as const, markedBy: note.number, markedOn: note.issuedOn }
      : { mark: null, markedBy: null, markedOn: null };
  const documents: AccountDocumentView[] = [
    ...records.invoices.map((invoice) => ({
      kind: 'invoice' as const,
      id: invoice.id,
      number: invoice.number,
      date: invoice.issuedOn,
      description: invoice.description,
      amount: invoice.amount,
      bookingId: invoice.bookingId,
      ...credited(closedInvoice.get(invoice.id)),
    })),
    ...records.rentInvoices.map((rent) => ({
      kind: 'rent-invoice' as const,
      id: rent.id,
      number: rent.number,
      date: rent.issuedOn,
      description: `Rent of stall ${rent.stallId}, month ${rent.monthIndex + 1} from ${rent.periodStart}`,
      amount: rent.amount,
      bookingId: rent.bookingId,
      ...credited(closedRent.get(rent.id)),
    })),
    ...records.creditNotes.map((note) => ({
      kind: 'credit-note' as const,
      id: note.id,
      number: note.number,
      date: note.issuedOn,
      description: note.description,
      amount: note.amount,
      bookingId: note.bookingId,
      ...credited(undefined),
    })),
    ...records.entries
      .filter((entry) => entry.kind !== 'reversal' && entry.receiptNumber !== null)
      .map((entry) => {
        const reversal = reversals.get(entry.id);
        return {
          kind: entry.kind === 'refund' ? ('refund-note' as const) : ('receipt' as const),
          id: entry.id,
          number: entry.receiptNumber as string,
          date: entry.receivedOn,
          description: entry.description,
          amount: Math.abs(entry.amount),
          bookingId: entry.bookingId,
          mark: reversal ? ('reversed' as const) : null,
          markedBy: null,
          markedOn: reversal?.receivedOn ?? null,
        };
      }),
  ];
  return documents.sort((a, b) => b.date.localeCompare(a.date) || b.number.localeCompare(a.number));
}

/** The account's name, address and phone as the customer gave them last (a booking, or else a document). */
export function latestContact(
  email: string,
  records: {
    bookings: readonly Booking[];
    invoices: readonly Invoice[];
    rentInvoices: readonly RentInvoice[];
    entries: readonly Payment[];
  },
): { customerName: string; customerEmail: string; customerPhone: string | null } {
  const rows = [...records.bookings, ...records.invoices, ...records.rentInvoices, ...records.entries];
  const latest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  const booking = [...records.bookings].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  return {
    customerName: latest?.customerName ?? email,
    customerEmail: latest?.customerEmail ?? email,
    customerPhone: booking?.customerPhone ?? null,
  };
}
