import './profile.css';
import { KeyRound, Pencil, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { getToken, tokenExpiry } from '@/lib/session';
import { useProfile } from '@/features/admin/api/staff-api';
import { ListError, ListLoading } from '@/features/admin/components/ListState';
import { formatDateTime, formatDay, formatRole, initials } from '@/features/admin/utils/account-format';
import { CalendarFeedPanel } from './components/CalendarFeedPanel';
import { ChangePasswordModal } from './components/ChangePasswordModal';
import { EditProfileModal } from './components/EditProfileModal';

/** Personal info with Edit Profile, account security with Change Password, and one's calendar feed. */
export function ProfileSettingsTab() {
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);

  if (profile.isPending) return <ListLoading label="Loading your profile" rows={2} />;
  if (profile.isError) {
    return <ListError message="Your profile could not be loaded." onRetry={() => void profile.refetch()} />;
  }
  const admin = profile.data;
  const expires = tokenExpiry(getToken());

  return (
    <div className="profile">
      <p className="staff-intro">Your own account: how colleagues see you in the dashboard, and how you sign in.</p>
      <div className="profile__grid">
        <section className="staff-card profile__panel" aria-labelledby="profile-personal">
          <div className="profile__identity">
            <span className="profile__avatar" aria-hidden="true">
              {initials(admin.fullName)}
            </span>
            <div className="profile__identity-text">
              <p className="profile__name">{admin.fullName}</p>
              <p className="profile__handle">@{admin.username}</p>
            </div>
            <span className="profile__role">{formatRole(admin.role)}</span>
          </div>
          <div className="profile__panel-head">
            <h2 id="profile-personal">Personal information</h2>
            <button type="button" className="button button--ghost button--small" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" /> Edit Profile
            </button>
          </div>
          <dl className="staff-dl profile__facts">
            <dt>Full name</dt>
            <dd>{admin.fullName}</dd>
            <dt>Username</dt>
            <dd>{admin.username}</dd>
            <dt>E-mail</dt>
            <dd>{admin.email}</dd>
            <dt>Phone</dt>
            <dd>{admin.profile.phone || <span className="profile__muted">Not given</span>}</dd>
            <dt>Role</dt>
            <dd>{formatRole(admin.role)}</dd>
            <dt>Status</dt>
            <dd>
              <span className={`profile__status profile__status--${admin.isActive ? 'active' : 'inactive'}`}>
                {admin.isActive ? 'Active' : 'Inactive'}
              </span>
            </dd>
            <dt>Last login</dt>
            <dd>{admin.lastLogin ? formatDateTime(admin.lastLogin) : 'Never'}</dd>
            <dt>Member since</dt>
            <dd>{formatDay(admin.createdAt)}</dd>
          </dl>
        </section>

        <section className="staff-card profile__panel" aria-labelledby="profile-security">
          <div className="profile__panel-head">
            <h2 id="profile-security">Account security</h2>
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => setChangingPassword(true)}
            >
              <KeyRound aria-hidden="true" /> Change Password
            </button>
          </div>
          <p className="profile__security-lead">
            <ShieldCheck aria-hidden="true" />
            <span>
              Choose a password of at least 6 characters that you do not use anywhere else. Changing it signs this
              account out on every other device.
            </span>
          </p>
          <dl className="staff-dl profile__facts">
            <dt>This session</dt>
            <dd>{expires ? `Signed in until ${formatDateTime(expires.toISOString())}` : 'Signed in'}</dd>
          </dl>
        </section>

        <CalendarFeedPanel />
      </div>

      <EditProfileModal admin={admin} open={editing} onClose={() => setEditing(false)} />
      <ChangePasswordModal admin={admin} open={changingPassword} onClose={() => setChangingPassword(false)} />
    </div>
  );
}
