import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { LANGUAGES, type Language } from '@kandy-park/domain';
import { IsCalendarDate, IsEmailAddress, SingleLine, Trim } from '../../common/input';
import { INVALID_DATE_MESSAGE } from '@kandy-park/domain';

export class StatementQuery {
  @ApiProperty({ example: 'dilani@example.lk', description: "The customer's e-mail address (any case)" })
  @IsEmailAddress('Please enter a valid e-mail address.')
  @SingleLine('Email')
  @IsString({ message: 'Please enter a valid e-mail address.' })
  @Trim()
  email!: string;

  @ApiPropertyOptional({
    enum: LANGUAGES,
    description: "The statement's language; unless given, the one the customer last booked in",
  })
  @IsIn(LANGUAGES, { message: 'The language must be en, si or ta.' })
  @IsOptional()
  language?: Language;

  @ApiPropertyOptional({
    example: '2027-01-01',
    description: "The period's first day: what came before is brought forward",
  })
  @IsCalendarDate({ message: INVALID_DATE_MESSAGE })
  @IsOptional()
  from?: string;

  @ApiPropertyOptional({ example: '2027-12-31', description: "The period's last day" })
  @IsCalendarDate({ message: INVALID_DATE_MESSAGE })
  @IsOptional()
  to?: string;
}
