import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

export class MarkHandledDto {
  @ApiProperty({ description: 'true marks the message handled (by the caller, now); false reopens it' })
  @IsBoolean({ message: 'handled must be true or false.' })
  handled!: boolean;
}
