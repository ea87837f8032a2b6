import { composeMail, formatLkr, formatLongDate } from '../mail/mail-layout';
import type { OutgoingMail } from '../mail/mail.types';

/** What an invoice reminder is about: the invoice, the instalment's due date, and what is owed. */
export interface InvoiceReminder {
  kind: 'before' | 'overdue';
  customerName: string;
  customerEmail: string;
  invoiceNumber: string;
  description: string;
  /** The deposit (when it is the instalment still owed) or the balance. */
  instalment: 'deposit' | 'balance';
  dueOn: string;
  owed: number;
  daysOverdue: number;
}

/** To the customer, 3 days before an invoice's deposit or balance is due, or once when it is 7 days overdue. */
export function invoiceReminderMail(reminder: InvoiceReminder): OutgoingMail {
  const before = reminder.kind === 'before';
  const what = `the ${reminder.instalment} of invoice ${reminder.invoiceNumber}`;
  const body = composeMail({
    greeting: `Dear ${reminder.customerName},`,
    paragraphs: [
      before
        ? `A friendly reminder: ${what}, ${formatLkr(reminder.owed)}, is due on ${formatLongDate(reminder.dueOn)}.`
        : `${what.charAt(0).toUpperCase()}${what.slice(1)}, due on ${formatLongDate(reminder.dueOn)}, is now ${reminder.daysOverdue} days overdue: ${formatLkr(reminder.owed)} is owed.`,
      `Please pay at the park office (open daily, 8.30 am to 5 pm) in cash, by card or by cheque, or by bank transfer (our office on +94 81 222 4567 gives the account details), quoting ${reminder.invoiceNumber}. Every payment gets a numbered receipt by e-mail.`,
      before
        ? 'If you have paid already, thank you: please ignore this reminder.'
        : 'If you have paid in the last few days, thank you: please ignore this reminder, or reply with your receipt number.',
    ],
    details: [
      ['Invoice', reminder.invoiceNumber],
      ['For', reminder.description],
      ['Due date', formatLongDate(reminder.dueOn)],
      ['Amount owed', formatLkr(reminder.owed)],
    ],
  });
  return {
    to: reminder.customerEmail,
    subject: before
      ? `Invoice ${reminder.invoiceNumber}: ${formatLkr(reminder.owed)} due on ${formatLongDate(reminder.dueOn)}`
      : `Invoice ${reminder.invoiceNumber} is overdue`,
    ...body,
    cap: 'rentReminder',
  };
}
