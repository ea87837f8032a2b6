import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../common/password-policy';
import { IsEmailAddress, NormalizeEmail, SingleLine } from '../../common/input';
import { ADMIN_ROLES, type AdminRole } from '../../database/schema';
import { NameField, PhoneField, UsernameField } from './admin-fields';

/** A new staff account: the dashboard's create form. */
export class CreateAdminDto {
  @UsernameField()
  username!: string;

  @ApiProperty({ example: 'nimal@kandypark.lk', format: 'email' })
  @IsEmailAddress('Please enter a valid e-mail address.', 'E-mail address must be at most 254 characters.')
  @SingleLine('E-mail address')
  @IsNotEmpty({ message: 'Please enter an e-mail address.' })
  @IsString({ message: 'Please enter an e-mail address.' })
  @NormalizeEmail()
  email!: string;

  @ApiProperty({ minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH })
  @MaxLength(MAX_PASSWORD_LENGTH, { message: `Password must be at most ${MAX_PASSWORD_LENGTH} characters.` })
  @MinLength(MIN_PASSWORD_LENGTH, { message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.` })
  @IsNotEmpty({ message: 'Please enter a password.' })
  @IsString({ message: 'Please enter a password.' })
  password!: string;

  @NameField('First name', 'Nimal')
  firstName!: string;

  @NameField('Last name', 'Perera')
  lastName!: string;

  @PhoneField()
  phone?: string;

  @ApiPropertyOptional({ enum: ADMIN_ROLES, default: 'admin' })
  @IsIn(ADMIN_ROLES, { message: 'Role must be admin or moderator.' })
  @IsOptional()
  role?: AdminRole;
}
