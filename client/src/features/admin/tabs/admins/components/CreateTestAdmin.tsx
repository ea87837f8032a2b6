import { FlaskConical } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Modal } from '@/components/Modal';
import type { Schemas } from '@/lib/api';
import { failureText } from '@/features/admin/api/staff-api';
import { useCreateTestAdmin } from '../api/admins';

type Credentials = Schemas['InitialCredentialsView'];

/**
 * SPEC.md's Create Test Admin, offered when no admins are found. The server creates the account only while none
 * exists and answers its generated password once; the tab keeps it to show (this button leaves with the empty list).
 */
export function CreateTestAdminButton({ onCreated }: { onCreated: (credentials: Credentials) => void }) {
  const create = useCreateTestAdmin({
    onSuccess: (answer) => {
      onCreated(answer.credentials);
      toast.success(answer.message);
    },
    onError: (error) => toast.error(failureText(error, 'Failed to create test admin', 'Error creating test admin')),
  });

  return (
    <button
      type="button"
      className="button button--ghost admins-test-button"
      onClick={() => create.mutate()}
      disabled={create.isPending}
    >
      <FlaskConical aria-hidden="true" /> {create.isPending ? 'Creating...' : 'Create Test Admin'}
    </button>
  );
}

/** The test admin's credentials, shown once. */
export function TestAdminCredentials({
  credentials,
  onClose,
}: {
  credentials: Credentials | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={credentials !== null}
      onOpenChange={(next) => !next && onClose()}
      title="Test admin created"
      description="Write these down now: the password is shown only this once."
      size="small"
    >
      {credentials && (
        <>
          <dl className="staff-dl admins-credentials">
            <dt>Username</dt>
            <dd>
              <code>{credentials.username}</code>
            </dd>
            <dt>Password</dt>
            <dd>
              <code>{credentials.password}</code>
            </dd>
          </dl>
          <p className="staff-note">Sign in with it, then change the password under Profile Settings.</p>
          <div className="staff-form__actions">
            <button type="button" className="button button--primary" onClick={onClose}>
              Done
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
