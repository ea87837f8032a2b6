import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { describeDates, formatLkr } from '../bookings/booking-mails';
import type { AuthenticatedAdmin } from '../common/auth.decorators';
import { isConstraintViolation, PG_UNIQUE_VIOLATION } from '../common/database-errors';
import { ConflictError, DomainError, InvalidInputError, NotFoundError } from '../common/domain-error';
import { isUuid } from '../common/input';
import { todayInPark } from '../common/park-time';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { Executor } from '../database/database';
import type { Booking, CreditNote, Invoice, MailAttachment, MailDocument, Payment } from '../database/schema';
import { formatLongDate } from '../mail/mail-layout';
import { MailService } from '../mail/mail.service';
import { documentNumber } from './document-numbers';
import type { RecordRefundDto } from './dto/cancellation.dto';
import type { PaymentsQuery, RecordPaymentDto, RentDueQuery, ReversePaymentDto } from './dto/payment.dto';
import type {
  BookingAccountView,
  CreditNoteView,
  CustomerMoneyView,
  InvoiceView,
  PaymentEntryView,
  PaymentList,
  PaymentRecordedResponse,
  RentAccountView,
  RentDueItem,
  RefundRecordedResponse,
  RentDueList,
  ReversalRecordedResponse,
} from './dto/money-responses.dto';
import { invoiceSchedule, type InvoiceStanding, invoiceStanding } from './invoice-terms';
import { creditNotePdf, invoicePdf, receiptPdf, refundNotePdf } from './money-documents';
import { documentAttachment, receiptMail, reversalMail } from './money-mails';
import { refundMail } from './cancellation-mails';
import { type InvoiceLedgerRow, MoneyRepository, type RentalRow } from './money.repository';
import { rentLedger } from './rent-ledger';

/** A rental may be paid this many months ahead of what it owes. */
const MONTHS_PAID_AHEAD = 12;

const yearOf = (date: string): number => Number(date.slice(0, 4));
const isStallRental = (booking: Pick<Booking, 'venue' | 'stallId'>): boolean =>
  booking.venue === 'Vendor Stalls' && booking.stallId !== null;

/** The park date a rental was ended: recorded since the money rules exist, else the day it was last changed. */
function endedOn(rental: Pick<Booking, 'status' | 'rentEndedOn' | 'updatedAt'>): string | null {
  if (rental.status !== 'completed') return null;
  return rental.rentEndedOn ?? todayInPark(rental.updatedAt);
}

export function rentAccountOf(
  rental: Pick<Booking, 'eventDate' | 'totalAmount' | 'status' | 'rentEndedOn' | 'updatedAt'>,
  paid: number,
  today: string,
): RentAccountView {
  const ended = endedOn(rental);
  const ledger = rentLedger({
    startDate: rental.eventDate,
    monthlyRent: rental.totalAmount,
    endedOn: ended,
    today,
    paid,
  });
  return { monthlyRent: rental.totalAmount, ...ledger, endedOn: ended };
}

function invoiceView(invoice: Invoice): InvoiceView {
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

function creditNoteView(note: CreditNote): CreditNoteView {
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
function entryViews(entries: Payment[]): PaymentEntryView[] {
  const reversals = new Map(entries.filter((e) => e.reversesId).map((e) => [e.reversesId as string, e.id]));
  return entries.map((entry) => entryView(entry, reversals.get(entry.id) ?? null));
}

/** What an invoice says: the venue, the event and its days. */
function invoiceDescription(booking: Booking): string {
  const event = booking.eventType.charAt(0).toUpperCase() + booking.eventType.slice(1);
  return `${booking.venue}: ${event}, ${describeDates(booking.eventDate, booking.duration)}`;
}

/**
 * The park's money: invoices issued on approval, payments and their reversals as entries, receipts, the stall rent
 * accounts and what staff read about them. Rules: docs/money.md.
 */
@Injectable()
export class MoneyService implements OnModuleInit {
  constructor(
    private readonly money: MoneyRepository,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The money's documents a queued mail names are drawn when it is sent (`MailDocument`). */
  onModuleInit(): void {
    this.mail.registerDocuments((document) => this.documentPdf(document));
  }

  /** A document of the books as a PDF, drawn from its rows as they are now. */
  async documentPdf({ kind, id }: MailDocument['document']): Promise<Buffer> {
    switch (kind) {
      case 'invoice':
        return (await this.invoice(id)).pdf;
      case 'credit-note':
        return (await this.creditNote(id)).pdf;
      case 'receipt':
      case 'refund-note':
        return (await this.receipt(id)).pdf;
    }
  }

  /**
   * In the approval's transaction: the booking's invoice (issued now, or the one issued at an earlier approval), as
   * the PDF the approval e-mail carries. Nothing for stall rentals (rent has its own account), admin blocks and
   * venues without a price.
   */
  async invoiceForApproval(
    booking: Booking,
    actor: AuthenticatedAdmin,
    tx: Executor,
  ): Promise<{ invoice: Invoice; attachment: MailAttachment } | undefined> {
    if (booking.isAdminBlock || isStallRental(booking) || booking.totalAmount <= 0) return undefined;
    let invoice = await this.money.invoiceOfBooking(booking.id, tx);
    if (!invoice) {
      const today = todayInPark();
      const schedule = invoiceSchedule(booking.totalAmount, booking.eventDate, today, this.config.invoiceTerms);
      const sequence = await this.money.nextSequence('INV', yearOf(today), tx);
      invoice = await this.money.insertInvoice(
        {
          number: documentNumber('INV', yearOf(today), sequence),
          bookingId: booking.id,
          customerName: booking.customerName,
          customerEmail: booking.customerEmail,
          description: invoiceDescription(booking),
          amount: booking.totalAmount,
          depositAmount: schedule.depositAmount,
          depositDueOn: schedule.depositDueOn,
          balanceDueOn: schedule.balanceDueOn,
          issuedOn: today,
          createdBy: actor.id,
        },
        tx,
      );
      await this.audit.record(tx, actor, {
        action: 'invoice.issue',
        entity: 'invoice',
        entityId: invoice.id,
        details: { number: invoice.number, bookingId: booking.id, amount: invoice.amount },
      });
    }
    return { invoice, attachment: documentAttachment('invoice', invoice.id, invoice.number) };
  }

  /**
   * In the cancellation's transaction: closes the booking's invoice with a credit note for what the park does not
   * keep. `kept` (at most what was paid) stays on the invoice as a cancellation charge; the rest of the money
   * received is owed back to the customer, and refunded as an entry of its own (`recordRefund`). Nothing for a
   * booking without an invoice.
   */
  async creditForCancellation(
    booking: Booking,
    kept: number,
    reason: string,
    actor: AuthenticatedAdmin,
    tx: Executor,
  ): Promise<{ creditNote: CreditNote; invoice: Invoice; paid: number; attachment: MailAttachment } | undefined> {
    const invoice = await this.money.invoiceOfBooking(booking.id, tx);
    const paid = await this.money.netPaid(booking.id, tx);
    if (!invoice) {
      if (kept > 0) {
        throw new ConflictError('This booking has no invoice: there is nothing to keep.', 'NOTHING_TO_KEEP');
      }
      return undefined;
    }
    if (kept > paid) {
      throw new ConflictError(
        `The park can keep at most ${formatLkr(paid)}: what the customer has paid on invoice ${invoice.number}.`,
        'KEPT_TOO_LARGE',
      );
    }
    if (await this.money.creditNoteOfInvoice(invoice.id, tx)) {
      throw new ConflictError(`Invoice ${invoice.number} is already closed by a credit note.`, 'ALREADY_CREDITED');
    }
    const today = todayInPark();
    const year = yearOf(today);
    const creditNote = await this.money.insertCreditNote(
      {
        number: documentNumber('CRN', year, await this.money.nextSequence('CRN', year, tx)),
        invoiceId: invoice.id,
        bookingId: booking.id,
        amount: invoice.amount - kept,
        kept,
        paid,
        reason,
        customerName: invoice.customerName,
        customerEmail: invoice.customerEmail,
        description: invoice.description,
        issuedOn: today,
        createdBy: actor.id,
        createdByName: actor.displayName,
      },
      tx,
    );
    await this.audit.record(tx, actor, {
      action: 'credit-note.issue',
      entity: 'invoice',
      entityId: invoice.id,
      details: {
        bookingId: booking.id,
        number: creditNote.number,
        invoiceNumber: invoice.number,
        amount: creditNote.amount,
        kept,
        paid,
      },
    });
    return {
      creditNote,
      invoice,
      paid,
      attachment: documentAttachment('credit-note', creditNote.id, creditNote.number),
    };
  }

  /**
   * Records money paid back to a customer (admins only): a negative entry with its numbered refund note, e-mailed
   * to the customer. Only what is owed back may be refunded: what was paid beyond what a cancelled booking's
   * credit note left on its invoice, or rent paid ahead on an ended rental.
   */
  async recordRefund(
    bookingId: string,
    dto: RecordRefundDto,
    actor: AuthenticatedAdmin,
  ): Promise<RefundRecordedResponse> {
    if (!isUuid(bookingId)) throw new NotFoundError('Booking not found. It may have been deleted.');
    const today = todayInPark();
    if (dto.refundedOn > today) {
      throw new InvalidInputError('The date refunded cannot be later than today.', 'FUTURE_DATE');
    }
    const earlier = await this.money.paymentByKey(dto.idempotencyKey);
    if (earlier) return this.repeatedRefund(earlier, bookingId);
    try {
      return await this.money.transaction(async (tx) => {
        const booking = await this.money.lockBooking(bookingId, tx);
        if (!booking) throw new NotFoundError('Booking not found. It may have been deleted.');
        const balance = await this.balanceOf(booking, today, tx);
        const owedBack = this.owedBack(booking, balance);
        if (owedBack <= 0) {
          throw new ConflictError(
            'Nothing is owed back to this customer: a refund is recorded only for money paid beyond what the booking charges (after a cancellation, or rent paid ahead on an ended rental).',
            'NOTHING_TO_REFUND',
          );
        }
        if (dto.amount > owedBack) {
          throw new ConflictError(
            `${formatLkr(dto.amount)} is more than the ${formatLkr(owedBack)} owed back to this customer. Please check the amount.`,
            'REFUND_TOO_LARGE',
          );
        }
        const invoice = isStallRental(booking) ? undefined : await this.money.invoiceOfBooking(booking.id, tx);
        const year = yearOf(today);
        const number = documentNumber('RFD', year, await this.money.nextSequence('RFD', year, tx));
        const refund = await this.money.insertPayment(
          {
            kind: 'refund',
            bookingId: booking.id,
            invoiceId: invoice?.id ?? null,
            receiptNumber: number,
            amount: -dto.amount,
            receivedOn: dto.refundedOn,
            method: dto.method,
            reference: dto.reference ?? '',
            note: dto.note ?? '',
            customerName: booking.customerName,
            customerEmail: booking.customerEmail,
            description: invoice
              ? `Refund on invoice ${invoice.number}: ${invoice.description}`
              : `Refund of rent paid ahead on stall ${booking.stallId}`,
            balanceAfter: balance + dto.amount,
            idempotencyKey: dto.idempotencyKey,
            recordedBy: actor.id,
            recordedByName: actor.displayName,
          },
          tx,
        );
        await this.audit.record(tx, actor, {
          action: 'refund.record',
          entity: 'payment',
          entityId: refund.id,
          details: {
            bookingId: booking.id,
            refundNumber: number,
            amount: dto.amount,
            method: dto.method,
            refundedOn: dto.refundedOn,
          },
        });
        await this.mail.enqueue(tx, refundMail(refund));
        return {
          refund: entryView(refund),
          account: await this.accountOf(booking, tx),
          repeated: false,
          message: `Refund of ${formatLkr(dto.amount)} recorded: refund note ${number} is on its way to ${booking.customerEmail}.`,
        };
      });
    } catch (error) {
      if (!isConstraintViolation(error, PG_UNIQUE_VIOLATION, 'payments_idempotency_key_unique')) throw error;
      const first = await this.money.paymentByKey(dto.idempotencyKey);
      if (!first) throw error;
      return this.repeatedRefund(first, bookingId);
    }
  }

  /**
   * Why the booking's money keeps it from being deleted, or null when its money is settled (nothing owed either
   * way): a booking is deleted from the lists only once its books are closed.
   */
  async unsettled(booking: Booking, tx: Executor): Promise<string | null> {
    const today = todayInPark();
    const balance = await this.balanceOf(booking, today, tx);
    if (isStallRental(booking)) {
      if (booking.status !== 'confirmed' && booking.status !== 'completed') return null;
      if (balance > 0) {
        return `${formatLkr(balance)} of rent is still owed on this rental: record the payment before deleting it.`;
      }
      if (balance < 0) {
        return `${formatLkr(-balance)} of rent was paid ahead: refund it to the vendor before deleting the rental.`;
      }
      return null;
    }
    const invoice = await this.money.invoiceOfBooking(booking.id, tx);
    if (!invoice) return null;
    if (balance > 0) {
      return `${formatLkr(balance)} is still owed on invoice ${invoice.number}: record the payments before deleting the booking (an approved booking that will not go ahead is cancelled instead, which closes its invoice).`;
    }
    if (balance < 0) {
      return `${formatLkr(-balance)} received on invoice ${invoice.number} is owed back to the customer: record the refund before deleting the booking.`;
    }
    return null;
  }

  async account(bookingId: string): Promise<BookingAccountView> {
    const booking = isUuid(bookingId) ? await this.money.findBooking(bookingId) : undefined;
    if (!booking) throw new NotFoundError('Booking not found. It may have been deleted.');
    return this.accountOf(booking);
  }

  /**
   * Records money received for a booking, with its numbered receipt e-mailed to the customer. The form's key makes
   * a repeated form (a double click, a retry) answer the payment it already recorded.
   */
  async recordPayment(
    bookingId: string,
    dto: RecordPaymentDto,
    actor: AuthenticatedAdmin,
  ): Promise<PaymentRecordedResponse> {
    if (!isUuid(bookingId)) throw new NotFoundError('Booking not found. It may have been deleted.');
    const today = todayInPark();
    if (dto.receivedOn > today) {
      throw new InvalidInputError('The date received cannot be later than today.', 'FUTURE_DATE');
    }
    const earlier = await this.money.paymentByKey(dto.idempotencyKey);
    if (earlier) return this.repeated(earlier, bookingId);
    try {
      return await this.money.transaction(async (tx) => {
        const booking = await this.money.lockBooking(bookingId, tx);
        if (!booking) throw new NotFoundError('Booking not found. It may have been deleted.');
        const madeOn = todayInPark(booking.createdAt);
        if (dto.receivedOn < madeOn) {
          throw new InvalidInputError(
            `The date received must be on or after ${formatLongDate(madeOn)}, the day this booking was made.`,
            'DATE_TOO_EARLY',
          );
        }
        const { invoice, balance, description } = await this.owed(booking, dto.amount, today, tx);
        const year = yearOf(today);
        const receiptNumber = documentNumber('RCT', year, await this.money.nextSequence('RCT', year, tx));
        const payment = await this.money.insertPayment(
          {
            kind: 'payment',
            bookingId: booking.id,
            invoiceId: invoice?.id ?? null,
            receiptNumber,
            amount: dto.amount,
            receivedOn: dto.receivedOn,
            method: dto.method,
            reference: dto.reference ?? '',
            note: dto.note ?? '',
            customerName: booking.customerName,
            customerEmail: booking.customerEmail,
            description,
            balanceAfter: balance - dto.amount,
            idempotencyKey: dto.idempotencyKey,
            recordedBy: actor.id,
            recordedByName: actor.displayName,
          },
          tx,
        );
        await this.audit.record(tx, actor, {
          action: 'payment.record',
          entity: 'payment',
          entityId: payment.id,
          details: {
            bookingId: booking.id,
            receiptNumber,
            amount: payment.amount,
            method: payment.method,
            receivedOn: payment.receivedOn,
          },
        });
        await this.mail.enqueue(tx, receiptMail(payment));
        return {
          payment: entryView(payment),
          account: await this.accountOf(booking, tx),
          repeated: false,
          message: `Payment of ${formatLkr(payment.amount)} recorded: receipt ${receiptNumber} is on its way to ${booking.customerEmail}.`,
        };
      });
    } catch (error) {
      // The same form sent twice at once: the other request recorded it first.
      if (!isConstraintViolation(error, PG_UNIQUE_VIOLATION, 'payments_idempotency_key_unique')) throw error;
      const first = await this.money.paymentByKey(dto.idempotencyKey);
      if (!first) throw error;
      return this.repeated(first, bookingId);
    }
  }

  /** Admins correct a payment by reversing it whole, with the reason; the payment itself stays as it was. */
  async reverse(
    paymentId: string,
    dto: ReversePaymentDto,
    actor: AuthenticatedAdmin,
  ): Promise<ReversalRecordedResponse> {
    const notFound = () => new NotFoundError('Payment not found.');
    if (!isUuid(paymentId)) throw notFound();
    const today = todayInPark();
    try {
      return await this.money.transaction(async (tx) => {
        const payment = await this.money.lockPayment(paymentId, tx);
        if (!payment) throw notFound();
        if (payment.kind !== 'payment') {
          throw new ConflictError(
            'A reversal cannot itself be reversed: record the payment again instead.',
            'NOT_REVERSIBLE',
          );
        }
        if (await this.money.reversalOf(payment.id, tx)) throw alreadyReversed(payment);
        const booking = payment.bookingId ? await this.money.lockBooking(payment.bookingId, tx) : undefined;
        const balanceNow = booking ? await this.balanceOf(booking, today, tx) : 0;
        const reversal = await this.money.insertPayment(
          {
            kind: 'reversal',
            bookingId: payment.bookingId,
            invoiceId: payment.invoiceId,
            amount: -payment.amount,
            receivedOn: today,
            reversesId: payment.id,
            reason: dto.reason,
            customerName: payment.customerName,
            customerEmail: payment.customerEmail,
            description: `Reversal of receipt ${payment.receiptNumber}: ${payment.description}`,
            balanceAfter: balanceNow + payment.amount,
            recordedBy: actor.id,
            recordedByName: actor.displayName,
          },
          tx,
        );
        await this.audit.record(tx, actor, {
          action: 'payment.reverse',
          entity: 'payment',
          entityId: payment.id,
          details: {
            bookingId: payment.bookingId,
            receiptNumber: payment.receiptNumber,
            amount: payment.amount,
            reversalId: reversal.id,
            reason: dto.reason,
          },
        });
        await this.mail.enqueue(tx, reversalMail(payment, reversal));
        return {
          reversal: entryView(reversal),
          account: booking ? await this.accountOf(booking, tx) : null,
          message: `Receipt ${payment.receiptNumber} reversed: ${formatLkr(payment.amount)} taken off what was paid.`,
        };
      });
    } catch (error) {
      if (!isConstraintViolation(error, PG_UNIQUE_VIOLATION, 'payments_one_reversal_each')) throw error;
      const payment = await this.money.findPayment(paymentId);
      throw payment ? alreadyReversed(payment) : error;
    }
  }

  /** A payment's receipt as it was issued. */
  async receipt(paymentId: string): Promise<{ filename: string; pdf: Buffer }> {
    const payment = isUuid(paymentId) ? await this.money.findPayment(paymentId) : undefined;
    if (!payment) throw new NotFoundError('Payment not found.');
    if (payment.kind === 'reversal') {
      throw new NotFoundError('A reversal has no receipt of its own: download the receipt of the payment it reverses.');
    }
    const invoice = payment.invoiceId ? await this.money.findInvoice(payment.invoiceId) : undefined;
    if (payment.kind === 'refund') {
      return {
        filename: `${payment.receiptNumber}.pdf`,
        pdf: await this.refundNotePdfOf(payment, invoice?.number ?? null),
      };
    }
    const reversal = await this.money.reversalOf(payment.id);
    const pdf = await this.receiptPdfOf(payment, invoice?.number ?? null, reversal?.receivedOn ?? null);
    return { filename: `${payment.receiptNumber}.pdf`, pdf };
  }

  /** A credit note as it was issued, with what had been paid on its invoice then. */
  async creditNote(creditNoteId: string): Promise<{ filename: string; pdf: Buffer }> {
    const note = isUuid(creditNoteId) ? await this.money.findCreditNote(creditNoteId) : undefined;
    if (!note) throw new NotFoundError('Credit note not found.');
    const invoice = (await this.money.findInvoice(note.invoiceId)) as Invoice;
    return { filename: `${note.number}.pdf`, pdf: await this.creditNotePdfOf(note, invoice) };
  }

  /** An invoice, with what has been paid on it so far. */
  async invoice(invoiceId: string): Promise<{ filename: string; pdf: Buffer }> {
    const invoice = isUuid(invoiceId) ? await this.money.findInvoice(invoiceId) : undefined;
    if (!invoice) throw new NotFoundError('Invoice not found.');
    const paid = invoice.bookingId ? await this.money.netPaid(invoice.bookingId) : 0;
    return { filename: `${invoice.number}.pdf`, pdf: await this.invoicePdfOf(invoice, paid) };
  }

  /** The money of a booking as its customer sees it on their own page. */
  async customerView(booking: Booking): Promise<CustomerMoneyView> {
    const account = await this.accountOf(booking);
    const receipts = account.entries
      .filter((entry) => entry.kind === 'payment')
      .map((entry) => ({
        number: entry.receiptNumber as string,
        amount: entry.amount,
        receivedOn: entry.receivedOn,
        method: entry.method as NonNullable<PaymentEntryView['method']>,
        reversed: entry.reversedById !== null,
      }));
    const paid = account.entries.reduce((sum, entry) => sum + entry.amount, 0);
    return {
      invoice: account.invoice?.invoice ?? null,
      paid,
      balance: account.rent?.balance ?? account.invoice?.balance ?? null,
      receipts,
    };
  }

  /** The booking's invoice PDF, for its customer. */
  async customerInvoice(booking: Booking): Promise<{ filename: string; pdf: Buffer }> {
    const invoice = await this.money.invoiceOfBooking(booking.id);
    if (!invoice) throw new NotFoundError('This booking has no invoice: one is issued when the park confirms it.');
    return {
      filename: `${invoice.number}.pdf`,
      pdf: await this.invoicePdfOf(invoice, await this.money.netPaid(booking.id)),
    };
  }

  /** One of the booking's receipts as a PDF, for its customer: a receipt of another booking is not found. */
  async customerReceipt(booking: Booking, receiptNumber: string): Promise<{ filename: string; pdf: Buffer }> {
    const entries = await this.money.entriesOf(booking.id);
    const payment = entries.find((entry) => entry.receiptNumber === receiptNumber);
    if (!payment) throw new NotFoundError('No receipt of this booking has that number.');
    const invoice = payment.invoiceId ? await this.money.findInvoice(payment.invoiceId) : undefined;
    const reversedOn = entries.find((entry) => entry.reversesId === payment.id)?.receivedOn ?? null;
    return {
      filename: `${receiptNumber}.pdf`,
      pdf: await this.receiptPdfOf(payment, invoice?.number ?? null, reversedOn),
    };
  }

  /** The rentals whose rent is due soon or overdue, most overdue first, with totals. */
  async rentDue(query: RentDueQuery): Promise<RentDueList> {
    const today = todayInPark();
    const show = query.show ?? 'all';
    const items = (await this.rentAccounts(today))
      .filter((item) => !query.block || item.stallId.startsWith(query.block))
      .filter(({ rent }) => {
        if (show === 'due') return rent.standing === 'due';
        if (show === 'overdue') return rent.standing === 'overdue';
        if (show === 'arrears') return rent.inArrears;
        return rent.standing !== 'paid';
      })
      .sort(
        (a, b) =>
          b.rent.daysOverdue - a.rent.daysOverdue || a.stallId.localeCompare(b.stallId, 'en', { numeric: true }),
      );
    const owed = (item: RentDueItem) => Math.max(0, item.rent.balance);
    return {
      items,
      totalOwed: items.reduce((sum, item) => sum + owed(item), 0),
      totalInArrears: items.filter((item) => item.rent.inArrears).reduce((sum, item) => sum + owed(item), 0),
      today,
    };
  }

  /** Every invoice with what it asks for today (paid, credited, owed, due), newest first. */
  async invoiceAccounts(
    today: string = todayInPark(),
  ): Promise<
    Array<{ invoice: Invoice; creditNoteNumber: string | null; standing: InvoiceStanding & { paid: number } }>
  > {
    return (await this.money.invoiceLedger()).map((row) => ({
      invoice: row.invoice,
      creditNoteNumber: row.creditNoteNumber,
      standing: { ...invoiceStandingOf(row, today), paid: row.paid },
    }));
  }

  /** Every stall rental that charges or charged rent, with its account. */
  async rentAccounts(today: string = todayInPark()): Promise<RentDueItem[]> {
    return (await this.money.rentals()).map((rental) => rentItem(rental, today));
  }

  /**
   * The money figures of Analytics: cash received (payments less reversals and refunds) in all and per month of the
   * date received for `[firstDay, endDay)`, what is owed today (invoice instalments whose date has come and are not
   * paid, rent charged and unpaid), and the
   * rent in arrears per stall block.
   */
  async analytics(
    firstDay: string,
    endDay: string,
  ): Promise<{
    received: number;
    receivedByMonth: Map<string, number>;
    outstanding: number;
    arrearsByBlock: Map<string, { rentals: number; owed: number }>;
  }> {
    const today = todayInPark();
    const [received, months, invoices, rentals] = await Promise.all([
      this.money.totalReceived(),
      this.money.receivedByMonth(firstDay, endDay),
      this.money.invoiceLedger(),
      this.rentAccounts(today),
    ]);
    // Owed today: the instalments whose date has come, not a balance due months ahead.
    const invoicesOwed = invoices.reduce((sum, row) => sum + invoiceStandingOf(row, today).dueNow, 0);
    const arrearsByBlock = new Map<string, { rentals: number; owed: number }>();
    for (const { stallId, rent } of rentals.filter((item) => item.rent.inArrears)) {
      const block = stallId.charAt(0);
      const sum = arrearsByBlock.get(block) ?? { rentals: 0, owed: 0 };
      arrearsByBlock.set(block, { rentals: sum.rentals + 1, owed: sum.owed + Math.max(0, rent.balance) });
    }
    const rentOwed = rentals.reduce((sum, item) => sum + Math.max(0, item.rent.balance), 0);
    return {
      received,
      receivedByMonth: new Map(months.map((row) => [row.month, row.received])),
      outstanding: invoicesOwed + rentOwed,
      arrearsByBlock,
    };
  }

  async payments(query: PaymentsQuery): Promise<PaymentList> {
    if (query.from && query.to && query.from > query.to) {
      throw new InvalidInputError('The first date must not be after the last date.', 'INVALID_DATE');
    }
    const entries = await this.money.paymentsBetween(query.from ?? null, query.to ?? null);
    return { entries: entryViews(entries), total: entries.reduce((sum, e) => sum + e.amount, 0) };
  }

  private async repeatedRefund(refund: Payment, bookingId: string): Promise<RefundRecordedResponse> {
    if (refund.bookingId !== bookingId || refund.kind !== 'refund') {
      throw new ConflictError(
        'This form was already used for another entry: please close it and open Record refund again.',
        'FORM_REUSED',
      );
    }
    const booking = await this.money.findBooking(bookingId);
    if (!booking) throw new NotFoundError('Booking not found. It may have been deleted.');
    return {
      refund: entryView(refund),
      account: await this.accountOf(booking),
      repeated: true,
      message: `This refund was already recorded (refund note ${refund.receiptNumber}); nothing was added.`,
    };
  }

  /** What is owed back to the customer: money paid beyond a cancelled booking's charge, or an ended rental's. */
  private owedBack(booking: Booking, balance: number): number {
    if (balance >= 0) return 0;
    if (isStallRental(booking)) return booking.status === 'completed' ? -balance : 0;
    return booking.status === 'cancelled' ? -balance : 0;
  }

  private async repeated(payment: Payment, bookingId: string): Promise<PaymentRecordedResponse> {
    if (payment.bookingId !== bookingId) {
      throw new ConflictError(
        'This payment form was already used for another booking: please close it and open Record payment again.',
        'FORM_REUSED',
      );
    }
    const booking = await this.money.findBooking(bookingId);
    if (!booking) throw new NotFoundError('Booking not found. It may have been deleted.');
    return {
      payment: entryView(payment),
      account: await this.accountOf(booking),
      repeated: true,
      message: `This payment was already recorded (receipt ${payment.receiptNumber}); nothing was added.`,
    };
  }

  /** What `amount` pays for, refused when the booking charges nothing or the amount is more than it may take. */
  private async owed(
    booking: Booking,
    amount: number,
    today: string,
    tx: Executor,
  ): Promise<{ invoice: Invoice | undefined; balance: number; description: string }> {
    if (isStallRental(booking)) {
      if (booking.status !== 'confirmed' && booking.status !== 'completed') {
        throw new ConflictError(
          'Rent is taken only for an approved stall rental: approve the request first.',
          'NOT_CHARGED',
        );
      }
      const rent = rentAccountOf(booking, await this.money.netPaid(booking.id, tx), today);
      const owedNow = Math.max(0, rent.balance);
      const ahead = rent.endedOn === null ? MONTHS_PAID_AHEAD * rent.monthlyRent - Math.max(0, -rent.balance) : 0;
      if (owedNow + ahead <= 0) {
        throw new ConflictError('Nothing is owed on this ended rental: no payment can be recorded.', 'NOTHING_OWED');
      }
      if (amount > owedNow + ahead) {
        throw new ConflictError(
          rent.endedOn === null
            ? `${formatLkr(amount)} is more than this rental may take now: ${formatLkr(owedNow)} owed and at most ${MONTHS_PAID_AHEAD} months' rent ahead (${formatLkr(owedNow + ahead)} in all). Please check the amount.`
            : `${formatLkr(amount)} is more than the ${formatLkr(owedNow)} still owed on this ended rental. Please check the amount.`,
          'PAYMENT_TOO_LARGE',
        );
      }
      return {
        invoice: undefined,
        balance: rent.balance,
        description: `Rent of stall ${booking.stallId} (${booking.stallBlockName ?? `Block ${booking.stallBlock}`}), rented from ${describeDates(booking.eventDate, 1)}`,
      };
    }
    if (booking.isAdminBlock) {
      throw new ConflictError('An admin block charges nothing: no payment can be recorded.', 'NOT_CHARGED');
    }
    const invoice = await this.money.invoiceOfBooking(booking.id, tx);
    if (!invoice) {
      throw new ConflictError(
        'This booking has no invoice yet: an invoice is issued when the booking is approved (and only when it has a price).',
        'NOT_CHARGED',
      );
    }
    const credited = (await this.money.creditNoteOfInvoice(invoice.id, tx))?.amount ?? 0;
    const balance = invoice.amount - credited - (await this.money.netPaid(booking.id, tx));
    if (balance <= 0) {
      throw new ConflictError(
        credited > 0
          ? `Invoice ${invoice.number} was closed by a credit note when the booking was cancelled: nothing more is owed.`
          : `Invoice ${invoice.number} is paid in full: nothing more is owed.`,
        'NOTHING_OWED',
      );
    }
    if (amount > balance) {
      throw new ConflictError(
        `${formatLkr(amount)} is more than the ${formatLkr(balance)} still owed on invoice ${invoice.number}. Please check the amount.`,
        'PAYMENT_TOO_LARGE',
      );
    }
    return { invoice, balance, description: `${invoice.description} (invoice ${invoice.number})` };
  }

  private async balanceOf(booking: Booking, today: string, tx: Executor): Promise<number> {
    const paid = await this.money.netPaid(booking.id, tx);
    if (isStallRental(booking)) return rentAccountOf(booking, paid, today).balance;
    const invoice = await this.money.invoiceOfBooking(booking.id, tx);
    if (!invoice) return -paid;
    const credited = (await this.money.creditNoteOfInvoice(invoice.id, tx))?.amount ?? 0;
    return invoice.amount - credited - paid;
  }

  private async accountOf(booking: Booking, executor?: Executor): Promise<BookingAccountView> {
    const today = todayInPark();
    const entries = await this.money.entriesOf(booking.id, executor);
    const paid = entries.reduce((sum, e) => sum + e.amount, 0);
    const account: BookingAccountView = { bookingId: booking.id, kind: 'none', entries: entryViews(entries) };
    if (isStallRental(booking)) {
      if (booking.status === 'confirmed' || booking.status === 'completed') {
        account.kind = 'rent';
        account.rent = rentAccountOf(booking, paid, today);
      }
      return account;
    }
    const invoice = await this.money.invoiceOfBooking(booking.id, executor);
    if (invoice) {
      const creditNote = await this.money.creditNoteOfInvoice(invoice.id, executor);
      const { total: _total, ...standing } = invoiceStanding(invoice.amount, invoice, paid, today, creditNote?.amount);
      account.kind = 'invoice';
      account.invoice = {
        invoice: invoiceView(invoice),
        invoiced: invoice.amount,
        credited: creditNote?.amount ?? 0,
        paid,
        ...standing,
        creditNote: creditNote ? creditNoteView(creditNote) : null,
      };
    }
    return account;
  }

  private invoicePdfOf(invoice: Invoice, paid: number): Promise<Buffer> {
    return invoicePdf({
      number: invoice.number,
      issuedOn: invoice.issuedOn,
      customerName: invoice.customerName,
      customerEmail: invoice.customerEmail,
      bookingId: invoice.bookingId,
      description: invoice.description,
      amount: invoice.amount,
      depositAmount: invoice.depositAmount,
      depositDueOn: invoice.depositDueOn,
      balanceDueOn: invoice.balanceDueOn,
      paid,
    });
  }

  private creditNotePdfOf(note: CreditNote, invoice: Invoice): Promise<Buffer> {
    return creditNotePdf({
      number: note.number,
      issuedOn: note.issuedOn,
      invoiceNumber: invoice.number,
      invoiceIssuedOn: invoice.issuedOn,
      customerName: note.customerName,
      customerEmail: note.customerEmail,
      bookingId: note.bookingId,
      description: note.description,
      invoiced: invoice.amount,
      amount: note.amount,
      kept: note.kept,
      paid: note.paid,
      reason: note.reason,
      issuedBy: note.createdByName,
    });
  }

  private refundNotePdfOf(refund: Payment, invoiceNumber: string | null): Promise<Buffer> {
    return refundNotePdf({
      number: refund.receiptNumber as string,
      issuedOn: todayInPark(refund.createdAt),
      refundedOn: refund.receivedOn,
      customerName: refund.customerName,
      customerEmail: refund.customerEmail,
      bookingId: refund.bookingId,
      description: refund.description,
      amount: -refund.amount,
      method: refund.method ?? '',
      reference: refund.reference,
      invoiceNumber,
      stillToRefund: -refund.balanceAfter,
      recordedBy: refund.recordedByName,
    });
  }

  /** A payment's receipt; once reversed (`reversedOn`), marked so across it. */
  private receiptPdfOf(
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
      description: payment.description,
      amount: payment.amount,
      method: payment.method ?? '',
      reference: payment.reference,
      balanceAfter: payment.balanceAfter,
      invoiceNumber,
      recordedBy: payment.recordedByName,
      reversedOn,
    });
  }
}

function invoiceStandingOf(row: InvoiceLedgerRow, today: string) {
  return invoiceStanding(row.invoice.amount, row.invoice, row.paid, today, row.credited);
}

function rentItem(rental: RentalRow, today: string): RentDueItem {
  return {
    bookingId: rental.id,
    stallId: rental.stallId as string,
    blockName: rental.stallBlockName ?? `Block ${rental.stallBlock}`,
    customerName: rental.customerName,
    customerEmail: rental.customerEmail,
    customerPhone: rental.customerPhone,
    rent: rentAccountOf(rental, rental.paid, today),
  };
}

function alreadyReversed(payment: Payment): DomainError {
  return new ConflictError(`Receipt ${payment.receiptNumber} has already been reversed.`, 'ALREADY_REVERSED');
}
