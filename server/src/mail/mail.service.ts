import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type { Attachment } from 'nodemailer/lib/mailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { CombinedWrite } from '../database/combined-write';
import type { Executor } from '../database/database';
import type { MailOutboxRow } from '../database/schema';
import { describeError } from '../common/database-errors';
import { todayInPark } from '../common/park-time';
import { RepeatingTask } from '../common/repeating-task';
import { Metrics } from '../metrics';
import { MailOutboxRepository, type PlannedMail } from './mail-outbox.repository';
import { maskAddress, maskAddressesIn } from '../common/mail-address';
import { headerText } from './mail-header';
import { accountsCopies } from './accounts-copy';
import { htmlAroundNote, lastOfDayNote, quotasFor, withLastOfDayNote } from './mail-quota';
import type { MailCap, MailDocumentRenderer, OutgoingMail } from './mail.types';

const POLL_MS = 500;
const BATCH = 20;
export const LEASE_SECONDS = 120;
const MAX_BACKOFF_SECONDS = 300;
const GIVE_UP_HOURS = 24;
/**
 * nodemailer waits up to 10 minutes on a silent socket by default: far beyond the lease, so a stalled SMTP server
 * would let another process re-claim and send the message a second time. These keep one attempt well inside it.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** Seconds before the next try after `attempts` failed ones: 1, 2, 4 … capped at five minutes. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(2 ** Math.max(0, attempts - 1), MAX_BACKOFF_SECONDS);
}

const KINDS: Record<MailCap, string> = {
  acknowledgement: 'Acknowledgement',
  staffNotice: 'Staff notice',
  rentReminder: 'Rent reminder',
};
const kindOf = (mail: OutgoingMail): string => (mail.cap ? KINDS[mail.cap] : 'Mail');

/**
 * Mail goes through the outbox: `enqueue` writes it in the caller's transaction, so it exists exactly when the
 * change it reports was committed; a worker delivers it over SMTP, retrying with backoff. A mail failure never
 * undoes or blocks the change. Without SMTP_URL messages stay in the outbox and are logged.
 */
@Injectable()
export class MailService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private transport: Transporter | undefined;
  private documents: MailDocumentRenderer | undefined;
  private readonly worker = new RepeatingTask(
    () => this.deliverDue(),
    POLL_MS,
    (error) => this.logger.error(`Outbox run failed: ${maskAddressesIn(describeError(error))}`),
  );

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: MailOutboxRepository,
    private readonly metrics: Metrics,
  ) {}

  /**
   * Queues mail in the caller's transaction; capped mail past one of today's caps (`mail-quota.ts`) is left out.
   * A mail carrying a document of the books also queues its copy to the accounts mailbox (`accounts-copy.ts`),
   * uncapped. Log lines name a mail by its kind, outbox id and masked recipient, never by its subject or words:
   * those may be a visitor's. Answers how many of `mails` were queued (the copies not counted).
   */
  async enqueue(executor: Executor, mails: OutgoingMail | OutgoingMail[]): Promise<number> {
    const given = Array.isArray(mails) ? mails : [mails];
    const list: OutgoingMail[] = [];
    for (const mail of given) {
      const allowed = mail.cap ? await this.takeQuotas(executor, { ...mail, cap: mail.cap }) : mail;
      if (allowed) list.push(allowed);
    }
    const queued = [...list, ...accountsCopies(given, this.config.accountsEmail)];
    const ids = await this.outbox.insert(executor, queued);
    if (!this.transport) queued.forEach((mail, i) => this.keptLog(mail, ids[i]));
    return list.length;
  }

  /**
   * `enqueue` as parts of a combined write: each mail is queued, and its quotas taken, exactly when the write's first
   * part writes its row, by the same rules and in the same order, in the one statement. The log lines follow once it
   * ran. The mails' quotas must be distinct (one statement changes a counter once). The accounts copies are queued
   * with them, as by `enqueue`.
   */
  enqueueWith(write: CombinedWrite, mails: OutgoingMail | OutgoingMail[]): void {
    const given = Array.isArray(mails) ? mails : [mails];
    const list = [...given, ...accountsCopies(given, this.config.accountsEmail)].map((mail) => ({
      mail,
      quotas: mail.cap ? quotasFor({ ...mail, cap: mail.cap }, this.config) : [],
    }));
    const planned: PlannedMail[] = list.map(({ mail, quotas }) => {
      const html = htmlAroundNote(mail.html);
      return {
        mail,
        html,
        quotas: quotas.map((quota) => {
          if (!quota.announcesLast) return { scope: quota.scope, cap: quota.cap };
          const note = lastOfDayNote(mail, quota.cap);
          // As `withLastOfDayNote`: an HTML part without the layout's end gets no note.
          return { scope: quota.scope, cap: quota.cap, note: { text: note.text, html: html.after ? note.html : '' } };
        }),
      };
    });
    const scopes = list.flatMap(({ quotas }) => quotas.map((quota) => quota.scope));
    if (new Set(scopes).size !== scopes.length) throw new Error('A combined write takes each mail quota once');
    const answers = this.outbox.queueAfter(write, todayInPark(), planned);
    write.onWritten((row) => {
      list.forEach(({ mail, quotas }, i) => {
        const answer = answers[i] as (typeof answers)[number];
        const id = answer.id(row);
        if (id !== null) {
          if (!this.transport) this.keptLog(mail, id);
          return;
        }
        // The first quota without a count refused the mail; those after it were not asked.
        const refused = quotas[answer.sent.findIndex((sent) => sent(row) === null)];
        if (refused) this.refusedLog(mail, refused.cap, refused.what);
      });
    });
  }

  private keptLog(mail: OutgoingMail, id: string | undefined): void {
    this.logger.log(`${kindOf(mail)} ${id} to ${maskAddress(mail.to)} kept in the outbox (SMTP_URL is not set)`);
  }

  private refusedLog(mail: OutgoingMail, cap: number, what: string): void {
    this.logger.warn(`${kindOf(mail)} to ${maskAddress(mail.to)} not queued: today's cap of ${cap} ${what} is reached`);
  }

  /** Answers the mail to queue (with the last-of-day note when it uses up its recipient's cap), or undefined. */
  private async takeQuotas(
    executor: Executor,
    mail: OutgoingMail & { cap: MailCap },
  ): Promise<OutgoingMail | undefined> {
    const day = todayInPark();
    let queued: OutgoingMail = mail;
    for (const quota of quotasFor(mail, this.config)) {
      const sent = await this.outbox.takeQuota(executor, quota.scope, day, quota.cap);
      if (sent === undefined) {
        this.refusedLog(mail, quota.cap, quota.what);
        return undefined;
      }
      if (quota.announcesLast && sent === quota.cap) queued = withLastOfDayNote(mail, quota.cap);
    }
    return queued;
  }

  onModuleInit(): void {
    if (this.metrics.enabled) this.metrics.watchOutbox(() => this.outbox.stats());
    if (!this.config.smtpUrl) return;
    this.transport = createTransport(this.config.smtpUrl, { from: this.config.mailFrom, ...SMTP_TIMEOUTS });
    this.worker.start(0);
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker.stop();
    this.transport?.close();
  }

  /** Sends what is due; answers how many were sent. Public so tests and operators can drive a run. */
  async deliverDue(): Promise<number> {
    if (!this.transport) return 0;
    let sent = 0;
    // A document named by several mails of one run (a mail and its accounts copy) is drawn once for all of them.
    const drawn = new Map<string, Promise<Buffer>>();
    for (const row of await this.outbox.claimDue(BATCH, LEASE_SECONDS)) {
      if (await this.send(row, drawn)) sent++;
    }
    return sent;
  }

  /**
   * The module that keeps the park's documents (money) draws those a mail names, when it is sent: the mail is
   * queued in its change's transaction, the PDF drawn after that transaction committed, from what it wrote.
   */
  registerDocuments(renderer: MailDocumentRenderer): void {
    this.documents = renderer;
  }

  private async attachmentsOf(row: MailOutboxRow, drawn: Map<string, Promise<Buffer>>): Promise<Attachment[]> {
    return Promise.all(
      row.attachments.map(async (a): Promise<Attachment> => {
        if ('document' in a) {
          const documents = this.documents;
          if (!documents) throw new Error(`No renderer for the ${a.document.kind} ${a.filename}`);
          const key = `${a.document.kind}:${a.document.id}`;
          let pdf = drawn.get(key);
          if (!pdf) {
            pdf = documents(a.document);
            // A failed drawing is tried again by the next mail that names it, not shared.
            pdf.catch(() => drawn.delete(key));
            drawn.set(key, pdf);
          }
          return { filename: headerText(a.filename), content: await pdf, contentType: a.contentType };
        }
        return {
          filename: headerText(a.filename),
          content: a.content,
          contentType: a.contentType,
          ...(a.encoding ? { encoding: a.encoding } : {}),
        };
      }),
    );
  }

  private async send(row: MailOutboxRow, drawn: Map<string, Promise<Buffer>>): Promise<boolean> {
    // A batch is sent one message after another: a late one may have outlived its lease.
    if (!(await this.outbox.renewLease(row.id, row.attempts, LEASE_SECONDS))) return false;
    try {
      const attachments = await this.attachmentsOf(row, drawn);
      await this.transport?.sendMail({
        from: this.config.mailFrom,
        to: row.toAddress,
        // Headers carry no control character, whatever the outbox row holds (rows queued before the input was
        // checked included).
        subject: headerText(row.subject),
        text: row.textBody,
        html: row.htmlBody,
        attachments,
        messageId: `<${row.id}@kandypark.lk>`,
      });
      await this.outbox.markSent(row.id);
      this.metrics.mailAttempted('sent');
      return true;
    } catch (error) {
      this.metrics.mailAttempted('failed');
      const delay = retryDelaySeconds(row.attempts);
      this.logger.warn(
        `Mail ${row.id} not sent (attempt ${row.attempts}), retrying in ${delay} s: ${maskAddressesIn(describeError(error))}`,
      );
      await this.outbox.markFailedAttempt(row.id, String(error), delay, GIVE_UP_HOURS);
      return false;
    }
  }
}
