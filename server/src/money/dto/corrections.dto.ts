import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Max, MaxLength, Min, MinLength } from 'class-validator';
import { REASON_MAX_LENGTH, REASON_MIN_LENGTH } from '@kandy-park/domain';
import { MultiLine, Trim } from '../../common/input';
import { BookingAccountView, CreditApplicationView, CreditNoteView } from './money-responses.dto';
import { LARGEST_PAYMENT } from './payment.dto';

export const CORRECTION_CREDIT_KINDS = ['discount', 'write_off'] as const;
export type CorrectionCreditKind = (typeof CORRECTION_CREDIT_KINDS)[number];

const CREDIT_MESSAGE = `Please enter the amount to credit in whole rupees, from 1 to ${LARGEST_PAYMENT.toLocaleString('en-LK')}.`;
const APPLY_MESSAGE = `Please enter the credit to apply in whole rupees, from 1 to ${LARGEST_PAYMENT.toLocaleString('en-LK')}.`;

/** A credit note of part of an invoice (a discount) or of all that is owed on it (a write-off, admins only). */
export class IssueCreditNoteDto {
  @ApiProperty({
    enum: CORRECTION_CREDIT_KINDS,
    description: 'discount: part of the invoice (any staff member); write_off: all that is owed on it (admins only)',
  })
  @IsIn(CORRECTION_CREDIT_KINDS, { message: 'Please choose the kind of credit note: discount or write_off.' })
  kind!: CorrectionCreditKind;

  @ApiPropertyOptional({
    example: 10000,
    description: 'A discount: whole LKR taken off, at most what is still uncredited. A write-off takes all owed.',
  })
  @Max(LARGEST_PAYMENT, { message: CREDIT_MESSAGE })
  @Min(1, { message: CREDIT_MESSAGE })
  @IsInt({ message: CREDIT_MESSAGE })
  @IsOptional()
  amount?: number;

  @ApiProperty({ example: 'Goodwill: the sound system failed', description: 'Why (printed on the credit note)' })
  @MaxLength(REASON_MAX_LENGTH, { message: 'The reason must be at most 500 characters.' })
  @MinLength(REASON_MIN_LENGTH, { message: 'Please give the reason for the credit note.' })
  @IsNotEmpty({ message: 'Please give the reason for the credit note.' })
  @MultiLine('The reason')
  @IsString({ message: 'Please give the reason for the credit note.' })
  @Trim()
  reason!: string;
}

/** Customer credit of one booking applied to another booking of the same account. */
export class ApplyCreditDto {
  @ApiProperty({ format: 'uuid', description: 'The booking the credit pays (same customer account)' })
  @IsUUID('all', { message: 'Please choose the booking the credit pays.' })
  toBookingId!: string;

  @ApiProperty({ example: 20000, description: 'Whole LKR: at most the credit held and what the other booking owes' })
  @Max(LARGEST_PAYMENT, { message: APPLY_MESSAGE })
  @Min(1, { message: APPLY_MESSAGE })
  @IsInt({ message: APPLY_MESSAGE })
  amount!: number;
}

export class CreditNoteIssuedResponse {
  @ApiProperty({ type: CreditNoteView }) creditNote!: CreditNoteView;
  @ApiProperty({ type: BookingAccountView, nullable: true, description: 'Null when the booking was deleted' })
  account!: BookingAccountView | null;
  @ApiProperty() message!: string;
}

export class CreditAppliedResponse {
  @ApiProperty({ type: CreditApplicationView }) application!: CreditApplicationView;
  @ApiProperty({ type: BookingAccountView, description: 'The account of the booking the credit left' })
  account!: BookingAccountView;
  @ApiProperty() message!: string;
}
