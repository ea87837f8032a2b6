import type { AppConfig } from '../config/app-config';
import { mailboxKey } from '../common/mail-address';
import type { MailCap, OutgoingMail } from './mail.types';
import { textsFor } from './texts';

/**
 * The public forms send mail to whatever address a visitor types, and notify the staff mailbox of each post. So
 * that nobody can use the park to flood a stranger's mailbox (whatever IP addresses they post from), to send
 * thousands of strangers one mail each, or to bury the staff mailbox, such mail is counted per park day:
 * acknowledgements per recipient mailbox and for the whole park, notices for the staff mailbox. Past a cap a mail
 * is not queued; the booking or message itself is stored as always and staff see it in the dashboard.
 */
export interface Quota {
  /** The `mail_quotas` row that counts it. */
  scope: string;
  cap: number;
  /** For the log line: which allowance ran out. */
  what: string;
  /** The mail that uses up this allowance says it is the last today (its reader is the one who stops getting them). */
  announcesLast: boolean;
}

/** The allowances a mail uses, in the order they are taken (always the same order, so transactions never deadlock). */
export function quotasFor(mail: OutgoingMail & { cap: MailCap }, config: AppConfig): Quota[] {
  const caps = config.mailCaps;
  if (mail.cap === 'rentReminder') {
    return [
      {
        scope: 'rent-reminders',
        cap: caps.rentRemindersPerDay,
        what: 'rent reminders for the park',
        announcesLast: false,
      },
    ];
  }
  if (mail.cap === 'staffNotice') {
    return [
      {
        scope: 'staff-notices',
        cap: caps.staffNoticesPerDay,
        what: 'notices for the staff mailbox',
        announcesLast: true,
      },
    ];
  }
  return [
    // The recipient's first: a mailbox already at its cap must not use up the park's allowance.
    {
      scope: `ack:${mailboxKey(mail.to)}`,
      cap: caps.acknowledgementsPerRecipientPerDay,
      what: 'acknowledgements for its recipient',
      announcesLast: true,
    },
    {
      scope: 'acknowledgements',
      cap: caps.acknowledgementsPerDay,
      what: 'acknowledgements for the park',
      announcesLast: false,
    },
  ];
}

/** Where the HTML part of every mail ends (`composeMail`): the last-of-day note goes just before it. */
const HTML_END = '</div></body></html>';

/** What the last mail the cap allows today adds: a line after its text, a paragraph before its HTML's end. */
export function lastOfDayNote(mail: OutgoingMail, cap: number): { text: string; html: string } {
  const note =
    mail.cap === 'staffNotice'
      ? `This is the last of today's ${cap} notices for this mailbox: further bookings and messages today are listed only in the staff dashboard.`
      : textsFor(mail.language ?? 'en').mail.lastAcknowledgementToday(cap);
  return { text: `\n\n${note}`, html: `<p style="color:#6b4b3e;font-size:13px">${note}</p>\n` };
}

/** The mail's HTML cut where a last-of-day note would go (its end, when it has no `HTML_END`). */
export function htmlAroundNote(html: string): { before: string; after: string } {
  const at = html.indexOf(HTML_END);
  return at < 0 ? { before: html, after: '' } : { before: html.slice(0, at), after: html.slice(at) };
}

/** The last mail the cap allows today says so, so the reader knows why the next ones do not come. */
export function withLastOfDayNote(mail: OutgoingMail, cap: number): OutgoingMail {
  const added = lastOfDayNote(mail, cap);
  const { before, after } = htmlAroundNote(mail.html);
  return { ...mail, text: `${mail.text}${added.text}`, html: after ? `${before}${added.html}${after}` : mail.html };
}
