import { Inject, Injectable } from '@nestjs/common';
import { desc, eq } from 'drizzle-orm';
import { DATABASE, type Database, type Executor } from '../database/database';
import { type NewsItem, newsItems } from '../database/schema';

export type NewsItemValues = Pick<
  typeof newsItems.$inferInsert,
  'title' | 'description' | 'content' | 'category' | 'imageUrl' | 'imageAlt'
>;

/** All SQL about news items. */
@Injectable()
export class NewsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** Newest first; the id breaks ties so the order is stable. */
  listNewestFirst(): Promise<NewsItem[]> {
    return this.db.select().from(newsItems).orderBy(desc(newsItems.createdAt), desc(newsItems.id));
  }

  async findById(id: string, executor: Executor = this.db): Promise<NewsItem | undefined> {
    const [row] = await executor.select().from(newsItems).where(eq(newsItems.id, id));
    return row;
  }

  async insert(values: NewsItemValues & { createdBy: string }, executor: Executor): Promise<NewsItem> {
    const [row] = await executor.insert(newsItems).values(values).returning();
    return row as NewsItem;
  }

  async update(id: string, values: NewsItemValues, executor: Executor): Promise<NewsItem | undefined> {
    const [row] = await executor
      .update(newsItems)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(newsItems.id, id))
      .returning();
    return row;
  }

  async delete(id: string, executor: Executor): Promise<NewsItem | undefined> {
    const [row] = await executor.delete(newsItems).where(eq(newsItems.id, id)).returning();
    return row;
  }
}
