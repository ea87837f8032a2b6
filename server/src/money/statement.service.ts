import { Injectable } from '@nestjs/common';
import { InvalidInputError, NotFoundError } from '../common/domain-error';
import { todayInPark } from '../common/park-time';
import type { Booking } from '../database/schema';
import { statementPdf } from './money-documents';
import { MoneyRepository } from './money.repository';
import { accountOf } from './ledger';
import { statementOf } from './statement';
import { accountAging, agingDay } from './customer-account';
import { InvoicesService } from './invoices.service';
import type { Language } from '@kandy-park/domain';
import { describeDates, textsFor } from '../mail';

/** A booking in one line, for the statement: what was booked, when, and how it stands, in `language`. */
function bookingLine(booking: Booking, language: Language): string {
  const texts = textsFor(language);
  const words = texts.documents.statement.booking;
  const status =
    booking.status === 'cancelled' && booking.cancelledAfterApprovalAt !== null
      ? words.statuses.cancelledAfterApproval
      : booking.venue === 'Vendor Stalls' && booking.status === 'completed'
        ? words.statuses.ended
        : words.statuses[booking.status];
  const what =
    booking.stallId !== null
      ? words.stall(booking.stallId, describeDates(booking.eventDate, 1, language))
      : words.venue(texts.words.venue(booking.venue), describeDates(booking.eventDate, booking.duration, language));
  return words.line(what, status, booking.id);
}

/** A customer's statement of account as a PDF: every booking, invoice, payment, credit note and refund. */
@Injectable()
export class StatementService {
  constructor(
    private readonly money: MoneyRepository,
    private readonly invoices: InvoicesService,
  ) {}

  /**
   * The statement of the customer with `email`, in `language`, or else in the language they last booked in (their
   * documents' language): staff print it for the customer.
   */
  async statement(
    email: string,
    language?: Language,
    period: { from?: string; to?: string } = {},
  ): Promise<{ filename: string; pdf: Buffer }> {
    if (period.from && period.to && period.from > period.to) {
      throw new InvalidInputError('The first date must not be after the last date.', 'INVALID_DATE');
    }
    await this.invoices.allRentUpToDate();
    const key = accountOf(email);
    const records = await this.money.customerRecords(key);
    if (!records.bookings.length && !records.invoices.length && !records.entries.length) {
      throw new NotFoundError('No bookings, invoices or payments have that e-mail address.');
    }
    const today = todayInPark();
    // The name (and the language) as the customer gave it last.
    const named = [...records.bookings, ...records.invoices].sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime(),
    )[0];
    const written = language ?? named?.language ?? records.entries[0]?.language ?? 'en';
    const statement = statementOf({ ...records, ...period, language: written });
    const asOf = agingDay(period.to, today);
    const aging = { asOf, buckets: accountAging(await this.money.ledgerOfAccount(key), asOf) };
    const pdf = await statementPdf({
      customerName: named?.customerName ?? records.entries[0]?.customerName ?? email,
      customerEmail: named?.customerEmail ?? email,
      issuedOn: today,
      bookings: records.bookings.map((booking) => bookingLine(booking, written)),
      ...statement,
      from: period.from,
      aging,
      language: written,
    });
    const slug = key.replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    return { filename: `statement-${slug}-${today}.pdf`, pdf };
  }
}
