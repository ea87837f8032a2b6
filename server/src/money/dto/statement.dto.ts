import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, MaxLength } from 'class-validator';
import { SingleLine, Trim } from '../../common/input';

export class StatementQuery {
  @ApiProperty({ example: 'dilani@example.lk', description: "The customer's e-mail address (any case)" })
  @MaxLength(254, { message: 'Please enter a valid e-mail address.' })
  @IsEmail({}, { message: 'Please enter a valid e-mail address.' })
  @SingleLine('Email')
  @IsString({ message: 'Please enter a valid e-mail address.' })
  @Trim()
  email!: string;
}
