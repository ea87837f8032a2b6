import { Body, Controller, Delete, Get, HttpCode, Ip, Param, Patch, Post, Query, StreamableFile } from '@nestjs/common';
import { IdParam } from '../common/id-param';
import { BookingNotFoundError } from './booking-errors';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Language } from '@kandy-park/domain';
import { type AuthenticatedAdmin, CurrentAdmin, Public, Roles } from '../common/auth.decorators';
import { CancelBookingDto } from '../money';
import { jsonListStream } from '../common/json-stream';
import { PublicCache } from '../common/public-cache/public-cache.decorator';
import { RateLimit } from '../common/rate-limit';
import { VisitorLanguage } from '../common/visitor-language.decorator';
import { QueryByCaller } from '../common/validation';
import { BookingsService } from './bookings.service';
import { AdminBlockDto, AdminBlockTestDto } from './dto/admin-block.dto';
import { ListBookingsQuery, StaffListBookingsQuery, VenueAvailabilityQuery } from './dto/booking-queries.dto';
import {
  AdminBlockTestResponse,
  BookingRequestResponse,
  MessageResponse,
  PublicBookingListResponse,
  StaffBookingCreatedResponse,
  StaffBookingListResponse,
  StaffBookingPageResponse,
  StatusChangeResponse,
  VenueAvailabilityResponse,
} from './dto/booking-responses.dto';
import { CreateBookingDto } from './dto/create-booking.dto';
import { RejectBookingsDto, RejectBookingsResponse } from './dto/reject-bookings.dto';
import { UpdateStatusDto } from './dto/update-status.dto';

@ApiTags('bookings')
@ApiExtraModels(StaffBookingListResponse, StaffBookingPageResponse, PublicBookingListResponse)
@Controller('bookings')
export class BookingsController {
  constructor(private readonly bookings: BookingsService) {}

  @Public()
  @PublicCache('bookings')
  @Get()
  @ApiOperation({
    summary: 'Bookings: every booking for staff, only confirmed calendar entries (no personal data) for visitors',
    description:
      'With a valid bearer token: every booking, newest request first, `{ bookings }`, however many there are ' +
      '(sent as it is read). With `page` or `pageSize` (20 unless given): that page, with `page`, `pageSize` and ' +
      '`nextPage` (null on the last page). Without a token: the public calendar, confirmed bookings and blocks that ' +
      'end today or later, never paged (`page` and `pageSize` are refused as unknown fields).',
  })
  // The fields staff may send; a visitor's query is `ListBookingsQuery`.
  @ApiQuery({ type: StaffListBookingsQuery })
  // One schema per caller. `anyOf`, not `oneOf`: an empty list, or staff's list of confirmed bookings only, also
  // fits the visitors' schema, and the document cannot say which caller sent a token.
  @ApiOkResponse({
    description:
      'Staff: `StaffBookingListResponse`, or `StaffBookingPageResponse` with `page` or `pageSize`. ' +
      'Visitors: `PublicBookingListResponse`.',
    schema: {
      anyOf: [
        { $ref: getSchemaPath(StaffBookingListResponse) },
        { $ref: getSchemaPath(StaffBookingPageResponse) },
        { $ref: getSchemaPath(PublicBookingListResponse) },
      ],
    },
  })
  @ApiBadRequestResponse({ description: 'Bad query; `page` or `pageSize` from a visitor' })
  async list(
    @QueryByCaller({ visitor: ListBookingsQuery, staff: StaffListBookingsQuery }) query: StaffListBookingsQuery,
    @CurrentAdmin() admin: AuthenticatedAdmin | undefined,
  ): Promise<StaffBookingPageResponse | PublicBookingListResponse | StreamableFile> {
    const excludeVendorStalls = query.excludeVendorStalls === 'true';
    if (!admin) return this.bookings.calendar({ excludeVendorStalls });
    if (query.page !== undefined || query.pageSize !== undefined) {
      return this.bookings.staffPage({ excludeVendorStalls, page: query.page, pageSize: query.pageSize });
    }
    return jsonListStream('bookings', this.bookings.everyBooking({ excludeVendorStalls }));
  }

  @Public()
  @PublicCache('bookings')
  @Get('availability/:venueName')
  @ApiOperation({
    summary: 'Whether a venue is free on the given days (confirmed bookings and admin blocks hold a day)',
  })
  @ApiOkResponse({ type: VenueAvailabilityResponse })
  @ApiBadRequestResponse({ description: 'Unknown or unbookable venue, bad, past or too distant date' })
  availability(
    @Param('venueName') venueName: string,
    @Query() query: VenueAvailabilityQuery,
  ): Promise<VenueAvailabilityResponse> {
    return this.bookings.venueAvailability(venueName, query.startDate, query.duration);
  }

  @Public()
  @RateLimit('publicPosts')
  @Post()
  @ApiOperation({ summary: "A visitor's booking or stall rental request; always pending, priced by the server" })
  @ApiCreatedResponse({ type: BookingRequestResponse })
  @ApiBadRequestResponse({ description: 'A missing or bad field, a past or too distant date, an unknown venue' })
  @ApiConflictResponse({ description: 'Date booked or blocked, stall taken, no stalls left' })
  @ApiTooManyRequestsResponse({
    description:
      'Too many posts from this client, or (stalls) as many pending stall requests as allowed from this client, ' +
      'e-mail or phone (3 unless configured)',
  })
  create(
    @Body() body: CreateBookingDto,
    @Ip() clientIp: string,
    @VisitorLanguage() language: Language,
  ): Promise<BookingRequestResponse> {
    return this.bookings.request(body, clientIp, language);
  }

  @Public()
  @RateLimit('publicPosts')
  @Post('admin-block-test')
  @HttpCode(200)
  @ApiOperation({ summary: "The dashboard's connectivity check before blocking a date; stores nothing" })
  @ApiOkResponse({ type: AdminBlockTestResponse })
  adminBlockTest(@Body() _body: AdminBlockTestDto): AdminBlockTestResponse {
    return { success: true, message: 'The booking server is reachable.', timestamp: new Date().toISOString() };
  }

  @Post('admin-block')
  @ApiOperation({ summary: 'Block one venue day (a confirmed, free, one-day booking named Admin Block)' })
  @ApiCreatedResponse({ type: StaffBookingCreatedResponse })
  @ApiConflictResponse({ description: 'The day already has a confirmed booking or block' })
  blockDate(
    @Body() body: AdminBlockDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<StaffBookingCreatedResponse> {
    return this.bookings.blockDate(body, admin);
  }

  @Post('reject')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Reject several pending requests with one reason; each customer is e-mailed',
    description:
      'Each booking is rejected as by PATCH /api/bookings/{id}/status with status cancelled. Those that cannot be ' +
      'rejected (not pending, not found) are left as they are and listed in `notRejected` with the reason.',
  })
  @ApiOkResponse({ type: RejectBookingsResponse })
  @ApiBadRequestResponse({ description: 'No IDs, more than 100, or a reason over 500 characters' })
  rejectMany(
    @Body() body: RejectBookingsDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<RejectBookingsResponse> {
    return this.bookings.rejectMany(body, admin);
  }

  @Patch(':id/status')
  @ApiOperation({
    summary: 'Change a booking status: pending→confirmed, pending→cancelled, confirmed→completed, cancelled→pending',
  })
  @ApiOkResponse({ type: StatusChangeResponse })
  @ApiBadRequestResponse({
    description: "A last day given with a change other than ending a stall rental, or outside the rental's days",
  })
  @ApiNotFoundResponse({ description: 'No such booking' })
  @ApiConflictResponse({ description: 'Transition not allowed, changed meanwhile, or overlaps a confirmed booking' })
  changeStatus(
    @IdParam('id', () => new BookingNotFoundError()) id: string,
    @Body() body: UpdateStatusDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<StatusChangeResponse> {
    return this.bookings.changeStatus(id, body, admin);
  }

  @Post('admin/:id/cancellation')
  @RateLimit('staffMoney')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({
    summary: 'Cancel an approved booking (admins only): the date is freed and its invoice closed by a credit note',
    description:
      'The customer is e-mailed the reason and the credit note (PDF). `kept` of the money received stays with the park ' +
      'as a cancellation charge (at most what was paid); the rest is owed back and recorded as a refund ' +
      '(`POST /api/bookings/admin/{id}/refunds`).',
  })
  @ApiOkResponse({ type: StatusChangeResponse })
  @ApiBadRequestResponse({ description: 'No reason, or a bad amount kept' })
  @ApiForbiddenResponse({ description: 'Only admins cancel approved bookings' })
  @ApiNotFoundResponse({ description: 'No such booking' })
  @ApiConflictResponse({
    description: 'Not an approved booking, a stall rental, kept more than paid, changed meanwhile',
  })
  cancelApproved(
    @IdParam('id', () => new BookingNotFoundError()) id: string,
    @Body() body: CancelBookingDto,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<StatusChangeResponse> {
    return this.bookings.cancelApproved(id, body, admin);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a rejected, completed or past booking, or an admin block' })
  @ApiOkResponse({ type: MessageResponse })
  @ApiNotFoundResponse({ description: 'No such booking' })
  @ApiConflictResponse({ description: 'The booking is still live, or its money is not settled' })
  remove(
    @IdParam('id', () => new BookingNotFoundError()) id: string,
    @CurrentAdmin() admin: AuthenticatedAdmin,
  ): Promise<MessageResponse> {
    return this.bookings.remove(id, admin);
  }
}
