import { Inject, Injectable } from '@nestjs/common';
import { AuditService } from '../../audit';
import { ConflictError, NotFoundError } from '../../common/domain-error';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { Booking } from '../../database/schema';
import { MailService } from '../../mail';
import { InvoicesService, MoneyService, PaymentsService } from '../../money';
import { todayInPark } from '../../common/park-time';
import { bookingCalendarFile, customerCancellationMail, customerCancellationStaffMail } from '../booking-mails';
import { BookingsRepository } from '../bookings.repository';
import { accessTokenMatches, hashAccessToken, isAccessTokenShaped } from '../../common/access-token';
import type { MyBookingCancelledResponse, MyBookingView } from './my-booking.dto';
import { toMyBookingView } from './my-booking.view';
import { canCustomerCancel, hasCalendarFile, linkIsOpen } from './my-booking-rules';

/** One answer for a wrong, expired or deleted link: it tells nobody whether a booking exists. */
export const LINK_NOT_VALID_MESSAGE =
  'This booking link is not valid or has expired. Please check the link in your e-mail, or contact the park.';

export class BookingLinkNotValidError extends NotFoundError {
  constructor() {
    super(LINK_NOT_VALID_MESSAGE);
  }
}

/** The visitor's own page: read, cancel while pending, calendar file once confirmed; all by the link's token. */
@Injectable()
export class MyBookingService {
  constructor(
    private readonly bookings: BookingsRepository,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly money: MoneyService,
    private readonly invoices: InvoicesService,
    private readonly payments: PaymentsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async read(token: string): Promise<MyBookingView> {
    const booking = await this.bookingOf(token);
    return toMyBookingView(booking, await this.money.customerView(booking));
  }

  async invoice(token: string): Promise<{ filename: string; pdf: Buffer }> {
    return this.invoices.customerInvoice(await this.bookingOf(token));
  }

  async creditNote(token: string): Promise<{ filename: string; pdf: Buffer }> {
    return this.invoices.customerCreditNote(await this.bookingOf(token));
  }

  async rentInvoice(token: string, number: string): Promise<{ filename: string; pdf: Buffer }> {
    return this.invoices.customerRentInvoice(await this.bookingOf(token), number);
  }

  async receipt(token: string, receiptNumber: string): Promise<{ filename: string; pdf: Buffer }> {
    return this.payments.customerReceipt(await this.bookingOf(token), receiptNumber);
  }

  async cancel(token: string): Promise<MyBookingCancelledResponse> {
    const found = await this.bookingOf(token);
    if (!canCustomerCancel(found)) throw notCancellable(found);
    const updated = await this.bookings.transaction(async (tx) => {
      const row = await this.bookings.updateIfStatus(
        found.id,
        'pending',
        { status: 'cancelled', rejectionReason: null, cancelledByCustomerAt: new Date() },
        tx,
      );
      if (!row) return undefined;
      await this.audit.record(tx, undefined, {
        action: 'booking.customer-cancel',
        entity: 'booking',
        entityId: row.id,
        fromStatus: 'pending',
        toStatus: 'cancelled',
        details: { venue: row.venue, eventDate: row.eventDate, by: 'customer' },
      });
      await this.mail.enqueue(tx, [
        customerCancellationStaffMail(row, this.config.staffEmail, this.config.publicUrl),
        customerCancellationMail(row),
      ]);
      return row;
    });
    // Staff answered it between our read and our update: say what it is now.
    if (!updated) throw notCancellable(await this.bookingOf(token));
    return {
      booking: toMyBookingView(updated, await this.money.customerView(updated)),
      message: 'Your request is cancelled. We have let our team know, and sent you a confirmation e-mail.',
    };
  }

  async calendarFile(token: string): Promise<{ filename: string; content: string }> {
    const booking = await this.bookingOf(token);
    if (!hasCalendarFile(booking)) {
      throw new ConflictError(
        'The calendar file is available once our team has confirmed your booking.',
        'NOT_CONFIRMED_YET',
      );
    }
    return { filename: `booking-${booking.id}.ics`, content: bookingCalendarFile(booking) };
  }

  private async bookingOf(token: string): Promise<Booking> {
    if (!isAccessTokenShaped(token)) throw new BookingLinkNotValidError();
    const booking = await this.bookings.findByAccessTokenHash(hashAccessToken(token));
    if (!booking || !accessTokenMatches(booking.accessTokenHash, token) || !linkIsOpen(booking, todayInPark())) {
      throw new BookingLinkNotValidError();
    }
    return booking;
  }
}

function notCancellable(booking: Booking): ConflictError {
  switch (booking.status) {
    case 'confirmed':
      return new ConflictError(
        'This booking is already confirmed, so it cannot be cancelled here. Please call or e-mail the park and we will help.',
        'ALREADY_CONFIRMED',
      );
    case 'cancelled':
      return new ConflictError('This request is already cancelled.', 'ALREADY_CANCELLED');
    case 'completed':
      return new ConflictError('This booking is completed and can no longer be cancelled.', 'ALREADY_COMPLETED');
    case 'pending':
      return new ConflictError('This request could not be cancelled. Please reload the page.', 'BOOKING_CHANGED');
  }
}
