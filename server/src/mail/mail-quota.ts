import type { AppConfig } from '../config/app-config';
import type { MailCap, OutgoingMail } from './mail.types';

/**
 * The public forms send mail to whatever address a visitor types, and notify the staff mailbox of each post. So
 * that nobody can use the park to flood a stranger's mailbox (whatever IP addresses they post from) or bury the
 * staff mailbox, such mail is counted per park day: acknowledgements per recipient address, notices for the staff
 * mailbox as a whole. Past the cap a mail is not queued; the booking or message itself is stored as always and
 * staff see it in the dashboard.
 */
export function quotaScope(mail: OutgoingMail & { cap: MailCap }): string {
  return mail.cap === 'acknowledgement' ? `ack:${mail.to.trim().toLowerCase()}` : 'staff-notices';
}

export function quotaCap(cap: MailCap, config: AppConfig): number {
  return cap === 'acknowledgement'
    ? config.mailCaps.acknowledgementsPerRecipientPerDay
    : config.mailCaps.staffNoticesPerDay;
}

/** The last mail the cap allows today says so, so the reader knows why the next ones do not come. */
export function withLastOfDayNote(mail: OutgoingMail, cap: number): OutgoingMail {
  const note =
    mail.cap === 'staffNotice'
      ? `This is the last of today's ${cap} notices for this mailbox: further bookings and messages today are listed only in the staff dashboard.`
      : `This is the last of today's ${cap} acknowledgements we send to this address: further requests today are received and answered as usual, without an e-mail receipt.`;
  return {
    ...mail,
    text: `${mail.text}\n\n${note}`,
    html: mail.html.replace(
      '</div></body></html>',
      `<p style="color:#6b4b3e;font-size:13px">${note}</p>\n</div></body></html>`,
    ),
  };
}
