import { ApiProperty } from '@nestjs/swagger';

/** The Analytics tab's figures. */

export class MonthFigures {
  @ApiProperty({ example: '2027-03' }) month!: string;
  @ApiProperty({ description: 'Bookings with their first day in the month, admin blocks left out' }) bookings!: number;
  @ApiProperty({
    description:
      'Whole LKR of income dated in the month, from the ledger: invoices and rent invoices less credit notes',
  })
  revenue!: number;
  @ApiProperty({ description: 'Whole LKR of approved and completed bookings starting in the month (booked value)' })
  booked!: number;
  @ApiProperty({ description: 'Whole LKR received in the month (payments less reversals, by date received)' })
  received!: number;
}

export class BlockArrears {
  @ApiProperty({ example: 'A' }) block!: string;
  @ApiProperty({ example: 'Block A' }) name!: string;
  @ApiProperty({ description: 'Rentals more than 7 days overdue' }) rentals!: number;
  @ApiProperty({ description: 'Whole LKR those rentals owe' }) owed!: number;
}

export class BlockOccupancy {
  @ApiProperty({ example: 'A' }) block!: string;
  @ApiProperty({ example: 'Block A' }) name!: string;
  @ApiProperty() total!: number;
  @ApiProperty({ description: 'Stalls held by a pending or confirmed rental' }) booked!: number;
}

export class BookingAnalytics {
  @ApiProperty({ description: 'Bookings, admin blocks left out' }) totalBookings!: number;
  @ApiProperty({ description: 'Bookings with status confirmed' }) confirmedBookings!: number;
  @ApiProperty({
    description:
      'Whole LKR of income, from the ledger: every venue and rent invoice less credit notes (a cancellation charge kept stays income; a deleted booking keeps its income)',
  })
  totalRevenue!: number;
  @ApiProperty({ description: 'Whole LKR: the sum of all booking amounts (booked value, whatever their status)' })
  bookedValue!: number;
  @ApiProperty({ description: 'Whole LKR of approved and completed bookings only' }) confirmedRevenue!: number;
  @ApiProperty({ description: 'Whole LKR received: every payment less reversals (docs/money.md)' }) received!: number;
  @ApiProperty({ description: 'Whole LKR owed now: invoices not paid in full and stall rent charged but unpaid' })
  outstanding!: number;
  @ApiProperty({
    type: [MonthFigures],
    description: 'Twelve months: the six before the current one, the current one and the five after it',
  })
  byMonth!: MonthFigures[];
  @ApiProperty({ type: [BlockOccupancy] }) stallOccupancy!: BlockOccupancy[];
  @ApiProperty({ type: [BlockArrears], description: 'Stall rent more than 7 days overdue, per block' })
  arrearsByBlock!: BlockArrears[];
}
