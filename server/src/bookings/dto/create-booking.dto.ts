import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  NotEquals,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { VENUES, type VenueName } from '../../database/schema';
import { DURATION_MESSAGE, KIDS_PARK_MESSAGE } from './validators';
import { IsCalendarDate, IsEmailAddress, MultiLine, SingleLine, Trim } from '../../common/input';
import {
  BOOKING_NOTES_MAX_LENGTH,
  EMAIL_MESSAGE,
  EVENT_TYPE_MAX_LENGTH,
  GUESTS_MESSAGE,
  INVALID_DATE_MESSAGE,
  MAX_DURATION_DAYS,
  MAX_GUESTS,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  PHONE_MESSAGE,
  PHONE_PATTERN,
  REQUIRED_FIELDS_MESSAGE,
  SELECT_STALL_MESSAGE,
  SELECT_VENUE_MESSAGE,
} from '@kandy-park/domain';

// class-validator runs a property's decorators bottom-up and reports the first failure: type checks sit lowest.

export class CustomerDto {
  @MaxLength(NAME_MAX_LENGTH, { message: 'Name must be at most 100 characters.' })
  @SingleLine('Name')
  @IsNotEmpty({ message: REQUIRED_FIELDS_MESSAGE })
  @IsString({ message: REQUIRED_FIELDS_MESSAGE })
  @Trim()
  name!: string;

  @IsEmailAddress(EMAIL_MESSAGE)
  @SingleLine('Email')
  @IsNotEmpty({ message: REQUIRED_FIELDS_MESSAGE })
  @IsString({ message: REQUIRED_FIELDS_MESSAGE })
  @Trim()
  email!: string;

  @Matches(PHONE_PATTERN, { message: PHONE_MESSAGE })
  @MaxLength(PHONE_MAX_LENGTH, { message: PHONE_MESSAGE })
  @SingleLine('Phone')
  @IsNotEmpty({ message: REQUIRED_FIELDS_MESSAGE })
  @IsString({ message: REQUIRED_FIELDS_MESSAGE })
  @Trim()
  phone!: string;
}

export class StallInfoDto {
  @ApiProperty({
    example: 'A1',
    description: 'Block letter and number: A1–A16, B1–B24, C1–C20, D1–D16, E1–E12, F1–F12',
  })
  @MaxLength(3, { message: SELECT_STALL_MESSAGE })
  @IsNotEmpty({ message: SELECT_STALL_MESSAGE })
  @SingleLine('The stall')
  @IsString({ message: SELECT_STALL_MESSAGE })
  @Trim()
  stallId!: string;

  @ApiPropertyOptional({ example: 'A', description: 'Checked against stallId when given' })
  @MaxLength(1, { message: 'The stall block must be one letter, A to F.' })
  @SingleLine('The stall block')
  @IsString({ message: 'The stall block must be one letter, A to F.' })
  @IsOptional()
  block?: string;

  @ApiPropertyOptional({ example: 1, description: 'Checked against stallId when given' })
  @IsInt({ message: 'The stall number must be a whole number.' })
  @IsOptional()
  stallNumber?: number;

  @ApiPropertyOptional({ example: 'Block A', description: 'Checked against stallId when given' })
  @MaxLength(20, { message: 'The block name is too long.' })
  @SingleLine('The block name')
  @IsString({ message: 'The block name must be text.' })
  @IsOptional()
  blockName?: string;
}

/** A visitor's booking request. Status and price are the server's to set: sending them is refused. */
export class CreateBookingDto {
  @ApiProperty({ enum: VENUES })
  @IsIn(VENUES, { message: ({ value }) => `Unknown venue "${String(value)}". ${SELECT_VENUE_MESSAGE}` })
  @NotEquals('Kids Park', { message: KIDS_PARK_MESSAGE })
  @IsNotEmpty({ message: SELECT_VENUE_MESSAGE })
  @IsString({ message: SELECT_VENUE_MESSAGE })
  @Trim()
  venue!: VenueName;

  @ApiProperty({ type: CustomerDto })
  @ValidateNested()
  @IsObject({ message: REQUIRED_FIELDS_MESSAGE })
  @Type(() => CustomerDto)
  customer!: CustomerDto;

  @ApiProperty({
    example: '2027-03-10',
    description: 'First day, yyyy-mm-dd (Asia/Colombo); today up to two years ahead',
  })
  @IsCalendarDate({ message: INVALID_DATE_MESSAGE })
  @IsNotEmpty({ message: REQUIRED_FIELDS_MESSAGE })
  @IsString({ message: REQUIRED_FIELDS_MESSAGE })
  @Trim()
  eventDate!: string;

  @ApiPropertyOptional({ description: 'Required unless renting a vendor stall', minimum: 1, maximum: MAX_GUESTS })
  @Max(MAX_GUESTS, { message: `The number of guests must be at most ${MAX_GUESTS.toLocaleString('en-US')}.` })
  @Min(1, { message: GUESTS_MESSAGE })
  @IsInt({ message: 'The number of guests must be a whole number.' })
  @IsNotEmpty({ message: GUESTS_MESSAGE })
  @ValidateIf(
    (dto: CreateBookingDto) => dto.venue !== 'Vendor Stalls' || (dto.guests !== undefined && dto.guests !== null),
  )
  guests?: number;

  @ApiPropertyOptional({ description: 'Required for Vendor Stalls', type: StallInfoDto })
  @ValidateNested()
  @IsObject({ message: SELECT_STALL_MESSAGE })
  @Type(() => StallInfoDto)
  @ValidateIf(
    (dto: CreateBookingDto) => dto.venue === 'Vendor Stalls' || (dto.stallInfo !== undefined && dto.stallInfo !== null),
  )
  stallInfo?: StallInfoDto;

  @ApiPropertyOptional({
    description: 'Days; 1 unless multi-day. Stall rentals are always 1.',
    default: 1,
    minimum: 1,
    maximum: MAX_DURATION_DAYS,
  })
  @Max(MAX_DURATION_DAYS, { message: DURATION_MESSAGE })
  @Min(1, { message: DURATION_MESSAGE })
  @IsInt({ message: DURATION_MESSAGE })
  @IsOptional()
  duration?: number;

  @ApiPropertyOptional({ example: 'wedding', default: 'other' })
  @MaxLength(EVENT_TYPE_MAX_LENGTH, { message: 'The event type must be at most 60 characters.' })
  @SingleLine('The event type')
  @IsString({ message: 'The event type must be text.' })
  @Trim()
  @IsOptional()
  eventType?: string;

  @ApiPropertyOptional()
  @MaxLength(BOOKING_NOTES_MAX_LENGTH, { message: 'Special requirements must be at most 2,000 characters.' })
  @MultiLine('Special requirements')
  @IsString({ message: 'Special requirements must be text.' })
  @Trim()
  @IsOptional()
  specialRequirements?: string;

  @ApiPropertyOptional({ description: 'Stall rentals: the token of the visitor’s 10-minute hold on the stall' })
  @MaxLength(100, { message: 'The hold token is not valid.' })
  @SingleLine('The hold token')
  @IsString({ message: 'The hold token is not valid.' })
  @IsOptional()
  holdToken?: string;

  @ApiPropertyOptional()
  @MaxLength(BOOKING_NOTES_MAX_LENGTH, { message: 'Notes must be at most 2,000 characters.' })
  @MultiLine('Notes')
  @IsString({ message: 'Notes must be text.' })
  @Trim()
  @IsOptional()
  notes?: string;
}
