import { Power, PowerOff, Trash2 } from 'lucide-react';
import type { Schemas } from '@/lib/api';
import { formatDateTime, formatDay, formatRole, initials } from '@/features/admin/utils/account-format';
import { mailtoHref } from '@/lib/format';

type Admin = Schemas['AdminView'];

interface AdminCardProps {
  admin: Admin;
  isSelf: boolean;
  /** This card's activation change is under way. */
  toggling: boolean;
  /** Another change is under way: the buttons wait for it. */
  locked: boolean;
  onToggleActive: (admin: Admin) => void;
  onDelete: (admin: Admin) => void;
}

/** One staff account: who, role, state, dates, and what an admin can do with it (nothing on one's own card). */
export function AdminCard({ admin, isSelf, toggling, locked, onToggleActive, onDelete }: AdminCardProps) {
  const headingId = `admin-${admin._id}`;
  return (
    <article
      className={`staff-card admins-card${admin.isActive ? '' : ' admins-card--inactive'}`}
      aria-labelledby={headingId}
    >
      <header className="admins-card__head">
        <span className="admins-card__avatar" aria-hidden="true">
          {initials(admin.fullName)}
        </span>
        <div className="admins-card__who">
          <h3 id={headingId} className="admins-card__name">
            {admin.fullName}
            {isSelf && <span className="admins-card__you">You</span>}
          </h3>
          <p className="admins-card__username">@{admin.username}</p>
        </div>
      </header>
      <div className="admins-card__badges">
        <span className={`admins-role admins-role--${admin.role}`}>{formatRole(admin.role)}</span>
        <span className={`admins-state admins-state--${admin.isActive ? 'active' : 'inactive'}`}>
          {admin.isActive ? 'Active' : 'Inactive'}
        </span>
      </div>
      <dl className="staff-dl admins-card__facts">
        <dt>E-mail</dt>
        <dd>
          <a href={mailtoHref(admin.email)}>{admin.email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>{admin.profile.phone || 'Not given'}</dd>
        <dt>Created</dt>
        <dd>{formatDay(admin.createdAt)}</dd>
        <dt>Last login</dt>
        <dd>{admin.lastLogin ? formatDateTime(admin.lastLogin) : 'Never'}</dd>
      </dl>
      {isSelf ? (
        <p className="admins-card__self">This is your account: edit it under Profile Settings.</p>
      ) : (
        <div className="admins-card__actions">
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => onToggleActive(admin)}
            disabled={locked}
          >
            {admin.isActive ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
            {toggling
              ? admin.isActive
                ? 'Deactivating...'
                : 'Activating...'
              : admin.isActive
                ? 'Deactivate'
                : 'Activate'}
            <span className="visually-hidden"> {admin.fullName}</span>
          </button>
          <button
            type="button"
            className="button button--small admins-card__delete"
            onClick={() => onDelete(admin)}
            disabled={locked}
          >
            <Trash2 aria-hidden="true" /> Delete<span className="visually-hidden"> {admin.fullName}</span>
          </button>
        </div>
      )}
    </article>
  );
}
