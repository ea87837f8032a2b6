import { Injectable } from '@nestjs/common';
import { NotFoundError } from '../common/domain-error';
import { todayInPark } from '../common/park-time';
import type { Booking } from '../database/schema';
import { statementPdf } from './money-documents';
import { MoneyRepository } from './money.repository';
import { rentAccountOf } from './money-views';
import { statementOf, type StatementRental } from './statement';
import { describeDates } from '../mail/mail-layout';

const STATUS_WORDS: Record<Booking['status'], string> = {
  pending: 'waiting for approval',
  confirmed: 'approved',
  cancelled: 'cancelled',
  completed: 'completed',
};

function bookingLine(booking: Booking): string {
  const status =
    booking.status === 'cancelled' && booking.cancelledAfterApprovalAt !== null
      ? 'cancelled after approval'
      : booking.venue === 'Vendor Stalls' && booking.status === 'completed'
        ? 'ended'
        : STATUS_WORDS[booking.status];
  const what =
    booking.stallId !== null
      ? `Stall ${booking.stallId}, rented from ${describeDates(booking.eventDate, 1)}`
      : `${booking.venue}, ${describeDates(booking.eventDate, booking.duration)}`;
  return `${what}: ${status} (booking ${booking.id})`;
}

/** A customer's statement of account as a PDF: every booking, invoice, payment, credit note and refund. */
@Injectable()
export class StatementService {
  constructor(private readonly money: MoneyRepository) {}

  async statement(email: string): Promise<{ filename: string; pdf: Buffer }> {
    const key = email.trim().toLowerCase();
    const records = await this.money.customerRecords(key);
    if (!records.bookings.length && !records.invoices.length && !records.entries.length) {
      throw new NotFoundError('No bookings, invoices or payments have that e-mail address.');
    }
    const today = todayInPark();
    const rentals: StatementRental[] = records.bookings
      .filter((b) => b.stallId !== null && (b.status === 'confirmed' || b.status === 'completed'))
      .map((rental) => {
        const account = rentAccountOf(rental, 0, today);
        return {
          stallId: rental.stallId as string,
          startDate: rental.eventDate,
          monthlyRent: account.monthlyRent,
          monthsCharged: account.monthsCharged,
        };
      });
    const statement = statementOf({ ...records, rentals });
    // The name as the customer gave it last.
    const named = [...records.bookings, ...records.invoices].sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime(),
    )[0];
    const pdf = await statementPdf({
      customerName: named?.customerName ?? records.entries[0]?.customerName ?? email,
      customerEmail: named?.customerEmail ?? email,
      issuedOn: today,
      bookings: records.bookings.map(bookingLine),
      ...statement,
    });
    const slug = key.replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    return { filename: `statement-${slug}-${today}.pdf`, pdf };
  }
}
