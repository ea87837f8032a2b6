import { Bug } from 'lucide-react';
import { getStoredAdmin, getToken, isTokenExpired, tokenExpiry } from '@/lib/session';
import { formatDateTime, formatPreciseTime, formatRole } from '@/features/admin/utils/account-format';

interface AdminDebugInfoProps {
  role: string | undefined;
  adminCount: number | undefined;
  updatedAt: number;
  lastError: string;
}

/**
 * The brief's debug info box: what support needs to know when the list looks wrong, and nothing secret
 * (the token's presence and expiry, never the token).
 */
export function AdminDebugInfo({ role, adminCount, updatedAt, lastError }: AdminDebugInfoProps) {
  const stored = getStoredAdmin();
  const token = getToken();
  const expires = tokenExpiry(token);
  return (
    <details className="admins-debug">
      <summary>
        <Bug aria-hidden="true" /> Debug info
      </summary>
      <dl className="staff-dl admins-debug__facts">
        <dt>Signed in as</dt>
        <dd>{stored ? `${stored.fullName} (@${stored.username})` : 'Unknown'}</dd>
        <dt>Role</dt>
        <dd>{role ? formatRole(role) : 'Unknown'}</dd>
        <dt>Token present</dt>
        <dd>{token ? (isTokenExpired(token) ? 'Yes, but expired' : 'Yes') : 'No'}</dd>
        <dt>Token expires</dt>
        <dd>{expires ? formatDateTime(expires.toISOString()) : 'Unknown'}</dd>
        <dt>Admins loaded</dt>
        <dd>{adminCount ?? 'None yet'}</dd>
        <dt>Last refreshed</dt>
        <dd>{updatedAt ? formatPreciseTime(updatedAt) : 'Not yet'}</dd>
        <dt>Last error</dt>
        <dd>{lastError || 'None'}</dd>
        <dt>API path</dt>
        <dd>
          <code>GET /api/admin/admins</code>
        </dd>
      </dl>
    </details>
  );
}
