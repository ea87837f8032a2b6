import type { Booking, CreditNote, MailAttachment, Payment } from '../database/schema';
import { PARK_OFFICE_PHONE } from '@kandy-park/domain';
import { composeMail, describeDates, formatLkr, formatLongDate, textsFor } from '../mail';
import type { OutgoingMail } from '../mail';
import { customerLine, documentAttachment } from './money-mails';

/** The mails of a cancelled approved booking and of money paid back: pure, they take the rows and answer the message. */

export interface CancellationCredit {
  creditNote: CreditNote;
  /** Received on the invoice when it was cancelled. */
  paid: number;
  attachment: MailAttachment;
}

/**
 * To the customer when an admin cancels their approved booking: the reason, what happens to their money, and the
 * credit note that closes the invoice (when there was one), in the booking's language.
 */
export function approvedCancellationMail(booking: Booking, reason: string, credit?: CancellationCredit): OutgoingMail {
  const language = booking.language;
  const texts = textsFor(language);
  const cancellation = texts.booking.cancellation;
  const venue = texts.words.venue(booking.venue);
  const dates = describeDates(booking.eventDate, booking.duration, language);
  const paragraphs = [cancellation.cancelled(venue, dates), texts.words.reason(reason)];
  const details: Array<[string, string]> = [
    [texts.booking.facts.bookingId, booking.id],
    [texts.booking.facts.venue, venue],
    [texts.booking.facts.date, dates],
  ];
  if (credit) {
    const { creditNote, paid } = credit;
    const toRefund = paid - creditNote.kept;
    paragraphs.push(
      [
        cancellation.invoiceClosed(creditNote.number),
        ...(creditNote.kept > 0 ? [cancellation.kept(formatLkr(creditNote.kept))] : []),
        ...(toRefund > 0 ? [cancellation.refundComing(formatLkr(toRefund))] : []),
      ].join(' '),
    );
    details.push(
      [cancellation.facts.creditNote, creditNote.number],
      [cancellation.facts.credited, formatLkr(creditNote.amount)],
    );
    if (creditNote.kept > 0) details.push([cancellation.facts.kept, formatLkr(creditNote.kept)]);
    if (toRefund > 0) details.push([cancellation.facts.toBeRefunded, formatLkr(toRefund)]);
  }
  paragraphs.push(cancellation.questions(PARK_OFFICE_PHONE));
  const body = composeMail({ greeting: texts.mail.dear(booking.customerName), paragraphs, details, language });
  return {
    to: booking.customerEmail,
    subject: cancellation.subject(venue, formatLongDate(booking.eventDate, language)),
    ...body,
    attachments: credit ? [credit.attachment] : [],
    customerName: credit?.creditNote.customerName ?? booking.customerName,
    language,
  };
}

/** To the customer when money is paid back: the refund note as a PDF. */
export function refundMail(refund: Payment): OutgoingMail {
  const language = refund.language;
  const texts = textsFor(language);
  const facts = texts.money.facts;
  const number = refund.receiptNumber as string;
  const amount = formatLkr(-refund.amount);
  const body = composeMail({
    greeting: texts.mail.dear(refund.customerName),
    paragraphs: [
      texts.money.refund.paid(amount, formatLongDate(refund.receivedOn, language), number),
      refund.balanceAfter < 0
        ? texts.money.refund.further(formatLkr(-refund.balanceAfter))
        : texts.money.refund.settled,
    ],
    details: [
      [facts.refundNote, number],
      [facts.for, customerLine(refund)],
      [facts.amount, amount],
      [facts.method, texts.words.paymentMethod(refund.method ?? '')],
      ...(refund.reference ? ([[facts.reference, refund.reference]] as Array<[string, string]>) : []),
    ],
    language,
  });
  return {
    to: refund.customerEmail,
    subject: texts.money.refund.subject(number, amount),
    ...body,
    attachments: [documentAttachment('refund-note', refund.id, number)],
    customerName: refund.customerName,
    language,
  };
}
