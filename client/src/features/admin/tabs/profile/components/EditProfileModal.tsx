import { useState } from 'react';
import * as v from 'valibot';
import { requiredText, useSchemaForm } from '@/lib/form';
import { toast } from '@/lib/toast';
import { Modal } from '@/components/Modal';
import type { Schemas } from '@/lib/api';
import { failureText } from '@/features/admin/api/staff-api';
import { TextField } from '@/features/admin/components/account-fields';
import { FormActions } from '@/features/admin/components/FormActions';
import { type ProfileChanges, useUpdateProfile } from '../api/profile';

type Admin = Schemas['AdminView'];

/** Username, first name and last name required; phone optional. Trimmed. */
const profileSchema: v.GenericSchema<ProfileChanges> = v.object({
  username: requiredText('Please enter a username.'),
  firstName: requiredText('Please enter a first name.'),
  lastName: requiredText('Please enter a last name.'),
  phone: v.pipe(v.string(), v.trim()),
});

function draftOf(admin: Admin): ProfileChanges {
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
  const form = useSchemaForm(profileSchema, draftOf(admin));
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

  const submit = form.handleSubmit((changes) => {
    if (!save.isPending) save.mutate(changes);
  });

  return (
    <form className="profile-edit" onSubmit={submit} noValidate>
      {serverError && <p className="form-error">{serverError}</p>}
      <TextField
        label="Username"
        autoComplete="username"
        autoFocus
        {...form.textField('username', () => setServerError(''))}
      />
      <div className="field-row">
        <TextField
          label="First name"
          autoComplete="given-name"
          {...form.textField('firstName', () => setServerError(''))}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          {...form.textField('lastName', () => setServerError(''))}
        />
      </div>
      <TextField
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        placeholder="+94 77 123 4567"
        {...form.textField('phone', () => setServerError(''))}
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
      <FormActions
        busy={save.isPending}
        checking={form.checking}
        submitLabel="Save Changes"
        busyLabel="Saving..."
        onCancel={onClose}
      />
    </form>
  );
}
