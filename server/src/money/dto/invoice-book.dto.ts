import { SEARCH_MAX_LENGTH } from '@kandy-park/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsCalendarDate, SingleLine, Trim } from '../../common/input';
import { AGING_BUCKETS } from '../aging';
import { INVOICE_STATUSES } from './money-responses.dto';

export const INVOICE_FILTERS = [...INVOICE_STATUSES, 'owed', 'all'] as const;
export type InvoiceFilter = (typeof INVOICE_FILTERS)[number];

export class InvoicesQuery {
  @ApiPropertyOptional({ description: 'Words of the number, the customer, the e-mail or the item' })
  @MaxLength(SEARCH_MAX_LENGTH, { message: 'The search must be at most 100 characters.' })
  @SingleLine('The search')
  @IsString({ message: 'The search must be text.' })
  @Trim()
  @IsOptional()
  q?: string;

  @ApiPropertyOptional({
    enum: INVOICE_FILTERS,
    default: 'all',
    description: 'One status, `owed` (anything still owed: unpaid, part paid, overdue) or `all`',
  })
  @IsIn(INVOICE_FILTERS, { message: `status must be one of: ${INVOICE_FILTERS.join(', ')}.` })
  @IsOptional()
  status?: InvoiceFilter;
}

/** The Invoices view's query: the list's search and status, and the day the aging is read on. */
export class InvoiceBookQuery extends InvoicesQuery {
  @ApiPropertyOptional({
    example: '2027-03-10',
    description:
      'The day to read the aging on (yyyy-mm-dd, today in Kandy by default, never later): what was charged, paid and credited by the end of that day',
  })
  @IsCalendarDate({ message: 'asOf must be a date as yyyy-mm-dd (for example 2027-03-10), today or earlier.' })
  @IsOptional()
  asOf?: string;
}

/** One invoice of the Invoices view: what was issued, paid, credited and is owed. */
export class InvoiceListItem {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'INV-2027-00042' }) number!: string;
  @ApiProperty({ example: '2027-03-01' }) issuedOn!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Null once the booking was deleted' })
  bookingId!: string | null;
  @ApiProperty() customerName!: string;
  @ApiProperty() customerEmail!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ description: 'Whole LKR issued' }) amount!: number;
  @ApiProperty({ description: 'Whole LKR taken off by a credit note' }) credited!: number;
  @ApiProperty({ type: String, nullable: true }) creditNoteNumber!: string | null;
  @ApiProperty({ description: 'Whole LKR received, reversals and refunds taken off' }) paid!: number;
  @ApiProperty({ description: 'Whole LKR still owed (negative: owed back to the customer)' }) balance!: number;
  @ApiProperty({ description: 'Whole LKR owed today' }) dueNow!: number;
  @ApiProperty({ type: String, nullable: true }) nextDueOn!: string | null;
  @ApiProperty() daysOverdue!: number;
  @ApiProperty({ enum: INVOICE_STATUSES }) status!: (typeof INVOICE_STATUSES)[number];
}

export class AgingBucketView {
  @ApiProperty({
    enum: AGING_BUCKETS.map(({ key }) => key),
    description: '`current`: not due yet or due that day; then days overdue',
  })
  key!: (typeof AGING_BUCKETS)[number]['key'];
  @ApiProperty({ example: '31–60 days', enum: AGING_BUCKETS.map(({ label }) => label) }) label!: string;
  @ApiProperty({ description: 'Whole LKR of invoice instalments unpaid in this bucket' }) invoices!: number;
  @ApiProperty({ description: 'Whole LKR of rent months unpaid in this bucket' }) rent!: number;
  @ApiProperty() total!: number;
}

export class InvoiceBook {
  @ApiProperty({ type: [InvoiceListItem], description: 'Newest first' }) items!: InvoiceListItem[];
  @ApiProperty({ description: 'Whole LKR issued by the invoices listed' }) issued!: number;
  @ApiProperty() credited!: number;
  @ApiProperty() paid!: number;
  @ApiProperty({ description: 'Whole LKR still owed on the invoices listed' }) owed!: number;
  @ApiProperty({ description: 'Whole LKR owed today on the invoices listed' }) dueNow!: number;
  @ApiProperty({
    type: [AgingBucketView],
    description:
      'Everything owed on `asOf` (all invoices and stall rent, whatever the filter), each instalment and rent month by its own age: Current, 1–30, 31–60, 61–90, 90+ days overdue',
  })
  aging!: AgingBucketView[];
  @ApiProperty({ example: '2027-03-10', description: 'The day the aging is read on' }) asOf!: string;
  @ApiProperty({ example: '2027-03-10' }) today!: string;
}
