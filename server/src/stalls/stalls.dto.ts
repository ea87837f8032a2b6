import { ApiProperty } from '@nestjs/swagger';
import type { StallBlockLetter } from '@kandy-park/domain';

/** The answers of the stalls API: availability, the taken stalls and the dashboard's grid. */

export class StallAvailabilityResponse {
  date!: string;
  totalStalls!: number;
  availableStalls!: number;
  rentedStalls!: number;
  @ApiProperty({ description: 'Same as rentedStalls' })
  bookedStalls!: number;
  isAvailable!: boolean;
}

export class BookedStallsResponse {
  @ApiProperty({ type: [String], example: ['A1', 'B7'] })
  bookedStalls!: string[];
}

/** A stall rental's customer and stall, with the rental's id and status so staff can act on it (approve, terminate). */
export class StallBookingDetails {
  @ApiProperty({ format: 'uuid' })
  bookingId!: string;
  @ApiProperty({ enum: ['pending', 'confirmed'] })
  status!: 'pending' | 'confirmed';
  customerName!: string;
  customerEmail!: string;
  customerPhone!: string;
  @ApiProperty({ example: '2027-03-01' })
  startDate!: string;
  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
  notes!: string;
}

export class StallView {
  @ApiProperty({ example: 'A1' })
  stallId!: string;
  stallNumber!: number;
  @ApiProperty({ enum: ['available', 'booked'] })
  status!: 'available' | 'booked';
  @ApiProperty({ type: StallBookingDetails, nullable: true, description: 'Always null on the public fallback' })
  booking!: StallBookingDetails | null;
}

export class StallBlockView {
  count!: number;
  @ApiProperty({ example: 'Block A' })
  name!: string;
  @ApiProperty({ type: [StallView] })
  stalls!: StallView[];
}

export class StallStatistics {
  totalStalls!: number;
  bookedStalls!: number;
  availableStalls!: number;
  @ApiProperty({ example: '12.0', description: 'Percentage, one decimal, as a string' })
  occupancyRate!: string;
}

export class StallBlockDataResponse {
  @ApiProperty({
    type: 'object',
    additionalProperties: { $ref: '#/components/schemas/StallBlockView' },
    description: 'Keyed by block letter A–F',
  })
  stallBlocks!: Record<StallBlockLetter, StallBlockView>;
  @ApiProperty({ type: StallStatistics })
  statistics!: StallStatistics;
}
