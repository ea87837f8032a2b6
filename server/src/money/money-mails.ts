import type { MailDocument, MailDocumentKind, MailFile, Payment } from '../database/schema';
import { composeMail, formatLkr, formatLongDate } from '../mail/mail-layout';
import type { OutgoingMail } from '../mail/mail.types';

/** The money e-mails: pure, they take the rows and answer the message. */

export function pdfAttachment(filename: string, pdf: Buffer): MailFile {
  return { filename, content: pdf.toString('base64'), contentType: 'application/pdf', encoding: 'base64' };
}

/** A document of the books attached by name: drawn when the mail is sent, after its transaction committed. */
export function documentAttachment(kind: MailDocumentKind, id: string, number: string): MailDocument {
  return { filename: `${number}.pdf`, contentType: 'application/pdf', document: { kind, id } };
}

/** To the customer when a payment is recorded: the receipt as a PDF. */
export function receiptMail(payment: Payment): OutgoingMail {
  const number = payment.receiptNumber as string;
  const balance =
    payment.balanceAfter > 0
      ? `Still to pay: ${formatLkr(payment.balanceAfter)}.`
      : payment.balanceAfter < 0
        ? `You are ${formatLkr(-payment.balanceAfter)} ahead.`
        : 'Nothing more is owed for now.';
  const body = composeMail({
    greeting: `Dear ${payment.customerName},`,
    paragraphs: [
      `Thank you: we have received ${formatLkr(payment.amount)} on ${formatLongDate(payment.receivedOn)}. Your receipt ${number} is attached; please keep it.`,
      balance,
    ],
    details: [
      ['Receipt', number],
      ['For', payment.description],
      ['Amount', formatLkr(payment.amount)],
      ['Method', payment.method ?? ''],
      ...(payment.reference ? ([['Reference', payment.reference]] as Array<[string, string]>) : []),
    ],
  });
  return {
    to: payment.customerEmail,
    subject: `Receipt ${number}: ${formatLkr(payment.amount)} received with thanks`,
    ...body,
    attachments: [documentAttachment('receipt', payment.id, number)],
  };
}

/** To the customer when the park reverses a payment: the receipt, marked reversed, so the old one is not relied on. */
export function reversalMail(payment: Payment, reversal: Payment): OutgoingMail {
  const number = payment.receiptNumber as string;
  const owed = reversal.balanceAfter;
  const body = composeMail({
    greeting: `Dear ${payment.customerName},`,
    paragraphs: [
      `The park has reversed the payment of ${formatLkr(payment.amount)} received on ${formatLongDate(payment.receivedOn)}, receipt ${number}: it no longer counts as paid, and the receipt is no longer proof of payment. The receipt, marked reversed, is attached.`,
      owed > 0
        ? `Still to pay: ${formatLkr(owed)}.`
        : owed < 0
          ? `You are still ${formatLkr(-owed)} ahead.`
          : 'Nothing more is owed for now.',
      `If you think this is a mistake, please reply to this e-mail or call our office on +94 81 222 4567, quoting ${number}.`,
    ],
    details: [
      ['Receipt', `${number} (reversed)`],
      ['For', payment.description],
      ['Amount', formatLkr(payment.amount)],
      ['Reversed on', formatLongDate(reversal.receivedOn)],
    ],
  });
  return {
    to: payment.customerEmail,
    subject: `Receipt ${number} has been reversed`,
    ...body,
    attachments: [documentAttachment('receipt', payment.id, number)],
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
}

/** To the vendor, 3 days before a month's rent is due, or once when it is 7 days overdue. */
export function rentReminderMail(reminder: RentReminder): OutgoingMail {
  const stall = `stall ${reminder.stallId} (${reminder.blockName})`;
  const before = reminder.kind === 'before';
  const body = composeMail({
    greeting: `Dear ${reminder.customerName},`,
    paragraphs: [
      before
        ? `A friendly reminder: the rent of ${stall}, ${formatLkr(reminder.owed)}, is due on ${formatLongDate(reminder.dueOn)}.`
        : `The rent of ${stall} that was due on ${formatLongDate(reminder.dueOn)} is now ${reminder.daysOverdue} days overdue: ${formatLkr(reminder.owed)} is owed.`,
      `Please pay at the park office (open daily, 8.30 am to 5 pm) in cash, by card or by cheque, or by bank transfer (our office on +94 81 222 4567 gives the account details), quoting stall ${reminder.stallId}. Every payment gets a numbered receipt by e-mail.`,
      before
        ? 'If you have paid already, thank you: please ignore this reminder.'
        : 'If you have paid in the last few days, thank you: please ignore this reminder, or reply with your receipt number.',
    ],
    details: [
      ['Stall', `${reminder.stallId} (${reminder.blockName})`],
      ['Due date', formatLongDate(reminder.dueOn)],
      ['Amount owed', formatLkr(reminder.owed)],
    ],
  });
  return {
    to: reminder.customerEmail,
    subject: before
      ? `Rent for stall ${reminder.stallId} is due on ${formatLongDate(reminder.dueOn)}`
      : `Rent for stall ${reminder.stallId} is overdue`,
    ...body,
    cap: 'rentReminder',
  };
}
