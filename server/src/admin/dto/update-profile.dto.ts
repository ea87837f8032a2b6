import { ApiHideProperty } from '@nestjs/swagger';
import { IsEmpty } from 'class-validator';
import { NameField, PhoneField, UsernameField } from './admin-fields';

/** The profile update payload. The e-mail address cannot be changed here. */
export class UpdateProfileDto {
  @UsernameField()
  username!: string;

  @NameField('First name', 'Nimal')
  firstName!: string;

  @NameField('Last name', 'Perera')
  lastName!: string;

  @PhoneField()
  phone?: string;

  // Declared only to answer a clear sentence instead of "Unknown field".
  @ApiHideProperty()
  @IsEmpty({ message: 'The e-mail address cannot be changed.' })
  email?: never;
}
