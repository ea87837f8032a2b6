import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { NormalizeEmail, SingleLine } from '../../common/input';

export class SubscribeDto {
  @ApiProperty({ maxLength: 254, example: 'nimal@example.lk', format: 'email' })
  @MaxLength(254, { message: 'E-mail address must be at most 254 characters.' })
  @IsEmail({}, { message: 'Please enter a valid e-mail address.' })
  @SingleLine('E-mail address')
  @IsNotEmpty({ message: 'Please enter your e-mail address.' })
  @IsString({ message: 'Please enter your e-mail address.' })
  @NormalizeEmail()
  email!: string;
}
