import { Inject, Injectable } from '@nestjs/common';
import { desc } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database';
import { newsletterSubscriptions } from '../database/schema';

export type Subscription = typeof newsletterSubscriptions.$inferSelect;

/** All SQL about newsletter subscriptions. */
@Injectable()
export class NewsletterRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Answers true when the address is new; a repeat hits the unique index and changes nothing. */
  async insertIfNew(email: string): Promise<boolean> {
    const rows = await this.db
      .insert(newsletterSubscriptions)
      .values({ email: email.toLowerCase() })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscriptions.id });
    return rows.length > 0;
  }

  listNewestFirst(): Promise<Subscription[]> {
    return this.db
      .select()
      .from(newsletterSubscriptions)
      .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id));
  }
}
