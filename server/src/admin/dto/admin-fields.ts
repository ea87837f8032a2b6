import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { SingleLine, Trim } from '../../common/input';

/** The account fields shared by the create and profile forms; each list runs in order, type check first. */

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,50}$/;

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
    MaxLength(100, { message: `${label} must be at most 100 characters.` }),
  );

export const PhoneField = () =>
  applyDecorators(
    ApiPropertyOptional({ example: '+94 77 123 4567', description: 'Optional; an empty string clears it' }),
    Trim(),
    IsOptional(),
    IsString({ message: 'Please enter the phone number as text.' }),
    SingleLine('Phone'),
    ValidateIf((_object, value) => value !== ''),
    Matches(/^\+?[0-9][0-9 ()-]{5,23}$/, {
      message: 'Please enter a valid phone number, for example +94 77 123 4567.',
    }),
  );
