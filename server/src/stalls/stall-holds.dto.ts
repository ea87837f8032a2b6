import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { SingleLine, Trim } from '../common/input';
import { SELECT_STALL_MESSAGE } from '@kandy-park/domain';

export class HoldStallDto {
  @ApiProperty({ example: 'A1', description: 'The stall to hold for 10 minutes' })
  @MaxLength(3, { message: SELECT_STALL_MESSAGE })
  @IsNotEmpty({ message: SELECT_STALL_MESSAGE })
  @SingleLine('The stall')
  @IsString({ message: SELECT_STALL_MESSAGE })
  @Trim()
  stallId!: string;

  @ApiPropertyOptional({ description: "The visitor's token from an earlier hold: that hold is let go (one at a time)" })
  @MaxLength(100, { message: 'The hold token is not valid.' })
  @SingleLine('The hold token')
  @IsString({ message: 'The hold token is not valid.' })
  @IsOptional()
  holdToken?: string;
}

export class StallHoldResponse {
  @ApiProperty({ example: 'A1' })
  stallId!: string;
  @ApiProperty({ description: 'Secret of this hold: send it with the rental request (holdToken)' })
  holdToken!: string;
  @ApiProperty({ format: 'date-time' })
  expiresAt!: string;
  message!: string;
}

export class HeldStallsResponse {
  @ApiProperty({ type: [String], example: ['A2', 'C7'], description: 'Stalls other visitors hold right now' })
  heldStalls!: string[];
}
