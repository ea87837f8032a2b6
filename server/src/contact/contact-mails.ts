import { todayInPark } from '../common/park-time';
import { composeMail, formatLongDate, textsFor } from '../mail';
import type { OutgoingMail } from '../mail';
import type { NewContactMessage } from './contact.repository';

/** Header-safe: a subject line never carries a line break, whatever was typed. */
const oneLine = (text: string, max = 120) => text.replace(/\s+/g, ' ').trim().slice(0, max);

/**
 * The sender's receipt. Anyone can type anyone's address into the form, so it carries none of the form's words
 * (name, subject, message): only that a message arrived, when, and what happens next. Nothing a stranger writes
 * can reach another person's inbox in the park's name.
 */
export function confirmationMail(message: NewContactMessage, receivedOn: string = todayInPark()): OutgoingMail {
  const language = message.language ?? 'en';
  const texts = textsFor(language);
  const { text, html } = composeMail({
    greeting: texts.mail.hello,
    paragraphs: [
      texts.contact.received(formatLongDate(receivedOn, language)),
      texts.contact.reply,
      texts.contact.notYou,
    ],
    language,
  });
  return { to: message.email, subject: texts.contact.subject, text, html, cap: 'acknowledgement', language };
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
      ...(message.language === 'si' || message.language === 'ta'
        ? ([['Language', message.language === 'si' ? 'Sinhala' : 'Tamil']] as Array<[string, string]>)
        : []),
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
