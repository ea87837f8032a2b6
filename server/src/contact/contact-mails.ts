import { composeMail } from '../mail/mail-layout';
import type { OutgoingMail } from '../mail/mail.types';
import type { NewContactMessage } from './contact.repository';

/** Header-safe: a subject line never carries a line break, whatever was typed. */
const oneLine = (text: string, max = 120) => text.replace(/\s+/g, ' ').trim().slice(0, max);

/** The sender's copy: proof we received it, and what they wrote. */
export function confirmationMail(message: NewContactMessage): OutgoingMail {
  const { text, html } = composeMail({
    greeting: `Dear ${oneLine(message.name)},`,
    paragraphs: [
      'Thank you for contacting Kandy Cultural Park. We have received your message and will get back to you within 24 hours.',
      'For reference, this is what you sent us:',
      message.message,
    ],
    details: [['Subject', message.subject]],
  });
  return {
    to: message.email,
    subject: `We received your message: ${oneLine(message.subject)}`,
    text,
    html,
    cap: 'acknowledgement',
  };
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
