import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength, MinLength, ValidateBy } from 'class-validator';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../common/password-policy';

/** The password change payload; `confirmPassword` is optional and, when sent, must match. */
export class ChangePasswordDto {
  @ApiProperty()
  @MaxLength(MAX_PASSWORD_LENGTH, { message: `Current password must be at most ${MAX_PASSWORD_LENGTH} characters.` })
  @IsNotEmpty({ message: 'Please enter your current password.' })
  @IsString({ message: 'Please enter your current password.' })
  currentPassword!: string;

  @ApiProperty({ minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH })
  @MaxLength(MAX_PASSWORD_LENGTH, { message: `New password must be at most ${MAX_PASSWORD_LENGTH} characters.` })
  // The brief's own sentence, which the dashboard also shows.
  @MinLength(MIN_PASSWORD_LENGTH, { message: `New password must be at least ${MIN_PASSWORD_LENGTH} characters long` })
  @IsNotEmpty({ message: 'Please enter a new password.' })
  @IsString({ message: 'Please enter a new password.' })
  newPassword!: string;

  @ApiPropertyOptional({ description: 'The new password typed again; checked when sent' })
  @ValidateBy(
    {
      name: 'matchesNewPassword',
      validator: { validate: (value: unknown, args) => value === (args?.object as ChangePasswordDto).newPassword },
    },
    { message: 'New passwords do not match' },
  )
  @IsOptional()
  confirmPassword?: string;
}
