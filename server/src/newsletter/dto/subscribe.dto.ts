import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import { IsEmailAddress, NormalizeEmail, SingleLine } from '../../common/input';

export class SubscribeDto {
  @ApiProperty({ maxLength: 254, example: 'nimal@example.lk', format: 'email' })
  @IsEmailAddress('Please enter a valid e-mail address.', 'E-mail address must be at most 254 characters.')
  @SingleLine('E-mail address')
  @IsNotEmpty({ message: 'Please enter your e-mail address.' })
  @IsString({ message: 'Please enter your e-mail address.' })
  @NormalizeEmail()
  email!: string;
}
