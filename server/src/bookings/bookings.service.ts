import { randomUUID } from 'node:crypto';
import { VENUE_NAMES } from '@kandy-park/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { Language } from '@kandy-park/domain';
import { type AuditAction, AuditService } from '../audit';
import type { AuthenticatedAdmin } from '../common/auth.decorators';
import { isConstraintViolation, PG_EXCLUSION_VIOLATION, PG_UNIQUE_VIOLATION } from '../common/database-errors';
import { ConflictError, DomainError, InvalidInputError } from '../common/domain-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { Executor } from '../database/database';
import type { Booking, BookingStatus, VenueName } from '../database/schema';
import { formatLkr, formatLongDate, MailService } from '../mail';
import { approvedCancellationMail, InvoicesService, MoneyService, rentalStartOnApproval } from '../money';
import { todayInPark } from '../common/park-time';
import { bookableDateProblem, BookingDateError, lastDayOf } from '../common/calendar-dates';
import { unavailabilityMessage, unavailabilityOf } from './availability';
import { BookingNotFoundError, DateUnavailableError, TooManyPendingRequestsError } from './booking-errors';
import { confirmationMail, rejectionMail, requestAcknowledgementMail, staffNoticeMail } from './booking-mails';
import {
  canDelete,
  canTransition,
  deletionRefusal,
  transitionRefusal,
  transitionSuccessMessage,
} from './booking-transitions';
import { toBookingReceipt, toBookingView, toPublicBookingView } from './booking.view';
import { BookingsRepository, type RequesterKeys, type RequestRow } from './bookings.repository';
import type { AdminBlockDto } from './dto/admin-block.dto';
import type { BookStallDto } from './dto/book-stall.dto';
import type {
  BookingRequestResponse,
  BookingView,
  MessageResponse,
  PublicBookingListResponse,
  StaffBookingCreatedResponse,
  StaffBookingPageResponse,
  StatusChangeResponse,
  VenueAvailabilityResponse,
} from './dto/booking-responses.dto';
import type { CreateBookingDto } from './dto/create-booking.dto';
import type { CancelBookingDto } from '../money';
import type { RejectBookingsDto, RejectBookingsResponse, RejectionRefusal } from './dto/reject-bookings.dto';
import { DEFAULT_PAGE_SIZE } from '../common/page-query.dto';
import type { UpdateStatusDto } from './dto/update-status.dto';
import { KIDS_PARK_MESSAGE } from './dto/validators';
import { totalAmountFor } from './pricing';
import { LAST_DAY_NOT_EXPECTED_MESSAGE, rentalEnding } from './rental-ending';
import { issueAccessToken, myBookingLink } from '../common/access-token';
import { clientKey, emailKey, phoneKey } from '../common/request-keys';
import { NO_STALLS_MESSAGE, SELECT_VENUE_MESSAGE } from '@kandy-park/domain';
import { StallAllocationService, StallHoldsService, StallTakenError } from '../stalls';

/** The record names a status change after the dashboard's button that makes it. */
const STATUS_ACTIONS = {
  confirmed: 'booking.approve',
  cancelled: 'booking.reject',
  completed: 'booking.complete',
  pending: 'booking.reopen',
} as const satisfies Record<BookingStatus, AuditAction>;
const STALL_EVENT_TYPE = 'vendor stall rental';
/** Bookings read at a time for staff's whole list: the answer's memory is one batch, whatever the history. */
const EVERY_BOOKING_BATCH = 1_000;

/** The booking rules: who may book what and when, status changes, and what each change sends and records. */
@Injectable()
export class BookingsService {
  constructor(
    private readonly bookings: BookingsRepository,
    private readonly stalls: StallAllocationService,
    private readonly holds: StallHoldsService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly money: MoneyService,
    private readonly invoices: InvoicesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Visitors' calendar: confirmed bookings and blocks that end today or later, without anything personal. */
  async calendar(options: { excludeVendorStalls: boolean }): Promise<PublicBookingListResponse> {
    const rows = await this.bookings.listUpcomingCalendar({ ...options, today: todayInPark() });
    return { bookings: rows.map(toPublicBookingView) };
  }

  /** Staff's whole list: every booking, newest request first, in batches, so its length never limits it. */
  everyBooking(options: { excludeVendorStalls: boolean }): AsyncIterable<BookingView[]> {
    return this.bookings.everyNewestFirst({ ...options, batchSize: EVERY_BOOKING_BATCH });
  }

  /** One page of staff's list, newest request first (`page` 1 and `pageSize` 20 unless given). */
  async staffPage(options: {
    excludeVendorStalls: boolean;
    page?: number;
    pageSize?: number;
  }): Promise<StaffBookingPageResponse> {
    const page = options.page ?? 1;
    const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
    // One row more than the page tells whether another page follows, without counting every booking.
    const rows = await this.bookings.listNewestFirst({
      excludeVendorStalls: options.excludeVendorStalls,
      offset: (page - 1) * pageSize,
      limit: pageSize + 1,
    });
    return {
      bookings: rows.slice(0, pageSize),
      page,
      pageSize,
      nextPage: rows.length > pageSize ? page + 1 : null,
    };
  }

  /** Path segments arrive as typed by people: matched without regard to case. */
  venueByName(name: string): VenueName {
    const wanted = name.trim().toLowerCase();
    if (wanted === 'kids park') throw new InvalidInputError(KIDS_PARK_MESSAGE, 'NOT_BOOKABLE');
    const venue = VENUE_NAMES.find((v) => v.toLowerCase() === wanted);
    if (!venue) throw new InvalidInputError(`Unknown venue "${name}". ${SELECT_VENUE_MESSAGE}`, 'UNKNOWN_VENUE');
    return venue;
  }

  async venueAvailability(venueName: string, startDate: string, duration = 1): Promise<VenueAvailabilityResponse> {
    const venue = this.venueByName(venueName);
    this.assertBookableDates(startDate, duration);
    if (venue === 'Vendor Stalls') {
      const stalls = await this.stalls.availabilityOn(startDate);
      return {
        venue,
        startDate,
        duration,
        isAvailable: stalls.isAvailable,
        reason: stalls.isAvailable ? null : 'booked',
        message: stalls.isAvailable ? unavailabilityMessage(null) : NO_STALLS_MESSAGE,
      };
    }
    const reason = unavailabilityOf(
      startDate,
      duration,
      await this.bookings.findConfirmedOverlapping(venue, startDate, duration),
    );
    return { venue, startDate, duration, isAvailable: reason === null, reason, message: unavailabilityMessage(reason) };
  }

  /**
   * A visitor's request: always pending, priced by the server, acknowledged by e-mail to customer and staff. A
   * stall request is refused while its sender (client address `clientIp`, e-mail or phone) already has as many
   * pending stall requests as the park allows. `language` is the visitor's (their `Accept-Language`): every mail
   * and document of the booking is written in it.
   */
  async request(dto: CreateBookingDto, clientIp: string, language: Language = 'en'): Promise<BookingRequestResponse> {
    const isStall = dto.venue === 'Vendor Stalls';
    if (!isStall && dto.stallInfo) {
      throw new InvalidInputError('Stall details can only be sent with a Vendor Stalls rental.', 'STALL_NOT_EXPECTED');
    }
    const duration = isStall ? 1 : (dto.duration ?? 1);
    this.assertBookableDates(dto.eventDate, duration);

    const access = this.myBookingAccess();
    const requester: RequesterKeys | undefined = isStall
      ? {
          clientAddress: clientKey(clientIp),
          emailKey: emailKey(dto.customer.email),
          phoneKey: phoneKey(dto.customer.phone),
        }
      : undefined;
    const request: RequestRow = {
      id: randomUUID(),
      venue: dto.venue,
      eventType: isStall ? STALL_EVENT_TYPE : dto.eventType || 'other',
      eventDate: dto.eventDate,
      duration,
      customerName: dto.customer.name,
      customerEmail: dto.customer.email,
      customerPhone: dto.customer.phone,
      guests: dto.guests ?? 1,
      specialRequirements: dto.specialRequirements ?? '',
      notes: dto.notes ?? '',
      status: 'pending',
      totalAmount: totalAmountFor({ venue: dto.venue, duration }),
      isAdminBlock: false,
      stallId: null,
      stallBlock: null,
      stallNumber: null,
      stallBlockName: null,
      rejectionReason: null,
      accessTokenHash: access.hash,
      cancelledByCustomerAt: null,
      cancelledAfterApprovalAt: null,
      clientAddress: requester?.clientAddress ?? null,
      customerEmailKey: requester?.emailKey ?? null,
      customerPhoneKey: requester?.phoneKey ?? null,
      rentEndedOn: null,
      language,
      createdBy: null,
      updatedBy: null,
    };
    const booking = isStall
      ? await this.withStallRace(() =>
          this.bookings.transaction(async (tx) => {
            if (requester) await this.assertFewPendingRequests(requester, tx);
            const stall = await this.stalls.chooseFreeStall(dto.stallInfo ?? {}, tx);
            // A visitor's stall must be held by them (their hold is used up) or by nobody; staff never meet holds.
            await this.holds.useHold(stall.stallId, dto.holdToken, tx);
            const row = {
              ...request,
              stallId: stall.stallId,
              stallBlock: stall.block,
              stallNumber: stall.stallNumber,
              stallBlockName: stall.blockName,
            };
            const created = await this.writeRequest(row, access.link, tx);
            if (!created) throw new Error('A stall request was not written');
            return created;
          }),
        )
      : await this.venueRequest(request, access.link);
    const message = isStall
      ? `Stall rental request submitted successfully! Booking ID: ${booking.id}. We will contact you within 24 hours regarding your ${booking.venue} rental.`
      : `Booking request submitted successfully! Booking ID: ${booking.id}. We will contact you within 24 hours regarding your ${booking.venue} booking.`;
    return { _id: booking.id, message, booking: toBookingReceipt(booking) };
  }

  /** Staff close a venue day: a confirmed one-day booking of nobody, free, that sends no mail. */
  async blockDate(dto: AdminBlockDto, actor: AuthenticatedAdmin): Promise<StaffBookingCreatedResponse> {
    this.assertBookableDates(dto.eventDate, 1);
    const blocksOnly = dto.venue === 'Vendor Stalls';
    const create = () =>
      this.bookings.transaction(async (tx) => {
        await this.bookings.lockVenueCalendar(dto.venue, tx);
        const [existing] = await this.bookings.findConfirmedOverlapping(dto.venue, dto.eventDate, 1, tx, {
          adminBlocksOnly: blocksOnly,
        });
        if (existing) throw blockConflict(existing);
        const row = await this.bookings.insert(
          {
            venue: dto.venue,
            eventType: dto.eventType || 'other',
            eventDate: dto.eventDate,
            duration: 1,
            customerName: 'Admin Block',
            customerEmail: dto.customer?.email?.trim() || this.config.staffEmail,
            customerPhone: dto.customer?.phone?.trim() || 'N/A',
            guests: 1,
            notes: dto.notes || 'Admin blocked date',
            status: 'confirmed',
            totalAmount: 0,
            isAdminBlock: true,
            createdBy: actor.id,
            updatedBy: actor.id,
          },
          tx,
        );
        await this.audit.record(tx, actor, {
          action: 'booking.block',
          entity: 'booking',
          entityId: row.id,
          toStatus: 'confirmed',
          details: { venue: row.venue, eventDate: row.eventDate, eventType: row.eventType },
        });
        return row;
      });
    let row: Booking;
    try {
      row = await create();
    } catch (error) {
      if (!isConstraintViolation(error, PG_EXCLUSION_VIOLATION)) throw error;
      // Someone confirmed a booking of that day between our check and our insert.
      const [existing] = await this.bookings.findConfirmedOverlapping(dto.venue, dto.eventDate, 1);
      throw existing ? blockConflict(existing) : error;
    }
    return { _id: row.id, message: 'Date blocked successfully!', booking: toBookingView(row) };
  }

  /**
   * Staff rent a stall for a customer: confirmed at once, the customer gets the confirmation e-mail with the private
   * link of their My booking page, as a visitor's request does.
   */
  async bookStall(dto: BookStallDto, actor: AuthenticatedAdmin): Promise<StaffBookingCreatedResponse> {
    const startDate = dto.eventDate ?? todayInPark();
    this.assertBookableDates(startDate, 1);
    const access = this.myBookingAccess();
    const booking = await this.withStallRace(() =>
      this.bookings.transaction(async (tx) => {
        const stall = await this.stalls.chooseFreeStall(dto.stallInfo, tx);
        const row = await this.bookings.insert(
          {
            venue: 'Vendor Stalls',
            eventType: STALL_EVENT_TYPE,
            eventDate: startDate,
            duration: 1,
            customerName: dto.customer.name,
            customerEmail: dto.customer.email,
            customerPhone: dto.customer.phone,
            guests: 1,
            notes: dto.notes ?? '',
            status: 'confirmed',
            totalAmount: totalAmountFor({ venue: 'Vendor Stalls', duration: 1 }),
            stallId: stall.stallId,
            stallBlock: stall.block,
            stallNumber: stall.stallNumber,
            stallBlockName: stall.blockName,
            accessTokenHash: access.hash,
            createdBy: actor.id,
            updatedBy: actor.id,
          },
          tx,
        );
        await this.audit.record(tx, actor, {
          action: 'booking.stall-book',
          entity: 'booking',
          entityId: row.id,
          toStatus: 'confirmed',
          details: {
            venue: row.venue,
            eventDate: startDate,
            stallId: stall.stallId,
            startDate,
            customerName: row.customerName,
          },
        });
        await this.mail.enqueue(tx, confirmationMail(row, undefined, undefined, access.link));
        // Its rent months due by today are invoiced with it (a rental may start on an earlier day); their mail
        // follows the confirmation.
        await this.invoices.rentUpToDate(row, todayInPark(), actor, tx);
        return row;
      }),
    );
    return {
      _id: booking.id,
      message: `Stall ${booking.stallId} booked successfully!`,
      booking: toBookingView(booking),
    };
  }

  /**
   * One transaction with a compare-and-set on the status read, so two staff acting at once cannot both win; the
   * exclusion constraint has the last word on overlapping confirmed bookings.
   */
  async changeStatus(
    id: string,
    dto: UpdateStatusDto,
    actor: AuthenticatedAdmin,
    together?: number,
  ): Promise<StatusChangeResponse> {
    const to = dto.status;
    if (dto.lastDay !== undefined && to !== 'completed') throw lastDayNotExpected();
    let before: Booking | undefined;
    try {
      return await this.bookings.transaction(async (tx) => {
        const booking = await this.bookings.findById(id, tx);
        if (!booking) throw new BookingNotFoundError();
        before = booking;
        const isRental = booking.stallId !== null;
        if (dto.lastDay !== undefined && !isRental) throw lastDayNotExpected();
        if (!canTransition(booking.status, to))
          throw new ConflictError(transitionRefusal(booking.status, to), 'INVALID_TRANSITION');
        const today = todayInPark();
        // Staff say a rental's last day (today by default); its rent stops the day after (money/rent-ledger.ts).
        const ending = to === 'completed' && isRental ? rentalEnding(booking.eventDate, dto.lastDay, today) : undefined;
        if (to === 'pending' && booking.cancelledAfterApprovalAt !== null) {
          throw new ConflictError(
            'This booking was cancelled after approval and its invoice closed: it cannot be reopened. Please make a new booking instead.',
            'INVALID_TRANSITION',
          );
        }
        if (to === 'confirmed') await this.bookings.lockVenueCalendar(booking.venue, tx);
        const rejectionReason =
          to === 'cancelled' ? dto.rejectionReason || null : to === 'pending' ? null : booking.rejectionReason;
        const updated = await this.bookings.updateIfStatus(
          id,
          booking.status,
          {
            status: to,
            rejectionReason,
            updatedBy: actor.id,
            ...(to === 'pending' ? { cancelledByCustomerAt: null } : {}),
            ...(ending ? { rentEndedOn: ending.rentEndedOn } : {}),
            // A stall rental approved after its requested start starts on the day of approval (docs/money.md).
            ...(to === 'confirmed' && isRental ? { eventDate: rentalStartOnApproval(booking.eventDate, today) } : {}),
          },
          tx,
        );
        if (!updated) throw await this.changedMeanwhile(id, tx);
        // An ended rental's months from its end on are credited, the ones before it invoiced (money/invoices.service).
        if (to === 'completed') await this.invoices.rentUpToDate(updated, today, actor, tx);
        await this.audit.record(tx, actor, {
          action: STATUS_ACTIONS[to],
          entity: 'booking',
          entityId: id,
          fromStatus: booking.status,
          toStatus: to,
          details: {
            venue: updated.venue,
            eventDate: updated.eventDate,
            stallId: updated.stallId,
            isAdminBlock: updated.isAdminBlock,
            ...(to === 'cancelled' && rejectionReason ? { rejectionReason } : {}),
            ...(updated.eventDate !== booking.eventDate ? { requestedStartDate: booking.eventDate } : {}),
            ...(ending?.lastDay ? { lastDay: ending.lastDay } : {}),
            ...(together ? { together } : {}),
          },
        });
        if (!updated.isAdminBlock) {
          if (to === 'confirmed') {
            // A venue's confirmation carries its invoice; a rental's first rent invoice has a mail of its own,
            // queued after the confirmation so that the vendor reads that first.
            const rental = updated.venue === 'Vendor Stalls';
            const invoice = rental ? undefined : await this.invoices.invoiceForApproval(updated, actor, tx);
            await this.mail.enqueue(tx, confirmationMail(updated, invoice, booking.eventDate));
            if (rental) await this.invoices.invoiceForApproval(updated, actor, tx);
          }
          if (to === 'cancelled') await this.mail.enqueue(tx, rejectionMail(updated));
        }
        return { booking: toBookingView(updated), message: transitionSuccessMessage(to, updated.venue) };
      });
    } catch (error) {
      if (before && isConstraintViolation(error, PG_EXCLUSION_VIOLATION)) throw await this.overlapConflict(before);
      if (before && isConstraintViolation(error, PG_UNIQUE_VIOLATION)) {
        throw new StallTakenError(`Cannot reopen: stall ${before.stallId} has been rented to someone else meanwhile.`);
      }
      throw error;
    }
  }

  /**
   * Staff reject several requests with one reason. Each is rejected as on its own (its own transaction, mail and
   * audit entry), so one that cannot be rejected (no longer pending, deleted) leaves the others rejected; the answer
   * names each one left and why.
   */
  async rejectMany(dto: RejectBookingsDto, actor: AuthenticatedAdmin): Promise<RejectBookingsResponse> {
    const rejected: BookingView[] = [];
    const notRejected: RejectionRefusal[] = [];
    const ids = new Set(dto.ids);
    for (const id of ids) {
      try {
        const change = await this.changeStatus(
          id,
          { status: 'cancelled', rejectionReason: dto.rejectionReason },
          actor,
          ids.size,
        );
        rejected.push(change.booking);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        notRejected.push({ _id: id, code: error.code, message: error.message });
      }
    }
    const count = (n: number) => `${n} booking${n === 1 ? '' : 's'}`;
    const message =
      notRejected.length === 0
        ? `${count(rejected.length)} rejected. Notification emails sent to customers.`
        : `${count(rejected.length)} rejected; ${count(notRejected.length)} could not be rejected.`;
    return { rejected, notRejected, message };
  }

  /**
   * An admin cancels an approved venue booking: the date is freed, its invoice closed by a credit note (keeping
   * `kept` of what was paid as a cancellation charge; the rest is owed back and refunded as its own entry), and the
   * customer is e-mailed the reason with the credit note. One transaction: the status compare-and-set, the credit
   * note, the record and the mail.
   */
  async cancelApproved(id: string, dto: CancelBookingDto, actor: AuthenticatedAdmin): Promise<StatusChangeResponse> {
    const updated = await this.bookings.transaction(async (tx) => {
      const booking = await this.bookings.findById(id, tx);
      if (!booking) throw new BookingNotFoundError();
      if (booking.status !== 'confirmed') {
        throw new ConflictError(
          `Only an approved (confirmed) booking can be cancelled this way; this one is ${booking.status}.`,
          'INVALID_TRANSITION',
        );
      }
      if (booking.stallId !== null) {
        throw new ConflictError(
          'A stall rental is ended with Terminate, which stops its rent from today; it is not cancelled.',
          'INVALID_TRANSITION',
        );
      }
      const row = await this.bookings.updateIfStatus(
        id,
        'confirmed',
        { status: 'cancelled', rejectionReason: dto.reason, cancelledAfterApprovalAt: new Date(), updatedBy: actor.id },
        tx,
      );
      if (!row) throw await this.changedMeanwhile(id, tx);
      const credit = booking.isAdminBlock
        ? undefined
        : await this.invoices.creditForCancellation(row, dto.kept ?? 0, dto.reason, actor, tx);
      await this.audit.record(tx, actor, {
        action: 'booking.cancel',
        entity: 'booking',
        entityId: id,
        fromStatus: 'confirmed',
        toStatus: 'cancelled',
        details: {
          venue: row.venue,
          eventDate: row.eventDate,
          isAdminBlock: row.isAdminBlock,
          reason: dto.reason,
          ...(credit
            ? {
                creditNoteNumber: credit.creditNote.number,
                invoiceNumber: credit.invoice.number,
                credited: credit.creditNote.amount,
                kept: credit.creditNote.kept,
                toRefund: credit.paid - credit.creditNote.kept,
              }
            : {}),
        },
      });
      if (!row.isAdminBlock) await this.mail.enqueue(tx, approvedCancellationMail(row, dto.reason, credit));
      return { row, credit };
    });
    const { row, credit } = updated;
    const toRefund = credit ? credit.paid - credit.creditNote.kept : 0;
    const money = credit
      ? ` Invoice ${credit.invoice.number} closed by credit note ${credit.creditNote.number}.` +
        (toRefund > 0 ? ` ${formatLkr(toRefund)} is to be refunded: record the refund when it is paid.` : '')
      : '';
    return {
      booking: toBookingView(row),
      message: `Booking cancelled. The date is free again and the customer has been e-mailed.${money}`,
    };
  }

  async remove(id: string, actor: AuthenticatedAdmin): Promise<MessageResponse> {
    const today = todayInPark();
    await this.bookings.transaction(async (tx) => {
      const booking = await this.bookings.findById(id, tx);
      if (!booking) throw new BookingNotFoundError();
      if (!canDelete(booking, today)) throw new ConflictError(deletionRefusal(booking), 'NOT_DELETABLE');
      const unsettled = await this.money.unsettled(booking, tx);
      if (unsettled) throw new ConflictError(unsettled, 'MONEY_UNSETTLED');
      if (!(await this.bookings.deleteIfStatus(id, booking.status, tx))) throw await this.changedMeanwhile(id, tx);
      await this.audit.record(tx, actor, {
        action: 'booking.delete',
        entity: 'booking',
        entityId: id,
        fromStatus: booking.status,
        // What was deleted, so the record still says what it was once the row is gone.
        details: {
          venue: booking.venue,
          eventDate: booking.eventDate,
          duration: booking.duration,
          eventType: booking.eventType,
          customerName: booking.customerName,
          stallId: booking.stallId,
          isAdminBlock: booking.isAdminBlock,
        },
      });
    });
    return { message: 'Booking deleted successfully' };
  }

  private assertBookableDates(startDate: string, duration: number): void {
    const today = todayInPark();
    const problem = bookableDateProblem(startDate, today) ?? bookableDateProblem(lastDayOf(startDate, duration), today);
    if (problem) throw new BookingDateError(problem);
  }

  /**
   * A venue request: one statement writes it, its record entry and its mails, only while no confirmed booking or
   * block holds one of its days (checked in that statement). When one does, the answer says which.
   */
  private async venueRequest(request: RequestRow, link: string): Promise<Booking> {
    for (let attempt = 1; ; attempt++) {
      const created = await this.writeRequest(request, link);
      if (created) return created;
      // The overlapping booking that refused it (a second read: it may have been cancelled since).
      await this.assertVenueFree(request.venue, request.eventDate, request.duration);
      if (attempt >= 3) throw new Error('A venue request was refused and then found free three times');
    }
  }

  /**
   * Writes a visitor's request with its record entry and its two mails, all in one statement (in `tx` when given),
   * the mails made before it from the row it writes. A venue request is written only while no confirmed booking or
   * block shares one of its days. `link` is the visitor's My booking link (`myBookingAccess`). Answers the booking,
   * or undefined when it was not written.
   */
  private async writeRequest(row: RequestRow, link: string, tx?: Executor): Promise<Booking | undefined> {
    const { write, createdAt } = this.bookings.requestWrite(row, { whenVenueFree: row.stallId === null });
    // Its creation time is the database's; the mails do not print it.
    const draft: Booking = { ...row, createdAt: new Date(0), updatedAt: new Date(0) };
    this.audit.recordWith(write, undefined, {
      action: 'booking.request',
      entity: 'booking',
      entityId: row.id,
      toStatus: 'pending',
      details: { venue: row.venue, eventDate: row.eventDate, duration: row.duration, stallId: row.stallId },
    });
    this.mail.enqueueWith(write, [
      requestAcknowledgementMail(draft, link),
      staffNoticeMail(draft, this.config.staffEmail, this.config.publicUrl),
    ]);
    const created = createdAt(await this.bookings.runWrite(write, tx));
    return created ? { ...row, createdAt: created, updatedAt: created } : undefined;
  }

  /**
   * A new My booking link (docs/visitors.md): the hash the booking row keeps, and the link only the customer's mail
   * carries. A visitor's request gets one, and so does a stall rental staff book for a vendor.
   */
  private myBookingAccess(): { hash: string; link: string } {
    const { token, hash } = issueAccessToken();
    return { hash, link: myBookingLink(this.config.publicUrl, token) };
  }

  /** Counted and inserted under one lock, so parallel requests of one sender cannot all pass the count. */
  private async assertFewPendingRequests(requester: RequesterKeys, tx: Executor): Promise<void> {
    await this.bookings.lockVisitorStallRequests(tx);
    const limit = this.config.pendingStallRequestsPerClient;
    if ((await this.bookings.pendingStallRequestsOf(requester, tx)) >= limit) {
      throw new TooManyPendingRequestsError(limit);
    }
  }

  private async assertVenueFree(venue: VenueName, startDate: string, duration: number, tx?: Executor): Promise<void> {
    const reason = unavailabilityOf(
      startDate,
      duration,
      await this.bookings.findConfirmedOverlapping(venue, startDate, duration, tx),
    );
    if (reason) throw new DateUnavailableError(reason);
  }

  /** The second of two concurrent stall requests fails on the partial unique index: same answer as a taken stall. */
  private async withStallRace<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isConstraintViolation(error, PG_UNIQUE_VIOLATION, 'bookings_one_active_rental_per_stall'))
        throw new StallTakenError();
      throw error;
    }
  }

  private async changedMeanwhile(id: string, tx: Executor): Promise<Error> {
    const now = await this.bookings.findById(id, tx);
    if (!now) return new BookingNotFoundError();
    return new ConflictError(
      `This booking was just changed by someone else and is now ${now.status}. Please reload and try again.`,
      'BOOKING_CHANGED',
    );
  }

  private async overlapConflict(booking: Booking): Promise<ConflictError> {
    const [other] = await this.bookings.findConfirmedOverlapping(
      booking.venue,
      booking.eventDate,
      booking.duration,
      undefined,
      {
        excludeId: booking.id,
      },
    );
    const dates =
      booking.duration > 1
        ? `${formatLongDate(booking.eventDate)} to ${formatLongDate(lastDayOf(booking.eventDate, booking.duration))}`
        : formatLongDate(booking.eventDate);
    if (other?.isAdminBlock) {
      return new ConflictError(
        `Cannot approve: ${booking.venue} is blocked by admin on ${formatLongDate(other.eventDate)}, a day of this booking (${dates}).`,
        'BOOKING_OVERLAP',
      );
    }
    const which = other ? ` (Booking ID: ${other.id}, ${formatLongDate(other.eventDate)})` : '';
    return new ConflictError(
      `Cannot approve: ${booking.venue} already has a confirmed booking${which} on a day of this booking (${dates}).`,
      'BOOKING_OVERLAP',
    );
  }
}

function lastDayNotExpected(): InvalidInputError {
  return new InvalidInputError(LAST_DAY_NOT_EXPECTED_MESSAGE, 'LAST_DAY_NOT_EXPECTED');
}

function blockConflict(existing: Booking): ConflictError {
  const day = formatLongDate(existing.eventDate);
  if (existing.isAdminBlock)
    return new ConflictError(`${existing.venue} is already blocked on ${day}.`, 'DATE_BLOCKED');
  return new ConflictError(
    `Cannot block ${day}: ${existing.venue} has a confirmed booking that day (Booking ID: ${existing.id}, ${existing.eventType} for ${existing.customerName}).`,
    'DATE_BOOKED',
  );
}
