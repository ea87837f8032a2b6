import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { IsEmailAddress, SingleLine, Trim } from '../../common/input';

export class StatementQuery {
  @ApiProperty({ example: 'dilani@example.lk', description: "The customer's e-mail address (any case)" })
  @IsEmailAddress('Please enter a valid e-mail address.')
  @SingleLine('Email')
  @IsString({ message: 'Please enter a valid e-mail address.' })
  @Trim()
  email!: string;
}
