import './admins.css';
import { RefreshCw, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import type { Schemas } from '@/lib/api';
import { failureText, useProfile } from '@/features/admin/api/staff-api';
import { ConfirmDialog } from '@/features/admin/components/ConfirmDialog';
import { EmptyState, ListError, ListLoading } from '@/features/admin/components/ListState';
import { AdminCard } from './components/AdminCard';
import { AdminDebugInfo } from './components/AdminDebugInfo';
import { CreateAdminModal } from './components/CreateAdminModal';
import { CreateTestAdminButton, TestAdminCredentials } from './components/CreateTestAdmin';
import { isForbidden, useAdmins, useDeleteAdmin, useSetAdminActive } from './api/admins';

type Admin = Schemas['AdminView'];

/** Admin cards, Create New Admin, Refresh Admins, the debug info box, Create Test Admin. */
export function AdminManagementTab() {
  const profile = useProfile();
  const admins = useAdmins();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Admin | null>(null);
  const [actionError, setActionError] = useState('');
  const [credentials, setCredentials] = useState<Schemas['InitialCredentialsView'] | null>(null);

  const setActive = useSetAdminActive({
    onSuccess: (answer) => {
      setActionError('');
      toast.success(answer.message);
    },
    onError: (error, admin) => {
      const verb = admin.isActive ? 'deactivate' : 'activate';
      const text = failureText(error, `Failed to ${verb} admin account`, `Error updating admin account`);
      setActionError(text);
      toast.error(text);
    },
  });

  const remove = useDeleteAdmin({
    onSuccess: () => {
      setActionError('');
      setDeleting(null);
      toast.success('Admin account deleted successfully');
    },
    onError: (error) => {
      const text = failureText(error, 'Failed to delete admin account', 'Error deleting admin account');
      setActionError(text);
      setDeleting(null);
      toast.error(text);
    },
  });

  const selfId = profile.data?._id;
  const list = admins.data ?? [];
  const activeCount = list.filter((admin) => admin.isActive).length;
  const moderatorCount = list.filter((admin) => admin.role === 'moderator').length;
  const queryError = admins.isError
    ? failureText(admins.error, 'Failed to load admin accounts', 'Error loading admin accounts')
    : '';

  function body() {
    if (admins.isPending) return <ListLoading label="Loading admin accounts" />;
    if (admins.isError && isForbidden(admins.error)) {
      return (
        <EmptyState title="Admin Management is for admin accounts only">
          <p>
            Your account is a moderator account: it can use every other tab, but only an admin can see and change staff
            accounts.
          </p>
        </EmptyState>
      );
    }
    if (admins.isError) return <ListError message={queryError} onRetry={() => void admins.refetch()} />;
    if (list.length === 0) {
      return (
        <EmptyState title="No admins found">
          <p>The server holds no staff accounts. Create one here, or a test admin to get started.</p>
          <CreateTestAdminButton onCreated={setCredentials} />
        </EmptyState>
      );
    }
    return (
      <div className="staff-grid admins-grid">
        {list.map((admin) => (
          <AdminCard
            key={admin._id}
            admin={admin}
            isSelf={admin._id === selfId}
            toggling={setActive.isPending && setActive.variables?._id === admin._id}
            locked={setActive.isPending || remove.isPending}
            onToggleActive={(target) => setActive.mutate(target)}
            onDelete={setDeleting}
          />
        ))}
      </div>
    );
  }

  const forbidden = admins.isError && isForbidden(admins.error);

  return (
    <div className="admins">
      <div className="staff-toolbar admins-toolbar">
        <p className="staff-intro admins-toolbar__intro">
          {admins.isSuccess && list.length > 0
            ? `${list.length} staff ${list.length === 1 ? 'account' : 'accounts'}: ${activeCount} active, ${moderatorCount} ${moderatorCount === 1 ? 'moderator' : 'moderators'}.`
            : 'Staff accounts that can sign in to this dashboard.'}
        </p>
        {!forbidden && (
          <div className="staff-toolbar__end">
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => void admins.refetch()}
              disabled={admins.isFetching}
            >
              <RefreshCw aria-hidden="true" className={admins.isFetching ? 'admins-spin' : undefined} />
              {admins.isFetching ? 'Refreshing...' : 'Refresh Admins'}
            </button>
            <button type="button" className="button button--primary button--small" onClick={() => setCreating(true)}>
              <UserPlus aria-hidden="true" /> Create New Admin
            </button>
          </div>
        )}
      </div>

      {body()}

      <AdminDebugInfo
        role={profile.data?.role}
        adminCount={admins.data?.length}
        updatedAt={admins.dataUpdatedAt}
        lastError={queryError || actionError}
      />

      <CreateAdminModal open={creating} onClose={() => setCreating(false)} />
      <TestAdminCredentials credentials={credentials} onClose={() => setCredentials(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete admin account"
        message={`Are you sure you want to delete the admin account of ${deleting?.fullName ?? ''} (@${deleting?.username ?? ''})? This action cannot be undone.`}
        confirmLabel="Delete Account"
        busy={remove.isPending}
        busyLabel="Deleting..."
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
