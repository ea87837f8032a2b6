import { NEW_PASSWORD_TOO_SHORT_MESSAGE, PASSWORD_MIN_LENGTH } from '@kandy-park/domain';
import * as v from 'valibot';
import { checkAt } from '@/lib/form';

export type Passwords = {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
};

const at = checkAt<Passwords>;

/** The brief's rules for Change Password, in the order a person fixes them: the first that fails is the problem. */
export const passwordsSchema: v.GenericSchema<Passwords> = v.pipe(
  v.object({ currentPassword: v.string(), newPassword: v.string(), confirmPassword: v.string() }),
  at('currentPassword', 'Please enter your current password.', (p) => p.currentPassword !== ''),
  at('newPassword', 'Please enter a new password.', (p) => p.newPassword !== ''),
  at('confirmPassword', 'New passwords do not match', (p) => p.newPassword === p.confirmPassword),
  at('newPassword', NEW_PASSWORD_TOO_SHORT_MESSAGE, (p) => p.newPassword.length >= PASSWORD_MIN_LENGTH),
  at(
    'newPassword',
    'New password must be different from the current password.',
    (p) => p.newPassword !== p.currentPassword,
  ),
);

/** The first problem with the passwords (`passwordsSchema`'s); '' when the form may be sent. */
export function passwordProblem(passwords: Passwords): string {
  return v.safeParse(passwordsSchema, passwords, { abortPipeEarly: true }).issues?.[0].message ?? '';
}
