import type { Language } from '@kandy-park/domain';
import type { MailAttachment, MailDocument } from '../database/schema';

/** Draws a document named in an outbox row (`MailDocument`) when its mail is sent. */
export type MailDocumentRenderer = (document: MailDocument['document']) => Promise<Buffer>;

/** One message to one recipient, with a plain-text and an HTML part. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /**
   * Mail a visitor can cause, capped per day (`mail-quota.ts`): `acknowledgement` goes to the address the visitor
   * typed, which nobody has proven, so it must carry no text the visitor typed (docs/security.md); `staffNotice`
   * goes to the staff mailbox; `rentReminder` is a reminder the park sends by itself, capped per day for the whole
   * park. Unset: not capped (mail that staff actions send).
   */
  cap?: MailCap;
  /**
   * Whom a mail carrying a document of the books is for, as the accounts mailbox's copy names them
   * (`accounts-copy.ts`); the recipient's address when unset.
   */
  customerName?: string;
  /** The language the mail is written in, for what the outbox adds to it (the last-of-day note). English unless set. */
  language?: Language;
}

export type MailCap = 'acknowledgement' | 'staffNotice' | 'rentReminder';
