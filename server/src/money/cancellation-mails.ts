import type { Booking, CreditNote, MailAttachment, Payment } from '../database/schema';
import { composeMail, describeDates, formatLkr, formatLongDate } from '../mail/mail-layout';
import type { OutgoingMail } from '../mail/mail.types';
import { documentAttachment } from './money-mails';

/** The mails of a cancelled approved booking and of money paid back: pure, they take the rows and answer the message. */

export interface CancellationCredit {
  creditNote: CreditNote;
  /** Received on the invoice when it was cancelled. */
  paid: number;
  attachment: MailAttachment;
}

/**
 * To the customer when an admin cancels their approved booking: the reason, what happens to their money, and the
 * credit note that closes the invoice (when there was one).
 */
export function approvedCancellationMail(booking: Booking, reason: string, credit?: CancellationCredit): OutgoingMail {
  const paragraphs = [
    `We are sorry to tell you that your booking of ${booking.venue} on ${describeDates(booking.eventDate, booking.duration)} has been cancelled by the park, and the date is no longer reserved for you.`,
    `Reason: ${reason}`,
  ];
  const details: Array<[string, string]> = [
    ['Booking ID', booking.id],
    ['Venue', booking.venue],
    ['Date', describeDates(booking.eventDate, booking.duration)],
  ];
  if (credit) {
    const { creditNote, paid } = credit;
    const toRefund = paid - creditNote.kept;
    paragraphs.push(
      `Your invoice is closed by the attached credit note ${creditNote.number}: nothing more is owed on it.` +
        (creditNote.kept > 0
          ? ` The park keeps ${formatLkr(creditNote.kept)} of what you paid as a cancellation charge.`
          : '') +
        (toRefund > 0
          ? ` The park will pay ${formatLkr(toRefund)} back to you; you will get a numbered refund note by e-mail when it is done.`
          : ''),
    );
    details.push(['Credit note', creditNote.number], ['Credited', formatLkr(creditNote.amount)]);
    if (creditNote.kept > 0) details.push(['Kept', formatLkr(creditNote.kept)]);
    if (toRefund > 0) details.push(['To be refunded', formatLkr(toRefund)]);
  }
  paragraphs.push('Please reply to this e-mail, or call our office on +94 81 222 4567, with any question.');
  const body = composeMail({ greeting: `Dear ${booking.customerName},`, paragraphs, details });
  return {
    to: booking.customerEmail,
    subject: `Booking cancelled: ${booking.venue}, ${formatLongDate(booking.eventDate)}`,
    ...body,
    attachments: credit ? [credit.attachment] : [],
  };
}

/** To the customer when money is paid back: the refund note as a PDF. */
export function refundMail(refund: Payment): OutgoingMail {
  const number = refund.receiptNumber as string;
  const amount = formatLkr(-refund.amount);
  const body = composeMail({
    greeting: `Dear ${refund.customerName},`,
    paragraphs: [
      `We have paid ${amount} back to you on ${formatLongDate(refund.receivedOn)}. Your refund note ${number} is attached; please keep it.`,
      refund.balanceAfter < 0
        ? `A further ${formatLkr(-refund.balanceAfter)} is still to be refunded.`
        : 'Nothing more is owed, by you or by the park.',
    ],
    details: [
      ['Refund note', number],
      ['For', refund.description],
      ['Amount', amount],
      ['Method', refund.method ?? ''],
      ...(refund.reference ? ([['Reference', refund.reference]] as Array<[string, string]>) : []),
    ],
  });
  return {
    to: refund.customerEmail,
    subject: `Refund ${number}: ${amount} paid back to you`,
    ...body,
    attachments: [documentAttachment('refund-note', refund.id, number)],
  };
}
