/** PostgreSQL error codes the product reacts to. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_EXCLUSION_VIOLATION = '23P01';
export const PG_CHECK_VIOLATION = '23514';
export const PG_INVALID_TEXT = '22P02';

interface PgErrorLike {
  code?: string;
  constraint?: string;
}

/** drizzle wraps driver errors (DrizzleQueryError.cause); PGlite and node-postgres both carry `code`. */
export function pgError(error: unknown): PgErrorLike | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as PgErrorLike & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

export function isConstraintViolation(error: unknown, code: string, constraint?: string): boolean {
  const pg = pgError(error);
  return pg?.code === code && (constraint === undefined || pg.constraint === constraint);
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'EAI_AGAIN',
]);
/** SQLSTATEs of a server that is going away or not taking connections. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection error and is not queryable/i,
  /not queryable/i,
];

/**
 * True when an error means the database cannot be reached (refused, dropped or timed-out connections, a server
 * shutting down), as opposed to the database refusing a statement: the request should be answered 503.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || !error || typeof error !== 'object') return false;
  const candidate = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  const code = typeof candidate.code === 'string' ? candidate.code : '';
  if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  if (typeof candidate.message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(candidate.message as string)))
    return true;
  if (Array.isArray(candidate.errors) && candidate.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  return isDatabaseUnavailable(candidate.cause, depth + 1);
}

/** Names of the SQLSTATEs a log reader meets most, so a line says what happened without a lookup. */
const STATE_NAMES: Record<string, string> = {
  [PG_UNIQUE_VIOLATION]: 'unique violation',
  [PG_EXCLUSION_VIOLATION]: 'exclusion violation',
  [PG_CHECK_VIOLATION]: 'check violation',
  [PG_INVALID_TEXT]: 'invalid text representation',
  '23502': 'not-null violation',
  '23503': 'foreign key violation',
  '22001': 'value too long',
  '40001': 'serialization failure',
  '40P01': 'deadlock detected',
  '42501': 'insufficient privilege',
  '42P01': 'undefined table',
  '57014': 'query canceled',
  '57P01': 'server shutting down',
  '53300': 'too many connections',
};

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_$]{0,62}$/;
const VERBS = new Set(['select', 'insert', 'update', 'delete', 'with', 'begin', 'commit', 'rollback', 'savepoint']);

/**
 * The statement's verb and first table (`insert into bookings`), read from its text; never a value. A `with`
 * statement is named by its first part (a combined write's first part is the change the others follow).
 */
export function statementKind(query: string): string | undefined {
  const words = query
    .trim()
    .toLowerCase()
    .replace(/^with\s+(?:recursive\s+)?"?[a-z_][a-z0-9_$]*"?\s+as\s+(?:(?:not\s+)?materialized\s+)?\(\s*/, '');
  const verb = /^[a-z]+/.exec(words)?.[0];
  if (!verb) return undefined;
  if (!VERBS.has(verb)) return 'statement';
  const table = /\b(?:into|update|from)\s+"?([a-z_][a-z0-9_$]*)"?/.exec(words)?.[1];
  return table && IDENTIFIER.test(table) ? `${verb} ${table}` : verb;
}

interface ErrorLink {
  name?: unknown;
  code?: unknown;
  query?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** The errors an error is made of: itself, its causes, and an AggregateError's members (a refused pool connect). */
function chainOf(error: unknown): ErrorLink[] {
  const links: ErrorLink[] = [];
  const visit = (current: unknown, depth: number) => {
    if (depth > 5 || !current || typeof current !== 'object' || links.includes(current as ErrorLink)) return;
    const link = current as ErrorLink;
    links.push(link);
    if (Array.isArray(link.errors)) for (const inner of link.errors as unknown[]) visit(inner, depth + 1);
    visit(link.cause, depth + 1);
  };
  visit(error, 0);
  return links;
}

/** A SQLSTATE: five digits or capitals, never an errno such as `EPIPE` (no SQLSTATE class begins with E). */
const isSqlState = (code: unknown): code is string => typeof code === 'string' && /^[0-9A-DF-Z][0-9A-Z]{4}$/.test(code);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && IDENTIFIER.test(value) ? value : undefined;

/** True when the error came from the database or its driver (a SQLSTATE, a failed query, an unreachable server). */
export function isDatabaseError(error: unknown): boolean {
  return (
    isDatabaseUnavailable(error) ||
    chainOf(error).some((link) => typeof link.query === 'string' || isSqlState(link.code))
  );
}

/**
 * A database error as a log line may carry it: the SQLSTATE (or network code), the constraint, table and column
 * names, and the statement's verb and table. Never the driver's message nor the statement's parameters: drizzle's
 * `Failed query: … params: …`, PGlite's and node-postgres's messages and details hold the names, e-mail
 * addresses, phone numbers, password hashes and client addresses being written (`invalid input syntax for type
 * uuid: "…"`, `Key (email)=(…)`).
 */
export function describeDatabaseError(error: unknown): string {
  const chain = chainOf(error);
  const query = chain.map((link) => link.query).find((q): q is string => typeof q === 'string');
  const states = chain.map((link) => link.code).filter((c): c is string => typeof c === 'string');
  const state = states.find(isSqlState) ?? states.find((c) => NETWORK_CODES.has(c));
  const named = (key: 'constraint' | 'table' | 'column') =>
    chain.map((link) => text(link[key])).find((v) => v !== undefined);
  const parts = [
    isDatabaseUnavailable(error) ? 'database unavailable' : 'database error',
    state ? `${state}${STATE_NAMES[state] ? ` (${STATE_NAMES[state]})` : ''}` : 'without a code',
  ];
  const kind = query === undefined ? undefined : statementKind(query);
  if (kind) parts.push(`in ${kind}`);
  const constraint = named('constraint');
  if (constraint) parts.push(`constraint ${constraint}`);
  const column = named('column');
  if (column) parts.push(`column ${column}`);
  return parts.join(' ');
}

/** The stack's frames without its first line (an error's message, which may carry what a person typed). */
function framesOf(error: unknown): string {
  const stack = error instanceof Error ? error.stack : undefined;
  return stack
    ? stack
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n')
    : '';
}

/**
 * How every logger of a caught error writes it: a database error described by `describeDatabaseError`, anything
 * else by its name and message; with `stack`, the code's frames too (never the database error's message).
 */
export function describeError(error: unknown, options: { stack?: boolean } = {}): string {
  const line = isDatabaseError(error)
    ? describeDatabaseError(error)
    : error instanceof Error
      ? `${error.name}: ${error.message}`
      : String(error);
  const frames = options.stack ? framesOf(error) : '';
  return frames ? `${line}\n${frames}` : line;
}
