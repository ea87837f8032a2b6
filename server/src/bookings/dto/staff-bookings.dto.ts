import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { VENUES, type VenueName } from '../../database/schema';
import { BookingView } from './booking-responses.dto';
import { PageQuery } from '../../common/page-query.dto';
import { IsCalendarDate, SingleLine, Trim } from '../../common/input';
import {
  BOOKING_GROUPS,
  type BookingGroup,
  type HistoryLabel,
  INVALID_DATE_MESSAGE,
  SEARCH_MAX_LENGTH,
} from '@kandy-park/domain';

/** The staff list: one of the five groups, narrowed by a search and filters, a page at a time. */
export class StaffBookingsQuery extends PageQuery {
  @ApiPropertyOptional({ enum: BOOKING_GROUPS, default: 'pending' })
  @IsIn(BOOKING_GROUPS, { message: `group must be one of: ${BOOKING_GROUPS.join(', ')}.` })
  @IsOptional()
  group?: BookingGroup;

  @ApiPropertyOptional({ description: 'Customer name, e-mail or phone (contains), or the start of a booking id' })
  @MaxLength(SEARCH_MAX_LENGTH, { message: 'Please shorten the search to 100 characters.' })
  @SingleLine('The search')
  @IsString({ message: 'q must be text.' })
  @Trim()
  @IsOptional()
  q?: string;

  @ApiPropertyOptional({ enum: VENUES })
  @IsIn(VENUES, { message: `venue must be one of: ${VENUES.join(', ')}.` })
  @IsOptional()
  venue?: VenueName;

  @ApiPropertyOptional({ example: '2027-03-01', description: 'Bookings with a day on or after this date' })
  @IsCalendarDate({ message: INVALID_DATE_MESSAGE })
  @IsOptional()
  from?: string;

  @ApiPropertyOptional({ example: '2027-03-31', description: 'Bookings with a day on or before this date' })
  @IsCalendarDate({ message: INVALID_DATE_MESSAGE })
  @IsOptional()
  to?: string;
}

export class BookingGroupCounts {
  @ApiProperty({ description: 'Every booking, admin blocks included' }) total!: number;
  @ApiProperty() pending!: number;
  @ApiProperty({ description: 'Approved events still to come or under way' }) approved!: number;
  @ApiProperty({ description: 'Active stall rentals' }) stalls!: number;
  @ApiProperty() rejected!: number;
  @ApiProperty() history!: number;
}

export class StaffBookingItem extends BookingView {
  @ApiProperty({ enum: BOOKING_GROUPS }) group!: BookingGroup;
  @ApiProperty({
    enum: ['Completed', 'Event Date Passed', 'Historical'],
    nullable: true,
    type: String,
    description: 'Only for the history group',
  })
  historyLabel!: HistoryLabel | null;
}

export class StaffBookingPage {
  @ApiProperty({ type: [StaffBookingItem] }) bookings!: StaffBookingItem[];
  @ApiProperty({ enum: BOOKING_GROUPS }) group!: BookingGroup;
  @ApiProperty({ description: 'Bookings of the group that match the search and filters' }) total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
  @ApiProperty({ example: '2027-03-10', description: 'The park date the groups were computed for' }) today!: string;
  @ApiProperty({ type: BookingGroupCounts, description: 'All bookings, no search or filter' })
  counts!: BookingGroupCounts;
  @ApiProperty({ type: BookingGroupCounts, description: 'Bookings matching the search and filters, per group' })
  matching!: BookingGroupCounts;
}
