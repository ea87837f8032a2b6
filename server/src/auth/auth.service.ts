import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AdminsRepository } from '../admin/admins.repository';
import { type AdminView, toAdminView } from '../admin/admin.view';
import type { AuthenticatedAdmin } from '../common/auth.decorators';
import { DomainError } from '../common/domain-error';
import type { Admin } from '../database/schema';
import { burnPasswordCheck, verifyPassword } from './passwords';

export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 15;
export const INVALID_CREDENTIALS = 'Invalid username or password.';

export interface TokenPayload {
  sub: string;
  username: string;
  role: string;
  /** The account's token version when the token was issued. */
  ver: number;
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
      throw new DomainError(403, 'This account has been deactivated. Please ask an administrator to reactivate it.', 'ACCOUNT_INACTIVE');
    }
    const signedIn = (await this.admins.recordSuccessfulLogin(admin.id)) ?? admin;
    return { token: await this.issueToken(signedIn), admin: toAdminView(signedIn), message: 'Login successful' };
  }

  issueToken(admin: Admin): Promise<string> {
    const payload: TokenPayload = { sub: admin.id, username: admin.username, role: admin.role, ver: admin.tokenVersion };
    return this.jwt.signAsync(payload);
  }

  /** A token is honoured only while its account exists, is active, and has not raised its token version. */
  async validate(payload: TokenPayload): Promise<AuthenticatedAdmin | null> {
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
    const admin = await this.admins.findById(payload.sub).catch(() => undefined);
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
