import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ERROR_CODES, type ErrorCode } from './domain-error';

/** What every error answers (`AllExceptionsFilter`), on every route. */
export class ErrorResponse {
  @ApiProperty({ example: 409 })
  statusCode!: number;

  @ApiProperty({ description: 'A sentence a person can act on', example: 'This date is already booked.' })
  message!: string;

  @ApiPropertyOptional({
    enum: ERROR_CODES,
    enumName: 'ErrorCode',
    description: 'Which refusal this is, for a client to tell them apart (absent on errors no rule names)',
  })
  code?: ErrorCode;

  @ApiPropertyOptional({ type: [String], description: 'Every validation message, when there were several' })
  errors?: string[];
}
