import { NEW_PASSWORD_TOO_SHORT_MESSAGE, PASSWORD_MIN_LENGTH } from '@kandy-park/domain';

export interface Passwords {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The brief's rules for Change Password, in the order a person fixes them; '' when the form may be sent. */
export function passwordProblem({ currentPassword, newPassword, confirmPassword }: Passwords): string {
  if (!currentPassword) return 'Please enter your current password.';
  if (!newPassword) return 'Please enter a new password.';
  if (newPassword !== confirmPassword) return 'New passwords do not match';
  if (newPassword.length < PASSWORD_MIN_LENGTH) return NEW_PASSWORD_TOO_SHORT_MESSAGE;
  if (newPassword === currentPassword) return 'New password must be different from the current password.';
  return '';
}
