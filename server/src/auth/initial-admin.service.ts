import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { AdminsRepository } from '../admin/admins.repository';
import { isConstraintViolation, PG_UNIQUE_VIOLATION } from '../common/database-errors';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { Admin } from '../database/schema';
import { generatePassword, hashPassword } from './passwords';

export interface InitialCredentials {
  username: string;
  /** Only when it was generated: shown once, never stored in clear. */
  password: string | undefined;
}

/**
 * The first staff account (DECISIONS.md section 6): made on a start with no accounts, from ADMIN_* when given,
 * else with a random password that is printed once.
 */
@Injectable()
export class InitialAdminService implements OnApplicationBootstrap {
  private readonly logger = new Logger('InitialAdmin');
  /** What this start created, for the start banner. */
  created: InitialCredentials | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly admins: AdminsRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { username, password, email } = this.config.initialAdmin;
    const result = await this.createIfNone(username ?? 'admin', password, email);
    if (result) this.created = { username: result.admin.username, password: result.generatedPassword };
  }

  /** Creates an account only while none exists; answers undefined when one already did. */
  async createIfNone(
    username: string,
    password?: string,
    email?: string,
  ): Promise<{ admin: Admin; generatedPassword: string | undefined } | undefined> {
    if ((await this.admins.countAll()) > 0) return undefined;
    const generatedPassword = password ? undefined : generatePassword();
    try {
      const admin = await this.admins.insert({
        username,
        email: email ?? `${username}@kandypark.lk`,
        passwordHash: await hashPassword(password ?? (generatedPassword as string)),
        role: 'admin',
        firstName: 'Park',
        lastName: 'Administrator',
      });
      this.logger.log(`First admin account "${admin.username}" created`);
      return { admin, generatedPassword };
    } catch (error) {
      // Another server process starting at the same time made it first.
      if (isConstraintViolation(error, PG_UNIQUE_VIOLATION)) return undefined;
      throw error;
    }
  }
}
