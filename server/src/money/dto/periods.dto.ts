import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { REASON_MAX_LENGTH, REASON_MIN_LENGTH } from '@kandy-park/domain';
import { MultiLine, Trim } from '../../common/input';

/** An admin reopens a closed month, saying why (kept in the record for good). */
export class ReopenPeriodDto {
  @ApiProperty({
    example: 'A cheque received on 28 March was found in the safe',
    description: 'Why the month is reopened (3 to 500 characters, kept in the record)',
  })
  @MaxLength(REASON_MAX_LENGTH, { message: 'The reason must be at most 500 characters.' })
  @MinLength(REASON_MIN_LENGTH, { message: 'Please give the reason for reopening the month (at least 3 characters).' })
  @IsNotEmpty({ message: 'Please give the reason for reopening the month.' })
  @MultiLine('The reason')
  @IsString({ message: 'Please give the reason for reopening the month.' })
  @Trim()
  reason!: string;
}

export class ClosedPeriodView {
  @ApiProperty({ example: '2027-03', description: 'The month closed, `yyyy-mm`' }) month!: string;
  @ApiProperty({ example: 'March 2027' }) label!: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'The admin who closed it' })
  closedById!: string | null;
  @ApiProperty({ example: 'Nimal Perera', description: "The admin's display name when they closed it" })
  closedByName!: string;
  @ApiProperty({ format: 'date-time' }) closedAt!: string;
}

export class ClosedPeriodList {
  @ApiProperty({ type: [ClosedPeriodView], description: 'Closed months, newest first' })
  periods!: ClosedPeriodView[];
  @ApiProperty({
    type: [String],
    example: ['2027-03', '2027-02'],
    description: "Ended months not closed, newest first, from last month back to the month of the books' first entry",
  })
  closable!: string[];
  @ApiProperty({ example: '2027-04', description: 'The current month in Kandy (it cannot be closed yet)' })
  currentMonth!: string;
}

export class PeriodChangedResponse {
  @ApiProperty({ type: ClosedPeriodView, nullable: true, description: 'The month as closed; null once reopened' })
  period!: ClosedPeriodView | null;
  @ApiProperty() message!: string;
}
