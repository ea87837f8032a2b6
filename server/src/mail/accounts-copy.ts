import type { MailAttachment, MailDocument, MailDocumentKind } from '../database/schema';
import { composeMail } from './mail-layout';
import type { OutgoingMail } from './mail.types';

/**
 * Every e-mail that carries a document of the books (an invoice, a receipt, a credit note, a refund note: an
 * attachment naming a `document`) is copied, in English, to the accounts mailbox (`ACCOUNTS_EMAIL`), with the same
 * documents attached by name, so the worker draws them the same way from the same rows. The copy is queued with the
 * mail, in its transaction, and is never capped: it goes to the park's own mailbox, not to an address a visitor
 * typed, and the park's books must not miss a document because a visitor's mailbox had its fill for the day.
 */

const TITLES: Readonly<Record<MailDocumentKind, string>> = {
  invoice: 'Invoice',
  receipt: 'Receipt',
  'credit-note': 'Credit note',
  'refund-note': 'Refund note',
  'rent-invoice': 'Rent invoice',
};

const isDocument = (attachment: MailAttachment): attachment is MailDocument => 'document' in attachment;

/** `INV-2027-00001` from `INV-2027-00001.pdf`. */
const numberOf = (document: MailDocument): string => document.filename.replace(/\.pdf$/i, '');

/** The accounts mailbox's copy of `mail`, or undefined when it carries no document of the books. */
export function accountsCopyOf(mail: OutgoingMail, accountsEmail: string): OutgoingMail | undefined {
  const documents = (mail.attachments ?? []).filter(isDocument);
  const first = documents[0];
  if (!first) return undefined;
  const customer = mail.customerName ?? mail.to;
  const named = documents.map((document) => `${TITLES[document.document.kind]} ${numberOf(document)}`);
  const body = composeMail({
    greeting: 'For the accounts,',
    paragraphs: [
      `A copy of the e-mail the park sent ${customer}. Attached: ${named.join(', ')}, as the customer received it.`,
    ],
    details: [
      ['Customer', customer],
      ['Sent to', mail.to],
      ['Their subject', mail.subject],
      ...named.map((name): [string, string] => ['Document', name]),
    ],
  });
  return {
    to: accountsEmail,
    subject: `Copy: ${named[0] as string} — ${customer}`,
    ...body,
    attachments: documents,
  };
}

/** The accounts copies of the mails that carry documents of the books, in their order. */
export function accountsCopies(mails: OutgoingMail[], accountsEmail: string): OutgoingMail[] {
  return mails.flatMap((mail) => {
    const copy = accountsCopyOf(mail, accountsEmail);
    return copy ? [copy] : [];
  });
}
