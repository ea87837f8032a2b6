import { isEmailAddress, PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE } from '@kandy-park/domain';
import { type FormEvent, useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Modal } from '@/components/Modal';
import { failureText } from '@/features/admin/api/staff-api';
import { focusFirstInvalid, PasswordField, TextField } from '@/features/admin/components/account-fields';
import { FormActions } from '@/features/admin/components/FormActions';
import { type NewAdmin, useCreateAdmin } from '../api/admins';

type Draft = NewAdmin;
type DraftErrors = Partial<Record<keyof Draft, string>>;

const EMPTY: Draft = { username: '', email: '', password: '', firstName: '', lastName: '', phone: '', role: 'admin' };

/** Username, e-mail, password (min 6), first and last name required; phone optional. */
export function newAdminErrors(draft: Draft): DraftErrors {
  const errors: DraftErrors = {};
  if (!draft.username.trim()) errors.username = 'Please enter a username.';
  if (!draft.email.trim()) errors.email = 'Please enter an e-mail address.';
  else if (!isEmailAddress(draft.email.trim())) errors.email = 'Please enter a valid e-mail address.';
  if (!draft.password) errors.password = 'Please enter a password.';
  else if (draft.password.length < PASSWORD_MIN_LENGTH) errors.password = PASSWORD_TOO_SHORT_MESSAGE;
  if (!draft.firstName.trim()) errors.firstName = 'Please enter a first name.';
  if (!draft.lastName.trim()) errors.lastName = 'Please enter a last name.';
  return errors;
}

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
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<DraftErrors>({});
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

  function change<K extends keyof Draft>(name: K, value: Draft[K]) {
    setDraft((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
    setServerError('');
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const found = newAdminErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    create.mutate({
      ...draft,
      username: draft.username.trim(),
      email: draft.email.trim(),
      firstName: draft.firstName.trim(),
      lastName: draft.lastName.trim(),
      phone: draft.phone.trim(),
    });
  }

  return (
    <form className="admins-create" onSubmit={submit} noValidate>
      {serverError && <p className="form-error">{serverError}</p>}
      <div className="field-row">
        <TextField
          label="First name"
          name="firstName"
          autoComplete="off"
          autoFocus
          value={draft.firstName}
          error={errors.firstName}
          onChange={(event) => change('firstName', event.target.value)}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="off"
          value={draft.lastName}
          error={errors.lastName}
          onChange={(event) => change('lastName', event.target.value)}
        />
      </div>
      <div className="field-row">
        <TextField
          label="Username"
          name="username"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={draft.username}
          error={errors.username}
          onChange={(event) => change('username', event.target.value)}
        />
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="off"
          value={draft.email}
          error={errors.email}
          onChange={(event) => change('email', event.target.value)}
        />
      </div>
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        hint="At least 6 characters. Share it with your colleague in person, not by e-mail."
        value={draft.password}
        error={errors.password}
        onChange={(event) => change('password', event.target.value)}
      />
      <div className="field-row">
        <TextField
          label="Phone (optional)"
          name="phone"
          type="tel"
          autoComplete="off"
          placeholder="+94 77 123 4567"
          value={draft.phone}
          onChange={(event) => change('phone', event.target.value)}
        />
        <div className="field">
          <label htmlFor={roleId}>Role</label>
          <select
            id={roleId}
            name="role"
            value={draft.role}
            aria-describedby={`${roleId}-hint`}
            onChange={(event) => change('role', event.target.value === 'moderator' ? 'moderator' : 'admin')}
          >
            <option value="admin">Admin</option>
            <option value="moderator">Moderator</option>
          </select>
          <span className="field__hint" id={`${roleId}-hint`}>
            Moderators can do everything except manage staff accounts.
          </span>
        </div>
      </div>
      <FormActions busy={create.isPending} submitLabel="Create Admin" busyLabel="Creating..." onCancel={onClose} />
    </form>
  );
}
