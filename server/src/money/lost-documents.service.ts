import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit';
import type { AuthenticatedAdmin } from '../common/auth.decorators';
import { isConstraintViolation, PG_UNIQUE_VIOLATION } from '../common/database-errors';
import { ConflictError, DomainError, InvalidInputError, NotFoundError } from '../common/domain-error';
import { todayInPark } from '../common/park-time';
import type { Executor } from '../database/database';
import type { Booking, DocumentKind, DocumentNumberGap, Invoice } from '../database/schema';
import { formatLkr, textsFor } from '../mail';
import { documentNumber } from './document-numbers';
import type {
  EnterLostDocumentDto,
  LostDocumentEnteredResponse,
  NumberGapList,
  NumberGapView,
} from './dto/lost-document.dto';
import { customerLine } from './money-mails';
import { invoiceDescription, isStallRental, rentDescription, yearOf } from './money-views';
import { MoneyRepository } from './money.repository';
import { NumberGapsRepository } from './number-gaps.repository';
import { monthLabel, monthOf } from './periods';
import { PeriodsRepository } from './periods.repository';

const adminsOnly = () => new DomainError(403, 'Only admin accounts can enter a lost document.');

const DOCUMENT_NAMES: Record<DocumentKind, string> = {
  INV: 'Invoice',
  RCT: 'Receipt',
  CRN: 'Credit note',
  RFD: 'Refund note',
};
const AUDIT_KINDS = { INV: 'invoice', RCT: 'receipt', CRN: 'credit-note', RFD: 'refund-note' } as const;

/** Midday in Kandy on `date`: when a document entered again reads as issued (its PDF prints that day). */
const middayOf = (date: string): Date => new Date(`${date}T12:00:00+05:30`);

/** Who a lost document was for: its booking (when still in the books) or the customer named on it. */
interface Party {
  booking: Booking | undefined;
  customerName: string;
  customerEmail: string;
}

/**
 * Numbers a restore set aside, and the documents of them entered again (docs/money.md, "Lost documents"): an admin
 * enters a receipt, invoice, credit note or refund note issued after the backup and lost with it, from its copy in
 * the accounts mailbox, under its own number, with its ledger entries, in one transaction. Nothing is e-mailed: the
 * customer has the document.
 */
@Injectable()
export class LostDocumentsService {
  constructor(
    private readonly money: MoneyRepository,
    private readonly numbers: NumberGapsRepository,
    private readonly periods: PeriodsRepository,
    private readonly audit: AuditService,
  ) {}

  /** Every gap with the lost documents entered in it. */
  async gaps(): Promise<NumberGapList> {
    const rows = await this.numbers.gaps();
    const held = new Map<string, number[]>();
    for (const prefix of new Set(rows.map((row) => `${row.kind}-${row.year}-`))) {
      const numbers = await this.numbers.numbersStartingWith(prefix);
      held.set(
        prefix,
        numbers.map((number) => Number(number.slice(prefix.length))),
      );
    }
    return { gaps: rows.map((row) => gapView(row, held.get(`${row.kind}-${row.year}-`) ?? [])) };
  }

  async enter(dto: EnterLostDocumentDto, actor: AuthenticatedAdmin): Promise<LostDocumentEnteredResponse> {
    if (actor.role !== 'admin') throw adminsOnly();
    const kind = dto.number.slice(0, 3) as DocumentKind;
    const year = Number(dto.number.slice(4, 8));
    const sequence = Number(dto.number.slice(9));
    if (yearOf(dto.issuedOn) !== year) {
      throw new InvalidInputError(
        `${dto.number} is a number of ${year}: its document is dated in ${year}, not on ${dto.issuedOn}. Please check the number and the date.`,
        'NUMBER_YEAR',
      );
    }
    if (dto.issuedOn > todayInPark()) {
      throw new InvalidInputError("The document's date cannot be later than today.", 'FUTURE_DATE');
    }
    try {
      return await this.money.transaction(async (tx) => {
        const last = await this.numbers.lockedCounter(kind, year, tx);
        if (sequence > last) {
          throw new ConflictError(
            `${dto.number} has not been given out: the last ${DOCUMENT_NAMES[kind].toLowerCase()} number of ${year} is ` +
              `${last > 0 ? documentNumber(kind, year, last) : 'none yet'}. A lost document has a number given before the restore; a new one is numbered by itself.`,
            'NUMBER_NOT_GIVEN',
          );
        }
        if (await this.numbers.numberTaken(dto.number, tx)) throw numberTaken(dto.number);
        if (await this.periods.isClosedInTransaction(monthOf(dto.issuedOn), tx)) {
          const month = monthLabel(monthOf(dto.issuedOn));
          throw new ConflictError(
            `${month} is closed, and ${dto.number} is dated inside it: an admin reopens ${month} first (Invoices, ` +
              'Closed months, Reopen, with the reason), then enters the document and closes the month again.',
            'MONTH_CLOSED',
          );
        }
        const party = await this.partyOf(dto, tx);
        const gap = await this.numbers.gapHolding(kind, year, sequence, tx);
        const entered = await this.write(kind, dto, party, actor, tx);
        const amountWord = formatLkr(dto.amount);
        await this.audit.record(tx, actor, {
          action: 'document.enter-lost',
          entity: kind === 'RCT' || kind === 'RFD' ? 'payment' : 'invoice',
          entityId: entered.id,
          details: {
            number: dto.number,
            kind: AUDIT_KINDS[kind],
            bookingId: entered.bookingId,
            amount: dto.amount,
            issuedOn: dto.issuedOn,
            customerEmail: party.customerEmail,
          },
        });
        return {
          number: dto.number,
          kind,
          id: entered.id,
          bookingId: entered.bookingId,
          message:
            `${DOCUMENT_NAMES[kind]} ${dto.number} of ${amountWord} entered under its own number` +
            (gap ? ', in the numbers the restore set aside.' : '.'),
        };
      });
    } catch (error) {
      if (isConstraintViolation(error, PG_UNIQUE_VIOLATION)) throw numberTaken(dto.number);
      throw error;
    }
  }

  private async partyOf(dto: EnterLostDocumentDto, tx: Executor): Promise<Party> {
    if (dto.bookingId) {
      const booking = await this.money.lockBooking(dto.bookingId, tx);
      if (!booking) {
        throw new NotFoundError(
          "No booking has that id: it may have been deleted. Leave the booking out and give the customer's name and e-mail as on the document.",
        );
      }
      return { booking, customerName: booking.customerName, customerEmail: booking.customerEmail };
    }
    const invoice =
      dto.invoiceNumber && !dto.customerEmail ? await this.numbers.invoiceByNumber(dto.invoiceNumber, tx) : undefined;
    if (invoice)
      return { booking: undefined, customerName: invoice.customerName, customerEmail: invoice.customerEmail };
    if (!dto.customerName || !dto.customerEmail) {
      throw new InvalidInputError(
        "Please choose the document's booking or its invoice, or give the customer's name and e-mail as on the document.",
        'DOCUMENT_INCOMPLETE',
      );
    }
    return { booking: undefined, customerName: dto.customerName, customerEmail: dto.customerEmail };
  }

  private async write(
    kind: DocumentKind,
    dto: EnterLostDocumentDto,
    party: Party,
    actor: AuthenticatedAdmin,
    tx: Executor,
  ): Promise<{ id: string; bookingId: string | null }> {
    switch (kind) {
      case 'INV':
        return this.invoice(dto, party, actor, tx);
      case 'CRN':
        return this.creditNote(dto, actor, tx);
      case 'RCT':
      case 'RFD':
        return this.moneyEntry(kind, dto, party, actor, tx);
    }
  }

  /** A venue invoice: its booking must not have one (a rent month is invoiced again by the server itself). */
  private async invoice(dto: EnterLostDocumentDto, party: Party, actor: AuthenticatedAdmin, tx: Executor) {
    const { booking } = party;
    if (booking && isStallRental(booking)) {
      throw new ConflictError(
        "A stall's rent months are invoiced again by the server at the first look at the rental, under new numbers: enter only a venue booking's invoice.",
        'RENT_INVOICE',
      );
    }
    if (booking && (await this.money.invoiceOfBooking(booking.id, tx))) {
      throw new ConflictError(
        'This booking already has its invoice: a booking has one. Check the booking, or leave it out.',
        'ALREADY_INVOICED',
      );
    }
    const description = booking ? invoiceDescription(booking) : dto.description;
    if (!description) throw describeIt('invoice');
    const deposit = dto.depositAmount ?? 0;
    if (!dto.balanceDueOn || (deposit > 0 && !dto.depositDueOn) || deposit > dto.amount) {
      throw new InvalidInputError(
        "Please give the invoice's due dates as printed: the balance's, and the deposit's when it asks one (at most the amount).",
        'DOCUMENT_INCOMPLETE',
      );
    }
    const invoice = await this.money.insertInvoice(
      {
        number: dto.number,
        bookingId: booking?.id ?? null,
        customerName: party.customerName,
        customerEmail: party.customerEmail,
        description,
        language: booking?.language ?? 'en',
        customerDescription: booking ? invoiceDescription(booking, booking.language) : '',
        amount: dto.amount,
        depositAmount: deposit,
        depositDueOn: deposit > 0 ? (dto.depositDueOn as string) : null,
        balanceDueOn: dto.balanceDueOn,
        issuedOn: dto.issuedOn,
        createdBy: actor.id,
        createdAt: middayOf(dto.issuedOn),
      },
      tx,
    );
    return { id: invoice.id, bookingId: invoice.bookingId };
  }

  /** A credit note of a venue invoice, named by its number; its booking is the invoice's. */
  private async creditNote(dto: EnterLostDocumentDto, actor: AuthenticatedAdmin, tx: Executor) {
    const invoice = dto.invoiceNumber ? await this.numbers.invoiceByNumber(dto.invoiceNumber, tx) : undefined;
    if (!invoice) {
      throw new InvalidInputError(
        dto.invoiceNumber
          ? `No invoice has the number ${dto.invoiceNumber}: enter the lost invoice first, or check the number.`
          : 'Please give the number of the invoice the credit note credits, as printed on it.',
        'INVOICE_MISSING',
      );
    }
    if (!dto.reason) {
      throw new InvalidInputError("Please give the credit note's reason as printed on it.", 'DOCUMENT_INCOMPLETE');
    }
    const creditKind = dto.creditKind ?? 'cancellation';
    if (creditKind === 'cancellation' && (await this.money.creditNoteOfInvoice(invoice.id, tx))) {
      throw new ConflictError(`Invoice ${invoice.number} is already closed by a credit note.`, 'ALREADY_CREDITED');
    }
    const { paid } = await this.money.invoiceMoney(invoice.id, tx);
    const kept = dto.kept ?? 0;
    if (dto.amount > invoice.amount || kept > paid) {
      throw new ConflictError(
        `A credit note of invoice ${invoice.number} takes off at most its ${formatLkr(invoice.amount)} and keeps at most the ${formatLkr(paid)} paid on it. Please check the amounts.`,
        'CREDIT_TOO_LARGE',
      );
    }
    const note = await this.money.insertCreditNote(
      {
        number: dto.number,
        kind: creditKind,
        invoiceId: invoice.id,
        bookingId: invoice.bookingId,
        amount: dto.amount,
        kept,
        paid,
        reason: dto.reason,
        customerName: invoice.customerName,
        customerEmail: invoice.customerEmail,
        description: invoice.description,
        issuedOn: dto.issuedOn,
        createdBy: actor.id,
        createdByName: actor.displayName,
        createdAt: middayOf(dto.issuedOn),
      },
      tx,
    );
    return { id: note.id, bookingId: note.bookingId };
  }

  /** A receipt (money received) or a refund note (money paid back), on its booking or its invoice. */
  private async moneyEntry(
    kind: 'RCT' | 'RFD',
    dto: EnterLostDocumentDto,
    party: Party,
    actor: AuthenticatedAdmin,
    tx: Executor,
  ) {
    if (!dto.method) {
      throw new InvalidInputError(
        'Please choose how the money moved, as printed on the document.',
        'DOCUMENT_INCOMPLETE',
      );
    }
    const { booking } = party;
    const invoice = await this.invoiceOf(dto, booking, tx);
    const ledgerBooking = booking?.id ?? (invoice ? await this.money.ledgerBookingOf(invoice.id, tx) : null);
    const balance = ledgerBooking
      ? await this.money.bookingBalance(ledgerBooking, tx)
      : invoice
        ? (await this.money.invoiceMoney(invoice.id, tx)).balance
        : 0;
    const language = booking?.language ?? invoice?.language ?? 'en';
    const lines = textsFor(language).lines;
    const rent = booking && isStallRental(booking);
    let description: string | undefined;
    let customerDescription = '';
    if (invoice) {
      description =
        kind === 'RCT'
          ? `${invoice.description} (invoice ${invoice.number})`
          : `Refund on invoice ${invoice.number}: ${invoice.description}`;
      customerDescription =
        kind === 'RCT'
          ? lines.paymentOnInvoice(customerLine(invoice), invoice.number)
          : lines.refundOnInvoice(invoice.number, customerLine(invoice));
    } else if (booking && rent) {
      description = kind === 'RCT' ? rentDescription(booking) : `Refund of rent paid ahead on stall ${booking.stallId}`;
      customerDescription =
        kind === 'RCT' ? rentDescription(booking, language) : lines.refundOfRent(booking.stallId ?? '');
    } else {
      description = dto.description;
    }
    if (!description) throw describeIt(kind === 'RCT' ? 'receipt' : 'refund note');
    const amount = kind === 'RCT' ? dto.amount : -dto.amount;
    const entry = await this.money.insertPayment(
      {
        kind: kind === 'RCT' ? 'payment' : 'refund',
        bookingId: booking?.id ?? null,
        invoiceId: invoice?.id ?? null,
        receiptNumber: dto.number,
        amount,
        receivedOn: dto.issuedOn,
        method: dto.method,
        reference: dto.reference ?? '',
        note: dto.note ?? '',
        customerName: invoice?.customerName ?? party.customerName,
        customerEmail: invoice?.customerEmail ?? party.customerEmail,
        description,
        language,
        customerDescription,
        balanceAfter: balance - amount,
        recordedBy: actor.id,
        recordedByName: actor.displayName,
        createdAt: middayOf(dto.issuedOn),
      },
      tx,
      ledgerBooking,
    );
    return { id: entry.id, bookingId: ledgerBooking };
  }

  /** The invoice a receipt or refund note is for: the one named, else the booking's own. */
  private async invoiceOf(
    dto: EnterLostDocumentDto,
    booking: Booking | undefined,
    tx: Executor,
  ): Promise<Invoice | undefined> {
    if (dto.invoiceNumber) {
      const invoice = await this.numbers.invoiceByNumber(dto.invoiceNumber, tx);
      if (!invoice) {
        throw new InvalidInputError(
          `No invoice has the number ${dto.invoiceNumber}: enter the lost invoice first, or check the number.`,
          'INVOICE_MISSING',
        );
      }
      if (booking && invoice.bookingId !== booking.id) {
        throw new InvalidInputError(
          `Invoice ${invoice.number} is not this booking's: leave one of the two out, or check them.`,
          'INVOICE_MISMATCH',
        );
      }
      return invoice;
    }
    return booking && !isStallRental(booking) ? this.money.invoiceOfBooking(booking.id, tx) : undefined;
  }
}

function numberTaken(number: string): ConflictError {
  return new ConflictError(
    `${number} is already in the books: a number is entered once. Find it in the invoice book or the payments.`,
    'NUMBER_TAKEN',
  );
}

function describeIt(document: string): InvalidInputError {
  return new InvalidInputError(
    `Please say what the ${document} is for, as printed on it, or choose its booking.`,
    'DOCUMENT_INCOMPLETE',
  );
}

function gapView(row: DocumentNumberGap, held: readonly number[]): NumberGapView {
  return {
    kind: row.kind,
    year: row.year,
    firstNumber: documentNumber(row.kind, row.year, row.first),
    lastNumber: documentNumber(row.kind, row.year, row.last),
    size: row.last - row.first + 1,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    entered: held
      .filter((sequence) => sequence >= row.first && sequence <= row.last)
      .sort((a, b) => a - b)
      .map((sequence) => documentNumber(row.kind, row.year, sequence)),
  };
}
