import { todayInPark } from '../common/park-time';
import { addDays } from '@kandy-park/domain';
import type { CreditNote, Invoice, Payment, RentInvoice } from '../database/schema';
import { creditNotePdf, type InvoiceDocument, invoicePdf, receiptPdf, refundNotePdf } from './money-documents';
import { customerLine } from './money-mails';
import { closesInvoice } from './corrections';

/**
 * The documents of the books drawn from their rows: what each PDF says is read from what was written, in the
 * customer's language as the row records it (a credit note in its invoice's).
 */

/**
 * An invoice as it was issued: its amount, deposit and balance with their due dates, never what has been paid since
 * (receipts and statements tell that). Once a credit note closed it (a cancellation, a write-off, or credits taking
 * off it all), marked CREDITED with the note's number and date; a discount is named with what it took off.
 */
export function invoicePdfOf(invoice: Invoice, notes: readonly CreditNote[]): Promise<Buffer> {
  return invoicePdf({
    number: invoice.number,
    issuedOn: invoice.issuedOn,
    customerName: invoice.customerName,
    customerEmail: invoice.customerEmail,
    bookingId: invoice.bookingId,
    description: customerLine(invoice),
    amount: invoice.amount,
    depositAmount: invoice.depositAmount,
    depositDueOn: invoice.depositDueOn,
    balanceDueOn: invoice.balanceDueOn,
    tax: invoice.tax,
    ...creditsOnDocument(notes),
    language: invoice.language,
  });
}

/** What credit notes a document shows: the cancellation that closed it, and the others in the order issued. */
function creditsOnDocument(notes: readonly CreditNote[]): Pick<InvoiceDocument, 'credited' | 'corrections'> {
  const creditNote = notes.find((note) => note.kind === 'cancellation');
  return {
    credited: creditNote
      ? { number: creditNote.number, issuedOn: creditNote.issuedOn, amount: creditNote.amount }
      : null,
    corrections: notes
      .filter((note) => note.kind !== 'cancellation')
      .map((note) => ({
        number: note.number,
        issuedOn: note.issuedOn,
        amount: note.amount,
        closes: closesInvoice(note.kind),
      })),
  };
}

/** What a credit note's PDF reads of the invoice it credits (a venue invoice or a rent invoice). */
export type CreditedInvoice = Pick<
  Invoice,
  'number' | 'issuedOn' | 'amount' | 'language' | 'description' | 'customerDescription'
>;

export function creditNotePdfOf(note: CreditNote, invoice: CreditedInvoice, earlierCredits = 0): Promise<Buffer> {
  return creditNotePdf({
    number: note.number,
    issuedOn: note.issuedOn,
    invoiceNumber: invoice.number,
    invoiceIssuedOn: invoice.issuedOn,
    customerName: note.customerName,
    customerEmail: note.customerEmail,
    bookingId: note.bookingId,
    description: customerLine(invoice),
    invoiced: invoice.amount,
    amount: note.amount,
    kept: note.kept,
    paid: note.paid,
    reason: note.reason,
    issuedBy: note.createdByName,
    tax: note.tax,
    kind: note.kind,
    earlierCredits,
    language: invoice.language,
  });
}

export function refundNotePdfOf(
  refund: Payment,
  invoiceNumber: string | null,
  reversedOn: string | null = null,
): Promise<Buffer> {
  return refundNotePdf({
    number: refund.receiptNumber as string,
    issuedOn: todayInPark(refund.createdAt),
    refundedOn: refund.receivedOn,
    customerName: refund.customerName,
    customerEmail: refund.customerEmail,
    bookingId: refund.bookingId,
    description: customerLine(refund),
    amount: -refund.amount,
    method: refund.method ?? '',
    reference: refund.reference,
    invoiceNumber,
    stillToRefund: -refund.balanceAfter,
    recordedBy: refund.recordedByName,
    reversedOn,
    language: refund.language,
  });
}

/** A payment's receipt; once reversed (`reversedOn`), marked so across it. */
export function receiptPdfOf(
  payment: Payment,
  invoiceNumber: string | null,
  reversedOn: string | null = null,
): Promise<Buffer> {
  return receiptPdf({
    number: payment.receiptNumber as string,
    issuedOn: todayInPark(payment.createdAt),
    receivedOn: payment.receivedOn,
    customerName: payment.customerName,
    customerEmail: payment.customerEmail,
    bookingId: payment.bookingId,
    description: customerLine(payment),
    amount: payment.amount,
    method: payment.method ?? '',
    reference: payment.reference,
    balanceAfter: payment.balanceAfter,
    invoiceNumber,
    recordedBy: payment.recordedByName,
    reversedOn,
    language: payment.language,
  });
}

/**
 * A rent invoice as it was issued, from its row alone: the stall, the month and its days, the amount due on the
 * month's first day. Marked CREDITED with the credit note that cancelled the month, once one did.
 */
export function rentInvoicePdfOf(rent: RentInvoice, notes: readonly CreditNote[]): Promise<Buffer> {
  return invoicePdf({
    number: rent.number,
    issuedOn: rent.issuedOn,
    customerName: rent.customerName,
    customerEmail: rent.customerEmail,
    bookingId: rent.bookingId,
    description: rent.description,
    amount: rent.amount,
    depositAmount: 0,
    depositDueOn: null,
    balanceDueOn: rent.periodStart,
    rent: {
      stallId: rent.stallId,
      month: rent.monthIndex + 1,
      firstDay: rent.periodStart,
      lastDay: addDays(rent.periodEnd, -1),
    },
    tax: rent.tax,
    ...creditsOnDocument(notes),
    language: rent.language,
  });
}
