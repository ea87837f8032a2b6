import { ApiProperty } from '@nestjs/swagger';
import { NEWS_CATEGORIES, type NewsCategory, type NewsItem } from '../database/schema';

export class NewsImageView {
  @ApiProperty() url!: string;
  @ApiProperty() alt!: string;
}

/** A news item as the site and the dashboard read it. */
export class NewsItemView {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty() title!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ description: 'Plain text; render it as text' }) content!: string;
  @ApiProperty({ enum: NEWS_CATEGORIES }) category!: NewsCategory;
  @ApiProperty({ enum: ['published'] }) status!: 'published';
  @ApiProperty({ type: () => NewsImageView, nullable: true }) image!: NewsImageView | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export function toNewsItemView(item: NewsItem): NewsItemView {
  return {
    _id: item.id,
    title: item.title,
    description: item.description,
    content: item.content,
    category: item.category,
    status: item.status,
    image: item.imageUrl ? { url: item.imageUrl, alt: item.imageAlt || item.title } : null,
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
  };
}

export class NewsListResponse {
  @ApiProperty({ type: () => NewsItemView, isArray: true }) newsItems!: NewsItemView[];
}

export class NewsItemResponse {
  @ApiProperty({ type: () => NewsItemView }) newsItem!: NewsItemView;
  @ApiProperty() message!: string;
}

export class NewsDeletedResponse {
  @ApiProperty({ example: 'News item deleted' }) message!: string;
}
