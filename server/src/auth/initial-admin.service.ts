import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { AdminsRepository } from '../admin';
import { AuditService } from '../audit';
import { isConstraintViolation, PG_UNIQUE_VIOLATION } from '../common/database-errors';
import { ConflictError } from '../common/domain-error';
import { APP_CONFIG, type AppConfig, ConfigError } from '../config/app-config';
import type { Admin } from '../database/schema';
import { passwordProblem } from '../common/password-policy';
import { generatePassword, hashPassword } from '../common/passwords';

export interface InitialCredentials {
  username: string;
  /** Only when it was generated: shown once, never stored in clear. */
  password: string | undefined;
}

/**
 * The first staff account: made on a start with no accounts, from ADMIN_* when given (a password that is easy to
 * guess stops that start, saying why), else with a random password that is printed once. Once an account exists,
 * ADMIN_* are not read again.
 */
@Injectable()
export class InitialAdminService implements OnApplicationBootstrap {
  private readonly logger = new Logger('InitialAdmin');
  /** What this start created, for the start banner. */
  created: InitialCredentials | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly admins: AdminsRepository,
    private readonly audit: AuditService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { username, password, email } = this.config.initialAdmin;
    const result = await this.createIfNone(username ?? 'admin', password, email);
    if (result) this.created = { username: result.admin.username, password: result.generatedPassword };
  }

  /**
   * POST /api/admin/create-initial-admin: only while no account exists, with a generated password answered once
   * (ADMIN_PASSWORD is never echoed back); afterwards a 409.
   */
  async createOnRequest(): Promise<{ username: string; password: string }> {
    const { username, email } = this.config.initialAdmin;
    const result = await this.createIfNone(username ?? 'admin', undefined, email);
    if (!result?.generatedPassword) {
      throw new ConflictError(
        'An admin account already exists, so no initial account can be created. Please sign in instead.',
        'ADMIN_EXISTS',
      );
    }
    return { username: result.admin.username, password: result.generatedPassword };
  }

  /** Creates an account only while none exists; answers undefined when one already did. */
  async createIfNone(
    username: string,
    password?: string,
    email?: string,
  ): Promise<{ admin: Admin; generatedPassword: string | undefined } | undefined> {
    if ((await this.admins.countAll()) > 0) return undefined;
    if (password !== undefined) {
      // ADMIN_PASSWORD, about to become the first account's: one that is easy to guess stops this start.
      const problem = await passwordProblem(password, [username, email ?? '']);
      if (problem) throw new ConfigError(`ADMIN_PASSWORD is refused: ${problem}`);
    }
    const generatedPassword = password ? undefined : generatePassword();
    const passwordHash = await hashPassword(password ?? (generatedPassword as string));
    try {
      const admin = await this.admins.transaction(async (tx) => {
        // Checked again inside the transaction: the hash above takes long enough for a concurrent request to win.
        if ((await this.admins.countAll(tx)) > 0) return undefined;
        const row = await this.admins.insert(
          {
            username,
            email: email ?? `${username}@kandypark.lk`,
            passwordHash,
            role: 'admin',
            firstName: 'Park',
            lastName: 'Administrator',
            // A generated password has been printed or answered: it must be replaced at the first sign-in.
            mustChangePassword: generatedPassword !== undefined,
          },
          tx,
        );
        await this.audit.record(tx, undefined, {
          action: 'admin.create',
          entity: 'admin',
          entityId: row.id,
          details: { username: row.username, role: row.role, initial: true },
        });
        return row;
      });
      if (!admin) return undefined;
      this.logger.log(`First admin account "${admin.username}" created`);
      return { admin, generatedPassword };
    } catch (error) {
      // Another server process starting at the same time made it first.
      if (isConstraintViolation(error, PG_UNIQUE_VIOLATION)) return undefined;
      throw error;
    }
  }
}
