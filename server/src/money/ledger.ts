import { mailboxKey } from '../common/mail-address';
import type { CreditApplication, CreditNote, Invoice, NewLedgerEntry, Payment, RentInvoice } from '../database/schema';
import { taxAmounts, taxOfParts } from './taxes';

/**
 * The ledger entries each document writes (docs/money.md, "The ledger"): pure functions of the document's row. An
 * entry's amount is signed as the customer's account reads it: a charge or money paid back raises what they owe, a
 * payment or a credit lowers it.
 */

/** The customer's account: one per mailbox, however the address is written. */
export const accountOf = (email: string): string => mailboxKey(email);

/**
 * A venue invoice is charged by instalment (0: the deposit, 1: the balance), each with its due date and its share of
 * the invoice's VAT and SSCL.
 */
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
  const balance = invoice.amount - invoice.depositAmount;
  const [depositTax, balanceTax] = taxOfParts(invoice.tax, [invoice.depositAmount, balance]);
  const entries: NewLedgerEntry[] = [];
  if (invoice.depositAmount > 0) {
    entries.push({
      ...common,
      ...depositTax,
      line: 0,
      amount: invoice.depositAmount,
      dueOn: invoice.depositDueOn ?? invoice.balanceDueOn,
    });
  }
  if (balance > 0) {
    entries.push({ ...common, ...balanceTax, line: 1, amount: balance, dueOn: invoice.balanceDueOn });
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
    ...taxAmounts(rent.tax),
  };
}

export function creditEntry(note: CreditNote): NewLedgerEntry {
  const { vat, sscl } = taxAmounts(note.tax);
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
    // Signed like the amount; `|| 0` keeps a document without taxes at 0, not -0.
    vat: -vat || 0,
    sscl: -sscl || 0,
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
