import type { SignInLimits } from '../config/app-config';
import type { Admin } from '../database/schema';
import { composeMail } from '../mail';
import type { OutgoingMail } from '../mail';

/** To the staff mailbox, once, when guesses from many addresses lock an account for everyone. */
export function accountLockedMail(admin: Admin, limits: SignInLimits, staffEmail: string): OutgoingMail {
  const { text, html } = composeMail({
    greeting: 'Hello team,',
    paragraphs: [
      `The staff account "${admin.username}" has had ${limits.accountLockFailures} failed sign-in attempts within a day, from one or more addresses. Nobody can sign in to it for the next ${limits.accountLockMinutes} minutes, and each further failure locks it again.`,
      'If its holder did not make these attempts, someone is guessing its password. Ask the holder to sign in once the lock ends and choose a new, strong password under Profile Settings.',
    ],
    details: [
      ['Account', admin.username],
      ['Holder', `${admin.firstName} ${admin.lastName}`.trim() || admin.username],
    ],
    signOff: 'The park website',
  });
  return {
    to: staffEmail,
    subject: `Sign-in locked for staff account ${admin.username}`,
    text,
    html,
    cap: 'staffNotice',
  };
}
