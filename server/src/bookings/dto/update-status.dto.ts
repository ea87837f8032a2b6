import { INVALID_DATE_MESSAGE, REASON_MAX_LENGTH } from '@kandy-park/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { BOOKING_STATUSES, type BookingStatus } from '../../database/schema';
import { IsCalendarDate, MultiLine, Trim } from '../../common/input';

export class UpdateStatusDto {
  @ApiProperty({ enum: BOOKING_STATUSES })
  @IsIn(BOOKING_STATUSES, { message: `Status must be one of: ${BOOKING_STATUSES.join(', ')}.` })
  @IsNotEmpty({ message: 'Please give the new status.' })
  @IsString({ message: 'Please give the new status.' })
  status!: BookingStatus;

  @ApiPropertyOptional({
    description: 'Optional, only read when rejecting (status cancelled); e-mailed to the customer',
  })
  @MaxLength(REASON_MAX_LENGTH, { message: 'The rejection reason must be at most 500 characters.' })
  @MultiLine('The rejection reason')
  @IsString({ message: 'The rejection reason must be text.' })
  @Trim()
  @IsOptional()
  rejectionReason?: string;

  @ApiPropertyOptional({
    example: '2027-03-10',
    description:
      "Only when ending (terminating) a stall rental, status completed: the rental's last day (yyyy-mm-dd, Kandy), " +
      'on or after its start date and today or earlier; today when left out. Rent months due after it are not ' +
      'charged, and those already invoiced get a credit note each. Refused (400) with any other change.',
  })
  @IsCalendarDate({ message: `The last day: ${INVALID_DATE_MESSAGE}` })
  @IsOptional()
  lastDay?: string;
}
