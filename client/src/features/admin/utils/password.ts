/** The shortest password the server takes. */
export const MIN_PASSWORD_LENGTH = 6;

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
  if (newPassword.length < MIN_PASSWORD_LENGTH) return 'New password must be at least 6 characters long';
  if (newPassword === currentPassword) return 'New password must be different from the current password.';
  return '';
}
