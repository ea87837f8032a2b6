import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
} from 'class-validator';
import { IsCalendarDate, MultiLine, SingleLine, Trim } from '../../common/input';
import { PAYMENT_METHODS, type PaymentMethod } from '../../database/schema';
import {
  INVALID_DATE_MESSAGE,
  PAYMENT_NOTE_MAX_LENGTH,
  PAYMENT_REFERENCE_MAX_LENGTH,
  REASON_MAX_LENGTH,
  REASON_MIN_LENGTH,
} from '@kandy-park/domain';

/**
 * A form's one-time key (a UUID the form makes when it opens): the same form sent twice records one entry. Checked
 * the same way on every money form.
 */
export const IsFormKey = (form: string) =>
  applyDecorators(
    Matches(/^[A-Za-z0-9_-]{16,64}$/, {
      message: `The form key must be 16 to 64 letters, digits, dashes or underscores: please reopen the ${form}.`,
    }),
    IsString({ message: `The form key is missing: please reopen the ${form}.` }),
  );

/**
 * An entry's reference (cheque or transfer number …), printed on its document: optional, one line, 100 at most. The
 * decorators run in the order written, as stacked ones run from the bottom, so the checks keep their order.
 */
export const EntryReference = (example: string, description: string) =>
  applyDecorators(
    IsOptional(),
    Trim(),
    IsString({ message: 'The reference must be text.' }),
    SingleLine('The reference'),
    MaxLength(PAYMENT_REFERENCE_MAX_LENGTH, { message: 'The reference must be at most 100 characters.' }),
    ApiPropertyOptional({ example, description }),
  );

/** A note for staff on a money entry, never printed on `document`: optional, 500 characters at most. */
export const StaffNote = (document: string) =>
  applyDecorators(
    IsOptional(),
    Trim(),
    IsString({ message: 'The note must be text.' }),
    MultiLine('The note'),
    MaxLength(PAYMENT_NOTE_MAX_LENGTH, { message: 'The note must be at most 500 characters.' }),
    ApiPropertyOptional({ description: `For staff; not printed on ${document}` }),
  );

/** The largest single payment the park records, in whole LKR: far above any booking, well inside an integer. */
export const LARGEST_PAYMENT = 100_000_000;
const AMOUNT_MESSAGE = `Please enter the amount received in whole rupees, from 1 to ${LARGEST_PAYMENT.toLocaleString('en-LK')}.`;
/** No payment is received before this day: an older date is a slip of the keyboard (year 0100), kept out of the books. */
export const EARLIEST_PAYMENT_DATE = '2000-01-01';
const NotBeforeEarliestPaymentDate = () =>
  ValidateBy(
    {
      name: 'notBeforeEarliestPaymentDate',
      validator: { validate: (value: unknown) => typeof value !== 'string' || value >= EARLIEST_PAYMENT_DATE },
    },
    { message: 'Date received: the park records money received from 1 January 2000 on. Please check the year.' },
  );

export class RecordPaymentDto {
  @ApiProperty({ example: 30000, description: 'Whole LKR received' })
  @Max(LARGEST_PAYMENT, { message: AMOUNT_MESSAGE })
  @Min(1, { message: AMOUNT_MESSAGE })
  @IsInt({ message: AMOUNT_MESSAGE })
  amount!: number;

  @ApiProperty({
    example: '2027-03-10',
    description: `The day the money was received: today or earlier, and not before the day the booking was made (nor ${EARLIEST_PAYMENT_DATE})`,
  })
  @NotBeforeEarliestPaymentDate()
  @IsCalendarDate({ message: `Date received: ${INVALID_DATE_MESSAGE}` })
  receivedOn!: string;

  @ApiProperty({ enum: PAYMENT_METHODS })
  @IsIn(PAYMENT_METHODS, { message: `Please choose how it was paid: ${PAYMENT_METHODS.join(', ')}.` })
  method!: PaymentMethod;

  @EntryReference('Cheque 004512', 'Cheque or transfer number, card slip …')
  reference?: string;

  @StaffNote('the receipt')
  note?: string;

  @ApiProperty({
    example: '0f8fad5b-d9cb-469f-a165-70867728950e',
    description:
      'A key the payment form makes once (a UUID): the same form sent again (a double click, a retry) answers the payment it already recorded',
  })
  @IsFormKey('payment form')
  idempotencyKey!: string;

  @ApiPropertyOptional({
    description:
      'True when staff confirm a payment of the same amount, reference and day as an earlier one of the booking (otherwise 409 POSSIBLE_DUPLICATE)',
  })
  @IsBoolean({ message: 'confirmDuplicate must be true or false.' })
  @IsOptional()
  confirmDuplicate?: boolean;
}

export class ReversePaymentDto {
  @ApiProperty({ example: 'Recorded twice by mistake', description: 'Why the payment is reversed (kept for good)' })
  @MaxLength(REASON_MAX_LENGTH, { message: 'The reason must be at most 500 characters.' })
  @MinLength(REASON_MIN_LENGTH, { message: 'Please give the reason for the reversal.' })
  @IsNotEmpty({ message: 'Please give the reason for the reversal.' })
  @MultiLine('The reason')
  @IsString({ message: 'Please give the reason for the reversal.' })
  @Trim()
  reason!: string;

  @ApiPropertyOptional({
    example: '2027-03-12',
    description:
      'The day the money went back (a payment) or came back (a refund returned by the bank): today by default, never later, not before the entry; inside a closed month it is dated today and says so',
  })
  @NotBeforeEarliestPaymentDate()
  @IsCalendarDate({ message: `Date reversed: ${INVALID_DATE_MESSAGE}` })
  @IsOptional()
  reversedOn?: string;
}

export const RENT_DUE_FILTERS = ['due', 'overdue', 'arrears', 'all'] as const;
export type RentDueFilter = (typeof RENT_DUE_FILTERS)[number];

export class RentDueQuery {
  @ApiPropertyOptional({
    enum: RENT_DUE_FILTERS,
    default: 'all',
    description:
      'due: falls due within 7 days; overdue: past its due date; arrears: more than 7 days overdue; all: both',
  })
  @IsIn(RENT_DUE_FILTERS, { message: `show must be one of: ${RENT_DUE_FILTERS.join(', ')}.` })
  @IsOptional()
  show?: RentDueFilter;

  @ApiPropertyOptional({ example: 'A', description: 'A stall block letter' })
  @Matches(/^[A-F]$/, { message: 'block must be a block letter from A to F.' })
  @IsOptional()
  block?: string;
}

export class PaymentsQuery {
  @ApiPropertyOptional({ example: '2027-03-01', description: 'Entries received on or after this date' })
  @IsCalendarDate({ message: INVALID_DATE_MESSAGE })
  @IsOptional()
  from?: string;

  @ApiPropertyOptional({ example: '2027-03-31', description: 'Entries received on or before this date' })
  @IsCalendarDate({ message: INVALID_DATE_MESSAGE })
  @IsOptional()
  to?: string;
}
