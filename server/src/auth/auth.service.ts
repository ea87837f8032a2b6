import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AdminsRepository } from '../admin/admins.repository';
import { type AdminView, toAdminView } from '../admin/admin.view';
import { AuditService } from '../audit/audit.service';
import type { AuthenticatedAdmin } from '../common/auth.decorators';
import { isDatabaseUnavailable } from '../common/database-errors';
import { DomainError, InvalidInputError, NotFoundError } from '../common/domain-error';
import type { Admin } from '../database/schema';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';

export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 15;
export const INVALID_CREDENTIALS = 'Invalid username or password.';

export interface TokenPayload {
  sub: string;
  username: string;
  role: string;
  /** The account's token version when the token was issued. */
  ver: number;
  /** Set by the signer; a token without one is refused. */
  exp?: number;
}

export interface LoginResult {
  token: string;
  admin: AdminView;
  message: string;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly admins: AdminsRepository,
    private readonly jwt: JwtService,
    private readonly audit: AuditService,
  ) {}

  async login(username: string, password: string): Promise<LoginResult> {
    const admin = await this.admins.findByUsername(username);
    if (!admin) {
      await burnPasswordCheck(password);
      throw new DomainError(401, INVALID_CREDENTIALS, 'INVALID_CREDENTIALS');
    }
    if (admin.lockedUntil && admin.lockedUntil > new Date()) throw lockedError(admin.lockedUntil);
    if (!(await verifyPassword(admin.passwordHash, password))) {
      const after = await this.admins.recordFailedLogin(admin.id, MAX_FAILED_LOGINS, LOCK_MINUTES);
      if (after?.lockedUntil && after.lockedUntil > new Date()) throw lockedError(after.lockedUntil);
      throw new DomainError(401, INVALID_CREDENTIALS, 'INVALID_CREDENTIALS');
    }
    if (!admin.isActive) {
      throw new DomainError(
        403,
        'This account has been deactivated. Please ask an administrator to reactivate it.',
        'ACCOUNT_INACTIVE',
      );
    }
    const signedIn = (await this.admins.recordSuccessfulLogin(admin.id)) ?? admin;
    return { token: await this.issueToken(signedIn), admin: toAdminView(signedIn), message: 'Login successful' };
  }

  /**
   * Checks the current password, stores the new one and raises the token version, so every earlier token of the
   * account stops working; answers a fresh token for the session that made the change.
   */
  async changePassword(actor: AuthenticatedAdmin, currentPassword: string, newPassword: string): Promise<string> {
    const admin = await this.admins.findById(actor.id);
    if (!admin) throw new NotFoundError('Your account no longer exists.');
    if (!(await verifyPassword(admin.passwordHash, currentPassword))) {
      throw new InvalidInputError(
        'Your current password is not correct. Please check it and try again.',
        'WRONG_PASSWORD',
      );
    }
    if (await verifyPassword(admin.passwordHash, newPassword)) {
      throw new InvalidInputError('New password must be different from the current password.', 'PASSWORD_UNCHANGED');
    }
    const passwordHash = await hashPassword(newPassword);
    const updated = await this.admins.transaction(async (tx) => {
      const row = await this.admins.setPassword(admin.id, passwordHash, tx);
      if (!row) throw new NotFoundError('Your account no longer exists.');
      await this.audit.record(tx, actor, { action: 'admin.password', entity: 'admin', entityId: row.id });
      return row;
    });
    return this.issueToken(updated);
  }

  issueToken(admin: Admin): Promise<string> {
    const payload: TokenPayload = {
      sub: admin.id,
      username: admin.username,
      role: admin.role,
      ver: admin.tokenVersion,
    };
    return this.jwt.signAsync(payload);
  }

  /**
   * A token is honoured only while it has an expiry, its account exists and is active, and the account has not
   * raised its token version since.
   */
  async validate(payload: TokenPayload): Promise<AuthenticatedAdmin | null> {
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number' || typeof payload.exp !== 'number')
      return null;
    // A malformed id is just a bad token; an unreachable database is an outage and goes on to the error filter.
    const admin = await this.admins.findById(payload.sub).catch((error: unknown) => {
      if (isDatabaseUnavailable(error)) throw error;
      return undefined;
    });
    if (!admin || !admin.isActive || admin.tokenVersion !== payload.ver) return null;
    return { id: admin.id, username: admin.username, role: admin.role };
  }
}

function lockedError(until: Date): DomainError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
  return new DomainError(
    423,
    `This account is locked for ${minutes} minute${minutes === 1 ? '' : 's'} after ${MAX_FAILED_LOGINS} failed sign-in attempts. Please try again later.`,
    'ACCOUNT_LOCKED',
  );
}
