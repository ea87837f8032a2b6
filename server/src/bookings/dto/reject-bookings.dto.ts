import { REASON_MAX_LENGTH } from '@kandy-park/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsOptional, IsString, MaxLength } from 'class-validator';
import { ERROR_CODES, type ErrorCode } from '../../common/domain-error';
import { BookingView } from './booking-responses.dto';
import { MultiLine, Trim } from '../../common/input';

/** Bookings staff reject together in one go, with one reason. */
export const MOST_BOOKINGS_REJECTED_AT_ONCE = 100;
const IDS_MESSAGE = `Please choose from 1 to ${MOST_BOOKINGS_REJECTED_AT_ONCE} bookings to reject.`;

export class RejectBookingsDto {
  @ApiProperty({
    type: [String],
    format: 'uuid',
    minItems: 1,
    maxItems: MOST_BOOKINGS_REJECTED_AT_ONCE,
    description: 'The pending bookings to reject',
  })
  @MaxLength(36, { each: true, message: 'A booking ID is not valid.' })
  @IsString({ each: true, message: 'A booking ID is not valid.' })
  @ArrayMaxSize(MOST_BOOKINGS_REJECTED_AT_ONCE, { message: IDS_MESSAGE })
  @ArrayNotEmpty({ message: IDS_MESSAGE })
  @IsArray({ message: IDS_MESSAGE })
  ids!: string[];

  @ApiPropertyOptional({ description: 'Optional; e-mailed to every customer with their rejection notice' })
  @MaxLength(REASON_MAX_LENGTH, { message: 'The rejection reason must be at most 500 characters.' })
  @MultiLine('The rejection reason')
  @IsString({ message: 'The rejection reason must be text.' })
  @Trim()
  @IsOptional()
  rejectionReason?: string;
}

/** A booking that was not rejected, and why. */
export class RejectionRefusal {
  @ApiProperty({ description: 'The ID as sent' })
  _id!: string;
  @ApiPropertyOptional({ enum: ERROR_CODES, enumName: 'ErrorCode', description: 'Which refusal this is' })
  code?: ErrorCode;
  @ApiProperty({ description: 'Why, as a sentence staff can act on' })
  message!: string;
}

export class RejectBookingsResponse {
  @ApiProperty({ type: [BookingView], description: 'Rejected now; each customer is e-mailed as for one rejection' })
  rejected!: BookingView[];
  @ApiProperty({ type: [RejectionRefusal], description: 'Left as they were (not pending, not found, …)' })
  notRejected!: RejectionRefusal[];
  message!: string;
}
