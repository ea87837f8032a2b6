import { ApiProperty } from '@nestjs/swagger';

/** A rent invoice as staff list it: one month of a rental, and the credit note that cancelled it, if one did. */
export class RentInvoiceView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'INV-2027-00043' }) number!: string;
  @ApiProperty({ example: 2, description: '1 for the rental’s first month' }) month!: number;
  @ApiProperty({ example: '2027-04-10', description: 'The month’s first day, its due date' }) dueOn!: string;
  @ApiProperty({ example: '2027-05-09', description: 'The month’s last day' }) lastDay!: string;
  @ApiProperty({ description: 'Whole LKR' }) amount!: number;
  @ApiProperty({ example: '2027-04-10' }) issuedOn!: string;
  @ApiProperty({ type: String, nullable: true, example: 'CRN-2027-00004' }) creditNoteNumber!: string | null;
}

/** A rent invoice as the vendor's own page lists it (downloaded by its number). */
export class CustomerRentInvoiceView {
  @ApiProperty({ example: 'INV-2027-00043' }) number!: string;
  @ApiProperty({ example: 2 }) month!: number;
  @ApiProperty({ example: '2027-04-10' }) dueOn!: string;
  @ApiProperty({ example: '2027-05-09' }) lastDay!: string;
  @ApiProperty({ description: 'Whole LKR' }) amount!: number;
  @ApiProperty({ example: '2027-04-10' }) issuedOn!: string;
  @ApiProperty({ description: 'Cancelled by a credit note (the rental ended before this month)' }) credited!: boolean;
}
