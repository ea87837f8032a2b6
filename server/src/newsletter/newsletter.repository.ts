import { Inject, Injectable } from '@nestjs/common';
import { desc } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database';
import { newsletterSubscriptions } from '../database/schema';

export type Subscription = typeof newsletterSubscriptions.$inferSelect;

/** All SQL about newsletter subscriptions. */
@Injectable()
export class NewsletterRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** A repeat hits the unique index and changes nothing. */
  async insertOnce(email: string): Promise<void> {
    await this.db.insert(newsletterSubscriptions).values({ email: email.toLowerCase() }).onConflictDoNothing();
  }

  listNewestFirst(): Promise<Subscription[]> {
    return this.db
      .select()
      .from(newsletterSubscriptions)
      .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id));
  }
}
