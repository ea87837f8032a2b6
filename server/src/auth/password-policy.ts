import { dictionary } from '@zxcvbn-ts/language-common';
import { ValidateBy, type ValidationOptions } from 'class-validator';

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 200;
const COMMON_COUNT = 1000;

/**
 * zxcvbn's common-password list is ranked by frequency in leaked password sets, most common first, so its head
 * is the 1,000 most common passwords. Lower-case, as the list is.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common'].slice(0, COMMON_COUNT));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most commonly used and easy to guess. Please choose a less common one.';

/** Refuses the 1,000 most common passwords; non-strings are left to the type check. */
export const IsNotCommonPassword = (options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'isNotCommonPassword',
      validator: { validate: (value: unknown) => typeof value !== 'string' || !isCommonPassword(value) },
    },
    { message: COMMON_PASSWORD_MESSAGE, ...options },
  );
