import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { Response as InjectResponse } from 'light-my-request';
import { contactMessages, newsItems } from '../../server/src/database/schema';
import { createTestApp, type TestApp } from '../support/app';
import {
  bearer,
  BOOT_TIMEOUT_MS,
  bookingRequest,
  daysFromToday,
  freshDay,
  insertBooking,
  newBooking,
} from '../support/bookings';
import { engine } from '../support/database';
import { fillPath, listRoutes, type Route } from '../support/routes';
import { databaseDigest, databaseSnapshot } from '../support/snapshot';

/**
 * Generated requests per route and engine: `npm test` runs this file on PGlite and on PostgreSQL, 500 each, so
 * every endpoint meets 1,000 bad requests per run, drawn afresh on each engine (validation answers before
 * any SQL, so which engine answers matters little). BAD_INPUT_RUNS overrides the count.
 */
const PER_ROUTE = Number(process.env.BAD_INPUT_RUNS ?? 500);
/** Requests in flight at once: the app answers them in any order. */
const CONCURRENCY = 8;
/** A connectivity check: it answers whatever it is sent and reads nothing. */
const IGNORES_INPUT = new Set(['POST /api/bookings/admin-block-test']);
/** Requests per route that reads text, each with any text in some of its text fields; BAD_TEXT_RUNS overrides. */
const TEXT_RUNS = Number(process.env.BAD_TEXT_RUNS ?? (engine === 'postgres' ? 15 : 30));
/**
 * Sign-out reads nothing and does its job whatever it is sent: it ends the session (the account's token version
 * rises) and the record says so. It goes last, so every other route meets a live token, and only those changes of
 * `admins` and `audit_log` are allowed.
 */
const ENDS_SESSION = 'POST /api/admin/logout';
/** Taken from the clock, so the two engines' runs of one `npm test` (minutes apart) draw different requests. */
const SEED = Number(process.env.BAD_INPUT_SEED ?? Date.now() % 2_147_483_647);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface BadRequest {
  /** What makes it bad, for the failure report. */
  kind: string;
  params: Record<string, string>;
  query: string;
  headers: Record<string, string>;
  /** A raw payload (with its content type in `headers`), or undefined for none. */
  payload: string | undefined;
  /** Broken where the route reads: it must be refused. Otherwise (a bad token on a public route) it may be ignored. */
  mustFail: boolean;
  /** The field holding text that is not text: the refusal must say so, naming it. */
  notTextIn?: string;
}

/** One UTF-16 code unit of any value (so lone surrogates and NUL too), or one whole code point of any plane. */
const anyUnit = fc.oneof(
  fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
);
/** Any text JSON can carry: every plane, control characters, lone surrogates. */
const anyText = fc.string({ unit: anyUnit, maxLength: 30 });
/**
 * Text that is not text: any text with a NUL byte or a lone surrogate in it. The surrogate is framed by a letter
 * so that it cannot pair with a neighbour.
 */
const notText = fc
  .tuple(anyText, fc.constantFrom('\u0000', 'x\ud800x', 'x\udbffx', 'x\udc00x', 'x\udfffx', 'x\ud83dx'), anyText)
  .map((parts) => parts.join(''));
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** What a URL can carry of some text: a lone surrogate has no UTF-8 form (browsers send U+FFFD). */
const forUrl = (text: string) => text.replace(LONE_SURROGATE, '\ufffd');
const isText = (text: string) => !text.includes('\u0000') && forUrl(text) === text;
/** The words a refusal uses for a field it names, lower-case without spaces, where they are not the field's name. */
const FIELD_WORDS: Record<string, string> = { q: 'search', alt: 'imagedescription' };
const NOT_ALLOWED = /^([A-Z][A-Za-z ]*) contains characters that are not allowed\.$/;
/** True when `message` refuses text that is not text in `field` (a path such as `customer.name`), naming it. */
const namesNotText = (message: unknown, field: string): boolean => {
  const label = typeof message === 'string' ? NOT_ALLOWED.exec(message)?.[1] : undefined;
  const key = field.split('.').pop() ?? field;
  return (
    label
      ?.toLowerCase()
      .replace(/ /g, '')
      .endsWith(FIELD_WORDS[key] ?? key.toLowerCase()) ?? false
  );
};

/** The path of every string in a JSON value, as key lists. */
function stringPaths(value: Json, prefix: string[] = []): string[][] {
  if (typeof value === 'string') return [prefix];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => stringPaths(inner, [...prefix, key]));
}
/** `body` with the value at `path` replaced. */
function withValue(body: Record<string, Json>, path: string[], value: Json): Record<string, Json> {
  const copy = structuredClone(body);
  let node = copy as Record<string, Json>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, Json>;
  node[path[path.length - 1] as string] = value;
  return copy;
}

/** Text a visitor could send: unicode of every plane, control characters, injection and template strings. */
const nasty = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: anyUnit, maxLength: 40 }),
  fc.constantFrom(
    "' OR 1=1; --",
    "'); DROP TABLE bookings; --",
    '<script>alert(1)</script>',
    '{{constructor.constructor("return process")()}}',
    '${process.exit(1)}',
    '../../../../etc/passwd',
    '%00%0d%0aSet-Cookie: x=y',
    '\u0000\u202e\ufeff',
    'A'.repeat(300),
    '𝕂𝕒𝕟𝕕𝕪 🐘 ශ්‍රී ලංකා தமிழ்',
  ),
);
const badDates = fc.constantFrom(
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '99999-01-01',
  '2026-1-1',
  'yesterday',
  '2026-06-31T00:00:00Z',
  '',
  '-1',
);
const badNumbers = fc.constantFrom(-1, -2_147_483_649, 2_147_483_648, 1e20, 1.5, Number.MAX_SAFE_INTEGER, -0.0001);
const attackKeys = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', '$where', '$gt', 'passwordHash', 'id'),
  fc.string({ minLength: 1, maxLength: 12 }).map((key) => `zz${key}`),
);
/** A JSON value of another type than `value`, never empty or null (which an optional field would accept). */
const otherType = (value: unknown): fc.Arbitrary<Json> => {
  const options: Array<fc.Arbitrary<Json>> = [
    fc.array(fc.oneof(fc.integer(), nasty), { minLength: 1, maxLength: 3 }),
    fc.dictionary(attackKeys, fc.integer(), { minKeys: 1, maxKeys: 2 }),
  ];
  if (typeof value !== 'number') options.push(fc.integer());
  if (typeof value !== 'boolean') options.push(fc.boolean());
  if (typeof value !== 'string') options.push(nasty.map((text) => `x${text}`));
  return fc.oneof(...options);
};
const garbageParam = fc.oneof(
  nasty.filter((text) => text.length > 0),
  fc.uuid(),
  fc.constantFrom('..%2F..%2Fetc', '%', '%%', 'null', 'undefined', '0', '-1', 'a'.repeat(2000)),
);
const wrongContentTypes = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data; boundary=zz',
  'application/octet-stream',
);
const noiseHeaders = fc
  .record(
    {
      'x-forwarded-for': fc.oneof(nasty, fc.constant('1.1.1.1, 2.2.2.2, ::1, not-an-ip')),
      accept: fc.oneof(nasty, fc.constant('application/xml;q=0.9, */*;q=0.1')),
      'x-request-id': nasty.map((text) => text.replace(/[^\x20-\x7e]/g, '?')),
      'accept-language': fc.constantFrom('si-LK', 'ta-LK, en;q=0.5', '*', 'x'.repeat(500)),
    },
    { requiredKeys: [] },
  )
  .map((headers) =>
    Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v).replace(/[^\x20-\x7e]/g, '?')])),
  );

/**
 * Issue 10, item 2: at least a thousand malformed requests for every route the server has (read from its own
 * route list): bodies of the wrong shape or type, unknown and prototype-polluting fields, strings too long,
 * impossible dates, out-of-range numbers, broken JSON, wrong content types, garbage in path parameters, query
 * strings and headers. Each answer must be a 4xx with a sentence (a route that reads nothing from the request may
 * also answer 2xx, having ignored it); none may be a 5xx; and the database must be unchanged, row for row.
 */
describe(`bad input (${engine})`, () => {
  let t: TestApp;
  let token: string;
  let routes: Route[];
  let real: Record<string, string>;
  const figures: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    routes = listRoutes(t.app).sort((a, b) => Number(a.key === ENDS_SESSION) - Number(b.key === ENDS_SESSION));
    const pending = await insertBooking(t.db, newBooking({ status: 'pending' }));
    const [news] = await t.db.insert(newsItems).values({ title: 'T', description: 'D', content: 'C' }).returning();
    const [message] = await t.db
      .insert(contactMessages)
      .values({ name: 'N', email: 'n@example.lk', subject: 'S', message: 'M' })
      .returning();
    const admins = (await t.http.get('/api/admin/admins').set(bearer(token))).body as
      Array<{ _id: string }> | { admins: Array<{ _id: string }> };
    const adminId = (Array.isArray(admins) ? admins : admins.admins)[0]?._id as string;
    const feed = await t.http
      .put('/api/admin/profile/calendar-feed')
      .set(bearer(token))
      .send({ enabled: true })
      .expect(200);
    real = {
      file: (feed.body.url as string).split('/').pop() as string,
      id: pending.id,
      '/api/news/:id': news?.id as string,
      '/api/contact/messages/:id': message?.id as string,
      '/api/admin/admins/:id': adminId,
      venueName: 'Open Air Arena',
      date: freshDay(),
      // No such rows: a request that got past validation would still change nothing.
      paymentId: randomUUID(),
      invoiceId: randomUUID(),
      creditNoteId: randomUUID(),
      email: 'nobody@example.lk',
      rentInvoiceId: randomUUID(),
      // The current month: it cannot be closed, nor reopened (never closed), whatever got past validation.
      month: daysFromToday(0).slice(0, 7),
    };
  }, BOOT_TIMEOUT_MS);
  afterAll(async () => {
    // The figures docs/reliability.md quotes.
    if (figures.length) process.stdout.write(`bad input (${engine}), seed ${SEED}:\n${figures.join('\n')}\n`);
    await t?.close();
  });

  /** A valid body per route: each generated request breaks it in one way that must make it invalid. */
  const bases = (): Record<string, Record<string, Json>> => ({
    'POST /api/admin/login': { username: 'no-such-user', password: 'not-the-password' },
    'PUT /api/admin/change-password': { currentPassword: 'not-the-password', newPassword: 'Another-Pass-99' },
    'PUT /api/admin/profile': { username: 'parkadmin', firstName: 'Park', lastName: 'Administrator' },
    'POST /api/admin/admins': {
      username: 'fuzzed',
      email: 'fuzzed@kandypark.lk',
      password: 'Fuzzed-Password-1',
      firstName: 'F',
      lastName: 'Z',
      role: 'moderator',
    },
    'PATCH /api/admin/admins/:id': { isActive: true },
    'POST /api/news': { title: 'T', description: 'D', content: 'C', category: 'General' },
    'PUT /api/news/:id': { title: 'T', description: 'D', content: 'C', category: 'General' },
    'POST /api/contact': { name: 'N', email: 'n@example.lk', subject: 'S', message: 'M' },
    'PATCH /api/contact/messages/:id': { handled: true },
    'POST /api/newsletter': { email: 'n@example.lk' },
    'POST /api/bookings': bookingRequest() as Record<string, Json>,
    'POST /api/bookings/admin-block': { venue: 'Open Area', eventDate: freshDay() },
    'PATCH /api/bookings/:id/status': { status: 'confirmed' },
    'POST /api/bookings/admin/vendor-stalls/book': {
      stallInfo: { stallId: 'C4' },
      customer: { name: 'N', email: 'n@example.lk', phone: '+94 77 000 0000' },
    },
    'POST /api/my-booking/lookup': { token: 'a'.repeat(43) },
    'POST /api/my-booking/cancel': { token: 'a'.repeat(43) },
    'POST /api/my-booking/calendar': { token: 'a'.repeat(43) },
    'POST /api/my-booking/invoice': { token: 'a'.repeat(43) },
    'POST /api/my-booking/credit-note': { token: 'a'.repeat(43) },
    'POST /api/my-booking/receipt': { token: 'a'.repeat(43), receiptNumber: 'RCT-2027-00001' },
    'POST /api/bookings/vendor-stalls/holds': { stallId: 'A1' },
    'PUT /api/admin/profile/calendar-feed': { enabled: true },
    // For a pending booking, which takes no payment even when the form is right.
    'POST /api/bookings/admin/:id/payments': {
      amount: 30_000,
      receivedOn: daysFromToday(0),
      method: 'cash',
      idempotencyKey: 'fuzzed-payment-form-key',
    },
    'POST /api/bookings/admin/payments/:paymentId/reversal': { reason: 'Recorded twice' },
    'POST /api/bookings/admin/periods/:month/reopen': { reason: 'A cheque was entered late' },
    // For a pending booking, which is not cancelled this way and owes nothing back even when the form is right.
    'POST /api/bookings/admin/:id/cancellation': { reason: 'The family asked to cancel', kept: 0 },
    'POST /api/bookings/admin/:id/refunds': {
      amount: 1_000,
      refundedOn: daysFromToday(0),
      method: 'cash',
      idempotencyKey: 'fuzzed-refund-form-key',
    },
  });

  /** A valid query per route that reads one (GET /api/bookings reads it by caller, which the route list cannot see). */
  const queryBases = (): Record<string, Record<string, string>> => ({
    'GET /api/bookings': { excludeVendorStalls: 'true' },
    'GET /api/bookings/admin/invoices': { q: 'Nimal', status: 'owed' },
    'GET /api/bookings/admin/statements': { email: 'nimal@example.lk' },
    'GET /api/bookings/admin/invoices/export': { q: 'Nimal', status: 'overdue' },
    'GET /api/bookings/availability/:venueName': { startDate: real.date as string, duration: '2' },
    'GET /api/bookings/admin/list': { q: 'Nimal', group: 'pending', venue: 'Open Area', from: real.date as string },
    'GET /api/activity': { person: 'none', action: 'booking.approve', from: real.date as string, page: '1' },
    'GET /api/activity/export': { person: 'none', action: 'booking.approve', to: real.date as string },
    'GET /api/bookings/admin/rent-due': { show: 'overdue', block: 'A' },
    'GET /api/bookings/admin/payments': { from: real.date as string, to: real.date as string },
    'GET /api/bookings/admin/payments/export': { from: real.date as string, to: real.date as string },
    'GET /api/bookings/admin/reports/income': { year: '2027' },
    'GET /api/bookings/admin/reports/income/export': { year: '2027' },
    'GET /api/bookings/admin/reports/deposits-held': { asOf: real.date as string },
    'GET /api/bookings/admin/reports/deposits-held/export': { asOf: real.date as string },
    'GET /api/bookings/admin/reports/day-book': { from: real.date as string, to: real.date as string },
    'GET /api/bookings/admin/reports/day-book/export': { from: real.date as string, to: real.date as string },
    'GET /api/bookings/admin/reports/journal': { from: real.date as string, to: real.date as string },
    'GET /api/bookings/admin/reports/journal.csv': { from: real.date as string, to: real.date as string },
  });

  /** The route's path parameters, naming real rows. */
  function realParamsOf(route: Route): Record<string, string> {
    const paramNames = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
    const realParams = Object.fromEntries(
      paramNames.map((name) => [name, fillPath({ ...route, path: `:${name}` }, real)]),
    );
    for (const name of paramNames) realParams[name] = real[`${route.path}:${name}`] ?? real[name] ?? '';
    return realParams;
  }

  /** Requests for `route` that are bad in at least one way that must make them invalid. */
  function badRequests(route: Route, base: Record<string, Json>): fc.Arbitrary<BadRequest> {
    const realParams = realParamsOf(route);
    const paramNames = Object.keys(realParams);
    const json = (body: Json, kind: string) => ({
      kind,
      payload: JSON.stringify(body),
      contentType: 'application/json',
    });
    const keys = Object.keys(base);
    const stringKeys = keys.filter((key) => typeof base[key] === 'string');
    const dateKeys = keys.filter((key) => /date/i.test(key));
    const numberKeys = keys.filter((key) => typeof base[key] === 'number');
    const noisy = (body: Record<string, Json>) =>
      fc
        .dictionary(fc.constantFrom(...(stringKeys.length ? stringKeys : ['zz'])), nasty, { maxKeys: 2 })
        .map((noise) => ({ ...body, ...(stringKeys.length ? noise : {}) }));

    const bodyBreakers: Array<fc.Arbitrary<{ kind: string; payload: string; contentType: string }>> = [
      fc
        .tuple(attackKeys, fc.oneof(nasty, fc.integer(), fc.constant({ polluted: true } as Json)))
        .chain(([key, value]) => noisy({ ...base, [key]: value }).map((body) => ({ body, key })))
        .map(({ body, key }) => ({
          kind: `unknown field ${key}`,
          // JSON.stringify drops a "__proto__" own property made by spread: write it by hand.
          payload:
            key === '__proto__'
              ? `{"__proto__":{"isAdmin":true},${JSON.stringify(body).slice(1)}`
              : JSON.stringify(body),
          contentType: 'application/json',
        })),
      fc
        .oneof(
          fc.array(fc.oneof(nasty, fc.integer()), { maxLength: 3 }) as fc.Arbitrary<Json>,
          fc.integer() as fc.Arbitrary<Json>,
          nasty as fc.Arbitrary<Json>,
          fc.constant(null),
          fc.boolean() as fc.Arbitrary<Json>,
        )
        .map((body) => json(body, `a body that is not an object: ${JSON.stringify(body).slice(0, 30)}`)),
      fc
        .tuple(fc.nat(), fc.constantFrom('', '}', ',', '{"a":', '\u0000', 'undefined', "'"))
        .map(([cut, tail]) => {
          const text = JSON.stringify(base);
          return {
            kind: 'broken JSON',
            payload: `${text.slice(0, cut % Math.max(1, text.length))}${tail}`,
            contentType: 'application/json',
          };
        })
        .filter((broken) => {
          try {
            JSON.parse(broken.payload);
            return false;
          } catch {
            return true;
          }
        }),
      fc.tuple(wrongContentTypes, fc.constantFrom('form', 'json', 'text')).map(([contentType, shape]) => ({
        kind: `content type ${contentType}`,
        payload:
          shape === 'json'
            ? JSON.stringify(base)
            : shape === 'form'
              ? new URLSearchParams(Object.entries(base).map(([k, v]): [string, string] => [k, String(v)])).toString()
              : 'plain words',
        contentType,
      })),
    ];
    if (keys.length) {
      bodyBreakers.push(
        fc
          .constantFrom(...keys)
          .chain((key) => otherType(base[key]).map((value) => ({ key, value })))
          .map(({ key, value }) => json({ ...base, [key]: value }, `${key} of the wrong type`)),
      );
    }
    if (stringKeys.length) {
      bodyBreakers.push(
        fc
          .tuple(
            fc.constantFrom(...stringKeys),
            fc.integer({ min: 20_001, max: 120_000 }),
            fc.constantFrom('x', 'ශ', '🐘', '\u0301'),
          )
          .map(([key, length, unit]) => json({ ...base, [key]: unit.repeat(length) }, `${key} ${length} × ${unit}`)),
      );
    }
    if (dateKeys.length) {
      bodyBreakers.push(
        fc
          .tuple(fc.constantFrom(...dateKeys), badDates)
          .map(([key, date]) => json({ ...base, [key]: date }, `${key} = ${date}`)),
      );
    }
    if (numberKeys.length) {
      bodyBreakers.push(
        fc
          .tuple(fc.constantFrom(...numberKeys), badNumbers)
          .map(([key, value]) => json({ ...base, [key]: value }, `${key} = ${value}`)),
      );
    }
    const bodyBad = route.reads.body || route.method !== 'GET';

    const breakers: Array<fc.Arbitrary<BadRequest>> = [];
    const auth = route.isPublic ? {} : bearer(token);
    if (bodyBad && route.method !== 'GET' && route.method !== 'DELETE') {
      breakers.push(
        fc.tuple(fc.oneof(...bodyBreakers), noiseHeaders).map(([body, headers]) => ({
          kind: body.kind,
          params: realParams,
          query: '',
          headers: { ...headers, ...auth, 'content-type': body.contentType },
          payload: body.payload,
          mustFail: true,
        })),
      );
    }
    if (paramNames.length) {
      breakers.push(
        fc.tuple(fc.constantFrom(...paramNames), garbageParam, noiseHeaders).map(([name, value, headers]) => ({
          kind: `:${name} = ${value.slice(0, 40)}`,
          params: { ...realParams, [name]: value },
          query: route.key.includes('availability/:venueName') ? `?startDate=${real.date}` : '',
          headers: { ...headers, ...auth, 'content-type': 'application/json' },
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : JSON.stringify(base),
          mustFail: true,
        })),
      );
    }
    if (route.reads.query) {
      breakers.push(
        fc
          .tuple(
            fc.oneof(attackKeys, fc.constantFrom('startDate', 'excludeVendorStalls', 'group', 'venue', 'from', 'page')),
            garbageParam,
            noiseHeaders,
          )
          .map(([name, value, headers]) => ({
            kind: `?${name}=${value.slice(0, 40)}`,
            params: realParams,
            query: `?${new URLSearchParams({ [name]: value }).toString()}`,
            headers: { ...headers, ...auth },
            payload: undefined,
            mustFail: true,
          })),
      );
    }
    // Text that is not text in one field of a valid body, query or path: refused, naming the field.
    const textPaths = stringPaths(base);
    if (textPaths.length) {
      breakers.push(
        fc.tuple(fc.constantFrom(...textPaths), notText, noiseHeaders).map(([path, text, headers]) => ({
          kind: `${path.join('.')} is not text: ${JSON.stringify(text)}`,
          params: realParams,
          query: '',
          headers: { ...headers, ...auth, 'content-type': 'application/json' },
          payload: JSON.stringify(withValue(base, path, text)),
          mustFail: true,
          notTextIn: path.join('.'),
        })),
      );
    }
    const query = queryBases()[route.key];
    if (query) {
      breakers.push(
        fc
          .tuple(fc.constantFrom(...Object.keys(query), 'q', 'page'), anyText, anyText, noiseHeaders)
          .map(([name, before, after, headers]) => ({
            kind: `?${name} holds NUL`,
            params: realParams,
            query: `?${new URLSearchParams({ ...query, [name]: `${before}\u0000${after}` }).toString()}`,
            headers: { ...headers, ...auth },
            payload: undefined,
            mustFail: true,
            notTextIn: name,
          })),
      );
    }
    if (paramNames.length) {
      breakers.push(
        fc.tuple(fc.constantFrom(...paramNames), anyText, noiseHeaders).map(([name, text, headers]) => ({
          kind: `:${name} holds NUL`,
          params: { ...realParams, [name]: `${realParams[name] ?? ''}\u0000${text}` },
          query: route.key.includes('availability/:venueName') ? `?startDate=${real.date}` : '',
          headers: {
            ...headers,
            ...auth,
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
          },
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : JSON.stringify(base),
          mustFail: true,
          notTextIn: name,
        })),
      );
    }
    // Bad credentials: on a staff route a 401, on a public one the token is ignored.
    breakers.push(
      fc
        .tuple(
          fc.constantFrom('Bearer', 'bearer', 'Basic', 'Token', ''),
          fc.oneof(nasty, fc.constant('a.b.c'), fc.constant('eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.')),
          noiseHeaders,
        )
        .map(([scheme, value, headers]) => ({
          kind: `authorization ${scheme} …`,
          params: realParams,
          query: '',
          headers: { ...headers, authorization: `${scheme} ${value}`.replace(/[^\x20-\x7e]/g, '?').trim() || 'x' },
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : JSON.stringify({ zzUnknown: 1 }),
          mustFail: !route.isPublic || route.method !== 'GET',
        })),
    );
    return fc.oneof(...breakers);
  }

  const send = (route: Route, request: BadRequest): Promise<InjectResponse> => {
    const url = route.path.replace(/:(\w+)/g, (_, name: string) =>
      encodeURIComponent(forUrl(request.params[name] ?? '')),
    );
    return t.app.inject({
      method: route.method,
      url: `${url}${request.query}`,
      headers: request.headers,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
  };

  it('takes its routes from the server’s own route list, public and staff', () => {
    expect(routes.length).toBeGreaterThanOrEqual(30);
    expect(routes.filter((route) => route.isPublic).length).toBeGreaterThanOrEqual(10);
    expect(routes.filter((route) => !route.isPublic).length).toBeGreaterThanOrEqual(20);
  });

  it('answers every one with a 4xx and a sentence, never a 5xx, and changes nothing in the database', async () => {
    const allBases = bases();
    const failures: string[] = [];
    let total = 0;
    const started = Date.now();
    for (const [index, route] of routes.entries()) {
      const base = allBases[route.key] ?? {};
      const requests = fc.sample(badRequests(route, base), { numRuns: PER_ROUTE, seed: SEED + index });
      const readsNothing =
        IGNORES_INPUT.has(route.key) ||
        route.key === ENDS_SESSION ||
        (!route.reads.body && !route.reads.query && !route.reads.params);
      const before = await databaseSnapshot(t.db);
      const routeStarted = Date.now();
      let next = 0;
      const worker = async () => {
        while (next < requests.length) {
          const request = requests[next++] as BadRequest;
          const response = await send(route, request);
          total++;
          const status = response.statusCode;
          let message: unknown;
          try {
            message = (response.json() as { message?: unknown }).message;
          } catch {
            message = undefined;
          }
          const fine =
            status < 500 &&
            (status >= 400 ? typeof message === 'string' && message.length > 0 : readsNothing || !request.mustFail) &&
            (request.notTextIn === undefined || (status === 400 && namesNotText(message, request.notTextIn)));
          if (!fine && failures.length < 20) {
            failures.push(`${route.key} [${request.kind}] → ${status} ${response.body.slice(0, 160)}`);
          }
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      const after = await databaseSnapshot(t.db);
      for (const table of Object.keys(before)) {
        if (route.key === ENDS_SESSION && (table === 'admins' || table === 'audit_log')) continue;
        if (JSON.stringify(before[table]) !== JSON.stringify(after[table]))
          failures.push(`${route.key} changed ${table}`);
      }
      figures.push(`  ${route.key}: ${requests.length} requests in ${Date.now() - routeStarted} ms`);
    }
    figures.push(`  total: ${total} requests for ${routes.length} routes in ${Date.now() - started} ms`);
    expect(failures).toEqual([]);
    expect(total).toBe(routes.length * PER_ROUTE);
  }, 900_000);

  it('takes any text in every text field without a 5xx, refuses text that is not text, and a refusal writes nothing', async () => {
    // The fuzzing above ended with sign-out, which ended that session: staff routes need a fresh one.
    token = await t.login();
    const allBases = bases();
    const allQueries = queryBases();
    const failures: string[] = [];
    let total = 0;
    const started = Date.now();
    for (const [index, route] of routes.entries()) {
      const body = allBases[route.key] ?? {};
      const query = allQueries[route.key] ?? {};
      const fields = [
        ...(route.method === 'GET' || route.method === 'DELETE' ? [] : stringPaths(body)).map((path) => ({
          inQuery: false,
          path,
        })),
        ...Object.keys(query).map((name) => ({ inQuery: true, path: [name] })),
      ];
      if (!fields.length) continue;
      const someText = fc.oneof(
        anyText,
        notText,
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
        fc.constantFrom('Nimal Perera', 'ශ්‍රී ලංකා 🐘', 'nimal@example.lk', '+94 77 123 4567', 'Line\u2028two'),
      );
      const requests = fc.sample(
        fc.uniqueArray(fc.tuple(fc.nat(fields.length - 1), someText), {
          minLength: 1,
          maxLength: fields.length,
          selector: ([field]) => field,
        }),
        { numRuns: TEXT_RUNS, seed: SEED + 1000 + index },
      );
      const params = realParamsOf(route);
      const url = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
      let current = await databaseDigest(t.db);
      const routeStarted = Date.now();
      for (const texts of requests) {
        let sentBody = body;
        const sentQuery = { ...query };
        const notTextIn: string[] = [];
        for (const [field, text] of texts) {
          const { inQuery, path } = fields[field] as { inQuery: boolean; path: string[] };
          const sent = inQuery ? forUrl(text) : text;
          if (inQuery) sentQuery[path[0] as string] = sent;
          else sentBody = withValue(sentBody, path, sent);
          if (!isText(sent)) notTextIn.push(path.join('.'));
        }
        const search = new URLSearchParams(sentQuery).toString();
        const response = await t.app.inject({
          method: route.method,
          url: `${url}${search ? `?${search}` : ''}`,
          headers: {
            ...(route.isPublic ? {} : bearer(token)),
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
          },
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: JSON.stringify(sentBody) }),
        });
        total++;
        const status = response.statusCode;
        let message: unknown;
        try {
          message = (response.json() as { message?: unknown }).message;
        } catch {
          message = undefined;
        }
        const after = await databaseDigest(t.db);
        const changed = after !== current;
        current = after;
        const problem =
          status >= 500
            ? 'a 5xx'
            : notTextIn.length && !(status === 400 && notTextIn.some((field) => namesNotText(message, field)))
              ? `not refused naming ${notTextIn.join(', ')}`
              : status >= 400 && !(typeof message === 'string' && message.length > 0)
                ? 'a 4xx without a message'
                : status >= 400 && changed
                  ? 'a 4xx that changed the database'
                  : undefined;
        if (problem && failures.length < 20) {
          failures.push(`${route.key} ${JSON.stringify(texts)}: ${problem} → ${status} ${response.body.slice(0, 160)}`);
        }
      }
      figures.push(`  ${route.key} (any text): ${requests.length} requests in ${Date.now() - routeStarted} ms`);
    }
    figures.push(`  any text: ${total} requests in ${Date.now() - started} ms`);
    expect(failures).toEqual([]);
    expect(total).toBeGreaterThan(0);
  }, 600_000);
});
