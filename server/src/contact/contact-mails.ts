import { todayInPark } from '../common/park-time';
import { composeMail, formatLongDate } from '../mail/mail-layout';
import type { OutgoingMail } from '../mail/mail.types';
import type { NewContactMessage } from './contact.repository';

/** Header-safe: a subject line never carries a line break, whatever was typed. */
const oneLine = (text: string, max = 120) => text.replace(/\s+/g, ' ').trim().slice(0, max);

/**
 * The sender's receipt. Anyone can type anyone's address into the form, so it carries none of the form's words
 * (name, subject, message): only that a message arrived, when, and what happens next. Nothing a stranger writes
 * can reach another person's inbox in the park's name.
 */
export function confirmationMail(message: NewContactMessage, receivedOn: string = todayInPark()): OutgoingMail {
  const { text, html } = composeMail({
    greeting: 'Hello,',
    paragraphs: [
      `Thank you for contacting Kandy Cultural Park. A message giving this e-mail address reached us through the contact form on our website on ${formatLongDate(receivedOn)}.`,
      'Our team will reply to this address within 24 hours. For your privacy we do not repeat the message here.',
      'If you did not write to us, someone else typed your address into the form: you need do nothing.',
    ],
  });
  return { to: message.email, subject: 'We received your message', text, html, cap: 'acknowledgement' };
}

/** The staff notice, so a message is seen even before anyone opens the dashboard inbox. */
export function staffNoticeMail(message: NewContactMessage, staffEmail: string): OutgoingMail {
  const { text, html } = composeMail({
    greeting: 'Hello team,',
    paragraphs: [
      `${oneLine(message.name)} sent a message through the website contact form. Reply to ${message.email}, then mark it handled under Contact messages in the dashboard.`,
      message.message,
    ],
    details: [
      ['Name', message.name],
      ['E-mail', message.email],
      ['Subject', message.subject],
    ],
    signOff: 'The park website',
  });
  return {
    to: staffEmail,
    subject: `New contact message: ${oneLine(message.subject)}`,
    text,
    html,
    cap: 'staffNotice',
  };
}
