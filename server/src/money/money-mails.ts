import { formatLkr } from '../bookings/booking-mails';
import type { MailAttachment, Payment } from '../database/schema';
import { composeMail, formatLongDate } from '../mail/mail-layout';
import type { OutgoingMail } from '../mail/mail.types';

/** The money e-mails: pure, they take the rows and answer the message. */

export function pdfAttachment(filename: string, pdf: Buffer): MailAttachment {
  return { filename, content: pdf.toString('base64'), contentType: 'application/pdf', encoding: 'base64' };
}

/** To the customer when a payment is recorded: the receipt as a PDF. */
export function receiptMail(payment: Payment, pdf: Buffer): OutgoingMail {
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
    attachments: [pdfAttachment(`${number}.pdf`, pdf)],
  };
}
