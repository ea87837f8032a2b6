import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { INVALID_DATE_MESSAGE } from '@kandy-park/domain';
import { IsCalendarDate } from '../../common/input';
import { LEDGER_KINDS, type LedgerKind } from '../../database/schema';

/** The years the income report reads: the park records nothing before 2000 (`EARLIEST_PAYMENT_DATE`). */
export const FIRST_REPORT_YEAR = 2000;
export const LAST_REPORT_YEAR = 2100;
const YEAR_MESSAGE = `year must be a whole year from ${FIRST_REPORT_YEAR} to ${LAST_REPORT_YEAR}, for example 2027.`;

export class IncomeQuery {
  @ApiPropertyOptional({
    example: 2027,
    minimum: FIRST_REPORT_YEAR,
    maximum: LAST_REPORT_YEAR,
    description: 'The calendar year (this year in Kandy by default)',
  })
  @Max(LAST_REPORT_YEAR, { message: YEAR_MESSAGE })
  @Min(FIRST_REPORT_YEAR, { message: YEAR_MESSAGE })
  @IsInt({ message: YEAR_MESSAGE })
  @Type(() => Number)
  @IsOptional()
  year?: number;
}

export class AsOfQuery {
  @ApiPropertyOptional({
    example: '2027-03-10',
    description: 'The day the report is read at the end of (yyyy-mm-dd; today in Kandy by default)',
  })
  @IsCalendarDate({ message: `asOf: ${INVALID_DATE_MESSAGE}` })
  @IsOptional()
  asOf?: string;
}

export class PeriodQuery {
  @ApiPropertyOptional({ example: '2027-03-01', description: 'Entries dated on or after this day (yyyy-mm-dd)' })
  @IsCalendarDate({ message: `from: ${INVALID_DATE_MESSAGE}` })
  @IsOptional()
  from?: string;

  @ApiPropertyOptional({ example: '2027-03-31', description: 'Entries dated on or before this day (yyyy-mm-dd)' })
  @IsCalendarDate({ message: `to: ${INVALID_DATE_MESSAGE}` })
  @IsOptional()
  to?: string;
}

export class IncomeFiguresView {
  @ApiProperty({ description: 'Whole LKR: venue invoices charged (every instalment, on the invoice date)' })
  venueInvoices!: number;
  @ApiProperty({ description: 'Whole LKR: stall rent invoiced' }) stallRent!: number;
  @ApiProperty({ description: 'Whole LKR, negative: credit notes of venue invoices' }) venueCredits!: number;
  @ApiProperty({ description: 'Whole LKR, negative: credit notes of rent invoices' }) rentCredits!: number;
  @ApiProperty({
    description: 'Whole LKR: what the credit notes of venue invoices left on them as cancellation charges',
  })
  cancellationKept!: number;
  @ApiProperty({ description: 'Whole LKR: charges and credits together' }) net!: number;
}

export class IncomeMonthView extends IncomeFiguresView {
  @ApiProperty({ example: '2027-03' }) month!: string;
}

export class IncomeReportView {
  @ApiProperty({ example: 2027 }) year!: number;
  @ApiProperty({ type: [IncomeMonthView], description: 'January to December' }) months!: IncomeMonthView[];
  @ApiProperty({ type: IncomeFiguresView }) total!: IncomeFiguresView;
}

export class TaxFiguresView {
  @ApiProperty({ description: 'Whole LKR: the value before tax of the documents with taxes, less credit notes' })
  net!: number;
  @ApiProperty({ description: 'Whole LKR: SSCL charged less SSCL credited' }) sscl!: number;
  @ApiProperty({ description: 'Whole LKR: VAT charged less VAT credited' }) vat!: number;
  @ApiProperty({ description: 'Whole LKR: the three together' }) total!: number;
}

export class TaxMonthView extends TaxFiguresView {
  @ApiProperty({ example: '2027-03' }) month!: string;
}

export class TaxSummaryView {
  @ApiProperty({ example: 2027 }) year!: number;
  @ApiProperty({ type: [TaxMonthView], description: 'January to December' }) months!: TaxMonthView[];
  @ApiProperty({ type: TaxFiguresView }) total!: TaxFiguresView;
}

export class HeldBookingView {
  @ApiProperty({ format: 'uuid' }) bookingId!: string;
  @ApiProperty() customerName!: string;
  @ApiProperty({ description: "The customer's account (their mailbox)" }) account!: string;
  @ApiProperty() venue!: string;
  @ApiProperty({ example: '2027-06-12' }) eventDate!: string;
  @ApiProperty({ description: 'Whole LKR received by the day: payments less reversals and refunds' }) held!: number;
  @ApiProperty({ type: [String], description: 'The receipts and refund notes' }) documents!: string[];
}

export class DepositsHeldView {
  @ApiProperty({ example: '2027-03-10' }) asOf!: string;
  @ApiProperty({ type: [HeldBookingView], description: 'Soonest event first' }) bookings!: HeldBookingView[];
  @ApiProperty({ description: 'Whole LKR held' }) total!: number;
}

export class OwedBackDocumentView {
  @ApiProperty({ enum: LEDGER_KINDS }) kind!: LedgerKind;
  @ApiProperty({ example: 'CRN-2027-00003' }) documentNumber!: string;
  @ApiProperty({ example: '2027-03-10' }) entryOn!: string;
  @ApiProperty({ description: 'Whole LKR, signed as the ledger writes it' }) amount!: number;
}

export class OwedBackItemView {
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) bookingId!: string | null;
  @ApiProperty() account!: string;
  @ApiProperty() customerName!: string;
  @ApiProperty() customerEmail!: string;
  @ApiProperty({ description: 'What was charged, as the latest charge says' }) description!: string;
  @ApiProperty({ description: "Whole LKR: the booking's ledger balance (negative)" }) balance!: number;
  @ApiProperty({ description: 'Whole LKR the park owes the customer' }) owedBack!: number;
  @ApiProperty({ example: '2027-03-10', description: 'Owed back since this day' }) since!: string;
  @ApiProperty({ type: [OwedBackDocumentView], description: "The booking's entries, in the order written" })
  documents!: OwedBackDocumentView[];
}

export class OwedBackView {
  @ApiProperty({ example: '2027-03-10' }) today!: string;
  @ApiProperty({ type: [OwedBackItemView], description: 'Largest first' }) items!: OwedBackItemView[];
  @ApiProperty({ description: 'Whole LKR owed back in all' }) total!: number;
}

export class CashFiguresView {
  @ApiProperty({ description: 'Whole LKR: payments received' }) received!: number;
  @ApiProperty({ description: 'Whole LKR, negative: payments reversed' }) reversed!: number;
  @ApiProperty({ description: 'Whole LKR, negative: refunds paid out' }) refunded!: number;
  @ApiProperty({ description: 'Whole LKR: the three together' }) net!: number;
  @ApiProperty({ description: 'Entries' }) count!: number;
}

export class DayBookMethodView extends CashFiguresView {
  @ApiProperty({ example: 'cash', description: 'A payment method, or "not recorded"' }) method!: string;
}

export class DayBookDayView {
  @ApiProperty({ example: '2027-03-10' }) day!: string;
  @ApiProperty({ type: [DayBookMethodView] }) methods!: DayBookMethodView[];
  @ApiProperty({ type: CashFiguresView }) total!: CashFiguresView;
}

export class DayBookView {
  @ApiProperty({ example: '2027-03-01' }) from!: string;
  @ApiProperty({ example: '2027-03-31' }) to!: string;
  @ApiProperty({ type: [DayBookDayView], description: 'Days with entries, oldest first' }) days!: DayBookDayView[];
  @ApiProperty({ type: [DayBookMethodView], description: "The period's totals by method" })
  byMethod!: DayBookMethodView[];
  @ApiProperty({ type: CashFiguresView }) total!: CashFiguresView;
}

export class JournalLineView {
  @ApiProperty({ description: 'The order the entry was written in' }) position!: number;
  @ApiProperty({ example: '2027-03-10' }) entryOn!: string;
  @ApiProperty({ enum: LEDGER_KINDS }) kind!: LedgerKind;
  @ApiProperty({ example: 'INV-2027-00042' }) documentNumber!: string;
  @ApiProperty() account!: string;
  @ApiProperty() customerName!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) bookingId!: string | null;
  @ApiProperty() description!: string;
  @ApiProperty({ description: 'Whole LKR, signed' }) amount!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Whole LKR: a positive amount' }) debit!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Whole LKR: a negative amount, made positive' })
  credit!: number | null;
  @ApiProperty({ description: "Whole LKR: the account's balance once the entry was written" })
  accountBalance!: number;
  @ApiProperty({ description: 'Whole LKR of VAT within the amount, signed like it' }) vat!: number;
  @ApiProperty({ description: 'Whole LKR of SSCL within the amount, signed like it' }) sscl!: number;
}

export class JournalView {
  @ApiProperty({ type: String, nullable: true, example: '2027-03-01' }) from!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2027-03-31' }) to!: string | null;
  @ApiProperty({ type: [JournalLineView], description: 'In the order written' }) lines!: JournalLineView[];
  @ApiProperty({ description: 'Whole LKR: the debits listed' }) debits!: number;
  @ApiProperty({ description: 'Whole LKR: the credits listed' }) credits!: number;
}
