import { PASSWORD_MIN_LENGTH } from '@kandy-park/domain';
import { type FormEvent, useState } from 'react';
import { toast } from '@/lib/toast';
import type { Schemas } from '@/lib/api';
import { failureText } from '@/features/admin/api/staff-api';
import { useChangePassword } from '@/features/admin/api/account';
import { PasswordField } from '@/features/admin/components/account-fields';
import { FormActions } from '@/features/admin/components/FormActions';
import { type Passwords, passwordProblem } from '@/features/admin/utils/password';

/** The server also refuses passwords that are easy to guess, and says why; this says how to avoid that. */
const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, hard to guess (three or four unrelated words work well), and different from your current password.`;

const EMPTY: Passwords = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The password change itself, in the modal and on the first sign-in screen. On success the fresh token is stored
 * (with the account no longer asked to change its password) and the profile is refreshed.
 */
export function ChangePasswordForm({
  admin,
  onDone,
  onCancel,
  cancelLabel = 'Cancel',
}: {
  admin: Schemas['AdminView'];
  onDone: () => void;
  onCancel: () => void;
  cancelLabel?: string;
}) {
  const [passwords, setPasswords] = useState<Passwords>(EMPTY);
  const [problem, setProblem] = useState('');
  const [serverError, setServerError] = useState('');

  const change = useChangePassword(admin, {
    onSuccess: () => {
      toast.success('Password changed successfully');
      onDone();
    },
    onError: (error) => {
      const text = failureText(error, 'Failed to change password', 'Error changing password');
      setServerError(text);
      toast.error(text);
    },
  });

  function update(name: keyof Passwords, value: string) {
    setPasswords((current) => ({ ...current, [name]: value }));
    setProblem('');
    setServerError('');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (change.isPending) return;
    const found = passwordProblem(passwords);
    setProblem(found);
    if (!found) change.mutate(passwords);
  }

  return (
    <form onSubmit={submit} noValidate>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      {serverError && <p className="form-error">{serverError}</p>}
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={admin.username} readOnly hidden />
      <PasswordField
        label="Current password"
        name="currentPassword"
        autoComplete="current-password"
        autoFocus
        value={passwords.currentPassword}
        onChange={(event) => update('currentPassword', event.target.value)}
      />
      <PasswordField
        label="New password"
        name="newPassword"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        value={passwords.newPassword}
        onChange={(event) => update('newPassword', event.target.value)}
      />
      <PasswordField
        label="Confirm new password"
        name="confirmPassword"
        autoComplete="new-password"
        value={passwords.confirmPassword}
        onChange={(event) => update('confirmPassword', event.target.value)}
      />
      <FormActions
        busy={change.isPending}
        submitLabel="Change Password"
        busyLabel="Changing..."
        onCancel={onCancel}
        cancelLabel={cancelLabel}
      />
    </form>
  );
}
