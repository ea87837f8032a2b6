import { Inject, Injectable } from '@nestjs/common';
import { AuditService } from '../audit';
import type { AuthenticatedAdmin } from '../common/auth.decorators';
import { ConflictError, NotFoundError } from '../common/domain-error';
import { creditNoteGone, invoiceGone, rentInvoiceGone } from './money-errors';
import { todayInPark } from '../common/park-time';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { Executor } from '../database/database';
import type { Booking, CreditNote, Invoice, MailAttachment, RentInvoice } from '../database/schema';
import { invoiceSchedule, type InvoiceStanding } from './invoice-terms';
import { documentAttachment } from './money-mails';
import { MoneyRepository } from './money.repository';
import { type CreditedInvoice, creditNotePdfOf, invoicePdfOf, rentInvoicePdfOf } from './money-pdfs';
import { rentInvoiceMail } from './rent-invoice-mails';
import { endedOn, invoiceDescription, invoiceStandingOf, isStallRental, rentDescription } from './money-views';
import { monthsChargedOn, rentDueDate } from './rent-ledger';
import { chargeOf, creditTax } from './taxes';
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
      // With prices exclusive of tax the invoice charges more than the price: its instalments split what it charges.
      const charge = chargeOf(booking.totalAmount, this.config.taxes);
      const schedule = invoiceSchedule(charge.amount, booking.eventDate, today, this.config.invoiceTerms);
      invoice = await this.money.insertInvoice(
        {
          number: await this.money.nextNumber('INV', today, tx),
          bookingId: booking.id,
          customerName: booking.customerName,
          customerEmail: booking.customerEmail,
          description: invoiceDescription(booking),
          language: booking.language,
          customerDescription: invoiceDescription(booking, booking.language),
          amount: charge.amount,
          depositAmount: schedule.depositAmount,
          depositDueOn: schedule.depositDueOn,
          balanceDueOn: schedule.balanceDueOn,
          issuedOn: today,
          tax: charge.tax,
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
    const notes = await this.money.creditNotesOfInvoice(invoice.id, tx);
    // Discounts and a write-off before it: the cancellation credits what they left on the invoice.
    const uncredited = invoice.amount - notes.reduce((sum, note) => sum + note.amount, 0);
    const keepable = Math.max(0, Math.min(paid, uncredited));
    if (kept > keepable) {
      throw new ConflictError(
        `The park can keep at most ${formatLkr(keepable)}: what the customer has paid on invoice ${invoice.number}${keepable < paid ? ', less its credit notes' : ''}.`,
        'KEPT_TOO_LARGE',
      );
    }
    if (notes.some((note) => note.kind === 'cancellation')) {
      throw new ConflictError(`Invoice ${invoice.number} is already closed by a credit note.`, 'ALREADY_CREDITED');
    }
    const today = todayInPark();
    const amount = uncredited - kept;
    const creditNote = await this.money.insertCreditNote(
      {
        number: await this.money.nextNumber('CRN', today, tx),
        invoiceId: invoice.id,
        bookingId: booking.id,
        amount,
        tax: creditTax(invoice.tax, invoice.amount, amount, invoice.amount - uncredited),
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
    const charge = chargeOf(rental.totalAmount, this.config.taxes);
    for (let month = issued.length; month < due; month++) {
      const periodStart = rentDueDate(rental.eventDate, month);
      const periodEnd = rentDueDate(rental.eventDate, month + 1);
      const rent = await this.money.insertRentInvoice(
        {
          number: await this.money.nextNumber('INV', today, tx),
          bookingId: rental.id,
          monthIndex: month,
          periodStart,
          periodEnd,
          amount: charge.amount,
          tax: charge.tax,
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
            number: await this.money.nextNumber('CRN', today, tx),
            rentInvoiceId: rent.id,
            bookingId: rental.id,
            amount: rent.amount,
            tax: creditTax(rent.tax, rent.amount, rent.amount),
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

  /**
   * What a rental's month charges under today's tax settings: its rent, with the taxes added when prices exclude
   * them (the rent account counts months at this amount; each rent invoice keeps what it was issued with).
   */
  monthlyRent(rental: Pick<Booking, 'totalAmount'>): number {
    return chargeOf(rental.totalAmount, this.config.taxes).amount;
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
    const notes = await this.money.creditNotesOfInvoice(invoice.id);
    return { filename: `${invoice.number}.pdf`, pdf: await invoicePdfOf(invoice, notes) };
  }

  /** A rent invoice as it was issued; once credited, marked so with its credit notes. */
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
    const notes = await this.money.creditNotesOfRentInvoice(rent.id);
    return { filename: `${rent.number}.pdf`, pdf: await rentInvoicePdfOf(rent, notes) };
  }

  /** A credit note as it was issued, with what had been paid on its invoice then and what earlier notes took off. */
  async creditNote(creditNoteId: string): Promise<{ filename: string; pdf: Buffer }> {
    const note = await this.money.findCreditNote(creditNoteId);
    if (!note) throw creditNoteGone();
    const siblings = note.invoiceId
      ? await this.money.creditNotesOfInvoice(note.invoiceId)
      : await this.money.creditNotesOfRentInvoice(note.rentInvoiceId as string);
    const earlier = siblings.slice(
      0,
      siblings.findIndex((sibling) => sibling.id === note.id),
    );
    const earlierCredits = earlier.reduce((sum, sibling) => sum + sibling.amount, 0);
    return {
      filename: `${note.number}.pdf`,
      pdf: await creditNotePdfOf(note, await this.creditedBy(note), earlierCredits),
    };
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
      pdf: await invoicePdfOf(invoice, await this.money.creditNotesOfInvoice(invoice.id)),
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
