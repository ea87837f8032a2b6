import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PageQuery } from '../common/page-query.dto';
import { IsCalendarDate, Trim, UUID_SOURCE } from '../common/input';
import { BOOKING_GROUPS, type BookingGroup, INVALID_DATE_MESSAGE } from '@kandy-park/domain';

const PERSON_MESSAGE = 'person must be a staff account’s id, or none for what visitors and the system did.';
const ACTION_MESSAGE = 'action must be the name of a kind of action, such as booking.approve.';

/** The Activity tab's filters: who, what, between which park dates (both included). */
export class ActivityFilterQuery {
  @ApiPropertyOptional({ description: 'A staff account’s id, or `none` for visitors and the system' })
  @Matches(new RegExp(`^(none|${UUID_SOURCE})$`, 'i'), { message: PERSON_MESSAGE })
  @IsString({ message: PERSON_MESSAGE })
  @Trim()
  @IsOptional()
  person?: string;

  @ApiPropertyOptional({ example: 'booking.approve' })
  @Matches(/^[a-z][a-z0-9-]*(\.[a-z0-9-]+)*$/, { message: ACTION_MESSAGE })
  @MaxLength(60, { message: ACTION_MESSAGE })
  @IsString({ message: ACTION_MESSAGE })
  @Trim()
  @IsOptional()
  action?: string;

  @ApiPropertyOptional({ example: '2027-03-01', description: 'Entries on or after this park date' })
  @IsCalendarDate({ message: INVALID_DATE_MESSAGE })
  @IsOptional()
  from?: string;

  @ApiPropertyOptional({ example: '2027-03-31', description: 'Entries on or before this park date' })
  @IsCalendarDate({ message: INVALID_DATE_MESSAGE })
  @IsOptional()
  to?: string;
}

/** The same filters, a page at a time. */
export class ActivityQuery extends IntersectionType(PageQuery, ActivityFilterQuery) {}

export class ActivityActor {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty({ description: 'The username when the entry was made' }) username!: string;
  @ApiProperty({ description: 'The account’s full name today, or the username when the account is gone' })
  name!: string;
  @ApiProperty({ description: 'False once the account has been deleted' }) exists!: boolean;
}

/** What an entry was about, with what the dashboard needs to link to it. */
export class ActivitySubject {
  @ApiProperty({ example: 'booking', description: 'booking, news, admin, contact, or any kind added later' })
  kind!: string;
  @ApiProperty() id!: string;
  @ApiProperty({ example: 'Nimal Perera · Open Air Arena, March 15, 2027' }) title!: string;
  @ApiProperty({ description: 'False once it has been deleted (the record keeps what it was)' }) exists!: boolean;
  @ApiProperty({
    enum: BOOKING_GROUPS,
    nullable: true,
    type: String,
    description: 'For a booking that exists: the Bookings list it is in today',
  })
  group!: BookingGroup | null;
}

export class ActivityEntry {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({ example: 'booking.approve' }) action!: string;
  @ApiProperty({ example: 'Approved a booking' }) label!: string;
  @ApiProperty({ example: 'Kumari Jayasinghe', description: 'The staff member, or Visitor, or System' }) by!: string;
  @ApiProperty({ type: ActivityActor, nullable: true, description: 'Null when no staff member did it' })
  actor!: ActivityActor | null;
  @ApiProperty({ example: 'booking' }) entity!: string;
  @ApiProperty({ nullable: true, type: String }) entityId!: string | null;
  @ApiProperty({ nullable: true, type: String }) fromStatus!: string | null;
  @ApiProperty({ nullable: true, type: String }) toStatus!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'The reason given, for a rejection' })
  reason!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'Receipt RCT-2027-00007 · LKR 30,000 · cash',
    description: 'The money the entry moved: its document numbers and amounts',
  })
  money!: string | null;
  @ApiProperty({ type: ActivitySubject, nullable: true }) subject!: ActivitySubject | null;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'What else was written down' })
  details!: Record<string, unknown>;
}

export class ActivityPage {
  @ApiProperty({ type: [ActivityEntry], description: 'Newest first' }) entries!: ActivityEntry[];
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
  @ApiProperty({ description: 'Entries matching the filters' }) total!: number;
  @ApiProperty({ nullable: true, type: Number }) nextPage!: number | null;
}

export class ActivityPerson {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty() username!: string;
  @ApiProperty() name!: string;
  @ApiProperty() exists!: boolean;
}

export class ActivityKind {
  @ApiProperty({ example: 'booking.approve' }) action!: string;
  @ApiProperty({ example: 'Approved a booking' }) label!: string;
}

export class ActivityFilterChoices {
  @ApiProperty({ type: [ActivityPerson], description: 'Everyone the record names, by name' }) people!: ActivityPerson[];
  @ApiProperty({ type: [ActivityKind], description: 'Every kind of action the record holds, by label' })
  actions!: ActivityKind[];
}

export class BookingHistory {
  @ApiProperty({ format: 'uuid' }) bookingId!: string;
  @ApiProperty({ description: 'False once the booking has been deleted' }) exists!: boolean;
  @ApiProperty({ type: [ActivityEntry], description: 'Oldest first: how it was made, then each change' })
  entries!: ActivityEntry[];
}
