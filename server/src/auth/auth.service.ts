import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AdminsRepository, type AdminView, toAdminView } from '../admin';
import { AuditService } from '../audit';
import type { AuthenticatedAdmin } from '../common/auth.decorators';
import { clientKey } from '../common/client-address';
import { isDatabaseUnavailable } from '../common/database-errors';
import { DomainError, InvalidInputError, NotFoundError, TooManyAttemptsError } from '../common/domain-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { Admin } from '../database/schema';
import { MailService } from '../mail';
import { Metrics } from '../metrics';
import { accountWords, refuseWeakPassword } from '../common/password-policy';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../common/passwords';
import { type Requester, SignInAttemptsRepository } from './sign-in-attempts.repository';
import { accountLockedMail } from './sign-in-mails';

const actorOf = (admin: Admin): AuthenticatedAdmin => ({
  id: admin.id,
  username: admin.username,
  displayName: displayNameOf(admin),
  role: admin.role,
});

/** The name documents and mails print for a staff member: first and last name, else the sign-in name. */
export function displayNameOf(admin: Pick<Admin, 'firstName' | 'lastName' | 'username'>): string {
  return `${admin.firstName} ${admin.lastName}`.trim() || admin.username;
}

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

/** Where a password attempt comes from: the client address, and the nonce of the device's valid device cookie. */
export interface AttemptSource {
  address: string;
  device?: string;
}

export interface LoginResult {
  token: string;
  admin: AdminView;
  /** The password was chosen by someone else: only a password change is open until it is made. */
  mustChangePassword: boolean;
  message: string;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly admins: AdminsRepository,
    private readonly jwt: JwtService,
    private readonly audit: AuditService,
    private readonly attempts: SignInAttemptsRepository,
    private readonly mail: MailService,
    private readonly metrics: Metrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Known and unknown usernames go the same way (the same counts, waits and answers), so an answer never tells
   * whether an account exists; a deactivated account answers its right password as a wrong one. `from.address` is
   * the caller's address (TRUST_PROXY decides how it is read); `from.device` makes it a known device.
   */
  async login(username: string, password: string, from: AttemptSource): Promise<LoginResult> {
    const requester = requesterOf(from);
    const { accountAttempts } = await this.admit(username, requester);
    const admin = await this.admins.findByUsername(username);
    const valid = admin ? await verifyPassword(admin.passwordHash, password) : await burnPasswordCheck(password);
    if (!admin || !valid || !admin.isActive) {
      await this.failed(admin, accountAttempts);
      throw new DomainError(401, INVALID_CREDENTIALS, 'INVALID_CREDENTIALS');
    }
    await this.attempts.recordSuccess(username, requester);
    const signedIn = await this.admins.transaction(async (tx) => {
      const row = (await this.admins.recordSuccessfulLogin(admin.id, tx)) ?? admin;
      await this.audit.record(tx, actorOf(row), {
        action: 'auth.sign-in',
        entity: 'admin',
        entityId: row.id,
        details: { client: from.address },
      });
      return row;
    });
    return {
      token: await this.issueToken(signedIn),
      admin: toAdminView(signedIn),
      mustChangePassword: signedIn.mustChangePassword,
      message: signedIn.mustChangePassword
        ? 'Login successful. Please choose a new password before going on.'
        : 'Login successful',
    };
  }

  /** Ends the session at once: the account's token version rises, so this token (and its others) stop working. */
  async logout(actor: AuthenticatedAdmin): Promise<void> {
    await this.admins.transaction(async (tx) => {
      await this.admins.endSessions(actor.id, tx);
      await this.audit.record(tx, actor, { action: 'auth.sign-out', entity: 'admin', entityId: actor.id });
    });
  }

  /**
   * Checks the current password, stores the new one and raises the token version, so every earlier token of the
   * account stops working; answers a fresh token for the session that made the change.
   */
  async changePassword(
    actor: AuthenticatedAdmin,
    currentPassword: string,
    newPassword: string,
    from: AttemptSource,
  ): Promise<string> {
    const admin = await this.admins.findById(actor.id);
    if (!admin) throw new NotFoundError('Your account no longer exists.');
    // A wrong current password is a guess at the password: counted, waited and locked as a failed sign-in.
    const requester = requesterOf(from);
    const { accountAttempts } = await this.admit(admin.username, requester);
    if (!(await verifyPassword(admin.passwordHash, currentPassword))) {
      await this.failed(admin, accountAttempts);
      throw new InvalidInputError(
        'Your current password is not correct. Please check it and try again.',
        'WRONG_PASSWORD',
      );
    }
    await this.attempts.recordSuccess(admin.username, requester);
    if (await verifyPassword(admin.passwordHash, newPassword)) {
      throw new InvalidInputError('New password must be different from the current password.', 'PASSWORD_UNCHANGED');
    }
    await refuseWeakPassword(newPassword, accountWords(admin));
    const passwordHash = await hashPassword(newPassword);
    const updated = await this.admins.transaction(async (tx) => {
      const row = await this.admins.setPassword(admin.id, passwordHash, tx);
      if (!row) throw new NotFoundError('Your account no longer exists.');
      await this.audit.record(tx, actor, { action: 'admin.password', entity: 'admin', entityId: row.id });
      return row;
    });
    return this.issueToken(updated);
  }

  /** Counts a password attempt, or refuses it (429) while its device or address must wait or the account is locked. */
  private async admit(username: string, requester: Requester): Promise<{ accountAttempts: number }> {
    const admission = await this.attempts.admit(username, requester);
    if (!admission.admitted) {
      this.metrics.signInRefused(admission.reason);
      throw new TooManyAttemptsError(admission.retryAfterSeconds);
    }
    return admission;
  }

  /** A wrong password stays counted; the one that locks the account tells the staff mailbox and the record. */
  private async failed(admin: Admin | undefined, accountAttempts: number): Promise<void> {
    if (accountAttempts !== this.config.signIn.accountLockFailures) return;
    this.metrics.accountLocked();
    if (!admin) return;
    const notice = accountLockedMail(admin, this.config.signIn, this.config.staffEmail);
    await this.attempts.transaction(async (tx) => {
      await this.mail.enqueue(tx, notice);
      await this.audit.record(tx, undefined, {
        action: 'auth.lock',
        entity: 'admin',
        entityId: admin.id,
        details: { username: admin.username },
      });
    });
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
    return {
      id: admin.id,
      username: admin.username,
      displayName: displayNameOf(admin),
      role: admin.role,
      mustChangePassword: admin.mustChangePassword,
    };
  }
}

/** A known device is counted by its cookie; an unknown one by its address (an IPv6 address by its /64). */
function requesterOf(from: AttemptSource): Requester {
  return from.device ? { device: from.device } : { address: clientKey(from.address) };
}
