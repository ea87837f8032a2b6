import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { QueryObserver } from '../database/query-observer';

/** What the mail outbox holds right now (`MailOutboxRepository.stats`). */
export interface OutboxFigures {
  pending: number;
  failed: number;
  /** Seconds since the oldest message still waiting to be sent was queued; 0 when none waits. */
  oldestPendingSeconds: number;
}

/** A figure read when Prometheus asks, from whoever holds it; the last good reading stays if one fails. */
type Reading<T> = () => Promise<T>;

const PREFIX = 'kandy_';
/** Database work is mostly well under a millisecond; a turn queue under load waits tens of milliseconds. */
const DATABASE_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
/** A scrape that finds the database silent this long reports it down rather than holding the scrape. */
const DATABASE_PING_TIMEOUT_MS = 3_000;

/**
 * The server's figures for Prometheus, in a registry of its own (each app made in a test process has its own).
 *
 * The counters are always there and cost one addition when something is refused; the request histogram, the
 * database timings and Node's default metrics are only collected when `enabled` (METRICS_PORT set). Figures that
 * live elsewhere (the public answer cache, the outbox, the database) are read when Prometheus asks, not kept up to
 * date on every request.
 */
export class Metrics {
  readonly registry = new Registry();

  private readonly requestDuration: Histogram<'method' | 'route' | 'status_code'>;
  private readonly rateLimitRefusals: Counter<'limit'>;
  private readonly signInRefusals: Counter<'reason'>;
  private readonly accountLocks: Counter;
  private readonly mailAttempts: Counter<'result'>;
  private readonly housekeepingDeleted: Counter<'table'>;

  constructor(readonly enabled: boolean) {
    const registers = [this.registry];
    this.requestDuration = new Histogram({
      name: `${PREFIX}http_request_duration_seconds`,
      help: 'Requests that reached the application (not public answers served from memory), by route pattern and status',
      labelNames: ['method', 'route', 'status_code'],
      registers,
    });
    this.rateLimitRefusals = new Counter({
      name: `${PREFIX}rate_limit_refusals_total`,
      help: 'Requests refused with 429 by a rate limit (publicPosts: bookings, contact, newsletter, holds; login)',
      labelNames: ['limit'],
      registers,
    });
    this.signInRefusals = new Counter({
      name: `${PREFIX}sign_in_refusals_total`,
      help: 'Sign-in attempts refused before the password was checked: the address must wait, or the username is locked',
      labelNames: ['reason'],
      registers,
    });
    this.accountLocks = new Counter({
      name: `${PREFIX}sign_in_account_locks_total`,
      help: 'Usernames locked for everyone after too many failed sign-ins (staff are told by e-mail)',
      registers,
    });
    this.mailAttempts = new Counter({
      name: `${PREFIX}mail_send_attempts_total`,
      help: 'SMTP sends by this process, by result (a failed one is retried with backoff)',
      labelNames: ['result'],
      registers,
    });
    this.housekeepingDeleted = new Counter({
      name: `${PREFIX}housekeeping_deleted_rows_total`,
      help: 'Rows the housekeeping removed (past counters and quotas, expired holds, old sent mail)',
      labelNames: ['table'],
      registers,
    });
    if (enabled) collectDefaultMetrics({ register: this.registry, prefix: PREFIX });
  }

  /** One request Fastify answered: `route` is its pattern (`/api/bookings/:id/status`), never the raw URL. */
  observeRequest(method: string, route: string | undefined, statusCode: number, milliseconds: number): void {
    this.requestDuration.observe({ method, route: route ?? 'unmatched', status_code: statusCode }, milliseconds / 1000);
  }

  rateLimitRefused(limit: string): void {
    this.rateLimitRefusals.inc({ limit });
  }

  /**
   * `reason`: `address_wait` (that address must wait), `account_locked` (the username is locked for devices without
   * a device cookie) or `device_wait` (that device, known by its cookie, must wait).
   */
  signInRefused(reason: string): void {
    this.signInRefusals.inc({ reason });
  }

  accountLocked(): void {
    this.accountLocks.inc();
  }

  mailAttempted(result: 'sent' | 'failed'): void {
    this.mailAttempts.inc({ result });
  }

  housekeepingRemoved(counts: Record<string, number>): void {
    for (const [table, rows] of Object.entries(counts)) this.housekeepingDeleted.inc({ table }, rows);
  }

  /** The public answer cache's own counts (it counts answers served from memory with a plain number). */
  watchPublicCache(snapshot: () => { hits: number; misses: number; entries: number; bytes: number }): void {
    const registers = [this.registry];
    new Counter({
      name: `${PREFIX}public_cache_requests_total`,
      help: "Visitors' reads of cached public routes: hit = served from memory, miss = read from the database",
      labelNames: ['result'],
      registers,
      collect() {
        const { hits, misses } = snapshot();
        this.reset();
        this.inc({ result: 'hit' }, hits);
        this.inc({ result: 'miss' }, misses);
      },
    });
    new Gauge({
      name: `${PREFIX}public_cache_entries`,
      help: 'Public answers kept in memory',
      registers,
      collect() {
        this.set(snapshot().entries);
      },
    });
    new Gauge({
      name: `${PREFIX}public_cache_bytes`,
      help: 'Bytes of the public answers kept in memory',
      registers,
      collect() {
        this.set(snapshot().bytes);
      },
    });
  }

  /**
   * The database's figures: whether it answers (pinged at each scrape), queries waiting for their turn (PGlite) or
   * a pooled connection (PostgreSQL), and, through the returned observer, how long queries wait and run.
   */
  watchDatabase(engine: string, ping: () => Promise<void>): QueryObserver {
    const registers = [this.registry];
    let waiting = 0;
    // Read before the scrape's own ping below is asked (gauges are read in the order they were made).
    new Gauge({
      name: `${PREFIX}database_queries_waiting`,
      help: 'Queries waiting for their turn (PGlite) or a pooled connection (PostgreSQL) right now',
      registers,
      collect() {
        this.set(waiting);
      },
    });
    new Gauge({
      name: `${PREFIX}database_up`,
      help: 'Whether the database answered a query at this scrape (1) or not (0)',
      labelNames: ['engine'],
      registers,
      async collect() {
        this.set({ engine }, (await settledWithin(ping(), DATABASE_PING_TIMEOUT_MS)) ? 1 : 0);
      },
    });
    const waitSeconds = new Histogram({
      name: `${PREFIX}database_wait_seconds`,
      help: 'Time a query or transaction waited for its turn (PGlite) or a pooled connection (PostgreSQL)',
      buckets: DATABASE_BUCKETS,
      registers,
    });
    const querySeconds = new Histogram({
      name: `${PREFIX}database_query_seconds`,
      help: 'Time a query ran once it had the database (PGlite: a whole transaction counts as one)',
      buckets: DATABASE_BUCKETS,
      registers,
    });
    return {
      asked: () => void waiting++,
      started: (seconds) => {
        waiting--;
        waitSeconds.observe(seconds);
      },
      ran: (seconds) => querySeconds.observe(seconds),
    };
  }

  /** The outbox's backlog, given-up messages and the age of the oldest waiting one, read at each scrape. */
  watchOutbox(read: Reading<OutboxFigures>): void {
    const registers = [this.registry];
    // The three gauges share one query per scrape: a scrape asks each of them in one go, before any answer comes.
    let reading: Promise<{ value: OutboxFigures } | undefined> | undefined;
    const figures = () => {
      if (!reading) {
        reading = settledWithin(read(), DATABASE_PING_TIMEOUT_MS);
        setImmediate(() => (reading = undefined));
      }
      return reading;
    };
    const gauge = (name: string, help: string, pick: (f: OutboxFigures) => number) =>
      new Gauge({
        name: `${PREFIX}${name}`,
        help,
        registers,
        async collect() {
          const current = await figures();
          if (current) this.set(pick(current.value));
        },
      });
    gauge('mail_outbox_pending', 'Messages waiting to be sent (first try or a retry)', (f) => f.pending);
    gauge(
      'mail_outbox_failed',
      'Messages given up after a day of failed tries (kept for staff to see)',
      (f) => f.failed,
    );
    gauge(
      'mail_outbox_oldest_pending_age_seconds',
      'Age of the oldest message still waiting to be sent; 0 when none waits',
      (f) => f.oldestPendingSeconds,
    );
  }

  /** The text Prometheus reads. */
  async text(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

/** The promise's value, or undefined when it fails or has not settled within `ms`. */
async function settledWithin<T>(promise: Promise<T>, ms: number): Promise<{ value: T } | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([promise.then((value) => ({ value })), late]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
