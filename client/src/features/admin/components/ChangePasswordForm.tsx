import { PASSWORD_MIN_LENGTH } from '@kandy-park/domain';
import { useState } from 'react';
import { useSchemaForm } from '@/lib/form';
import { toast } from '@/lib/toast';
import type { Schemas } from '@/lib/api';
import { failureText } from '@/features/admin/api/staff-api';
import { useChangePassword } from '@/features/admin/api/account';
import { PasswordField } from '@/features/admin/components/account-fields';
import { FormActions } from '@/features/admin/components/FormActions';
import { type Passwords, passwordsSchema } from '@/features/admin/utils/password';

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
  const form = useSchemaForm(passwordsSchema, EMPTY, { focusProblem: false });
  const [serverError, setServerError] = useState('');
  const problem = form.formState.errors;
  const shown = problem.currentPassword ?? problem.newPassword ?? problem.confirmPassword;

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

  /** Any change takes away the problem and the server's refusal shown. */
  function changed() {
    form.clearErrors();
    setServerError('');
  }

  const submit = form.handleSubmit((passwords) => {
    if (!change.isPending) change.mutate(passwords);
  });

  return (
    <form onSubmit={submit} noValidate>
      {shown?.message && (
        <p className="form-error" role="alert">
          {shown.message}
        </p>
      )}
      {serverError && <p className="form-error">{serverError}</p>}
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={admin.username} readOnly hidden />
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        autoFocus
        {...form.field('currentPassword', changed)}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        {...form.field('newPassword', changed)}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        {...form.field('confirmPassword', changed)}
      />
      <FormActions
        busy={change.isPending}
        checking={form.checking}
        submitLabel="Change Password"
        busyLabel="Changing..."
        onCancel={onCancel}
        cancelLabel={cancelLabel}
      />
    </form>
  );
}
