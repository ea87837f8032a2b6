import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { INVALID_DATE_MESSAGE, NAME_MAX_LENGTH, REASON_MAX_LENGTH, REASON_MIN_LENGTH } from '@kandy-park/domain';
import { IsCalendarDate, IsEmailAddress, MultiLine, SingleLine, Trim, UUID_SOURCE } from '../../common/input';
import {
  CREDIT_NOTE_KINDS,
  type CreditNoteKind,
  DOCUMENT_KINDS,
  type DocumentKind,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '../../database/schema';
import { EntryReference, LARGEST_PAYMENT, StaffNote } from './payment.dto';

/** A document number as printed: `RCT-2027-00123`. */
export const LOST_NUMBER_PATTERN = new RegExp(`^(${DOCUMENT_KINDS.join('|')})-[0-9]{4}-[0-9]{5,}$`);
const AMOUNT_MESSAGE = `Please enter the document's amount in whole rupees, from 1 to ${LARGEST_PAYMENT.toLocaleString('en-LK')}.`;
const DESCRIPTION_MESSAGE = 'What the document is for must be one line of at most 300 characters.';

/**
 * A document issued after the last backup and lost with it, entered again from its copy in the accounts mailbox
 * (docs/money.md, "Lost documents"): its own number, its booking or its customer, its date, its amount and what its
 * kind needs.
 */
export class EnterLostDocumentDto {
  @ApiProperty({ example: 'RCT-2027-00123', description: 'The number printed on the document' })
  @Matches(LOST_NUMBER_PATTERN, {
    message: `Please enter the number as printed on the document, such as RCT-2027-00123 (${DOCUMENT_KINDS.join(', ')}).`,
  })
  @IsString({ message: 'Please enter the number as printed on the document, such as RCT-2027-00123.' })
  @Trim()
  number!: string;

  @ApiPropertyOptional({ description: 'The booking it belongs to, when the booking is still in the books' })
  @Matches(new RegExp(`^${UUID_SOURCE}$`, 'i'), { message: 'The booking id is not one the dashboard gives.' })
  @IsOptional()
  bookingId?: string;

  @ApiPropertyOptional({ example: 'Nimal Perera', description: "The customer's name (without a booking)" })
  @MaxLength(NAME_MAX_LENGTH, { message: `The customer's name must be at most ${NAME_MAX_LENGTH} characters.` })
  @MinLength(2, { message: "Please enter the customer's name as on the document." })
  @SingleLine("The customer's name")
  @IsString({ message: "Please enter the customer's name as on the document." })
  @Trim()
  @IsOptional()
  customerName?: string;

  @ApiPropertyOptional({ example: 'nimal@example.lk', description: "The customer's e-mail (without a booking)" })
  @IsEmailAddress("Please enter the customer's e-mail address as on the document.")
  @SingleLine('Email')
  @IsString({ message: "Please enter the customer's e-mail address as on the document." })
  @Trim()
  @IsOptional()
  customerEmail?: string;

  @ApiProperty({ example: '2027-03-10', description: "The document's date, as printed (today or earlier)" })
  @IsCalendarDate({ message: `The document's date: ${INVALID_DATE_MESSAGE}` })
  issuedOn!: string;

  @ApiProperty({ example: 30000, description: 'Whole LKR: received, refunded, invoiced or credited' })
  @Max(LARGEST_PAYMENT, { message: AMOUNT_MESSAGE })
  @Min(1, { message: AMOUNT_MESSAGE })
  @IsInt({ message: AMOUNT_MESSAGE })
  amount!: number;

  @ApiPropertyOptional({ enum: PAYMENT_METHODS, description: 'A receipt or refund note: how the money moved' })
  @IsIn(PAYMENT_METHODS, { message: `Please choose how the money moved: ${PAYMENT_METHODS.join(', ')}.` })
  @IsOptional()
  method?: PaymentMethod;

  @EntryReference('Cheque 004512', 'A receipt or refund note: the reference printed on it')
  reference?: string;

  @ApiPropertyOptional({
    example: 'INV-2027-00042',
    description: 'The invoice it names: the one a credit note credits (required), or a receipt is for',
  })
  @Matches(/^INV-[0-9]{4}-[0-9]{5,}$/, { message: 'The invoice number is written INV-2027-00042.' })
  @IsString({ message: 'The invoice number is written INV-2027-00042.' })
  @Trim()
  @IsOptional()
  invoiceNumber?: string;

  @ApiPropertyOptional({
    example: 'Open Air Arena, wedding, 12 March 2027',
    description: 'What it is for, as printed (needed when it names no booking or invoice)',
  })
  @MaxLength(300, { message: DESCRIPTION_MESSAGE })
  @SingleLine('What the document is for')
  @IsString({ message: DESCRIPTION_MESSAGE })
  @Trim()
  @IsOptional()
  description?: string;

  @ApiPropertyOptional({ example: 625000, description: 'An invoice: its deposit (0 or absent: none asked)' })
  @Max(LARGEST_PAYMENT, { message: 'The deposit must be in whole rupees, at most the amount.' })
  @Min(0, { message: 'The deposit must be in whole rupees, at most the amount.' })
  @IsInt({ message: 'The deposit must be in whole rupees, at most the amount.' })
  @IsOptional()
  depositAmount?: number;

  @ApiPropertyOptional({ example: '2027-03-17', description: "An invoice: the deposit's due date" })
  @IsCalendarDate({ message: `The deposit's due date: ${INVALID_DATE_MESSAGE}` })
  @IsOptional()
  depositDueOn?: string;

  @ApiPropertyOptional({ example: '2027-04-01', description: "An invoice: the balance's due date" })
  @IsCalendarDate({ message: `The balance's due date: ${INVALID_DATE_MESSAGE}` })
  @IsOptional()
  balanceDueOn?: string;

  @ApiPropertyOptional({ enum: CREDIT_NOTE_KINDS, default: 'cancellation', description: 'A credit note: its kind' })
  @IsIn(CREDIT_NOTE_KINDS, { message: `The credit note's kind must be one of ${CREDIT_NOTE_KINDS.join(', ')}.` })
  @IsOptional()
  creditKind?: CreditNoteKind;

  @ApiPropertyOptional({ example: 0, description: 'A credit note: what the park kept of the money received' })
  @Max(LARGEST_PAYMENT, { message: 'What was kept must be in whole rupees.' })
  @Min(0, { message: 'What was kept must be in whole rupees.' })
  @IsInt({ message: 'What was kept must be in whole rupees.' })
  @IsOptional()
  kept?: number;

  @ApiPropertyOptional({ example: 'The family asked to cancel', description: 'A credit note: its reason, as printed' })
  @MaxLength(REASON_MAX_LENGTH, { message: 'The reason must be at most 500 characters.' })
  @MinLength(REASON_MIN_LENGTH, { message: "Please give the credit note's reason as printed on it." })
  @MultiLine('The reason')
  @IsString({ message: "Please give the credit note's reason as printed on it." })
  @Trim()
  @IsOptional()
  reason?: string;

  @StaffNote('the document')
  note?: string;
}

export class LostDocumentEnteredResponse {
  @ApiProperty({ example: 'RCT-2027-00123' }) number!: string;
  @ApiProperty({ enum: DOCUMENT_KINDS }) kind!: DocumentKind;
  @ApiProperty({ description: "The document's id: a payment's, an invoice's or a credit note's" }) id!: string;
  @ApiProperty({ nullable: true, type: String }) bookingId!: string | null;
  @ApiProperty({ example: 'Receipt RCT-2027-00123 of LKR 30,000 entered under its own number.' }) message!: string;
}

export class NumberGapView {
  @ApiProperty({ enum: DOCUMENT_KINDS }) kind!: DocumentKind;
  @ApiProperty({ example: 2027 }) year!: number;
  @ApiProperty({ example: 'RCT-2027-00124' }) firstNumber!: string;
  @ApiProperty({ example: 'RCT-2027-00623' }) lastNumber!: string;
  @ApiProperty({ description: 'How many numbers the gap holds' }) size!: number;
  @ApiProperty({ example: 'Restore on 2027-03-05 of the backup taken 2027-03-04T21:30:00.000Z: set aside, …' })
  reason!: string;
  @ApiProperty({ description: 'When it was set aside (ISO 8601)' }) createdAt!: string;
  @ApiProperty({ type: [String], description: 'The lost documents entered in it, by number' }) entered!: string[];
}

export class NumberGapList {
  @ApiProperty({ type: [NumberGapView], description: 'Every gap, newest first' }) gaps!: NumberGapView[];
}
