import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGES, type Language } from '@kandy-park/domain';
import type { ContactMessage } from '../database/schema';

export class HandlerView {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty() username!: string;
}

export class ContactMessageView {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty() subject!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ enum: LANGUAGES, description: 'The language the sender wrote from' })
  language!: Language;
  @ApiProperty() handled!: boolean;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) handledAt!: string | null;
  @ApiProperty({
    type: () => HandlerView,
    nullable: true,
    description: 'null when not handled or the account was deleted',
  })
  handledBy!: HandlerView | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export type ContactMessageRow = ContactMessage & { handledByUsername: string | null };

export function toContactMessageView(row: ContactMessageRow): ContactMessageView {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    language: row.language,
    handled: row.handledAt !== null,
    handledAt: row.handledAt ? row.handledAt.toISOString() : null,
    handledBy: row.handledBy && row.handledByUsername ? { _id: row.handledBy, username: row.handledByUsername } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export class ContactSentResponse {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty() message!: string;
}

export class ContactMessageListResponse {
  @ApiProperty({ type: () => ContactMessageView, isArray: true }) messages!: ContactMessageView[];
}

export class ContactMessageUpdatedResponse {
  @ApiProperty() message!: string;
  @ApiProperty({ type: () => ContactMessageView }) contactMessage!: ContactMessageView;
}
