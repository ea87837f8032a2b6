import { Inject, Injectable } from '@nestjs/common';
import { desc, eq, getTableColumns } from 'drizzle-orm';
import { DATABASE, type Database, type Executor } from '../database/database';
import { admins, type ContactMessage, contactMessages } from '../database/schema';
import type { ContactMessageRow } from './contact.view';

export type NewContactMessage = Pick<ContactMessage, 'name' | 'email' | 'subject' | 'message'> &
  Partial<Pick<ContactMessage, 'language'>>;

/** All SQL about contact messages. */
@Injectable()
export class ContactRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  private selectWithHandler(executor: Executor) {
    return executor
      .select({ ...getTableColumns(contactMessages), handledByUsername: admins.username })
      .from(contactMessages)
      .leftJoin(admins, eq(admins.id, contactMessages.handledBy));
  }

  async insert(values: NewContactMessage, executor: Executor): Promise<ContactMessage> {
    const [row] = await executor.insert(contactMessages).values(values).returning();
    return row as ContactMessage;
  }

  listNewestFirst(): Promise<ContactMessageRow[]> {
    return this.selectWithHandler(this.db).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
  }

  async findById(id: string, executor: Executor = this.db): Promise<ContactMessageRow | undefined> {
    const [row] = await this.selectWithHandler(executor).where(eq(contactMessages.id, id));
    return row;
  }

  /** `handledBy` set: handled by that account now; null: not handled. Answers whether the message exists. */
  async setHandled(id: string, handledBy: string | null, executor: Executor): Promise<boolean> {
    const rows = await executor
      .update(contactMessages)
      .set({ handledBy, handledAt: handledBy ? new Date() : null })
      .where(eq(contactMessages.id, id))
      .returning({ id: contactMessages.id });
    return rows.length > 0;
  }
}
