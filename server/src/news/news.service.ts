import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit';
import type { AuthenticatedAdmin } from '../common/auth.decorators';
import { NotFoundError } from '../common/domain-error';
import type { NewsItemDto } from './dto/news-item.dto';
import { type NewsItemValues, NewsRepository } from './news.repository';
import { type NewsItemView, toNewsItemView } from './news.view';

export const NEWS_NOT_FOUND = 'No news item with that id exists. It may have been deleted already.';

/** The form's fields as stored: status is always published (the column's default), the category General by default. */
function toValues(input: NewsItemDto): NewsItemValues {
  return {
    title: input.title,
    description: input.description,
    content: input.content,
    category: input.category ?? 'General',
    imageUrl: input.image?.url ?? null,
    imageAlt: input.image?.alt || null,
  };
}

@Injectable()
export class NewsService {
  constructor(
    private readonly news: NewsRepository,
    private readonly audit: AuditService,
  ) {}

  async list(): Promise<NewsItemView[]> {
    return (await this.news.listNewestFirst()).map(toNewsItemView);
  }

  async create(actor: AuthenticatedAdmin, input: NewsItemDto): Promise<NewsItemView> {
    const created = await this.news.transaction(async (tx) => {
      const row = await this.news.insert({ ...toValues(input), createdBy: actor.id }, tx);
      await this.audit.record(tx, actor, {
        action: 'news.create',
        entity: 'news',
        entityId: row.id,
        details: { title: row.title },
      });
      return row;
    });
    return toNewsItemView(created);
  }

  /** Replaces every field: an image left out of the body is removed. */
  async update(actor: AuthenticatedAdmin, id: string, input: NewsItemDto): Promise<NewsItemView> {
    const updated = await this.news.transaction(async (tx) => {
      const row = await this.news.update(id, toValues(input), tx);
      if (!row) throw new NotFoundError(NEWS_NOT_FOUND);
      await this.audit.record(tx, actor, {
        action: 'news.update',
        entity: 'news',
        entityId: row.id,
        details: { title: row.title },
      });
      return row;
    });
    return toNewsItemView(updated);
  }

  async delete(actor: AuthenticatedAdmin, id: string): Promise<void> {
    await this.news.transaction(async (tx) => {
      const row = await this.news.delete(id, tx);
      if (!row) throw new NotFoundError(NEWS_NOT_FOUND);
      await this.audit.record(tx, actor, {
        action: 'news.delete',
        entity: 'news',
        entityId: row.id,
        details: { title: row.title },
      });
    });
  }
}
