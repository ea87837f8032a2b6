import { BOOKING_GROUPS, type BookingGroup, INVALID_DATE_MESSAGE, SEARCH_MAX_LENGTH } from '@kandy-park/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IsCalendarDate, IsEmailAddress, SingleLine, Trim } from '../../common/input';
import { BOOKING_STATUSES, type BookingStatus, VENUES, type VenueName } from '../../database/schema';
import { AgingBucketView } from './invoice-book.dto';

export class AccountsQuery {
  @ApiPropertyOptional({ description: "Words of the customer's name or e-mail address" })
  @MaxLength(SEARCH_MAX_LENGTH, { message: 'The search must be at most 100 characters.' })
  @SingleLine('The search')
  @IsString({ message: 'The search must be text.' })
  @Trim()
  @IsOptional()
  q?: string;
}

export class AccountParams {
  @ApiProperty({
    example: 'dilani@example.lk',
    description: "Any of the customer's e-mail addresses: case and a +tag are ignored (one account per mailbox)",
  })
  @IsEmailAddress('Please give the e-mail address of the account, such as dilani@example.lk.')
  @SingleLine('The e-mail address')
  @IsString({ message: 'Please give the e-mail address of the account, such as dilani@example.lk.' })
  @Trim()
  email!: string;
}

export class AccountQuery {
  @ApiPropertyOptional({
    example: '2027-01-01',
    description: "The statement's first day: what came before is brought forward (from the first entry when absent)",
  })
  @IsCalendarDate({ message: INVALID_DATE_MESSAGE })
  @IsOptional()
  from?: string;

  @ApiPropertyOptional({
    example: '2027-12-31',
    description: "The statement's last day (today when absent); the aging is read as of it (today at the latest)",
  })
  @IsCalendarDate({ message: INVALID_DATE_MESSAGE })
  @IsOptional()
  to?: string;
}

export class AccountSummaryView {
  @ApiProperty({ example: 'dilani@example.lk', description: 'The account: the mailbox, lower case, without +tag' })
  account!: string;
  @ApiProperty({ description: 'The name the customer gave last' }) customerName!: string;
  @ApiProperty({ description: 'The address the customer gave last' }) customerEmail!: string;
  @ApiProperty({ description: 'Bookings in the lists (requests, rentals, events; deleted ones not counted)' })
  bookings!: number;
  @ApiProperty({ description: 'Whole LKR owed now, from the ledger (negative: owed back to the customer)' })
  balance!: number;
  @ApiProperty({ example: '2027-03-10', description: 'The last day something happened on the account' })
  lastActivityOn!: string;
}

export class AccountList {
  @ApiProperty({ type: [AccountSummaryView], description: 'Most recently active first, at most 50' })
  items!: AccountSummaryView[];
  @ApiProperty({ description: 'Accounts matching the search, listed or not' }) total!: number;
}

export class AccountBookingView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: VENUES }) venue!: VenueName;
  @ApiProperty({ type: String, nullable: true, example: 'A3' }) stallId!: string | null;
  @ApiProperty({ example: '2027-03-10' }) eventDate!: string;
  @ApiProperty({ example: '2027-03-12' }) lastDate!: string;
  @ApiProperty({ enum: BOOKING_STATUSES }) status!: BookingStatus;
  @ApiProperty() cancelledAfterApproval!: boolean;
  @ApiProperty({ enum: BOOKING_GROUPS, description: 'The Bookings list it is in' }) group!: BookingGroup;
  @ApiProperty({ description: 'What was booked, in English' }) description!: string;
  @ApiProperty({ description: 'Whole LKR; per month for a stall rental' }) totalAmount!: number;
}

export const ACCOUNT_DOCUMENT_KINDS = ['invoice', 'rent-invoice', 'credit-note', 'receipt', 'refund-note'] as const;
export type AccountDocumentKind = (typeof ACCOUNT_DOCUMENT_KINDS)[number];

export class AccountDocumentView {
  @ApiProperty({ enum: ACCOUNT_DOCUMENT_KINDS }) kind!: AccountDocumentKind;
  @ApiProperty({
    format: 'uuid',
    description: 'The row the PDF is read from (invoice, rent invoice, credit note, entry)',
  })
  id!: string;
  @ApiProperty({ example: 'INV-2027-00042' }) number!: string;
  @ApiProperty({ example: '2027-03-10', description: 'Issued, or the day the money moved' }) date!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ description: 'Whole LKR the document is for (positive)' }) amount!: number;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Null once the booking was deleted' })
  bookingId!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    enum: ['credited', 'reversed'],
    description: 'An invoice a credit note closed, or a receipt reversed',
  })
  mark!: 'credited' | 'reversed' | null;
  @ApiProperty({ type: String, nullable: true, description: "The credit note's number that closed an invoice" })
  markedBy!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2027-03-12' }) markedOn!: string | null;
}

export class StatementLineView {
  @ApiProperty({ example: '2027-03-10' }) date!: string;
  @ApiProperty({ description: "The document's number; empty for a reversal" }) document!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ description: 'Whole LKR added to what is owed' }) charged!: number;
  @ApiProperty({ description: 'Whole LKR taken off it' }) received!: number;
  @ApiProperty({ description: 'What is owed once the line is counted (negative: owed back)' }) balance!: number;
}

export class AccountStatementView {
  @ApiProperty({ type: String, nullable: true, example: '2027-01-01' }) from!: string | null;
  @ApiProperty({ example: '2027-03-31' }) to!: string;
  @ApiProperty({ description: 'Whole LKR brought forward from before `from`' }) openingBalance!: number;
  @ApiProperty({ type: [StatementLineView], description: 'Date order, charges before what paid them' })
  lines!: StatementLineView[];
  @ApiProperty() charged!: number;
  @ApiProperty() received!: number;
  @ApiProperty({ description: 'The closing balance at `to`' }) closingBalance!: number;
}

export class AccountAgingView {
  @ApiProperty({ example: '2027-03-31', description: "The period's end, today at the latest" }) asOf!: string;
  @ApiProperty({ type: [AgingBucketView], description: 'Current, 1–30, 31–60, 61–90, 90+' })
  buckets!: AgingBucketView[];
}

/** One customer's account: their bookings, every money document, the balance, a statement and its aging. */
export class CustomerAccountView {
  @ApiProperty({ example: 'dilani@example.lk' }) account!: string;
  @ApiProperty() customerName!: string;
  @ApiProperty() customerEmail!: string;
  @ApiProperty({ type: String, nullable: true, description: 'From the latest booking in the lists' })
  customerPhone!: string | null;
  @ApiProperty({ type: [AccountBookingView], description: 'Soonest first' }) bookings!: AccountBookingView[];
  @ApiProperty({ type: [AccountDocumentView], description: 'Newest first' }) documents!: AccountDocumentView[];
  @ApiProperty({ description: 'Whole LKR owed now (negative: owed back), from the ledger' }) balance!: number;
  @ApiProperty({ type: AccountStatementView }) statement!: AccountStatementView;
  @ApiProperty({ type: AccountAgingView }) aging!: AccountAgingView;
  @ApiProperty({ example: '2027-03-31' }) today!: string;
}
