import type { Admin, AdminRole } from '../database/schema';

/** A staff account as SPEC.md section 3 reads it. Never carries the password hash or lock counters. */
export interface AdminView {
  _id: string;
  username: string;
  email: string;
  role: AdminRole;
  isActive: boolean;
  createdAt: string;
  lastLogin: string | null;
  profile: { firstName: string; lastName: string; phone: string };
  fullName: string;
}

export function toAdminView(admin: Admin): AdminView {
  const fullName = `${admin.firstName} ${admin.lastName}`.trim() || admin.username;
  return {
    _id: admin.id,
    username: admin.username,
    email: admin.email,
    role: admin.role,
    isActive: admin.isActive,
    createdAt: admin.createdAt.toISOString(),
    lastLogin: admin.lastLogin ? admin.lastLogin.toISOString() : null,
    profile: { firstName: admin.firstName, lastName: admin.lastName, phone: admin.phone ?? '' },
    fullName,
  };
}
