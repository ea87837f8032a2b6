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
  MaxLength,
  ValidateNested,
} from 'class-validator';
import {
  BOOKING_NOTES_MAX_LENGTH,
  EMAIL_MESSAGE,
  INVALID_DATE_MESSAGE,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  PHONE_MESSAGE,
  PHONE_PATTERN,
  SELECT_STALL_MESSAGE,
  STALL_BLOCK_LETTERS,
} from '@kandy-park/domain';
import { STAFF_REQUIRED_FIELDS_MESSAGE } from './validators';
import { IsCalendarDate, IsEmailAddress, MultiLine, SingleLine, Trim } from '../../common/input';

export class StaffCustomerDto {
  @MaxLength(NAME_MAX_LENGTH, { message: 'Name must be at most 100 characters.' })
  @SingleLine('Name')
  @IsNotEmpty({ message: STAFF_REQUIRED_FIELDS_MESSAGE })
  @IsString({ message: STAFF_REQUIRED_FIELDS_MESSAGE })
  @Trim()
  name!: string;

  @IsEmailAddress(EMAIL_MESSAGE)
  @SingleLine('Email')
  @IsNotEmpty({ message: STAFF_REQUIRED_FIELDS_MESSAGE })
  @IsString({ message: STAFF_REQUIRED_FIELDS_MESSAGE })
  @Trim()
  email!: string;

  @Matches(PHONE_PATTERN, { message: PHONE_MESSAGE })
  @MaxLength(PHONE_MAX_LENGTH, { message: PHONE_MESSAGE })
  @SingleLine('Phone')
  @IsNotEmpty({ message: STAFF_REQUIRED_FIELDS_MESSAGE })
  @IsString({ message: STAFF_REQUIRED_FIELDS_MESSAGE })
  @Trim()
  phone!: string;
}

/** Staff name a stall, or only a block to take its first free stall. */
export class StaffStallInfoDto {
  @ApiPropertyOptional({ example: 'A1', description: 'Leave out to take the first free stall of `block`' })
  @MaxLength(3, { message: SELECT_STALL_MESSAGE })
  @SingleLine('The stall')
  @IsString({ message: SELECT_STALL_MESSAGE })
  @Trim()
  @IsOptional()
  stallId?: string;

  @ApiPropertyOptional({ example: 'A', enum: STALL_BLOCK_LETTERS })
  @IsIn(STALL_BLOCK_LETTERS, { message: 'The stall block must be one letter, A to F.' })
  @IsOptional()
  block?: string;

  @ApiPropertyOptional({ example: 1 })
  @IsInt({ message: 'The stall number must be a whole number.' })
  @IsOptional()
  stallNumber?: number;

  @ApiPropertyOptional({ example: 'Block A' })
  @MaxLength(20, { message: 'The block name is too long.' })
  @SingleLine('The block name')
  @IsString({ message: 'The block name must be text.' })
  @IsOptional()
  blockName?: string;
}

/** A stall booked by staff on a customer's behalf: confirmed at once. */
export class BookStallDto {
  @ApiProperty({ type: StaffStallInfoDto })
  @ValidateNested()
  @IsObject({ message: SELECT_STALL_MESSAGE })
  @Type(() => StaffStallInfoDto)
  stallInfo!: StaffStallInfoDto;

  @ApiProperty({ type: StaffCustomerDto })
  @ValidateNested()
  @IsObject({ message: STAFF_REQUIRED_FIELDS_MESSAGE })
  @Type(() => StaffCustomerDto)
  customer!: StaffCustomerDto;

  @ApiPropertyOptional()
  @MaxLength(BOOKING_NOTES_MAX_LENGTH, { message: 'Notes must be at most 2,000 characters.' })
  @MultiLine('Notes')
  @IsString({ message: 'Notes must be text.' })
  @Trim()
  @IsOptional()
  notes?: string;

  @ApiPropertyOptional({
    example: '2027-03-01',
    description: 'First day of the rental; today (Asia/Colombo) when left out',
  })
  @IsCalendarDate({ message: INVALID_DATE_MESSAGE })
  @IsString({ message: INVALID_DATE_MESSAGE })
  @IsOptional()
  eventDate?: string;
}
