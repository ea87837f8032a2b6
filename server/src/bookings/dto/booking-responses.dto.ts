import { ApiProperty } from '@nestjs/swagger';
import { BOOKING_STATUSES, type BookingStatus, VENUES, type VenueName } from '../../database/schema';
import type { Unavailability } from '../availability';
import { STALL_BLOCK_LETTERS } from '@kandy-park/domain';

/** The answers of the bookings API, described once for OpenAPI and typed for the code that builds them. */

export class CustomerView {
  name!: string;
  email!: string;
  phone!: string;
}

export class StallInfoView {
  @ApiProperty({ example: 'A1' })
  stallId!: string;
  @ApiProperty({ enum: STALL_BLOCK_LETTERS })
  block!: string;
  stallNumber!: number;
  @ApiProperty({ example: 'Block A' })
  blockName!: string;
}

/** A booking as staff read it back. */
export class BookingView {
  @ApiProperty({ format: 'uuid' })
  _id!: string;
  @ApiProperty({ enum: VENUES })
  venue!: VenueName;
  eventType!: string;
  @ApiProperty({ example: '2027-03-10' })
  eventDate!: string;
  @ApiProperty({ example: '2027-03-10', description: 'Same as eventDate' })
  date!: string;
  @ApiProperty({ description: 'Days' })
  duration!: number;
  @ApiProperty({ type: CustomerView })
  customer!: CustomerView;
  guests!: number;
  @ApiProperty({ enum: BOOKING_STATUSES })
  status!: BookingStatus;
  @ApiProperty({ description: 'Whole LKR' })
  totalAmount!: number;
  @ApiProperty({ type: StallInfoView, nullable: true })
  stallInfo!: StallInfoView | null;
  notes!: string;
  specialRequirements!: string;
  @ApiProperty({ type: String, nullable: true })
  rejectionReason!: string | null;
  isAdminBlock!: boolean;
  @ApiProperty({ description: 'Cancelled by the visitor from their My booking page (status cancelled)' })
  cancelledByCustomer!: boolean;
  @ApiProperty({
    description: 'Cancelled by an admin after approval (status cancelled): its invoice closed by a credit note',
  })
  cancelledAfterApproval!: boolean;
  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

/** What a visitor's calendar needs of a confirmed booking, and nothing personal. */
export class PublicBookingView {
  @ApiProperty({ format: 'uuid' })
  _id!: string;
  @ApiProperty({ enum: VENUES })
  venue!: VenueName;
  @ApiProperty({ example: '2027-03-10' })
  eventDate!: string;
  @ApiProperty({ example: '2027-03-10' })
  date!: string;
  duration!: number;
  @ApiProperty({ enum: ['confirmed'] })
  status!: 'confirmed';
  isAdminBlock!: boolean;
}

/** The visitor's own request as the submit answer repeats it: no contact details echoed back. */
export class BookingReceiptView {
  @ApiProperty({ format: 'uuid' })
  _id!: string;
  @ApiProperty({ enum: VENUES })
  venue!: VenueName;
  eventType!: string;
  eventDate!: string;
  date!: string;
  duration!: number;
  guests!: number;
  @ApiProperty({ enum: BOOKING_STATUSES })
  status!: BookingStatus;
  totalAmount!: number;
  @ApiProperty({ type: StallInfoView, nullable: true })
  stallInfo!: StallInfoView | null;
  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

/** Staff's whole list: every booking, of every status. */
export class StaffBookingListResponse {
  @ApiProperty({ type: [BookingView], description: 'Every booking, all statuses, newest request first' })
  bookings!: BookingView[];
}

/** One page of staff's list, when a page was asked for. */
export class StaffBookingPageResponse {
  @ApiProperty({ type: [BookingView], description: 'All statuses, newest request first, one page' })
  bookings!: BookingView[];
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The page after this one, or null on the last page' })
  nextPage!: number | null;
}

export class PublicBookingListResponse {
  @ApiProperty({ type: [PublicBookingView], description: 'Confirmed bookings only' })
  bookings!: PublicBookingView[];
}

export class BookingRequestResponse {
  @ApiProperty({ format: 'uuid' })
  _id!: string;
  message!: string;
  @ApiProperty({ type: BookingReceiptView })
  booking!: BookingReceiptView;
}

export class StaffBookingCreatedResponse {
  @ApiProperty({ format: 'uuid' })
  _id!: string;
  message!: string;
  @ApiProperty({ type: BookingView })
  booking!: BookingView;
}

export class StatusChangeResponse {
  @ApiProperty({ type: BookingView })
  booking!: BookingView;
  message!: string;
}

export class MessageResponse {
  message!: string;
}

export class AdminBlockTestResponse {
  success!: boolean;
  message!: string;
  @ApiProperty({ format: 'date-time' })
  timestamp!: string;
}

export class VenueAvailabilityResponse {
  @ApiProperty({ enum: VENUES })
  venue!: VenueName;
  startDate!: string;
  duration!: number;
  isAvailable!: boolean;
  @ApiProperty({ enum: ['booked', 'blocked'], nullable: true })
  reason!: Unavailability | null;
  message!: string;
}
