import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { todayInPark } from '../park-time';

/** The tables public answers are computed from; the migration `0002_public_cache_changes` announces their changes. */
export const CACHED_TABLES = ['bookings', 'news_items'] as const;
export type CachedTable = (typeof CACHED_TABLES)[number];

/** One kept answer: the exact bytes and headers of a 200, ready to write again. */
export interface CachedAnswer {
  readonly body: Buffer;
  readonly etag: string;
  /** Every header of the 200 (helmet's included), with `content-length`, `etag`, `cache-control` and `vary`. */
  readonly headers: OutgoingHttpHeaders;
  /** What a 304 carries. */
  readonly notModifiedHeaders: OutgoingHttpHeaders;
  readonly tables: readonly CachedTable[];
}

/** The state of the world a request read its answer in; the answer is kept only if nothing changed since. */
export interface ReadTicket {
  readonly epoch: number;
  readonly versions: readonly number[];
}

export interface CacheLimits {
  maxEntries: number;
  maxBytes: number;
  /** Values kept for staff (`putValue`): pages of the staff lists and counts, a few hundred at most in a day. */
  maxValues: number;
}

const DEFAULT_LIMITS: CacheLimits = { maxEntries: 5_000, maxBytes: 64 * 1024 * 1024, maxValues: 500 };

/** Response headers that belong to one response only, never replayed. */
const PER_RESPONSE = new Set(['content-length', 'transfer-encoding', 'date', 'connection', 'keep-alive', 'etag']);

/**
 * Browsers and proxies may keep a public answer but must ask again every time (`no-cache`): with the ETag the
 * answer is then a 304 without a body, and never stale. `Vary: Authorization` because one URL
 * (GET /api/bookings) answers staff differently.
 */
export const PUBLIC_CACHE_CONTROL = 'no-cache';

export function etagOf(body: Buffer | string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether an `If-None-Match` request header names this ETag (weak comparison, RFC 9110 section 13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

function withVary(existing: OutgoingHttpHeaders[string]): string {
  const values = (Array.isArray(existing) ? existing.join(',') : String(existing ?? ''))
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (!values.some((value) => value.toLowerCase() === 'authorization' || value === '*')) values.push('Authorization');
  return values.join(', ');
}

/**
 * Serialized public answers kept in memory, by URL. Correctness rests on three rules:
 * - every change of a table drops the answers computed from it (`changed`, fed by the database's notifications);
 * - an answer is kept only when no change of its tables happened while it was being read (`begin` … `put`):
 *   a read that raced a commit may hold the old rows, so it is served once and not kept;
 * - at the park's midnight every answer is dropped (what is "past" and "upcoming" moves with the date).
 */
export class PublicAnswerCache {
  private readonly answers = new Map<string, CachedAnswer>();
  /** Values computed from the tables for staff (`remember`), kept by the same rules as the answers. */
  private readonly values = new Map<string, { tables: readonly CachedTable[]; value: unknown }>();
  private readonly versions = new Map<CachedTable, number>(CACHED_TABLES.map((table) => [table, 0]));
  private day: string;
  private epoch = 0;
  private bytes = 0;
  /** Closed until the change feed listens (and whenever it cannot). */
  private open = false;
  private readonly stats = { hits: 0, misses: 0, stored: 0, refused: 0, dropped: 0 };

  constructor(private readonly limits: CacheLimits = DEFAULT_LIMITS) {
    this.day = todayInPark();
  }

  /** The kept answer for `key`, if any. */
  get(key: string, now: number = Date.now()): CachedAnswer | undefined {
    if (todayInPark(now) !== this.day) this.newDay();
    return this.answers.get(key);
  }

  /** Counts an answer served from memory. */
  served(): void {
    this.stats.hits++;
  }

  /** Counts a visitor's read of a cached route that went to the database (nothing kept, or a change since). */
  missed(): void {
    this.stats.misses++;
  }

  /** Taken before a request reads the database; undefined while answers cannot be kept. */
  begin(tables: readonly CachedTable[]): ReadTicket | undefined {
    if (!this.open) return undefined;
    if (todayInPark() !== this.day) this.newDay();
    return { epoch: this.epoch, versions: tables.map((table) => this.versions.get(table) ?? 0) };
  }

  /**
   * Keeps a 200 answer read under `ticket`, unless one of its tables changed meanwhile. Answers the entry, or
   * undefined when it was not kept.
   */
  put(
    key: string,
    tables: readonly CachedTable[],
    ticket: ReadTicket,
    body: Buffer,
    responseHeaders: Record<string, OutgoingHttpHeaders[string] | number>,
  ): CachedAnswer | undefined {
    if (!this.isCurrent(tables, ticket) || body.length > this.limits.maxBytes / 4) {
      this.stats.refused++;
      return undefined;
    }
    const etag = etagOf(body);
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(responseHeaders)) {
      if (value !== undefined && !PER_RESPONSE.has(name.toLowerCase())) headers[name.toLowerCase()] = value;
    }
    headers['cache-control'] = PUBLIC_CACHE_CONTROL;
    headers.vary = withVary(headers.vary);
    headers.etag = etag;
    headers['content-length'] = body.length;
    const answer: CachedAnswer = {
      body,
      etag,
      headers,
      notModifiedHeaders: { etag, 'cache-control': PUBLIC_CACHE_CONTROL, vary: headers.vary },
      tables,
    };
    this.remove(key);
    this.answers.set(key, answer);
    this.bytes += body.length;
    this.stats.stored++;
    this.evict();
    return answer;
  }

  /** The value kept under `key`, if any. */
  getValue<T>(key: string): T | undefined {
    if (todayInPark() !== this.day) this.newDay();
    return this.values.get(key)?.value as T | undefined;
  }

  /**
   * Keeps a value read under `ticket`, unless one of its tables changed meanwhile (as `put` does an answer); beyond
   * `maxValues`, the oldest goes.
   */
  putValue(key: string, tables: readonly CachedTable[], ticket: ReadTicket, value: unknown): boolean {
    const current = this.isCurrent(tables, ticket);
    if (!current) return false;
    this.values.delete(key);
    this.values.set(key, { tables, value });
    for (const oldest of this.values.keys()) {
      if (this.values.size <= this.limits.maxValues) break;
      this.values.delete(oldest);
    }
    return true;
  }

  /** A table changed (a committed write, anywhere): its answers go, and reads in flight will not be kept. */
  changed(table: string): void {
    if (!(CACHED_TABLES as readonly string[]).includes(table)) {
      this.clear();
      return;
    }
    const name = table as CachedTable;
    this.versions.set(name, (this.versions.get(name) ?? 0) + 1);
    for (const [key, answer] of this.answers) {
      if (answer.tables.includes(name)) this.remove(key);
    }
    for (const [key, kept] of this.values) {
      if (kept.tables.includes(name)) this.values.delete(key);
    }
  }

  /** Drops every answer and refuses every read in flight. */
  clear(): void {
    this.epoch++;
    for (const key of [...this.answers.keys()]) this.remove(key);
    this.values.clear();
  }

  /**
   * While changes cannot be heard (the database connection that listens is down), nothing is served or kept;
   * once they can again, everything read before is dropped.
   */
  setOpen(open: boolean): void {
    this.open = open;
    this.clear();
  }

  get isOpen(): boolean {
    return this.open;
  }

  /** Counters for the benchmark and the tests. */
  snapshot(): {
    entries: number;
    bytes: number;
    hits: number;
    misses: number;
    stored: number;
    refused: number;
    dropped: number;
  } {
    return { entries: this.answers.size, bytes: this.bytes, ...this.stats };
  }

  /** Whether nothing that `ticket` read under has changed since: the cache open, no change of `tables`, same day. */
  private isCurrent(tables: readonly CachedTable[], ticket: ReadTicket): boolean {
    return (
      this.open &&
      ticket.epoch === this.epoch &&
      tables.every((table, i) => this.versions.get(table) === ticket.versions[i]) &&
      todayInPark() === this.day
    );
  }

  private newDay(): void {
    this.day = todayInPark();
    this.clear();
  }

  private remove(key: string): void {
    const answer = this.answers.get(key);
    if (!answer) return;
    this.answers.delete(key);
    this.bytes -= answer.body.length;
    this.stats.dropped++;
  }

  /** Oldest first, when too many or too large (many distinct availability URLs). */
  private evict(): void {
    for (const key of this.answers.keys()) {
      if (this.answers.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) return;
      this.remove(key);
    }
  }
}
