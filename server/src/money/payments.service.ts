import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit';
import type { AuthenticatedAdmin } from '../common/auth.decorators';
import { isConstraintViolation, PG_UNIQUE_VIOLATION } from '../common/database-errors';
import { ConflictError, DomainError, InvalidInputError, NotFoundError } from '../common/domain-error';
import { bookingGone, invoiceGone, paymentGone } from './money-errors';
import { todayInPark } from '../common/park-time';
import type { Executor } from '../database/database';
import type { Booking, Invoice, Payment } from '../database/schema';
import { formatLkr, formatLongDate, MailService, textsFor } from '../mail';
import type { RecordRefundDto } from './dto/cancellation.dto';
import type { PaymentsQuery, RecordPaymentDto, ReversePaymentDto } from './dto/payment.dto';
import type {
  BookingAccountView,
  PaymentList,
  PaymentRecordedResponse,
  RefundRecordedResponse,
  ReversalRecordedResponse,
} from './dto/money-responses.dto';
import { customerLine, receiptMail, reversalMail } from './money-mails';
import { refundMail } from './cancellation-mails';
import { MoneyRepository } from './money.repository';
import { receiptPdfOf, refundNotePdfOf } from './money-pdfs';
import { entryView, entryViews, isStallRental, rentAccountOf, rentDescription } from './money-views';
import { MoneyService } from './money.service';
import { InvoicesService } from './invoices.service';
import { lateDetails, lateSentence, noteWithLateness } from './periods';
import { PeriodsService } from './periods.service';
import { formReplayRefusal, invoicePaymentRefusal, owedBack, rentPaymentRefusal } from './payment-rules';
import { creditsOf, duplicateMessage, duplicateOf } from './corrections';

/**
 * Money received and paid back, as entries never edited: payments with their receipts, reversals, refunds with their
 * refund notes, and the list the accountant reads. Rules: docs/money.md.
 */
@Injectable()
export class PaymentsService {
  constructor(
    private readonly money: MoneyRepository,
    private readonly accounts: MoneyService,
    private readonly invoices: InvoicesService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly periods: PeriodsService,
  ) {}

  /**
   * Records money received for a booking, with its numbered receipt e-mailed to the customer. The form's key makes
   * a repeated form (a double click, a retry) answer the payment it already recorded.
   */
  async recordPayment(
    bookingId: string,
    dto: RecordPaymentDto,
    actor: AuthenticatedAdmin,
  ): Promise<PaymentRecordedResponse> {
    if (dto.receivedOn > todayInPark()) {
      throw new InvalidInputError('The date received cannot be later than today.', 'FUTURE_DATE');
    }
    const earlier = await this.money.paymentByKey(dto.idempotencyKey);
    if (earlier) return this.repeated(earlier, bookingId, dto);
    try {
      return await this.money.transaction(async (tx) => {
        const booking = await this.money.lockBooking(bookingId, tx);
        if (!booking) return this.paymentOnDeletedBooking(bookingId, dto, actor, tx);
        // One reading of the clock, once the booking is ours: the receipt's number, its date and a late entry's date.
        const issued = Date.now();
        const today = todayInPark(issued);
        const madeOn = todayInPark(booking.createdAt);
        if (dto.receivedOn < madeOn) {
          throw new InvalidInputError(
            `The date received must be on or after ${formatLongDate(madeOn)}, the day this booking was made.`,
            'DATE_TOO_EARLY',
          );
        }
        // Closed months (periods.service.ts): a date inside one is recorded as today, and says so.
        const dated = await this.periods.entryDate(dto.receivedOn, tx, today);
        // The same form sent twice at once: the other request, first through the lock, recorded it.
        const sameForm = await this.money.paymentByKey(dto.idempotencyKey, tx);
        if (sameForm) return this.repeated(sameForm, bookingId, dto);
        if (!dto.confirmDuplicate) {
          // The same money entered twice? Asked under the booking's lock, so two at once cannot both slip by.
          const entries = await this.money.entriesOf(booking.id, tx);
          const earlier = duplicateOf(entries, {
            amount: dto.amount,
            reference: dto.reference ?? '',
            receivedOn: dto.receivedOn,
          });
          if (earlier) throw new ConflictError(duplicateMessage(earlier), 'POSSIBLE_DUPLICATE');
        }
        const { invoice, balance, description, customerDescription } = await this.owed(booking, dto.amount, today, tx);
        const receiptNumber = await this.money.nextNumber('RCT', today, tx);
        const payment = await this.money.insertPayment(
          {
            kind: 'payment',
            bookingId: booking.id,
            invoiceId: invoice?.id ?? null,
            receiptNumber,
            amount: dto.amount,
            receivedOn: dated.entryOn,
            method: dto.method,
            reference: dto.reference ?? '',
            note: noteWithLateness(dto.note ?? '', 'received', dated),
            customerName: booking.customerName,
            customerEmail: booking.customerEmail,
            description,
            language: booking.language,
            customerDescription,
            balanceAfter: balance - dto.amount,
            idempotencyKey: dto.idempotencyKey,
            recordedBy: actor.id,
            recordedByName: actor.displayName,
            createdAt: new Date(issued),
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
            ...lateDetails(dated),
          },
        });
        await this.mail.enqueue(tx, receiptMail(payment));
        return {
          payment: entryView(payment),
          account: await this.accounts.accountOf(booking, tx),
          repeated: false,
          message: `Payment of ${formatLkr(payment.amount)} recorded: receipt ${receiptNumber} is on its way to ${booking.customerEmail}.${creditSentence(invoice, payment.balanceAfter)}${lateSentence(dated, formatLongDate)}`,
        };
      });
    } catch (error) {
      // The same form sent twice at once: the other request recorded it first.
      if (!isConstraintViolation(error, PG_UNIQUE_VIOLATION, 'payments_idempotency_key_unique')) throw error;
      const first = await this.money.paymentByKey(dto.idempotencyKey);
      if (!first) throw error;
      return this.repeated(first, bookingId, dto);
    }
  }

  /** A payment on an invoice: on its booking, or on the books of its booking once deleted from the lists. */
  async recordInvoicePayment(
    invoiceId: string,
    dto: RecordPaymentDto,
    actor: AuthenticatedAdmin,
  ): Promise<PaymentRecordedResponse> {
    const invoice = await this.money.findInvoice(invoiceId);
    const bookingId = invoice ? (invoice.bookingId ?? (await this.money.ledgerBookingOf(invoice.id))) : null;
    if (!bookingId) throw invoiceGone();
    return this.recordPayment(bookingId, dto, actor);
  }

  /**
   * Admins correct a payment by reversing it whole, with the reason; the payment itself stays as it was. A refund is
   * reversed the same way when its money came back (a bank transfer returned): the customer is owed it again. Dated
   * the day the money moved (today by default, never later, not before the entry); a day inside a closed month is
   * dated today and says so.
   */
  async reverse(
    paymentId: string,
    dto: ReversePaymentDto,
    actor: AuthenticatedAdmin,
  ): Promise<ReversalRecordedResponse> {
    const notFound = paymentGone;
    const today = todayInPark();
    const asked = dto.reversedOn ?? today;
    if (asked > today) {
      throw new InvalidInputError('The date reversed cannot be later than today.', 'FUTURE_DATE');
    }
    try {
      return await this.money.transaction(async (tx) => {
        const payment = await this.money.lockPayment(paymentId, tx);
        if (!payment) throw notFound();
        if (payment.kind === 'reversal') {
          throw new ConflictError(
            'A reversal cannot itself be reversed: record the payment again instead.',
            'NOT_REVERSIBLE',
          );
        }
        if (await this.money.reversalOf(payment.id, tx)) throw alreadyReversed(payment);
        if (asked < payment.receivedOn) {
          throw new InvalidInputError(
            `The date reversed must be on or after ${formatLongDate(payment.receivedOn)}, the day of ${payment.receiptNumber}.`,
            'DATE_TOO_EARLY',
          );
        }
        const dated = await this.periods.entryDate(asked, tx);
        const booking = payment.bookingId ? await this.money.lockBooking(payment.bookingId, tx) : undefined;
        // A booking deleted from the lists keeps its ledger: the reversal goes on it, and is collected there.
        const deleted = booking ? null : await this.money.ledgerBookingOf(payment.id, tx);
        const balanceNow = booking
          ? await this.accounts.balanceOf(booking, today, tx)
          : deleted
            ? await this.money.bookingBalance(deleted, tx)
            : 0;
        const isRefund = payment.kind === 'refund';
        const reversal = await this.money.insertPayment(
          {
            kind: 'reversal',
            bookingId: payment.bookingId,
            invoiceId: payment.invoiceId,
            amount: -payment.amount,
            receivedOn: dated.entryOn,
            reversesId: payment.id,
            reason: dto.reason,
            note: noteWithLateness('', 'reversed', dated),
            customerName: payment.customerName,
            customerEmail: payment.customerEmail,
            description: `${isRefund ? 'Refund returned' : 'Reversal of receipt'} ${payment.receiptNumber}: ${payment.description}`,
            language: payment.language,
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
            reversedOn: reversal.receivedOn,
            ...lateDetails(dated),
          },
        });
        // A returned refund is the bank's news to the park: the refund note, downloaded again, says so.
        if (!isRefund) await this.mail.enqueue(tx, reversalMail(payment, reversal));
        const amount = formatLkr(Math.abs(payment.amount));
        return {
          reversal: entryView(reversal),
          account: booking ? await this.accounts.accountOf(booking, tx) : null,
          message:
            (isRefund
              ? `Refund ${payment.receiptNumber} reversed: ${amount} came back and is owed to the customer again.`
              : `Receipt ${payment.receiptNumber} reversed: ${amount} taken off what was paid.`) +
            (booking
              ? ''
              : ` Its booking was deleted from the lists: ${formatLkr(balanceNow + payment.amount)} is owed on its books again, shown on its invoice in the Invoices tab.`) +
            lateSentence(dated, formatLongDate),
        };
      });
    } catch (error) {
      if (!isConstraintViolation(error, PG_UNIQUE_VIOLATION, 'payments_one_reversal_each')) throw error;
      const payment = await this.money.findPayment(paymentId);
      throw payment ? alreadyReversed(payment) : error;
    }
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
    if (dto.refundedOn > todayInPark()) {
      throw new InvalidInputError('The date refunded cannot be later than today.', 'FUTURE_DATE');
    }
    const earlier = await this.money.paymentByKey(dto.idempotencyKey);
    if (earlier) return this.repeatedRefund(earlier, bookingId, dto);
    try {
      return await this.money.transaction(async (tx) => {
        const booking = await this.money.lockBooking(bookingId, tx);
        if (!booking) throw bookingGone();
        // One reading of the clock, once the booking is ours: the refund note's number, its date, a late entry's.
        const issued = Date.now();
        const today = todayInPark(issued);
        const balance = await this.accounts.balanceOf(booking, today, tx);
        const owed = owedBack({ isStallRental: isStallRental(booking), status: booking.status, balance });
        if (owed <= 0) {
          throw new ConflictError(
            'Nothing is owed back to this customer: a refund is recorded only for money paid beyond what the booking charges (after a cancellation, or rent paid ahead on an ended rental).',
            'NOTHING_TO_REFUND',
          );
        }
        if (dto.amount > owed) {
          throw new ConflictError(
            `${formatLkr(dto.amount)} is more than the ${formatLkr(owed)} owed back to this customer. Please check the amount.`,
            'REFUND_TOO_LARGE',
          );
        }
        // Closed months (periods.service.ts): a date inside one is recorded as today, and says so.
        const dated = await this.periods.entryDate(dto.refundedOn, tx, today);
        const invoice = isStallRental(booking) ? undefined : await this.money.invoiceOfBooking(booking.id, tx);
        const number = await this.money.nextNumber('RFD', today, tx);
        const refund = await this.money.insertPayment(
          {
            kind: 'refund',
            bookingId: booking.id,
            invoiceId: invoice?.id ?? null,
            receiptNumber: number,
            amount: -dto.amount,
            receivedOn: dated.entryOn,
            method: dto.method,
            reference: dto.reference ?? '',
            note: noteWithLateness(dto.note ?? '', 'refunded', dated),
            customerName: booking.customerName,
            customerEmail: booking.customerEmail,
            language: booking.language,
            customerDescription: invoice
              ? textsFor(booking.language).lines.refundOnInvoice(invoice.number, customerLine(invoice))
              : textsFor(booking.language).lines.refundOfRent(booking.stallId ?? ''),
            description: invoice
              ? `Refund on invoice ${invoice.number}: ${invoice.description}`
              : `Refund of rent paid ahead on stall ${booking.stallId}`,
            balanceAfter: balance + dto.amount,
            idempotencyKey: dto.idempotencyKey,
            recordedBy: actor.id,
            recordedByName: actor.displayName,
            createdAt: new Date(issued),
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
            refundedOn: dated.entryOn,
            ...lateDetails(dated),
          },
        });
        await this.mail.enqueue(tx, refundMail(refund));
        return {
          refund: entryView(refund),
          account: await this.accounts.accountOf(booking, tx),
          repeated: false,
          message: `Refund of ${formatLkr(dto.amount)} recorded: refund note ${number} is on its way to ${booking.customerEmail}.${lateSentence(dated, formatLongDate)}`,
        };
      });
    } catch (error) {
      if (!isConstraintViolation(error, PG_UNIQUE_VIOLATION, 'payments_idempotency_key_unique')) throw error;
      const first = await this.money.paymentByKey(dto.idempotencyKey);
      if (!first) throw error;
      return this.repeatedRefund(first, bookingId, dto);
    }
  }

  /** A payment's receipt as it was issued. */
  async receipt(paymentId: string): Promise<{ filename: string; pdf: Buffer }> {
    const payment = await this.money.findPayment(paymentId);
    if (!payment) throw paymentGone();
    if (payment.kind === 'reversal') {
      throw new NotFoundError('A reversal has no receipt of its own: download the receipt of the payment it reverses.');
    }
    const invoice = payment.invoiceId ? await this.money.findInvoice(payment.invoiceId) : undefined;
    const reversal = await this.money.reversalOf(payment.id);
    if (payment.kind === 'refund') {
      return {
        filename: `${payment.receiptNumber}.pdf`,
        pdf: await refundNotePdfOf(payment, invoice?.number ?? null, reversal?.receivedOn ?? null),
      };
    }
    const pdf = await receiptPdfOf(payment, invoice?.number ?? null, reversal?.receivedOn ?? null);
    return { filename: `${payment.receiptNumber}.pdf`, pdf };
  }

  /** One of the booking's receipts as a PDF, for its customer: a receipt of another booking is not found. */
  async customerReceipt(booking: Booking, receiptNumber: string): Promise<{ filename: string; pdf: Buffer }> {
    const entries = await this.money.entriesOf(booking.id);
    const payment = entries.find((entry) => entry.receiptNumber === receiptNumber);
    if (!payment) throw new NotFoundError('No receipt or refund note of this booking has that number.');
    const invoice = payment.invoiceId ? await this.money.findInvoice(payment.invoiceId) : undefined;
    const reversedOn = entries.find((entry) => entry.reversesId === payment.id)?.receivedOn ?? null;
    if (payment.kind === 'refund') {
      return {
        filename: `${receiptNumber}.pdf`,
        pdf: await refundNotePdfOf(payment, invoice?.number ?? null, reversedOn),
      };
    }
    return {
      filename: `${receiptNumber}.pdf`,
      pdf: await receiptPdfOf(payment, invoice?.number ?? null, reversedOn),
    };
  }

  async payments(query: PaymentsQuery): Promise<PaymentList> {
    if (query.from && query.to && query.from > query.to) {
      throw new InvalidInputError('The first date must not be after the last date.', 'INVALID_DATE');
    }
    const entries = await this.money.paymentsBetween(query.from ?? null, query.to ?? null);
    return { entries: entryViews(entries), total: entries.reduce((sum, e) => sum + e.amount, 0) };
  }

  private async repeated(payment: Payment, bookingId: string, dto: RecordPaymentDto): Promise<PaymentRecordedResponse> {
    const sent = { kind: 'payment' as const, bookingId, amount: dto.amount, date: dto.receivedOn, method: dto.method };
    // A payment on the books of a deleted booking names its booking in the ledger only.
    const onBooking = payment.bookingId ?? (await this.money.ledgerBookingOf(payment.id));
    const refusal = formReplayRefusal({ ...payment, bookingId: onBooking }, sent);
    if (refusal) throw new ConflictError(refusal.message, refusal.code);
    const booking = await this.money.findBooking(bookingId);
    return {
      payment: entryView(payment),
      account: booking ? await this.accounts.accountOf(booking) : await this.deletedBookingAccount(bookingId),
      repeated: true,
      message: `This payment was already recorded (receipt ${payment.receiptNumber}); nothing was added.`,
    };
  }

  private async repeatedRefund(
    refund: Payment,
    bookingId: string,
    dto: RecordRefundDto,
  ): Promise<RefundRecordedResponse> {
    const sent = { kind: 'refund' as const, bookingId, amount: dto.amount, date: dto.refundedOn, method: dto.method };
    const refusal = formReplayRefusal(refund, sent);
    if (refusal) throw new ConflictError(refusal.message, refusal.code);
    const booking = await this.money.findBooking(bookingId);
    if (!booking) throw bookingGone();
    return {
      refund: entryView(refund),
      account: await this.accounts.accountOf(booking),
      repeated: true,
      message: `This refund was already recorded (refund note ${refund.receiptNumber}); nothing was added.`,
    };
  }

  /**
   * Money received for a booking deleted from the lists whose books owe again (a payment of it reversed): recorded on
   * its ledger, which keeps the booking's id, up to what it owes, with a receipt like any other. The booking's entries
   * are locked, so two payments are checked in turn.
   */
  private async paymentOnDeletedBooking(
    bookingId: string,
    dto: RecordPaymentDto,
    actor: AuthenticatedAdmin,
    tx: Executor,
  ): Promise<PaymentRecordedResponse> {
    const ledger = await this.money.lockLedgerOfBooking(bookingId, tx);
    if (ledger.length === 0) throw bookingGone();
    const issued = Date.now();
    const today = todayInPark(issued);
    const balance = ledger.reduce((sum, entry) => sum + entry.amount, 0);
    const charge = ledger.find((entry) => entry.kind === 'invoice');
    const invoice = charge ? await this.money.findInvoice(charge.sourceId, tx) : undefined;
    const books = `the books of this deleted booking${invoice ? ` (invoice ${invoice.number})` : ''}`;
    if (balance <= 0) throw new ConflictError(`Nothing is owed on ${books}.`, 'NOTHING_OWED');
    if (dto.amount > balance) {
      throw new ConflictError(
        `${formatLkr(dto.amount)} is more than the ${formatLkr(balance)} still owed on ${books}. Please check the amount.`,
        'PAYMENT_TOO_LARGE',
      );
    }
    const paid = [...ledger].reverse().find((entry) => entry.kind === 'payment');
    const earlier = paid ? await this.money.findPayment(paid.sourceId, tx) : undefined;
    const last = ledger[ledger.length - 1] as (typeof ledger)[number];
    const language = invoice?.language ?? earlier?.language ?? 'en';
    const dated = await this.periods.entryDate(dto.receivedOn, tx, today);
    const receiptNumber = await this.money.nextNumber('RCT', today, tx);
    const payment = await this.money.insertPayment(
      {
        kind: 'payment',
        bookingId: null,
        invoiceId: invoice?.id ?? null,
        receiptNumber,
        amount: dto.amount,
        receivedOn: dated.entryOn,
        method: dto.method,
        reference: dto.reference ?? '',
        note: noteWithLateness(dto.note ?? '', 'received', dated),
        customerName: invoice?.customerName ?? last.customerName,
        customerEmail: invoice?.customerEmail ?? last.customerEmail,
        description: invoice
          ? `${invoice.description} (invoice ${invoice.number})`
          : (earlier?.description ?? last.description),
        language,
        customerDescription: invoice
          ? textsFor(language).lines.paymentOnInvoice(customerLine(invoice), invoice.number)
          : (earlier?.customerDescription ?? ''),
        balanceAfter: balance - dto.amount,
        idempotencyKey: dto.idempotencyKey,
        recordedBy: actor.id,
        recordedByName: actor.displayName,
        createdAt: new Date(issued),
      },
      tx,
      bookingId,
    );
    await this.audit.record(tx, actor, {
      action: 'payment.record',
      entity: 'payment',
      entityId: payment.id,
      details: {
        bookingId,
        receiptNumber,
        amount: payment.amount,
        method: payment.method,
        receivedOn: payment.receivedOn,
        ...lateDetails(dated),
      },
    });
    await this.mail.enqueue(tx, receiptMail(payment));
    return {
      payment: entryView(payment),
      account: await this.deletedBookingAccount(bookingId, tx),
      repeated: false,
      message: `Payment of ${formatLkr(payment.amount)} recorded on the books of a deleted booking: receipt ${receiptNumber} is on its way to ${payment.customerEmail}.${lateSentence(dated, formatLongDate)}`,
    };
  }

  /** The account of a booking deleted from the lists: its money entries, from its books; no credit to move. */
  private async deletedBookingAccount(bookingId: string, executor?: Executor): Promise<BookingAccountView> {
    const entries = entryViews(await this.money.entriesOfLedgerBooking(bookingId, executor));
    return { bookingId, kind: 'none', entries, credit: { available: 0, targets: [] }, applications: [] };
  }

  /** What `amount` pays for, refused when the booking charges nothing or the amount is more than it may take. */
  private async owed(
    booking: Booking,
    amount: number,
    today: string,
    tx: Executor,
  ): Promise<{ invoice: Invoice | undefined; balance: number; description: string; customerDescription: string }> {
    if (isStallRental(booking)) {
      if (booking.status !== 'confirmed' && booking.status !== 'completed') {
        throw new ConflictError(
          'Rent is taken only for an approved stall rental: approve the request first.',
          'NOT_CHARGED',
        );
      }
      await this.invoices.rentUpToDate(booking, today, null, tx);
      const { months, credited } = await this.money.rentCharges(booking.id, tx);
      const paid = await this.money.netPaid(booking.id, tx);
      const rent = rentAccountOf(booking, paid, today, months, credited, this.invoices.monthlyRent(booking));
      const refusal = rentPaymentRefusal(rent, amount);
      if (refusal) throw new ConflictError(refusal.message, refusal.code);
      return {
        invoice: undefined,
        balance: rent.balance,
        description: rentDescription(booking),
        customerDescription: rentDescription(booking, booking.language),
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
    const { closedBy } = creditsOf(invoice.amount, await this.money.creditNotesOfInvoice(invoice.id, tx));
    const balance = await this.money.bookingBalance(booking.id, tx);
    const refusal = invoicePaymentRefusal({ number: invoice.number, balance, closed: closedBy !== null });
    if (refusal) throw new ConflictError(refusal.message, refusal.code);
    return {
      invoice,
      balance,
      description: `${invoice.description} (invoice ${invoice.number})`,
      customerDescription: textsFor(booking.language).lines.paymentOnInvoice(customerLine(invoice), invoice.number),
    };
  }
}

function alreadyReversed(payment: Payment): DomainError {
  const what = payment.kind === 'refund' ? 'Refund' : 'Receipt';
  return new ConflictError(`${what} ${payment.receiptNumber} has already been reversed.`, 'ALREADY_REVERSED');
}

/** What the answer adds when a payment was more than the invoice owed: the surplus is the customer's credit. */
function creditSentence(invoice: Invoice | undefined, balanceAfter: number): string {
  if (!invoice || balanceAfter >= 0) return '';
  return ` ${formatLkr(-balanceAfter)} of it is more than was owed on invoice ${invoice.number}: it is the customer's credit, to refund or to apply to another booking of theirs.`;
}
