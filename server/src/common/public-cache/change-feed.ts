import type { PGlite } from '@electric-sql/pglite';
import { Logger } from '@nestjs/common';
import type { Client } from 'pg';
import type { DatabaseHandle } from '../../database/database';
import { describeError } from '../database-errors';
import type { PublicAnswerCache } from './public-answer-cache';

/** The channel the triggers of migration `0002_public_cache_changes` notify, with the table's name. */
export const CHANGE_CHANNEL = 'public_cache';
const RECONNECT_MS = 1_000;
/** A barrier that takes longer means the listening connection is in trouble: it is replaced. */
const BARRIER_TIMEOUT_MS = 2_000;

/**
 * Hears every committed change of the cached tables and drops the answers computed from them.
 *
 * `barrier()` is what makes a kept answer safe to serve: it resolves once every change committed before it was
 * called has been heard. PGlite runs in this process and calls the listener before a commit returns, so there is
 * nothing to wait for. A PostgreSQL server delivers notifications to each listening connection asynchronously,
 * so a process serving from memory first sends a query on its listening connection: PostgreSQL sends the
 * notifications of transactions committed before that query ahead of its result. One such round trip is shared
 * by every request that arrives while the previous one is in flight.
 */
export interface ChangeFeed {
  readonly needsBarrier: boolean;
  /** Resolves true when kept answers may be served (every earlier change heard), false to read the database. */
  barrier(): Promise<boolean>;
  close(): Promise<void>;
}

export async function openChangeFeed(
  handle: DatabaseHandle,
  databaseUrl: string | undefined,
  cache: PublicAnswerCache,
): Promise<ChangeFeed> {
  if (handle.engine === 'pglite') {
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const unlisten = await client.listen(CHANGE_CHANNEL, (table) => cache.changed(table));
    cache.setOpen(true);
    return {
      needsBarrier: false,
      barrier: () => Promise.resolve(cache.isOpen),
      close: async () => {
        if (!client.closed) await unlisten().catch(() => undefined);
      },
    };
  }
  if (!databaseUrl) throw new Error('a PostgreSQL change feed needs DATABASE_URL');
  const feed = new PostgresChangeFeed(databaseUrl, cache);
  await feed.start();
  return feed;
}

class PostgresChangeFeed implements ChangeFeed {
  readonly needsBarrier = true;
  private readonly logger = new Logger('PublicCache');
  private client: Client | undefined;
  private listening = false;
  private closed = false;
  private reconnect: NodeJS.Timeout | undefined;
  private waiters: Array<(ok: boolean) => void> = [];
  private pumping = false;

  constructor(
    private readonly url: string,
    private readonly cache: PublicAnswerCache,
  ) {
    cache.setOpen(false);
  }

  /** Connects and listens; until that has succeeded nothing is served from memory. */
  async start(): Promise<void> {
    if (this.closed) return;
    // node-postgres is loaded with the PostgreSQL engine only (the embedded database has no change feed to hear).
    const { Client } = await import('pg');
    if (this.closed) return;
    const client = new Client({ connectionString: this.url, application_name: 'kandy-park public cache' });
    this.client = client;
    client.on('notification', (message) => this.cache.changed(message.payload ?? ''));
    client.on('error', (error) => this.lost(client, describeError(error)));
    client.on('end', () => this.lost(client, 'connection ended'));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (error) {
      this.lost(client, describeError(error));
      return;
    }
    if (this.client !== client || this.closed) return;
    this.listening = true;
    // Whatever was read before this connection listened may have missed a change.
    this.cache.setOpen(true);
  }

  barrier(): Promise<boolean> {
    if (!this.listening) return Promise.resolve(false);
    return new Promise((resolve) => {
      this.waiters.push(resolve);
      if (!this.pumping) void this.pump();
    });
  }

  /** One round trip at a time; whoever arrives during one waits for the next, which starts after it. */
  private async pump(): Promise<void> {
    this.pumping = true;
    while (this.waiters.length > 0) {
      const batch = this.waiters;
      this.waiters = [];
      const client = this.client;
      let ok = false;
      if (client && this.listening) {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<'timeout'>((done) => {
          timer = setTimeout(() => done('timeout'), BARRIER_TIMEOUT_MS);
        });
        try {
          const outcome = await Promise.race([client.query('select 1'), timeout]);
          if (outcome === 'timeout') this.lost(client, `no answer within ${BARRIER_TIMEOUT_MS} ms`);
          ok = outcome !== 'timeout' && this.listening && this.client === client && this.cache.isOpen;
        } catch (error) {
          this.lost(client, describeError(error));
        } finally {
          clearTimeout(timer);
        }
      }
      for (const resolve of batch) resolve(ok);
    }
    this.pumping = false;
  }

  /** The listening connection is gone: stop serving from memory and connect again. */
  private lost(client: Client, reason: string): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.listening = false;
    this.cache.setOpen(false);
    client.removeAllListeners('notification');
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    if (this.closed) return;
    this.logger.warn(
      `Listening for changes stopped (${reason}); public answers come from the database until it resumes`,
    );
    clearTimeout(this.reconnect);
    this.reconnect = setTimeout(() => void this.start(), RECONNECT_MS);
    this.reconnect.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnect);
    const client = this.client;
    this.client = undefined;
    this.listening = false;
    this.cache.setOpen(false);
    for (const resolve of this.waiters.splice(0)) resolve(false);
    if (client) {
      client.removeAllListeners('end');
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
    }
  }
}
