import { ApiProperty } from '@nestjs/swagger';
import { ADMIN_ROLES, type Admin, type AdminRole } from '../database/schema';

export class AdminProfileView {
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty({ description: 'Empty when not given' }) phone!: string;
}

/** A staff account as the dashboard reads it. Never carries the password hash or lock counters. */
export class AdminView {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty() username!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ enum: ADMIN_ROLES }) role!: AdminRole;
  @ApiProperty() isActive!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) lastLogin!: string | null;
  @ApiProperty({ type: () => AdminProfileView }) profile!: AdminProfileView;
  @ApiProperty({ description: 'First and last name, or the username when both are empty' }) fullName!: string;
  @ApiProperty({ description: 'The account must choose a new password before anything else' })
  mustChangePassword!: boolean;
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
    mustChangePassword: admin.mustChangePassword,
  };
}
