import { type Language, PARK_OFFICE_PHONE } from '@kandy-park/domain';
import type { MailDocument, MailDocumentKind, MailFile, Payment } from '../database/schema';
import { composeMail, formatLkr, formatLongDate, type Texts, textsFor } from '../mail';
import type { OutgoingMail } from '../mail';

/**
 * The money e-mails: pure, they take the rows and answer the message, in the customer's language (the row's
 * `language`: docs/languages.md).
 */

/** What an entry or an invoice is for, as its customer reads it: written in their language when it was recorded. */
export const customerLine = (row: { description: string; customerDescription: string }): string =>
  row.customerDescription || row.description;

/** A stall's block as the language names it (`Block A` as recorded, `A කොටස`, `A தொகுதி`). */
export const blockIn = (texts: Texts, stallId: string, recorded: string): string =>
  texts === textsFor('en') ? recorded : texts.words.block(stallId.charAt(0));

/** Still to pay, paid ahead, or nothing owed, in a sentence. */
function balanceSentence(texts: Texts, balance: number, ahead: (amount: string) => string): string {
  if (balance > 0) return texts.money.stillToPay(formatLkr(balance));
  if (balance < 0) return ahead(formatLkr(-balance));
  return texts.money.nothingOwed;
}

export function pdfAttachment(filename: string, pdf: Buffer): MailFile {
  return { filename, content: pdf.toString('base64'), contentType: 'application/pdf', encoding: 'base64' };
}

/** A document of the books attached by name: drawn when the mail is sent, after its transaction committed. */
export function documentAttachment(kind: MailDocumentKind, id: string, number: string): MailDocument {
  return { filename: `${number}.pdf`, contentType: 'application/pdf', document: { kind, id } };
}

/** To the customer when a payment is recorded: the receipt as a PDF. */
export function receiptMail(payment: Payment): OutgoingMail {
  const language = payment.language;
  const texts = textsFor(language);
  const facts = texts.money.facts;
  const number = payment.receiptNumber as string;
  const amount = formatLkr(payment.amount);
  const body = composeMail({
    greeting: texts.mail.dear(payment.customerName),
    paragraphs: [
      texts.money.receipt.received(amount, formatLongDate(payment.receivedOn, language), number),
      // Paid beyond an invoice, the surplus is the customer's credit; rent paid ahead pays the coming months.
      balanceSentence(
        texts,
        payment.balanceAfter,
        payment.invoiceId ? texts.documents.surplusCredit : texts.money.receipt.ahead,
      ),
    ],
    details: [
      [facts.receipt, number],
      [facts.for, customerLine(payment)],
      [facts.amount, amount],
      [facts.method, texts.words.paymentMethod(payment.method ?? '')],
      ...(payment.reference ? ([[facts.reference, payment.reference]] as Array<[string, string]>) : []),
    ],
    language,
  });
  return {
    to: payment.customerEmail,
    subject: texts.money.receipt.subject(number, amount),
    ...body,
    attachments: [documentAttachment('receipt', payment.id, number)],
    customerName: payment.customerName,
    language,
  };
}

/** To the customer when the park reverses a payment: the receipt, marked reversed, so the old one is not relied on. */
export function reversalMail(payment: Payment, reversal: Payment): OutgoingMail {
  const language = payment.language;
  const texts = textsFor(language);
  const facts = texts.money.facts;
  const number = payment.receiptNumber as string;
  const amount = formatLkr(payment.amount);
  const body = composeMail({
    greeting: texts.mail.dear(payment.customerName),
    paragraphs: [
      texts.money.reversal.reversed(amount, formatLongDate(payment.receivedOn, language), number),
      balanceSentence(texts, reversal.balanceAfter, texts.money.reversal.stillAhead),
      texts.money.reversal.mistake(PARK_OFFICE_PHONE, number),
    ],
    details: [
      [facts.receipt, texts.money.reversal.receiptReversed(number)],
      [facts.for, customerLine(payment)],
      [facts.amount, amount],
      [facts.reversedOn, formatLongDate(reversal.receivedOn, language)],
    ],
    language,
  });
  return {
    to: payment.customerEmail,
    subject: texts.money.reversal.subject(number),
    ...body,
    attachments: [documentAttachment('receipt', payment.id, number)],
    customerName: payment.customerName,
    language,
  };
}

/** What a rent reminder is about: the rental, the month's due date, and what is owed. */
export interface RentReminder {
  kind: 'before' | 'overdue';
  customerName: string;
  customerEmail: string;
  stallId: string;
  blockName: string;
  dueOn: string;
  owed: number;
  daysOverdue: number;
  /** The rental's language. */
  language: Language;
}

/** To the vendor, 3 days before a month's rent is due, or once when it is 7 days overdue. */
export function rentReminderMail(reminder: RentReminder): OutgoingMail {
  const { language, stallId } = reminder;
  const texts = textsFor(language);
  const rent = texts.money.reminders.rent;
  const block = blockIn(texts, stallId, reminder.blockName);
  const owed = formatLkr(reminder.owed);
  const dueOn = formatLongDate(reminder.dueOn, language);
  const before = reminder.kind === 'before';
  const body = composeMail({
    greeting: texts.mail.dear(reminder.customerName),
    paragraphs: [
      before
        ? rent.before(stallId, block, owed, dueOn)
        : rent.overdue(stallId, block, dueOn, reminder.daysOverdue, owed),
      texts.money.reminders.howToPay(PARK_OFFICE_PHONE, rent.quoting(stallId)),
      before ? texts.money.reminders.paidAlready : texts.money.reminders.paidLately,
    ],
    details: [
      [texts.money.facts.stall, `${stallId} (${block})`],
      [texts.money.facts.dueDate, dueOn],
      [texts.money.facts.amountOwed, owed],
    ],
    language,
  });
  return {
    to: reminder.customerEmail,
    subject: before ? rent.subjectBefore(stallId, dueOn) : rent.subjectOverdue(stallId),
    ...body,
    cap: 'rentReminder',
    language,
  };
}
