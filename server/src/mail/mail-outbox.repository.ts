import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { DATABASE, type Database, type Executor } from '../database/database';
import { type MailOutboxRow, mailOutbox, mailQuotas } from '../database/schema';
import type { OutboxFigures } from '../metrics';
import type { OutgoingMail } from './mail.types';

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
