import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, Min } from 'class-validator';
import { PageQuery } from '../../common/page-query.dto';
import { DURATION_MESSAGE } from './validators';
import { IsCalendarDate } from '../../common/input';
import { INVALID_DATE_MESSAGE, MAX_DURATION_DAYS } from '@kandy-park/domain';

export class ListBookingsQuery {
  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'true drops Vendor Stalls rentals' })
  @IsIn(['true', 'false'], { message: 'excludeVendorStalls must be true or false.' })
  @IsOptional()
  excludeVendorStalls?: 'true' | 'false';
}

/**
 * Staff's `GET /api/bookings`: every booking, newest request first; a page of them when `page` or `pageSize` is
 * given. Visitors' answers are never paged (the upcoming calendar is small): for them `page` and `pageSize` are
 * unknown fields.
 */
export class StaffListBookingsQuery extends IntersectionType(ListBookingsQuery, PageQuery) {}

export class VenueAvailabilityQuery {
  @ApiProperty({ example: '2027-03-10' })
  @IsCalendarDate({ message: INVALID_DATE_MESSAGE })
  @IsNotEmpty({ message: 'Please give startDate as yyyy-mm-dd.' })
  @IsString({ message: 'Please give startDate as yyyy-mm-dd.' })
  startDate!: string;

  @ApiPropertyOptional({ default: 1, minimum: 1, maximum: MAX_DURATION_DAYS })
  @Max(MAX_DURATION_DAYS, { message: DURATION_MESSAGE })
  @Min(1, { message: DURATION_MESSAGE })
  @IsInt({ message: DURATION_MESSAGE })
  @Type(() => Number)
  @IsOptional()
  duration?: number;
}
