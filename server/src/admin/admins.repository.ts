import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { DATABASE, type Database, type Executor } from '../database/database';
import { type Admin, admins } from '../database/schema';

export type NewAdmin = typeof admins.$inferInsert;

/** Unique indexes a service maps to a message. */
export const ADMIN_USERNAME_UNIQUE = 'admins_username_unique';
export const ADMIN_EMAIL_UNIQUE = 'admins_email_unique';

/** All SQL about staff accounts. */
@Injectable()
export class AdminsRepository {
  /**
   * The account behind a token, read on every staff request: its SQL is built once (building a query costs more
   * than PGlite takes to run this one).
   */
  private readonly accountById;

  constructor(@Inject(DATABASE) private readonly db: Database) {
    this.accountById = db
      .select()
      .from(admins)
      .where(eq(admins.id, sql.placeholder('id')))
      .prepare('admin_by_id');
  }

  /** Runs `work` in one transaction, so a change and its audit entry are written together or not at all. */
  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async findById(id: string, executor: Executor = this.db): Promise<Admin | undefined> {
    const [row] =
      executor === this.db
        ? await this.accountById.execute({ id })
        : await executor.select().from(admins).where(eq(admins.id, id));
    return row;
  }

  async findByUsername(username: string, executor: Executor = this.db): Promise<Admin | undefined> {
    const [row] = await executor
      .select()
      .from(admins)
      .where(sql`lower(${admins.username}) = lower(${username})`);
    return row;
  }

  async findByEmail(email: string, executor: Executor = this.db): Promise<Admin | undefined> {
    const [row] = await executor
      .select()
      .from(admins)
      .where(sql`lower(${admins.email}) = lower(${email})`);
    return row;
  }

  /** Oldest first: the first admin leads the list. */
  listAll(): Promise<Admin[]> {
    return this.db.select().from(admins).orderBy(asc(admins.createdAt), asc(admins.id));
  }

  async countAll(executor: Executor = this.db): Promise<number> {
    const [row] = await executor.select({ n: count() }).from(admins);
    return row?.n ?? 0;
  }

  /**
   * The active accounts with the admin role, locked until the transaction ends: two admins removing each other at
   * the same moment are serialised, so the second sees the first's change and the last admin is never removed.
   */
  lockActiveAdmins(executor: Executor): Promise<Admin[]> {
    return executor
      .select()
      .from(admins)
      .where(and(eq(admins.role, 'admin'), eq(admins.isActive, true)))
      .orderBy(asc(admins.id))
      .for('update');
  }

  async insert(values: NewAdmin, executor: Executor = this.db): Promise<Admin> {
    const [row] = await executor
      .insert(admins)
      .values({ ...values, email: values.email.toLowerCase() })
      .returning();
    return row as Admin;
  }

  async update(id: string, values: Partial<NewAdmin>, executor: Executor = this.db): Promise<Admin | undefined> {
    const [row] = await executor
      .update(admins)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(admins.id, id))
      .returning();
    return row;
  }

  /**
   * Deactivating raises the token version, so the account's tokens stop working at once, and turns its calendar
   * feed off for good (a reactivated account makes a new address if it wants one).
   */
  async setActive(id: string, isActive: boolean, executor: Executor): Promise<Admin | undefined> {
    const [row] = await executor
      .update(admins)
      .set({
        isActive,
        ...(isActive
          ? {}
          : {
              tokenVersion: sql`${admins.tokenVersion} + 1`,
              calendarFeedTokenHash: null,
              calendarFeedCreatedAt: null,
            }),
        updatedAt: new Date(),
      })
      .where(eq(admins.id, id))
      .returning();
    return row;
  }

  /**
   * A new password chosen by the holder ends every token issued before it (token version raised) and the calendar
   * feed's address, as a deactivation does: whoever may have learnt the old password may have kept either.
   */
  async setPassword(id: string, passwordHash: string, executor: Executor): Promise<Admin | undefined> {
    const [row] = await executor
      .update(admins)
      .set({
        passwordHash,
        mustChangePassword: false,
        tokenVersion: sql`${admins.tokenVersion} + 1`,
        calendarFeedTokenHash: null,
        calendarFeedCreatedAt: null,
        updatedAt: new Date(),
      })
      .where(eq(admins.id, id))
      .returning();
    return row;
  }

  /** Sign-out: raising the token version ends the account's tokens at once. */
  async endSessions(id: string, executor: Executor = this.db): Promise<void> {
    await executor
      .update(admins)
      .set({ tokenVersion: sql`${admins.tokenVersion} + 1` })
      .where(eq(admins.id, id));
  }

  async delete(id: string, executor: Executor): Promise<Admin | undefined> {
    const [row] = await executor.delete(admins).where(eq(admins.id, id)).returning();
    return row;
  }

  async recordSuccessfulLogin(id: string, executor: Executor = this.db): Promise<Admin | undefined> {
    const [row] = await executor.update(admins).set({ lastLogin: new Date() }).where(eq(admins.id, id)).returning();
    return row;
  }
}
