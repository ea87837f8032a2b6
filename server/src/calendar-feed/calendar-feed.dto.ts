import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

const ENABLED_MESSAGE = 'enabled must be true (make a new address) or false (turn the feed off).';

/** Turning one's calendar feed on, replacing its address (on again), or off. */
export class CalendarFeedChangeDto {
  @ApiProperty({ description: 'true: a new private address (any earlier one stops at once); false: no feed' })
  @IsBoolean({ message: ENABLED_MESSAGE })
  enabled!: boolean;
}

export class CalendarFeedStatus {
  @ApiProperty() enabled!: boolean;
  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'When the address was made' })
  createdAt!: string | null;
}

export class CalendarFeedChanged extends CalendarFeedStatus {
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'The new private address: shown this once (only its hash is kept)',
    example: 'https://kandypark.lk/api/calendar-feed/Qm9vay1rZWVwZXJz….ics',
  })
  url!: string | null;
  @ApiProperty() message!: string;
}
