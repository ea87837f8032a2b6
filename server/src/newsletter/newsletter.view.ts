import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGES, type Language } from '@kandy-park/domain';
import type { Subscription } from './newsletter.repository';

export class SubscriberView {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ enum: LANGUAGES, description: 'The language the address subscribed in' })
  language!: Language;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export function toSubscriberView(row: Subscription): SubscriberView {
  return { _id: row.id, email: row.email, language: row.language, createdAt: row.createdAt.toISOString() };
}

export class SubscribedResponse {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ example: 'Thank you for subscribing!' }) message!: string;
}

export class SubscriberListResponse {
  @ApiProperty({ type: () => SubscriberView, isArray: true }) subscribers!: SubscriberView[];
}
