import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE } from '@kandy-park/domain';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { emailAddress, requiredText, useSchemaForm } from '@/lib/form';
import { toast } from '@/lib/toast';
import { Modal } from '@/components/Modal';
import { failureText } from '@/features/admin/api/staff-api';
import { PasswordField, TextField } from '@/features/admin/components/account-fields';
import { FormActions } from '@/features/admin/components/FormActions';
import { type NewAdmin, useCreateAdmin } from '../api/admins';

const EMPTY: NewAdmin = {
  username: '',
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  phone: '',
  role: 'admin',
};

/** Username, e-mail, password (domain/'s shortest), first and last name required; phone optional. Trimmed. */
const newAdminSchema: v.GenericSchema<NewAdmin> = v.object({
  firstName: requiredText('Please enter a first name.'),
  lastName: requiredText('Please enter a last name.'),
  username: requiredText('Please enter a username.'),
  email: emailAddress('Please enter an e-mail address.', 'Please enter a valid e-mail address.'),
  password: v.pipe(
    v.string(),
    v.nonEmpty('Please enter a password.'),
    v.minLength(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE),
  ),
  phone: v.pipe(v.string(), v.trim()),
  role: v.picklist(['admin', 'moderator']),
});

/** Create New Admin: a staff account with the role admin (default) or moderator. */
export function CreateAdminModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Create New Admin"
      description="The new colleague signs in with this username and password, and can change the password later."
    >
      {open && <CreateAdminForm onClose={onClose} />}
    </Modal>
  );
}

function CreateAdminForm({ onClose }: { onClose: () => void }) {
  const roleId = useId();
  const form = useSchemaForm(newAdminSchema, EMPTY);
  const [serverError, setServerError] = useState('');

  const create = useCreateAdmin({
    onSuccess: () => {
      toast.success('Admin account created successfully');
      onClose();
    },
    onError: (error) => {
      const text = failureText(error, 'Failed to create admin account', 'Error creating admin account');
      setServerError(text);
      toast.error(text);
    },
  });

  /** A field's input: its problem shows under it, and a change takes away the server's refusal. */
  const field = (name: keyof NewAdmin) => form.textField(name, () => setServerError(''));

  const submit = form.handleSubmit((admin) => {
    if (!create.isPending) create.mutate(admin);
  });

  return (
    <form className="admins-create" onSubmit={submit} noValidate>
      {serverError && <p className="form-error">{serverError}</p>}
      <div className="field-row">
        <TextField label="First name" autoComplete="off" autoFocus {...field('firstName')} />
        <TextField label="Last name" autoComplete="off" {...field('lastName')} />
      </div>
      <div className="field-row">
        <TextField
          label="Username"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          {...field('username')}
        />
        <TextField label="E-mail" type="email" autoComplete="off" {...field('email')} />
      </div>
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. Share it with your colleague in person, not by e-mail.`}
        {...field('password')}
      />
      <div className="field-row">
        <TextField
          label="Phone (optional)"
          type="tel"
          autoComplete="off"
          placeholder="+94 77 123 4567"
          {...form.field('phone', () => setServerError(''))}
        />
        <div className="field">
          <label htmlFor={roleId}>Role</label>
          <select id={roleId} aria-describedby={`${roleId}-hint`} {...form.field('role', () => setServerError(''))}>
            <option value="admin">Admin</option>
            <option value="moderator">Moderator</option>
          </select>
          <span className="field__hint" id={`${roleId}-hint`}>
            Moderators can do everything except manage staff accounts.
          </span>
        </div>
      </div>
      <FormActions
        busy={create.isPending}
        checking={form.checking}
        submitLabel="Create Admin"
        busyLabel="Creating..."
        onCancel={onClose}
      />
    </form>
  );
}
