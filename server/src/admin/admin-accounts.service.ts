import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit';
import { accountWords, refuseWeakPassword } from '../common/password-policy';
import { hashPassword } from '../common/passwords';
import type { AuthenticatedAdmin } from '../common/auth.decorators';
import { isConstraintViolation, PG_UNIQUE_VIOLATION } from '../common/database-errors';
import { ConflictError, NotFoundError } from '../common/domain-error';
import type { Executor } from '../database/database';
import type { Admin } from '../database/schema';
import { type AdminView, toAdminView } from './admin.view';
import { ADMIN_EMAIL_UNIQUE, ADMIN_USERNAME_UNIQUE, AdminsRepository } from './admins.repository';
import type { CreateAdminDto } from './dto/create-admin.dto';
import type { UpdateProfileDto } from './dto/update-profile.dto';

export const USERNAME_TAKEN = 'That username is already taken. Please choose another.';
export const EMAIL_TAKEN = 'An account with that e-mail address already exists.';
export const ACCOUNT_NOT_FOUND = 'No admin account with that id exists. It may have been deleted already.';

/** A unique index hit by a concurrent request after our own check passed answers the same sentence. */
function uniqueConflict(error: unknown): ConflictError | undefined {
  if (isConstraintViolation(error, PG_UNIQUE_VIOLATION, ADMIN_USERNAME_UNIQUE))
    return new ConflictError(USERNAME_TAKEN, 'USERNAME_TAKEN');
  if (isConstraintViolation(error, PG_UNIQUE_VIOLATION, ADMIN_EMAIL_UNIQUE))
    return new ConflictError(EMAIL_TAKEN, 'EMAIL_TAKEN');
  return undefined;
}

/**
 * Staff accounts: one's own profile for every account; creating, listing, deleting and
 * (de)activating accounts for admins. Nobody removes their own account or the last active admin.
 */
@Injectable()
export class AdminAccountsService {
  constructor(
    private readonly admins: AdminsRepository,
    private readonly audit: AuditService,
  ) {}

  async profile(actor: AuthenticatedAdmin): Promise<AdminView> {
    const admin = await this.admins.findById(actor.id);
    if (!admin) throw new NotFoundError(ACCOUNT_NOT_FOUND);
    return toAdminView(admin);
  }

  async updateProfile(actor: AuthenticatedAdmin, input: UpdateProfileDto): Promise<AdminView> {
    const holder = await this.admins.findByUsername(input.username);
    if (holder && holder.id !== actor.id) throw new ConflictError(USERNAME_TAKEN, 'USERNAME_TAKEN');
    try {
      const updated = await this.admins.transaction(async (tx) => {
        const before = await this.admins.findById(actor.id, tx);
        const row = await this.admins.update(
          actor.id,
          {
            username: input.username,
            firstName: input.firstName,
            lastName: input.lastName,
            phone: input.phone || null,
          },
          tx,
        );
        if (!before || !row) throw new NotFoundError(ACCOUNT_NOT_FOUND);
        await this.audit.record(tx, actor, {
          action: 'admin.profile',
          entity: 'admin',
          entityId: row.id,
          details: { changed: changedFields(before, row) },
        });
        return row;
      });
      return toAdminView(updated);
    } catch (error) {
      throw uniqueConflict(error) ?? error;
    }
  }

  async list(): Promise<AdminView[]> {
    return (await this.admins.listAll()).map(toAdminView);
  }

  async create(actor: AuthenticatedAdmin, input: CreateAdminDto): Promise<AdminView> {
    if (await this.admins.findByUsername(input.username)) throw new ConflictError(USERNAME_TAKEN, 'USERNAME_TAKEN');
    if (await this.admins.findByEmail(input.email)) throw new ConflictError(EMAIL_TAKEN, 'EMAIL_TAKEN');
    await refuseWeakPassword(input.password, accountWords(input));
    const passwordHash = await hashPassword(input.password);
    try {
      const created = await this.admins.transaction(async (tx) => {
        const row = await this.admins.insert(
          {
            username: input.username,
            email: input.email,
            passwordHash,
            role: input.role ?? 'admin',
            firstName: input.firstName,
            lastName: input.lastName,
            phone: input.phone || null,
            // The admin who chose this password knows it: the holder replaces it at first sign-in.
            mustChangePassword: true,
          },
          tx,
        );
        await this.audit.record(tx, actor, {
          action: 'admin.create',
          entity: 'admin',
          entityId: row.id,
          details: { username: row.username, role: row.role },
        });
        return row;
      });
      return toAdminView(created);
    } catch (error) {
      throw uniqueConflict(error) ?? error;
    }
  }

  async delete(actor: AuthenticatedAdmin, id: string): Promise<void> {
    if (id === actor.id) {
      throw new ConflictError('You cannot delete your own account. Ask another admin to do it.', 'SELF_DELETE');
    }
    await this.admins.transaction(async (tx) => {
      const target = await this.existing(id, tx);
      await this.refuseIfLastActiveAdmin(tx, target, 'You cannot delete the last active admin account.');
      await this.admins.delete(target.id, tx);
      await this.audit.record(tx, actor, {
        action: 'admin.delete',
        entity: 'admin',
        entityId: target.id,
        details: { username: target.username, role: target.role },
      });
    });
  }

  async setActive(
    actor: AuthenticatedAdmin,
    id: string,
    isActive: boolean,
  ): Promise<{ admin: AdminView; message: string }> {
    if (id === actor.id && !isActive) {
      throw new ConflictError('You cannot deactivate your own account. Ask another admin to do it.', 'SELF_DEACTIVATE');
    }
    const updated = await this.admins.transaction(async (tx) => {
      const target = await this.existing(id, tx);
      if (!isActive)
        await this.refuseIfLastActiveAdmin(tx, target, 'You cannot deactivate the last active admin account.');
      const row = (await this.admins.setActive(target.id, isActive, tx)) as Admin;
      if (target.isActive !== isActive) {
        await this.audit.record(tx, actor, {
          action: isActive ? 'admin.reactivate' : 'admin.deactivate',
          entity: 'admin',
          entityId: row.id,
          fromStatus: target.isActive ? 'active' : 'inactive',
          toStatus: isActive ? 'active' : 'inactive',
          details: { username: row.username },
        });
      }
      return row;
    });
    return {
      admin: toAdminView(updated),
      message: isActive ? 'Admin account reactivated successfully' : 'Admin account deactivated successfully',
    };
  }

  private async existing(id: string, tx: Executor): Promise<Admin> {
    const admin = await this.admins.findById(id, tx);
    if (!admin) throw new NotFoundError(ACCOUNT_NOT_FOUND);
    return admin;
  }

  private async refuseIfLastActiveAdmin(tx: Executor, target: Admin, message: string): Promise<void> {
    const activeAdmins = await this.admins.lockActiveAdmins(tx);
    const isOneOfThem = activeAdmins.some((admin) => admin.id === target.id);
    if (isOneOfThem && activeAdmins.length <= 1) throw new ConflictError(message, 'LAST_ACTIVE_ADMIN');
  }
}

function changedFields(before: Admin, after: Admin): string[] {
  const fields = ['username', 'firstName', 'lastName', 'phone'] as const;
  return fields.filter((field) => before[field] !== after[field]);
}
