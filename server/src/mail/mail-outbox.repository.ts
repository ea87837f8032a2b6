import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CombinedWrite } from '../database/combined-write';
import { columnsAndValues, joined, type Statement, statement } from '../database/statement';
import { DATABASE, type Database, type Executor } from '../database/database';
import { type MailOutboxRow, mailOutbox, mailQuotas } from '../database/schema';
import type { OutboxFigures } from '../metrics';
import type { OutgoingMail } from './mail.types';

/**
 * A mail to queue in a combined write: its HTML cut where a last-of-day note goes, and the quotas it takes (in
 * order), each with what it adds to the mail when it reaches its cap (`lastOfDayNote`), if it announces that.
 */
export interface PlannedMail {
  mail: OutgoingMail;
  html: { before: string; after: string };
  quotas: Array<{ scope: string; cap: number; note?: { text: string; html: string } }>;
}

/** How to read, from a combined write's answer, what became of a planned mail. */
export interface PlannedMailAnswer {
  /** The outbox row's id; null when a quota refused it. */
  id: (answer: Record<string, unknown>) => string | null;
  /** Each quota's count after this mail; null when it refused, or was not asked because an earlier one refused. */
  sent: Array<(answer: Record<string, unknown>) => number | null>;
}

/** All SQL of the mail outbox. */
@Injectable()
export class MailOutboxRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(executor: Executor, mails: OutgoingMail[]): Promise<string[]> {
    if (mails.length === 0) return [];
    const rows = await executor
      .insert(mailOutbox)
      .values(
        mails.map((mail) => ({
          toAddress: mail.to,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html,
          attachments: mail.attachments ?? [],
        })),
      )
      .returning({ id: mailOutbox.id });
    return rows.map((row) => row.id);
  }

  /**
   * `planned` as parts of `write`, as `takeQuota` and `insert` would write them one statement after another: a mail's
   * quotas are taken in order, each only when the one before allowed it, and the mail is queued when every one did,
   * with the note of the last quota (of those that announce it) that reached its cap. Each quota's part waits for the
   * one before it, the previous mail's too, so concurrent writes lock the counters in the same order.
   */
  queueAfter(write: CombinedWrite, day: string, planned: PlannedMail[]): PlannedMailAnswer[] {
    let previous: Statement | undefined;
    return planned.map(({ mail, html, quotas }) => {
      const taken: Statement[] = [];
      for (const quota of quotas) {
        const from = taken.at(-1) ?? (previous ? statement`${write.written} ${write.after(previous)}` : write.written);
        previous = write.add(statement`insert into ${mailQuotas} (scope, day, sent)
          select ${quota.scope}::text, ${day}::date, 1 from ${from}
          on conflict (scope, day) do update set sent = ${mailQuotas.sent} + 1 where ${mailQuotas.sent} < ${quota.cap}::int
          returning sent`);
        taken.push(previous);
      }
      // The note of the last quota (of those that announce it) that reached its cap, added where it goes.
      const note = (field: 'text' | 'html'): Statement => {
        const notes = quotas.flatMap((quota, i) =>
          quota.note ? [statement`when ${taken[i]}.sent = ${quota.cap}::int then ${quota.note[field]}::text`] : [],
        );
        return notes.length === 0 ? statement`''` : statement`case ${joined(notes.reverse(), ' ')} else '' end`;
      };
      const { columns, values } = columnsAndValues(mailOutbox, {
        toAddress: mail.to,
        subject: mail.subject,
        textBody: statement`${mail.text}::text || ${note('text')}`,
        htmlBody: statement`${html.before}::text || ${note('html')} || ${html.after}::text`,
        attachments: mail.attachments ?? [],
      });
      const queued = write.add(
        statement`insert into ${mailOutbox} (${columns}) select ${values} from ${joined([write.written, ...taken], ', ')} returning id`,
      );
      return {
        id: write.answer<string | null>(statement`(select id from ${queued})`),
        sent: taken.map((part) => write.answer<number | null>(statement`(select sent from ${part})`)),
      };
    });
  }

  /**
   * Counts one more mail of `scope` on `day` unless `cap` were already sent: answers the new count, or undefined
   * when the cap is reached. One atomic upsert in the caller's transaction, so concurrent requests never exceed the
   * cap and a rolled-back change uses none of it.
   */
  async takeQuota(executor: Executor, scope: string, day: string, cap: number): Promise<number | undefined> {
    const [row] = await executor
      .insert(mailQuotas)
      .values({ scope, day, sent: 1 })
      .onConflictDoUpdate({
        target: [mailQuotas.scope, mailQuotas.day],
        set: { sent: sql`${mailQuotas.sent} + 1` },
        setWhere: sql`${mailQuotas.sent} < ${cap}`,
      })
      .returning({ sent: mailQuotas.sent });
    return row?.sent;
  }

  /**
   * Takes up to `limit` due messages for this process: they are leased (next attempt pushed `leaseSeconds` ahead)
   * in one short transaction, and `FOR UPDATE SKIP LOCKED` keeps two servers from taking the same message. The
   * SMTP conversation then happens outside any transaction; a process that dies mid-send leaves the lease to
   * expire and another attempt follows.
   */
  async claimDue(limit: number, leaseSeconds: number): Promise<MailOutboxRow[]> {
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), sql`${mailOutbox.nextAttemptAt} <= now()`))
        .orderBy(mailOutbox.nextAttemptAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(mailOutbox)
        .set({
          attempts: sql`${mailOutbox.attempts} + 1`,
          nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
        })
        .where(
          inArray(
            mailOutbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  /**
   * Extends this process's lease just before a send. False when the lease ran out and another process claimed the
   * message meanwhile (its claim raised `attempts`): then only that process may send it.
   */
  async renewLease(id: string, attempts: number, leaseSeconds: number): Promise<boolean> {
    const rows = await this.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending'), eq(mailOutbox.attempts, attempts)))
      .returning({ id: mailOutbox.id });
    return rows.length > 0;
  }

  async markSent(id: string): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: new Date(), lastError: null })
      .where(eq(mailOutbox.id, id));
  }

  /**
   * The backlog for the metrics: messages waiting, messages given up, and the age of the oldest waiting one. Each
   * count reads only its status's rows (the `(status, next_attempt_at)` index), never the sent history.
   */
  async stats(): Promise<OutboxFigures> {
    const [row] = await this.db
      .select({
        pending: sql<number>`(select count(*) from ${mailOutbox} where ${mailOutbox.status} = 'pending')::int`,
        failed: sql<number>`(select count(*) from ${mailOutbox} where ${mailOutbox.status} = 'failed')::int`,
        oldestPendingSeconds: sql<number>`coalesce((select extract(epoch from now() - min(${mailOutbox.createdAt}))
          from ${mailOutbox} where ${mailOutbox.status} = 'pending'), 0)::float8`,
      })
      .from(sql`(select 1) as one`);
    return {
      pending: Number(row?.pending ?? 0),
      failed: Number(row?.failed ?? 0),
      oldestPendingSeconds: Math.max(0, Number(row?.oldestPendingSeconds ?? 0)),
    };
  }

  /** Schedules another attempt after `retryInSeconds`, or gives up once the message is older than `giveUpHours`. */
  async markFailedAttempt(id: string, error: string, retryInSeconds: number, giveUpHours: number): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set({
        lastError: error.slice(0, 500),
        nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})`,
        status: sql`case when ${mailOutbox.createdAt} < now() - make_interval(hours => ${giveUpHours}) then 'failed' else 'pending' end`,
      })
      .where(eq(mailOutbox.id, id));
  }
}
