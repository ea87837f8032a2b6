import { mailboxKey } from '../common/mail-address';
import type { CreditApplication, CreditNote, Invoice, NewLedgerEntry, Payment, RentInvoice } from '../database/schema';

/**
 * The ledger entries each document writes (docs/money.md, "The ledger"): pure functions of the document's row. An
 * entry's amount is signed as the customer's account reads it: a charge or money paid back raises what they owe, a
 * payment or a credit lowers it.
 */

/** The customer's account: one per mailbox, however the address is written. */
export const accountOf = (email: string): string => mailboxKey(email);

/** A venue invoice is charged by instalment (0: the deposit, 1: the balance), each with its due date. */
export function invoiceEntries(invoice: Invoice): NewLedgerEntry[] {
  const common = {
    kind: 'invoice' as const,
    account: accountOf(invoice.customerEmail),
    customerName: invoice.customerName,
    customerEmail: invoice.customerEmail,
    bookingId: invoice.bookingId,
    sourceId: invoice.id,
    documentNumber: invoice.number,
    entryOn: invoice.issuedOn,
    description: invoice.description,
    createdBy: invoice.createdBy,
  };
  const entries: NewLedgerEntry[] = [];
  if (invoice.depositAmount > 0) {
    entries.push({
      ...common,
      line: 0,
      amount: invoice.depositAmount,
      dueOn: invoice.depositDueOn ?? invoice.balanceDueOn,
    });
  }
  if (invoice.amount > invoice.depositAmount) {
    entries.push({ ...common, line: 1, amount: invoice.amount - invoice.depositAmount, dueOn: invoice.balanceDueOn });
  }
  return entries;
}

export function rentEntry(rent: RentInvoice): NewLedgerEntry {
  return {
    kind: 'rent',
    amount: rent.amount,
    account: accountOf(rent.customerEmail),
    customerName: rent.customerName,
    customerEmail: rent.customerEmail,
    bookingId: rent.bookingId,
    sourceId: rent.id,
    documentNumber: rent.number,
    entryOn: rent.issuedOn,
    dueOn: rent.periodStart,
    description: rent.description,
  };
}

export function creditEntry(note: CreditNote): NewLedgerEntry {
  return {
    kind: 'credit',
    amount: -note.amount,
    account: accountOf(note.customerEmail),
    customerName: note.customerName,
    customerEmail: note.customerEmail,
    bookingId: note.bookingId,
    sourceId: note.id,
    documentNumber: note.number,
    entryOn: note.issuedOn,
    description: note.description,
    createdBy: note.createdBy,
  };
}

/** A payment, a reversal (numbered by the receipt it reverses) or a refund, dated the day the money moved. */
export function paymentEntry(entry: Payment, reversedReceipt: string | null): NewLedgerEntry {
  return {
    kind: entry.kind,
    amount: -entry.amount,
    account: accountOf(entry.customerEmail),
    customerName: entry.customerName,
    customerEmail: entry.customerEmail,
    bookingId: entry.bookingId,
    sourceId: entry.id,
    documentNumber: entry.receiptNumber ?? reversedReceipt ?? '',
    entryOn: entry.receivedOn,
    description: entry.description,
    createdBy: entry.recordedBy,
  };
}

/**
 * Customer credit moved to another booking of the same account: line 0 takes it off the booking that held it (it
 * owes that much more, back to nothing), line 1 pays the booking it goes to. The two sum to nothing on the account.
 */
export function appliedEntries(application: CreditApplication): NewLedgerEntry[] {
  const common = {
    kind: 'applied' as const,
    account: application.account,
    customerName: application.customerName,
    customerEmail: application.customerEmail,
    sourceId: application.id,
    documentNumber: '',
    entryOn: application.appliedOn,
    description: application.description,
    createdBy: application.createdBy,
  };
  return [
    { ...common, line: 0, amount: application.amount, bookingId: application.fromBookingId },
    { ...common, line: 1, amount: -application.amount, bookingId: application.toBookingId },
  ];
}
