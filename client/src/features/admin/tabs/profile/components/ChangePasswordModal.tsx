import { Modal } from '@/components/Modal';
import type { Schemas } from '@/lib/api';
import { ChangePasswordForm } from '@/features/admin/components/ChangePasswordForm';

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
