import { type Language, PARK_OFFICE_PHONE } from '@kandy-park/domain';
import { composeMail, formatLkr, formatLongDate, textsFor } from '../mail';
import type { OutgoingMail } from '../mail';

/** What an invoice reminder is about: the invoice, the instalment's due date, and what is owed. */
export interface InvoiceReminder {
  kind: 'before' | 'overdue';
  customerName: string;
  customerEmail: string;
  invoiceNumber: string;
  /** The invoice's line as the customer reads it (`customerLine`). */
  description: string;
  /** The deposit (when it is the instalment still owed) or the balance. */
  instalment: 'deposit' | 'balance';
  dueOn: string;
  owed: number;
  daysOverdue: number;
  /** The invoice's language. */
  language: Language;
}

/** To the customer, 3 days before an invoice's deposit or balance is due, or once when it is 7 days overdue. */
export function invoiceReminderMail(reminder: InvoiceReminder): OutgoingMail {
  const { language, invoiceNumber: number, instalment } = reminder;
  const texts = textsFor(language);
  const invoice = texts.money.reminders.invoice;
  const facts = texts.money.facts;
  const owed = formatLkr(reminder.owed);
  const dueOn = formatLongDate(reminder.dueOn, language);
  const before = reminder.kind === 'before';
  const body = composeMail({
    greeting: texts.mail.dear(reminder.customerName),
    paragraphs: [
      before
        ? invoice.before(instalment, number, owed, dueOn)
        : invoice.overdue(instalment, number, dueOn, reminder.daysOverdue, owed),
      texts.money.reminders.howToPay(PARK_OFFICE_PHONE, number),
      before ? texts.money.reminders.paidAlready : texts.money.reminders.paidLately,
    ],
    details: [
      [facts.invoice, number],
      [facts.for, reminder.description],
      [facts.dueDate, dueOn],
      [facts.amountOwed, owed],
    ],
    language,
  });
  return {
    to: reminder.customerEmail,
    subject: before ? invoice.subjectBefore(number, owed, dueOn) : invoice.subjectOverdue(number),
    ...body,
    cap: 'rentReminder',
    language,
  };
}
