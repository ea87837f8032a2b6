import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit';
import type { AuthenticatedAdmin } from '../common/auth.decorators';
import { ConflictError, DomainError, InvalidInputError, NotFoundError } from '../common/domain-error';
import { todayInPark } from '../common/park-time';
import type { Executor } from '../database/database';
import type { Booking, Invoice, RentInvoice } from '../database/schema';
import { formatLkr, MailService, textsFor } from '../mail';
import { correctionMail } from './correction-mails';
import { applicationRefusal, creditRefusal, type CreditRoom, creditsOf, owedPerMonth } from './corrections';
import { documentNumber } from './document-numbers';
import type {
  ApplyCreditDto,
  CreditAppliedResponse,
  CreditNoteIssuedResponse,
  IssueCreditNoteDto,
} from './dto/corrections.dto';
import { InvoicesService } from './invoices.service';
import { accountOf } from './ledger';
import { customerLine } from './money-mails';
import { applicationView, creditNoteView, creditTargetLabel, isStallRental, yearOf } from './money-views';
import { bookingGone, invoiceGone } from './money-errors';
import { MoneyRepository } from './money.repository';
import { MoneyService } from './money.service';
import { owedBack } from './payment-rules';
import { PeriodsService } from './periods.service';
import { creditTax } from './taxes';

/** The invoice a correction credits: a venue invoice or one rent month, with what its credit note prints. */
type Credited =
  { kind: 'invoice'; invoice: Invoice; line: string } | { kind: 'rent'; invoice: RentInvoice; line: string };

/**
 * The accountant's corrections (docs/money.md, "Corrections"): a credit note of part of an invoice (a discount) or of
 * all still owed on it (a write-off, admins only), and customer credit applied from one booking to another of the
 * same account. Each is written with its ledger entries in one transaction, under the bookings' locks.
 */
@Injectable()
export class CorrectionsService {
  constructor(
    private readonly money: MoneyRepository,
    private readonly accounts: MoneyService,
    private readonly invoices: InvoicesService,
    private readonly periods: PeriodsService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
  ) {}

  /** A discount (1 to what is still uncredited) or a write-off (all that is owed) on a venue or rent invoice. */
  async issueCreditNote(
    invoiceId: string,
    dto: IssueCreditNoteDto,
    actor: AuthenticatedAdmin,
  ): Promise<CreditNoteIssuedResponse> {
    if (dto.kind === 'write_off' && actor.role !== 'admin') {
      throw new DomainError(403, 'Only admin accounts can write off what is owed on an invoice.');
    }
    if (dto.kind === 'discount' && dto.amount === undefined) {
      throw new InvalidInputError('Please enter the amount to credit in whole rupees.');
    }
    const today = todayInPark();
    return this.money.transaction(async (tx) => {
      const found = await this.creditedInvoice(invoiceId, tx);
      const { invoice } = found;
      if (!invoice.bookingId) {
        throw new ConflictError(
          `The booking of invoice ${invoice.number} was deleted once its money was settled: nothing can be credited on it.`,
          'NOTHING_OWED',
        );
      }
      // Locked: two credit notes at once are checked in turn, so they cannot credit more than the invoice.
      const booking = await this.money.lockBooking(invoice.bookingId, tx);
      if (!booking) throw bookingGone();
      const { room, paidOnIt } = await this.roomOf(found, booking, today, tx);
      const refusal = creditRefusal(dto.kind, dto.amount ?? 0, room);
      if (refusal) throw new ConflictError(refusal.message, refusal.code);
      const amount = dto.kind === 'write_off' ? room.owed : (dto.amount as number);
      // Dated today, never inside a closed month (only ended months close); asked here so a close waits for it.
      const dated = await this.periods.entryDate(today, tx);
      const year = yearOf(dated.entryOn);
      const note = await this.money.insertCreditNote(
        {
          number: documentNumber('CRN', year, await this.money.nextSequence('CRN', year, tx)),
          kind: dto.kind,
          invoiceId: found.kind === 'invoice' ? invoice.id : null,
          rentInvoiceId: found.kind === 'rent' ? invoice.id : null,
          bookingId: booking.id,
          amount,
          // The invoice's taxes in proportion, counted after what earlier credit notes took off (money/taxes.ts).
          tax: creditTax(invoice.tax, invoice.amount, amount, invoice.amount - room.uncredited),
          kept: 0,
          paid: Math.max(0, paidOnIt),
          reason: dto.reason,
          customerName: invoice.customerName,
          customerEmail: invoice.customerEmail,
          description: invoice.description,
          issuedOn: dated.entryOn,
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
          number: note.number,
          invoiceNumber: invoice.number,
          amount,
          kind: dto.kind,
          reason: dto.reason,
        },
      });
      const owedAfter = await this.money.bookingBalance(booking.id, tx);
      await this.mail.enqueue(
        tx,
        correctionMail(note, { number: invoice.number, line: found.line, language: invoice.language }, owedAfter),
      );
      const what =
        dto.kind === 'write_off'
          ? `${formatLkr(amount)} owed on invoice ${invoice.number} written off`
          : `${formatLkr(amount)} taken off invoice ${invoice.number}`;
      const credit = owedAfter < 0 ? ` The customer now has ${formatLkr(-owedAfter)} of credit.` : '';
      return {
        creditNote: creditNoteView(note),
        account: await this.accounts.accountOf(booking, tx),
        message: `${what}: credit note ${note.number} is on its way to ${note.customerEmail}.${credit}`,
      };
    });
  }

  /**
   * Customer credit (what `fromId` was paid beyond its charges) applied to another booking of the same account: at
   * most the credit held and what the other owes. One row and two ledger entries, in one transaction.
   */
  async applyCredit(fromId: string, dto: ApplyCreditDto, actor: AuthenticatedAdmin): Promise<CreditAppliedResponse> {
    if (fromId === dto.toBookingId) {
      throw new InvalidInputError('Please choose another booking: the credit is already on this one.');
    }
    const today = todayInPark();
    return this.money.transaction(async (tx) => {
      const locked = await this.money.lockBookings([fromId, dto.toBookingId], tx);
      const from = locked.find((booking) => booking.id === fromId);
      const to = locked.find((booking) => booking.id === dto.toBookingId);
      if (!from) throw bookingGone();
      if (!to) throw new NotFoundError('The booking the credit should pay was not found. It may have been deleted.');
      const account = accountOf(from.customerEmail);
      if (accountOf(to.customerEmail) !== account) {
        throw new ConflictError(
          `That booking belongs to another customer (${to.customerEmail}): credit moves only between bookings of the same e-mail address.`,
          'NOT_SAME_ACCOUNT',
        );
      }
      const available = owedBack({
        isStallRental: isStallRental(from),
        status: from.status,
        balance: await this.accounts.balanceOf(from, today, tx),
      });
      const charged = !to.isAdminBlock && (to.status === 'confirmed' || to.status === 'completed');
      const owes = charged ? Math.max(0, await this.accounts.balanceOf(to, today, tx)) : 0;
      const invoice = isStallRental(to) ? undefined : await this.money.invoiceOfBooking(to.id, tx);
      const target = creditTargetLabel(to, invoice?.number ?? null);
      const refusal = applicationRefusal(dto.amount, available, owes, target);
      if (refusal) throw new ConflictError(refusal.message, refusal.code);
      const source = creditTargetLabel(from, (await this.money.invoiceOfBooking(from.id, tx))?.number ?? null);
      const application = await this.money.insertCreditApplication(
        {
          account,
          fromBookingId: from.id,
          toBookingId: to.id,
          amount: dto.amount,
          appliedOn: today,
          customerName: from.customerName,
          customerEmail: from.customerEmail,
          description: `Customer credit from ${source} applied to ${target}`,
          createdBy: actor.id,
          createdByName: actor.displayName,
        },
        tx,
      );
      await this.audit.record(tx, actor, {
        action: 'credit.apply',
        entity: 'booking',
        entityId: from.id,
        details: { fromBookingId: from.id, toBookingId: to.id, amount: dto.amount },
      });
      return {
        application: applicationView(application),
        account: await this.accounts.accountOf(from, tx),
        message: `${formatLkr(dto.amount)} of credit applied to ${target}: ${formatLkr(owes - dto.amount)} is still owed there.`,
      };
    });
  }

  /** The venue invoice or rent invoice of `id`, with its line as the customer reads it. */
  private async creditedInvoice(id: string, tx: Executor): Promise<Credited> {
    const invoice = await this.money.findInvoice(id, tx);
    if (invoice) return { kind: 'invoice', invoice, line: customerLine(invoice) };
    const rent = await this.money.findRentInvoice(id, tx);
    if (!rent) throw invoiceGone();
    const line = textsFor(rent.language).documents.statement.lines.rentMonth(rent.stallId, rent.monthIndex + 1);
    return { kind: 'rent', invoice: rent, line };
  }

  /**
   * What the invoice still lets a credit note take off, what is owed on it, and what was paid on it. A venue invoice:
   * the booking's balance. A rent month: payments cover the months oldest first, each less its own credit notes.
   */
  private async roomOf(
    found: Credited,
    booking: Booking,
    today: string,
    tx: Executor,
  ): Promise<{ room: CreditRoom; paidOnIt: number }> {
    const paid = await this.money.netPaid(booking.id, tx);
    if (found.kind === 'invoice') {
      const { invoice } = found;
      const { credited, closedBy } = creditsOf(invoice.amount, await this.money.creditNotesOfInvoice(invoice.id, tx));
      const uncredited = invoice.amount - credited;
      return {
        room: { number: invoice.number, uncredited, owed: Math.max(0, uncredited - paid), closed: closedBy !== null },
        paidOnIt: paid,
      };
    }
    await this.invoices.rentUpToDate(booking, today, null, tx);
    const rents = await this.money.rentInvoicesOf(booking.id, tx);
    const notes = await this.money.creditNotesOfBooking(booking.id, tx);
    const uncredited = rents.map(
      (rent) => rent.amount - notes.filter((n) => n.rentInvoiceId === rent.id).reduce((sum, n) => sum + n.amount, 0),
    );
    const owed = owedPerMonth(uncredited, paid);
    const index = rents.findIndex((rent) => rent.id === found.invoice.id);
    const own = notes.filter((note) => note.rentInvoiceId === found.invoice.id);
    const left = uncredited[index] ?? 0;
    return {
      room: {
        number: found.invoice.number,
        uncredited: left,
        owed: owed[index] ?? 0,
        closed: creditsOf(found.invoice.amount, own).closedBy !== null,
      },
      paidOnIt: left - (owed[index] ?? 0),
    };
  }
}
