// What other modules may use of this one (the lint keeps them to this file).
export { MailModule } from './mail.module';
export { MailService } from './mail.service';
export { composeMail, describeDates, escapeHtml, formatLkr, formatLongDate } from './mail-layout';
export type { MailCap, MailDocumentRenderer, OutgoingMail } from './mail.types';
export { describeDays, formatAmount, formatDate, type Texts, textsFor } from './texts';
