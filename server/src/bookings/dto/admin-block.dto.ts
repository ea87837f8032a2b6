import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  Allow,
  Equals,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { VENUES, type VenueName } from '../../database/schema';
import { IsCalendarDate, MultiLine, SingleLine, Trim } from '../../common/input';
import {
  BOOKING_NOTES_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EVENT_TYPE_MAX_LENGTH,
  INVALID_DATE_MESSAGE,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  SELECT_VENUE_MESSAGE,
} from '@kandy-park/domain';

/** The dashboard sends a placeholder customer ("Admin Block", phone "N/A"): kept as given, never checked as contact data. */
export class AdminBlockCustomerDto {
  @SingleLine('Name')
  @MaxLength(NAME_MAX_LENGTH, { message: 'Name must be at most 100 characters.' })
  @IsString({ message: 'Name must be text.' })
  @IsOptional()
  name?: string;

  @MaxLength(EMAIL_MAX_LENGTH, { message: 'Email must be at most 254 characters.' })
  @SingleLine('Email')
  @IsString({ message: 'Email must be text.' })
  @IsOptional()
  email?: string;

  @MaxLength(PHONE_MAX_LENGTH, { message: 'Phone must be at most 30 characters.' })
  @SingleLine('Phone')
  @IsString({ message: 'Phone must be text.' })
  @IsOptional()
  phone?: string;
}

/** Blocks one venue day: one day, one guest, amount 0, confirmed, customer "Admin Block". */
export class AdminBlockDto {
  @ApiProperty({ enum: VENUES })
  @IsIn(VENUES, { message: ({ value }) => `Unknown venue "${String(value)}". ${SELECT_VENUE_MESSAGE}` })
  @IsNotEmpty({ message: SELECT_VENUE_MESSAGE })
  @IsString({ message: SELECT_VENUE_MESSAGE })
  @Trim()
  venue!: VenueName;

  @ApiProperty({ example: '2027-03-10' })
  @IsCalendarDate({ message: INVALID_DATE_MESSAGE })
  @IsNotEmpty({ message: 'Please choose the date to block.' })
  @IsString({ message: 'Please choose the date to block.' })
  @Trim()
  eventDate!: string;

  @ApiPropertyOptional({ enum: [1], default: 1 })
  @IsIn([1], { message: 'An admin block covers exactly one day (duration 1).' })
  @IsOptional()
  duration?: number;

  @ApiPropertyOptional({ default: 'other' })
  @MaxLength(EVENT_TYPE_MAX_LENGTH, { message: 'The event type must be at most 60 characters.' })
  @SingleLine('The event type')
  @IsString({ message: 'The event type must be text.' })
  @Trim()
  @IsOptional()
  eventType?: string;

  @ApiPropertyOptional({ default: 'Admin blocked date' })
  @MaxLength(BOOKING_NOTES_MAX_LENGTH, { message: 'Notes must be at most 2,000 characters.' })
  @MultiLine('Notes')
  @IsString({ message: 'Notes must be text.' })
  @Trim()
  @IsOptional()
  notes?: string;

  @ApiPropertyOptional({ type: AdminBlockCustomerDto })
  @ValidateNested()
  @IsObject({ message: 'customer must be an object.' })
  @Type(() => AdminBlockCustomerDto)
  @IsOptional()
  customer?: AdminBlockCustomerDto;

  @ApiPropertyOptional({ description: 'Ignored: a block always counts one guest' })
  @Min(0, { message: 'Guests must be a whole number.' })
  @IsInt({ message: 'Guests must be a whole number.' })
  @IsOptional()
  guests?: number;

  @ApiPropertyOptional({ enum: ['confirmed'] })
  @IsIn(['confirmed'], { message: 'An admin block is always confirmed.' })
  @IsOptional()
  status?: 'confirmed';

  @ApiPropertyOptional({ enum: [0] })
  @Equals(0, { message: 'An admin block is free: totalAmount must be 0.' })
  @IsOptional()
  totalAmount?: number;
}

/** The dashboard's connectivity check before blocking a date. */
export class AdminBlockTestDto {
  @ApiPropertyOptional({ description: 'Any value; not stored' })
  @Allow()
  test?: unknown;
}
