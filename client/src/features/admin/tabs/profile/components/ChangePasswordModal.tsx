import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from '@/lib/toast';
import { Modal } from '@/components/Modal';
import type { Schemas } from '@/lib/api';
import { saveSession } from '@/lib/session';
import { failureText, staffApi, staffKeys } from '@/features/admin/api/staff-api';
import { PasswordField } from './account-fields';
import { FormActions } from '@/features/admin/components/FormActions';

export const MIN_PASSWORD_LENGTH = 6;
/** The server also refuses passwords that are easy to guess, and says why; this says how to avoid that. */
export const PASSWORD_HINT =
  'At least 6 characters, hard to guess (three or four unrelated words work well), and different from your current password.';

interface Passwords {
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

const EMPTY: Passwords = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change Password. The server ends every earlier token of the account and answers a fresh one, which is stored at
 * once so this session carries on.
 */
export function ChangePasswordModal({
  admin,
  open,
  onClose,
}: {
  admin: Schemas['AdminView'];
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Change Password"
      description="Other devices signed in to this account will need to sign in again with the new password."
    >
      {open && <ChangePasswordForm admin={admin} onDone={onClose} onCancel={onClose} />}
    </Modal>
  );
}

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
  const queryClient = useQueryClient();
  const [passwords, setPasswords] = useState<Passwords>(EMPTY);
  const [problem, setProblem] = useState('');
  const [serverError, setServerError] = useState('');

  const change = useMutation({
    mutationFn: (body: Passwords) => staffApi('put', '/api/admin/change-password', { body }),
    onSuccess: (answer) => {
      const changed = { ...admin, mustChangePassword: false };
      saveSession(answer.token, changed);
      queryClient.setQueryData(staffKeys.profile, changed);
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
