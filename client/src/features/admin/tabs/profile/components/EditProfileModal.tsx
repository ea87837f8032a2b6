import { type FormEvent, useState } from 'react';
import { toast } from '@/lib/toast';
import { Modal } from '@/components/Modal';
import type { Schemas } from '@/lib/api';
import { failureText } from '@/features/admin/api/staff-api';
import { focusFirstInvalid, TextField } from '@/features/admin/components/account-fields';
import { FormActions } from '@/features/admin/components/FormActions';
import { type ProfileChanges, useUpdateProfile } from '../api/profile';

type Admin = Schemas['AdminView'];
type Draft = ProfileChanges;
type DraftErrors = Partial<Record<keyof Draft, string>>;

/** Username, first name and last name required; phone optional. */
export function profileErrors(draft: Draft): DraftErrors {
  const errors: DraftErrors = {};
  if (!draft.username.trim()) errors.username = 'Please enter a username.';
  if (!draft.firstName.trim()) errors.firstName = 'Please enter a first name.';
  if (!draft.lastName.trim()) errors.lastName = 'Please enter a last name.';
  return errors;
}

function draftOf(admin: Admin): Draft {
  return {
    username: admin.username,
    firstName: admin.profile.firstName,
    lastName: admin.profile.lastName,
    phone: admin.profile.phone,
  };
}

/** Edit Profile: the form opens on the account's current values; the e-mail address is shown, not editable. */
export function EditProfileModal({ admin, open, onClose }: { admin: Admin; open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Edit Profile"
      description="Update your username, name and phone number."
    >
      {open && <EditProfileForm admin={admin} onClose={onClose} />}
    </Modal>
  );
}

function EditProfileForm({ admin, onClose }: { admin: Admin; onClose: () => void }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(admin));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [serverError, setServerError] = useState('');

  const save = useUpdateProfile({
    onSuccess: () => {
      toast.success('Profile updated successfully');
      onClose();
    },
    onError: (error) => {
      const text = failureText(error, 'Failed to update profile', 'Error updating profile');
      setServerError(text);
      toast.error(text);
    },
  });

  function change(name: keyof Draft, value: string) {
    setDraft((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
    setServerError('');
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const found = profileErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    save.mutate({
      username: draft.username.trim(),
      firstName: draft.firstName.trim(),
      lastName: draft.lastName.trim(),
      phone: draft.phone.trim(),
    });
  }

  return (
    <form className="profile-edit" onSubmit={submit} noValidate>
      {serverError && <p className="form-error">{serverError}</p>}
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoFocus
        value={draft.username}
        error={errors.username}
        onChange={(event) => change('username', event.target.value)}
      />
      <div className="field-row">
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          value={draft.firstName}
          error={errors.firstName}
          onChange={(event) => change('firstName', event.target.value)}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          value={draft.lastName}
          error={errors.lastName}
          onChange={(event) => change('lastName', event.target.value)}
        />
      </div>
      <TextField
        label="Phone (optional)"
        name="phone"
        type="tel"
        autoComplete="tel"
        placeholder="+94 77 123 4567"
        value={draft.phone}
        onChange={(event) => change('phone', event.target.value)}
      />
      <TextField
        label="E-mail"
        name="email"
        type="email"
        className="profile-readonly"
        value={admin.email}
        readOnly
        hint="E-mail cannot be changed"
      />
      <FormActions busy={save.isPending} submitLabel="Save Changes" busyLabel="Saving..." onCancel={onClose} />
    </form>
  );
}
