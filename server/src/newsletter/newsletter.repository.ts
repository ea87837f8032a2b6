import { Inject, Injectable } from '@nestjs/common';
import type { Language } from '@kandy-park/domain';
import { desc, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database';
import { newsletterSubscriptions } from '../database/schema';

export type Subscription = typeof newsletterSubscriptions.$inferSelect;

/** All SQL about newsletter subscriptions. */
@Injectable()
export class NewsletterRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** A repeat hits the unique index and adds nothing; it keeps the language the address last subscribed in. */
  async insertOnce(email: string, language: Language): Promise<void> {
    // The unique index is on lower(email), an expression drizzle's conflict target cannot name.
    await this.db.execute(
      sql`insert into ${newsletterSubscriptions} (email, language) values (${email.toLowerCase()}, ${language})
        on conflict (lower(email)) do update set language = excluded.language`,
    );
  }

  listNewestFirst(): Promise<Subscription[]> {
    return this.db
      .select()
      .from(newsletterSubscriptions)
      .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id));
  }
}
