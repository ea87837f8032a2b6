import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describeDatabaseError, describeError, isDatabaseUnavailable, statementKind } from './database-errors';

const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    [
      'a refused connection on every address',
      Object.assign(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]), {}),
    ],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a connect timeout', new Error('timeout exceeded when trying to connect')],
    [
      'a server shutting down',
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    ],
    ['a connection failure state', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['any of these wrapped by drizzle', wrapped(Object.assign(new Error('x'), { code: 'ECONNRESET' }))],
  ])('says yes to %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(Object.assign(new Error('duplicate key'), { code: '23505' }))],
    ['an invalid uuid', wrapped(Object.assign(new Error('invalid input syntax for type uuid'), { code: '22P02' }))],
    ['a plain error', new Error('Something else')],
    ['nothing', undefined],
  ])('says no to %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

/** What a customer typed and what the server stores of them: none of it may reach a log line. */
const PERSONAL = [
  'Kumari Jayasinghe',
  'kumari.j@example.lk',
  '+94 71 555 0199',
  '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
  '203.0.113.77',
];
const INSERT =
  'insert into "bookings" ("id", "customer_name", "customer_email", "customer_phone", "client_address") values (default, $1, $2, $3, $4)';
/** A driver error as node-postgres and PGlite make them: message, detail and PGlite's own copy of the query. */
const driverError = (code: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(`invalid input syntax for type uuid: "${PERSONAL[0]}"`), {
    code,
    detail: `Key (customer_email)=(${PERSONAL[1]}) already exists.`,
    query: INSERT,
    params: PERSONAL,
    ...extra,
  });

describe('describeDatabaseError', () => {
  it('names the SQLSTATE, the statement and the constraint of a failed query, never its parameters', () => {
    const error = new DrizzleQueryError(
      INSERT,
      PERSONAL,
      driverError('23505', { constraint: 'bookings_access_token_hash_unique', table: 'bookings' }),
    );
    // The error as drizzle makes it carries everything; the description nothing of it.
    expect(error.message).toContain(PERSONAL[1]);
    const line = describeDatabaseError(error);
    expect(line).toBe(
      'database error 23505 (unique violation) in insert bookings constraint bookings_access_token_hash_unique',
    );
    for (const text of PERSONAL) expect(describeError(error, { stack: true })).not.toContain(text);
  });

  it('says a database that cannot be reached is unavailable, with the network code', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const error = new DrizzleQueryError(INSERT, PERSONAL, new AggregateError([refused]));
    expect(describeDatabaseError(error)).toBe('database unavailable ECONNREFUSED in insert bookings');
    expect(describeDatabaseError(new Error('Connection terminated unexpectedly'))).toBe(
      'database unavailable without a code',
    );
  });

  it('describes a PGlite error by itself, which carries its query and parameters', () => {
    const line = describeError(driverError('22P02'), { stack: true });
    expect(line.split('\n')[0]).toBe('database error 22P02 (invalid text representation) in insert bookings');
    expect(line).toMatch(/\n\s+at /);
    for (const text of PERSONAL) expect(line).not.toContain(text);
  });

  it('keeps the message of an error that is not the database’s', () => {
    expect(describeError(new TypeError('x is not a function'))).toBe('TypeError: x is not a function');
    expect(describeError(Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT' }))).toBe(
      'Error: ENOENT: no such file',
    );
  });
});

describe('statementKind', () => {
  it.each([
    ['insert into "mail_outbox" ("to_address") values ($1)', 'insert mail_outbox'],
    ['update "admins" set "password_hash" = $1 where "admins"."id" = $2', 'update admins'],
    ['delete from "stall_holds" where "token_hash" = $1', 'delete stall_holds'],
    ['select "id", "customer_name" from "bookings" where "customer_email" = $1', 'select bookings'],
    [
      'with counters as (delete from rate_limit_counters where expires_at < now()) select 1',
      'delete rate_limit_counters',
    ],
    ['with written as (insert into "bookings" ("id") select $1::uuid returning 1) select 1', 'insert bookings'],
    ['select 1', 'select'],
    ['listen park_changes', 'statement'],
  ])('reads %s as %s', (query, kind) => {
    expect(statementKind(query)).toBe(kind);
  });
});
