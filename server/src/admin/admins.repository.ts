import { Inject, Injectable } from '@nestjs/common';
import { count, eq, sql } from 'drizzle-orm';
import { DATABASE, type Database, type Executor } from '../database/database';
import { type Admin, admins } from '../database/schema';

export type NewAdmin = typeof admins.$inferInsert;

/** All SQL about staff accounts. */
@Injectable()
export class AdminsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async findById(id: string, executor: Executor = this.db): Promise<Admin | undefined> {
    const [row] = await executor.select().from(admins).where(eq(admins.id, id));
    return row;
  }

  async findByUsername(username: string): Promise<Admin | undefined> {
    const [row] = await this.db
      .select()
      .from(admins)
      .where(sql`lower(${admins.username}) = lower(${username})`);
    return row;
  }

  async countAll(executor: Executor = this.db): Promise<number> {
    const [row] = await executor.select({ n: count() }).from(admins);
    return row?.n ?? 0;
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

  /** Counts a failed sign-in; locks the account once `maxFailures` is reached. Answers the new state. */
  async recordFailedLogin(id: string, maxFailures: number, lockMinutes: number): Promise<Admin | undefined> {
    const [row] = await this.db
      .update(admins)
      .set({
        failedLoginCount: sql`case when ${admins.failedLoginCount} + 1 >= ${maxFailures} then 0 else ${admins.failedLoginCount} + 1 end`,
        lockedUntil: sql`case when ${admins.failedLoginCount} + 1 >= ${maxFailures}
          then now() + make_interval(mins => ${lockMinutes}) else ${admins.lockedUntil} end`,
      })
      .where(eq(admins.id, id))
      .returning();
    return row;
  }

  async recordSuccessfulLogin(id: string): Promise<Admin | undefined> {
    const [row] = await this.db
      .update(admins)
      .set({ failedLoginCount: 0, lockedUntil: null, lastLogin: new Date() })
      .where(eq(admins.id, id))
      .returning();
    return row;
  }
}
