import type { MailAttachment } from '../database/schema';

/** One message to one recipient, with a plain-text and an HTML part. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}
