import { Inject, Injectable } from '@nestjs/common';
import { AuditService } from '../audit';
import type { AuthenticatedAdmin } from '../common/auth.decorators';
import { ConflictError, NotFoundError } from '../common/domain-error';
import { creditNoteGone, invoiceGone, rentInvoiceGone } from './money-errors';
import { todayInPark } from '../common/park-time';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { Executor } from '../database/database';
import type { Booking, CreditNote, Invoice, MailAttachment, RentInvoice } from '../database/schema';
import { documentNumber } from './document-numbers';
import { invoiceSchedule, type InvoiceStanding } from './invoice-terms';
import { documentAttachment } from './money-mails';
import { MoneyRepository } from './money.repository';
import { type CreditedInvoice, creditNotePdfOf, invoicePdfOf, rentInvoicePdfOf } from './money-pdfs';
import { rentInvoiceMail } from './rent-invoice-mails';
import { endedOn, invoiceDescription, invoiceStandingOf, isStallRental, rentDescription, yearOf } from './money-views';
import { monthsChargedOn, rentDueDate } from './rent-ledger';
import { formatLkr, MailService } from '../mail';

/**
 * Invoices of venue bookings: issued on approval, closed by a credit note when an approved booking is cancelled, and
 * read back as PDFs and as the accounts of the invoice book. Rules: docs/money.md.
 */
@Injectable()
export class InvoicesService {
  constructor(
    private readonly money: MoneyRepository,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

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
    if (isStallRental(booking)) {
      await this.rentUpToDate(booking, todayInPark(), actor, tx);
      return undefined;
    }
    if (booking.isAdminBlock || booking.totalAmount <= 0) return undefined;
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
          language: booking.language,
          customerDescription: invoiceDescription(booking, booking.language),
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
   * In `tx`, the rental locked by the caller: invoices each rent month whose due date has come and that is not
   * invoiced yet, and credits each month invoiced that begins on or after the rental's end (a rental ended the day a
   * month fell due owes nothing for it). The hourly job, an approval, an ending and every look at a rental's rent call
   * it, so the ledger holds every month charged whichever comes first.
   */
  async rentUpToDate(
    rental: Booking,
    today: string,
    actor: AuthenticatedAdmin | null,
    tx: Executor,
  ): Promise<RentInvoice[]> {
    if (!isStallRental(rental) || (rental.status !== 'confirmed' && rental.status !== 'completed')) return [];
    if (rental.totalAmount <= 0) return [];
    const ended = endedOn(rental);
    const due = monthsChargedOn(rental.eventDate, ended, today);
    const issued = await this.money.rentInvoicesOf(rental.id, tx);
    const created: RentInvoice[] = [];
    const year = yearOf(today);
    for (let month = issued.length; month < due; month++) {
      const periodStart = rentDueDate(rental.eventDate, month);
      const periodEnd = rentDueDate(rental.eventDate, month + 1);
      const rent = await this.money.insertRentInvoice(
        {
          number: documentNumber('INV', year, await this.money.nextSequence('INV', year, tx)),
          bookingId: rental.id,
          monthIndex: month,
          periodStart,
          periodEnd,
          amount: rental.totalAmount,
          customerName: rental.customerName,
          customerEmail: rental.customerEmail,
          stallId: rental.stallId as string,
          description: `${rentDescription(rental)}, month ${month + 1} from ${periodStart}`,
          language: rental.language,
          issuedOn: today,
        },
        tx,
      );
      created.push(rent);
      await this.audit.record(tx, actor ?? undefined, {
        action: 'invoice.issue',
        entity: 'invoice',
        entityId: rent.id,
        details: { number: rent.number, bookingId: rental.id, amount: rent.amount, rentMonth: month + 1 },
      });
    }
    // One mail for what this look invoiced, in its transaction: so it exists exactly when the invoices do.
    if (created.length > 0) await this.mail.enqueue(tx, rentInvoiceMail(created, actor === null));
    if (ended !== null) {
      for (const rent of issued.filter((row) => row.periodStart >= ended)) {
        if (await this.money.creditNoteOfRentInvoice(rent.id, tx)) continue;
        const note = await this.money.insertCreditNote(
          {
            number: documentNumber('CRN', year, await this.money.nextSequence('CRN', year, tx)),
            rentInvoiceId: rent.id,
            bookingId: rental.id,
            amount: rent.amount,
            kept: 0,
            paid: 0,
            reason: `The rental ended before ${rent.periodStart}: this month is not charged.`,
            customerName: rent.customerName,
            customerEmail: rent.customerEmail,
            description: rent.description,
            issuedOn: today,
            createdBy: actor?.id ?? null,
            createdByName: actor?.displayName ?? 'Kandy Cultural Park',
          },
          tx,
        );
        await this.audit.record(tx, actor ?? undefined, {
          action: 'credit-note.issue',
          entity: 'invoice',
          entityId: rent.id,
          details: { bookingId: rental.id, number: note.number, invoiceNumber: rent.number, amount: note.amount },
        });
      }
    }
    return created;
  }

  /** Every rental that charges or charged rent brought up to date (`rentUpToDate`), each in its own transaction. */
  async allRentUpToDate(today: string = todayInPark(), bookingId?: string): Promise<number> {
    let issued = 0;
    for (const rental of await this.money.rentalsBehind(today, bookingId)) {
      issued += await this.money.transaction(async (tx) => {
        const locked = await this.money.lockBooking(rental, tx);
        return locked ? (await this.rentUpToDate(locked, today, null, tx)).length : 0;
      });
    }
    return issued;
  }

  /** An invoice as it was issued; once credited, marked so with its credit note. */
  async invoice(invoiceId: string): Promise<{ filename: string; pdf: Buffer }> {
    const invoice = await this.money.findInvoice(invoiceId);
    if (!invoice) throw invoiceGone();
    const note = await this.money.creditNoteOfInvoice(invoice.id);
    return { filename: `${invoice.number}.pdf`, pdf: await invoicePdfOf(invoice, note) };
  }

  /** A rent invoice as it was issued; once its month was cancelled, marked so with the credit note. */
  async rentInvoice(rentInvoiceId: string): Promise<{ filename: string; pdf: Buffer }> {
    const rent = await this.money.findRentInvoice(rentInvoiceId);
    if (!rent) throw rentInvoiceGone();
    return this.rentInvoiceFile(rent);
  }

  /** One of the rental's rent invoices, by its number, for its vendor. */
  async customerRentInvoice(booking: Booking, number: string): Promise<{ filename: string; pdf: Buffer }> {
    const rent = (await this.money.rentInvoicesOf(booking.id)).find((row) => row.number === number);
    if (!rent) throw new NotFoundError('This rental has no rent invoice with that number.');
    return this.rentInvoiceFile(rent);
  }

  private async rentInvoiceFile(rent: RentInvoice): Promise<{ filename: string; pdf: Buffer }> {
    const note = await this.money.creditNoteOfRentInvoice(rent.id);
    return { filename: `${rent.number}.pdf`, pdf: await rentInvoicePdfOf(rent, note) };
  }

  /** A credit note as it was issued, with what had been paid on its invoice then. */
  async creditNote(creditNoteId: string): Promise<{ filename: string; pdf: Buffer }> {
    const note = await this.money.findCreditNote(creditNoteId);
    if (!note) throw creditNoteGone();
    return { filename: `${note.number}.pdf`, pdf: await creditNotePdfOf(note, await this.creditedBy(note)) };
  }

  /** The invoice a credit note credits, as its PDF names it: a venue invoice, or a rent invoice. */
  private async creditedBy(note: CreditNote): Promise<CreditedInvoice> {
    if (note.invoiceId) return (await this.money.findInvoice(note.invoiceId)) as Invoice;
    const rent = (await this.money.findRentInvoice(note.rentInvoiceId as string)) as RentInvoice;
    return { ...rent, customerDescription: '' };
  }

  /** The booking's invoice PDF, for its customer. */
  async customerInvoice(booking: Booking): Promise<{ filename: string; pdf: Buffer }> {
    const invoice = await this.money.invoiceOfBooking(booking.id);
    if (!invoice) throw new NotFoundError('This booking has no invoice: one is issued when the park confirms it.');
    return {
      filename: `${invoice.number}.pdf`,
      pdf: await invoicePdfOf(invoice, await this.money.creditNoteOfInvoice(invoice.id)),
    };
  }

  /** The credit note of the booking's invoice as a PDF, for its customer. */
  async customerCreditNote(booking: Booking): Promise<{ filename: string; pdf: Buffer }> {
    const invoice = await this.money.invoiceOfBooking(booking.id);
    const note = invoice ? await this.money.creditNoteOfInvoice(invoice.id) : undefined;
    if (!invoice || !note)
      throw new NotFoundError(
        'This booking has no credit note: one is issued only when the park cancels an approved booking.',
      );
    return { filename: `${note.number}.pdf`, pdf: await creditNotePdfOf(note, invoice) };
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
}
