import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { CustomerMoneyView } from '../../money';
import {
  BOOKING_STATUSES,
  type BookingStatus,
  LANGUAGES,
  type Language,
  VENUES,
  type VenueName,
} from '../../database/schema';
import { StallInfoView } from '../dto/booking-responses.dto';
import { SingleLine, Trim } from '../../common/input';

export const INCOMPLETE_LINK_MESSAGE = 'The booking link is incomplete. Please open it again from your e-mail.';

/** The secret of the link, sent in the body so it never appears in a URL, a log line or a Referer header. */
export class MyBookingTokenDto {
  @ApiProperty({ description: 'The token from the My booking link (the part after #)', example: 'x'.repeat(43) })
  @MaxLength(200, { message: INCOMPLETE_LINK_MESSAGE })
  @IsNotEmpty({ message: INCOMPLETE_LINK_MESSAGE })
  @SingleLine('The booking link')
  @IsString({ message: INCOMPLETE_LINK_MESSAGE })
  @Trim()
  token!: string;
}

/** What the holder of a booking's link may read of it: their own request, no staff notes. */
export class MyBookingView {
  @ApiProperty({ format: 'uuid', description: 'The booking ID quoted in the e-mails' })
  _id!: string;
  @ApiProperty({ enum: BOOKING_STATUSES })
  status!: BookingStatus;
  @ApiProperty({ description: 'True when the visitor cancelled it (status cancelled)' })
  cancelledByCustomer!: boolean;
  @ApiProperty({ enum: VENUES })
  venue!: VenueName;
  eventType!: string;
  @ApiProperty({ example: '2027-03-10' })
  eventDate!: string;
  @ApiProperty({ example: '2027-03-12', description: 'Last day covered (same as eventDate for one day)' })
  lastDate!: string;
  @ApiProperty({ description: 'Days; 1 for a stall rental (monthly, ongoing)' })
  duration!: number;
  guests!: number;
  @ApiProperty({ description: 'Whole LKR; per month for a stall rental' })
  totalAmount!: number;
  @ApiProperty({ type: StallInfoView, nullable: true })
  stallInfo!: StallInfoView | null;
  customerName!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Given by staff when they did not approve it' })
  rejectionReason!: string | null;
  @ApiProperty({ format: 'date-time' })
  requestedAt!: string;
  @ApiProperty({ description: 'Pending: the visitor may still cancel it' })
  canCancel!: boolean;
  @ApiProperty({ description: 'Confirmed: the .ics calendar file can be downloaded' })
  hasCalendarFile!: boolean;
  @ApiProperty({ type: CustomerMoneyView, description: 'The invoice, what was paid and each receipt' })
  money!: CustomerMoneyView;
  @ApiProperty({
    enum: LANGUAGES,
    description: "The booking's language, the one its mails and documents are in: the page opens in it",
  })
  language!: Language;
}

export class MyBookingReceiptDto extends MyBookingTokenDto {
  @ApiProperty({ example: 'RCT-2027-00007', description: 'A receipt (RCT-) or a refund note (RFD-) of this booking' })
  @Matches(/^(RCT|RFD)-\d{4}-\d{5,}$/, {
    message: 'Please give a receipt or refund note number such as RCT-2027-00007.',
  })
  @IsString({ message: 'Please give a receipt or refund note number such as RCT-2027-00007.' })
  receiptNumber!: string;
}

export class MyBookingRentInvoiceDto extends MyBookingTokenDto {
  @ApiProperty({ example: 'INV-2027-00043', description: 'One of the rental’s rent invoices' })
  @Matches(/^INV-\d{4}-\d{5,}$/, { message: 'Please give an invoice number such as INV-2027-00043.' })
  @IsString({ message: 'Please give an invoice number such as INV-2027-00043.' })
  number!: string;
}

export class MyBookingCancelledResponse {
  @ApiProperty({ type: MyBookingView })
  booking!: MyBookingView;
  message!: string;
}
