import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { IsCalendarDate, MultiLine, Trim } from '../../common/input';
import { PAYMENT_METHODS, type PaymentMethod } from '../../database/schema';
import { EntryReference, IsFormKey, LARGEST_PAYMENT, StaffNote } from './payment.dto';
import { INVALID_DATE_MESSAGE, REASON_MAX_LENGTH, REASON_MIN_LENGTH } from '@kandy-park/domain';

const KEPT_MESSAGE = `Please enter what the park keeps of the money received in whole rupees, from 0 to ${LARGEST_PAYMENT.toLocaleString('en-LK')}.`;
const REFUND_MESSAGE = `Please enter the amount refunded in whole rupees, from 1 to ${LARGEST_PAYMENT.toLocaleString('en-LK')}.`;

/** An admin cancels an approved booking: the date is freed and its invoice closed by a credit note. */
export class CancelBookingDto {
  @ApiProperty({ example: 'The family asked to cancel', description: 'Why (told to the customer, kept for good)' })
  @MaxLength(REASON_MAX_LENGTH, { message: 'The reason must be at most 500 characters.' })
  @MinLength(REASON_MIN_LENGTH, { message: 'Please give the reason for the cancellation.' })
  @IsNotEmpty({ message: 'Please give the reason for the cancellation.' })
  @MultiLine('The reason')
  @IsString({ message: 'Please give the reason for the cancellation.' })
  @Trim()
  reason!: string;

  @ApiPropertyOptional({
    example: 0,
    default: 0,
    description:
      'Whole LKR of the money received that the park keeps as a cancellation charge (at most what was paid); the rest is owed back to the customer and refunded as its own entry',
  })
  @Max(LARGEST_PAYMENT, { message: KEPT_MESSAGE })
  @Min(0, { message: KEPT_MESSAGE })
  @IsInt({ message: KEPT_MESSAGE })
  @IsOptional()
  kept?: number;
}

/** Money paid back to a customer: an entry of its own, with a numbered refund note. */
export class RecordRefundDto {
  @ApiProperty({ example: 55000, description: 'Whole LKR paid back' })
  @Max(LARGEST_PAYMENT, { message: REFUND_MESSAGE })
  @Min(1, { message: REFUND_MESSAGE })
  @IsInt({ message: REFUND_MESSAGE })
  amount!: number;

  @ApiProperty({ example: '2027-04-02', description: 'The day the money was paid back (today or earlier)' })
  @IsCalendarDate({ message: `Date refunded: ${INVALID_DATE_MESSAGE}` })
  refundedOn!: string;

  @ApiProperty({ enum: PAYMENT_METHODS })
  @IsIn(PAYMENT_METHODS, { message: `Please choose how it was paid back: ${PAYMENT_METHODS.join(', ')}.` })
  method!: PaymentMethod;

  @EntryReference('Transfer 88120', 'Cheque or transfer number …')
  reference?: string;

  @StaffNote('the refund note')
  note?: string;

  @ApiProperty({
    example: '0f8fad5b-d9cb-469f-a165-70867728950e',
    description: 'A key the refund form makes once: the same form sent again answers the refund already recorded',
  })
  @IsFormKey('refund form')
  idempotencyKey!: string;
}
