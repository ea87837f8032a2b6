import { todayInPark } from '../common/park-time';
import { addDays } from '@kandy-park/domain';
import type { Booking, CreditNote, Invoice, Payment, RentInvoice } from '../database/schema';
import type { RentInvoiceView } from './dto/rent-invoice.dto';
import type {
  CreditNoteView,
  InvoiceView,
  PaymentEntryView,
  RentAccountView,
  RentDueItem,
} from './dto/money-responses.dto';
import { invoiceStanding } from './invoice-terms';
import type { InvoiceLedgerRow, RentalRow } from './money.repository';
import { rentLedger } from './rent-ledger';
import type { Language } from '@kandy-park/domain';
import { describeDates, textsFor } from '../mail';

/** How the money's rows read in answers: pure functions of the rows (and the day). */

export const yearOf = (date: string): number => Number(date.slice(0, 4));
export const isStallRental = (booking: Pick<Booking, 'venue' | 'stallId'>): boolean =>
  booking.venue === 'Vendor Stalls' && booking.stallId !== null;

/** The park date a rental was ended: recorded since the money rules exist, else the day it was last changed. */
export function endedOn(rental: Pick<Booking, 'status' | 'rentEndedOn' | 'updatedAt'>): string | null {
  if (rental.status !== 'completed') return null;
  return rental.rentEndedOn ?? todayInPark(rental.updatedAt);
}

export function rentAccountOf(
  rental: Pick<Booking, 'eventDate' | 'totalAmount' | 'status' | 'rentEndedOn' | 'updatedAt'>,
  paid: number,
  today: string,
  monthsCharged?: number,
): RentAccountView {
  const ended = endedOn(rental);
  const ledger = rentLedger({
    startDate: rental.eventDate,
    monthlyRent: rental.totalAmount,
    endedOn: ended,
    today,
    paid,
    monthsCharged,
  });
  return { monthlyRent: rental.totalAmount, ...ledger, endedOn: ended };
}

export function invoiceView(invoice: Invoice): InvoiceView {
  return {
    id: invoice.id,
    number: invoice.number,
    issuedOn: invoice.issuedOn,
    description: invoice.description,
    amount: invoice.amount,
    depositAmount: invoice.depositAmount,
    depositDueOn: invoice.depositDueOn,
    balanceDueOn: invoice.balanceDueOn,
  };
}

export function entryView(entry: Payment, reversedById: string | null = null): PaymentEntryView {
  return {
    id: entry.id,
    kind: entry.kind,
    bookingId: entry.bookingId,
    receiptNumber: entry.receiptNumber,
    amount: entry.amount,
    receivedOn: entry.receivedOn,
    method: entry.method,
    reference: entry.reference,
    note: entry.note,
    reversesId: entry.reversesId,
    reason: entry.reason,
    reversedById,
    customerName: entry.customerName,
    customerEmail: entry.customerEmail,
    description: entry.description,
    balanceAfter: entry.balanceAfter,
    recordedBy: entry.recordedByName,
    createdAt: entry.createdAt.toISOString(),
  };
}

export function creditNoteView(note: CreditNote): CreditNoteView {
  return {
    id: note.id,
    number: note.number,
    issuedOn: note.issuedOn,
    amount: note.amount,
    kept: note.kept,
    reason: note.reason,
    issuedBy: note.createdByName,
  };
}

/** Entries with each payment's reversal named. */
export function entryViews(entries: Payment[]): PaymentEntryView[] {
  const reversals = new Map(entries.filter((e) => e.reversesId).map((e) => [e.reversesId as string, e.id]));
  return entries.map((entry) => entryView(entry, reversals.get(entry.id) ?? null));
}

/**
 * What an invoice says: the venue, the event and its days, in `language` (English: `description`, for staff; the
 * booking's own: `customerDescription`, on the customer's documents).
 */
export function invoiceDescription(booking: Booking, language: Language = 'en'): string {
  const texts = textsFor(language);
  return texts.lines.invoice(
    texts.words.venue(booking.venue),
    texts.words.eventType(booking.eventType),
    describeDates(booking.eventDate, booking.duration, language),
  );
}

/** What a stall's rent is for: the stall, its block and the rental's start, in `language`. */
export function rentDescription(booking: Booking, language: Language = 'en'): string {
  const texts = textsFor(language);
  const block =
    language === 'en'
      ? (booking.stallBlockName ?? texts.words.block(booking.stallBlock ?? ''))
      : texts.words.block(booking.stallBlock ?? '');
  return texts.lines.rent(booking.stallId ?? '', block, describeDates(booking.eventDate, 1, language));
}

export function invoiceStandingOf(row: InvoiceLedgerRow, today: string) {
  return invoiceStanding(row.invoice.amount, row.invoice, row.paid, today, row.credited);
}

export function rentItem(rental: RentalRow, today: string): RentDueItem {
  return {
    bookingId: rental.id,
    stallId: rental.stallId as string,
    blockName: rental.stallBlockName ?? `Block ${rental.stallBlock}`,
    customerName: rental.customerName,
    customerEmail: rental.customerEmail,
    customerPhone: rental.customerPhone,
    rent: rentAccountOf(rental, rental.paid, today, rental.monthsCharged),
  };
}

export function rentInvoiceView({
  rent,
  creditNote,
}: {
  rent: RentInvoice;
  creditNote: CreditNote | null;
}): RentInvoiceView {
  return {
    id: rent.id,
    number: rent.number,
    month: rent.monthIndex + 1,
    dueOn: rent.periodStart,
    lastDay: addDays(rent.periodEnd, -1),
    amount: rent.amount,
    issuedOn: rent.issuedOn,
    creditNoteNumber: creditNote?.number ?? null,
  };
}
