import { NAME_MAX_LENGTH, STAFF_PHONE_PATTERN, USERNAME_PATTERN } from '@kandy-park/domain';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { SingleLine, Trim } from '../../common/input';

/** The account fields shared by the create and profile forms; each list runs in order, type check first. */

export { USERNAME_PATTERN };

export const UsernameField = () =>
  applyDecorators(
    ApiProperty({ example: 'nimal.perera', pattern: USERNAME_PATTERN.source }),
    Trim(),
    IsString({ message: 'Please enter a username.' }),
    SingleLine('Username'),
    IsNotEmpty({ message: 'Please enter a username.' }),
    Matches(USERNAME_PATTERN, {
      message: 'Username must be 3 to 50 characters: letters, digits, dots, dashes or underscores.',
    }),
  );

export const NameField = (label: 'First name' | 'Last name', example: string) =>
  applyDecorators(
    ApiProperty({ example, maxLength: 100 }),
    Trim(),
    IsString({ message: `Please enter a ${label.toLowerCase()}.` }),
    IsNotEmpty({ message: `Please enter a ${label.toLowerCase()}.` }),
    SingleLine(label),
    MaxLength(NAME_MAX_LENGTH, { message: `${label} must be at most 100 characters.` }),
  );

export const PhoneField = () =>
  applyDecorators(
    ApiPropertyOptional({ example: '+94 77 123 4567', description: 'Optional; an empty string clears it' }),
    Trim(),
    IsOptional(),
    IsString({ message: 'Please enter the phone number as text.' }),
    SingleLine('Phone'),
    ValidateIf((_object, value) => value !== ''),
    Matches(STAFF_PHONE_PATTERN, {
      message: 'Please enter a valid phone number, for example +94 77 123 4567.',
    }),
  );
