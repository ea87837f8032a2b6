import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_SUBJECT_MAX_LENGTH, NAME_MAX_LENGTH } from '@kandy-park/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsEmailAddress, MultiLine, NormalizeEmail, SingleLine, Trim } from '../../common/input';

/** A contact message; all four fields are required. */
export class ContactMessageDto {
  @ApiProperty({ maxLength: 100, example: 'Nimal Perera' })
  @SingleLine('Name')
  @MaxLength(NAME_MAX_LENGTH, { message: 'Name must be at most 100 characters.' })
  @IsNotEmpty({ message: 'Please enter your name.' })
  @IsString({ message: 'Please enter your name.' })
  @Trim()
  name!: string;

  @ApiProperty({ maxLength: 254, example: 'nimal@example.lk', format: 'email' })
  @IsEmailAddress(
    'Please enter a valid e-mail address, so we can reply to you.',
    'E-mail address must be at most 254 characters.',
  )
  @SingleLine('E-mail address')
  @IsNotEmpty({ message: 'Please enter your e-mail address.' })
  @IsString({ message: 'Please enter your e-mail address.' })
  @NormalizeEmail()
  email!: string;

  @ApiProperty({ maxLength: 200, example: 'Wedding enquiry' })
  @SingleLine('Subject')
  @MaxLength(CONTACT_SUBJECT_MAX_LENGTH, { message: 'Subject must be at most 200 characters.' })
  @IsNotEmpty({ message: 'Please enter a subject.' })
  @IsString({ message: 'Please enter a subject.' })
  @Trim()
  subject!: string;

  @ApiProperty({ maxLength: 5000 })
  @MaxLength(CONTACT_MESSAGE_MAX_LENGTH, { message: 'Message must be at most 5000 characters.' })
  @IsNotEmpty({ message: 'Please enter your message.' })
  @MultiLine('Message')
  @IsString({ message: 'Please enter your message.' })
  @Trim()
  message!: string;
}
