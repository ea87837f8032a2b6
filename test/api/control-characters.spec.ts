import { randomUUID } from 'node:crypto';
import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { bookings, contactMessages, newsItems } from '../../server/src/database/schema';
import { createTestApp, type TestApp } from '../support/app';
import {
  bearer,
  BOOT_TIMEOUT_MS,
  bookingRequest,
  CUSTOMER,
  daysFromToday,
  freshDay,
  insertBooking,
  newBooking,
} from '../support/bookings';
import { engine } from '../support/database';
import { paymentForm, refundForm } from '../support/money';
import { fillPath, listRoutes, type Route } from '../support/routes';
import { databaseDigest } from '../support/snapshot';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Kind = 'one line' | 'lines';

/** What the brief of issue 33 names, and the kinds of line break besides. */
const CHARACTERS: Array<[string, string]> = [
  ['CR', '\r'],
  ['LF', '\n'],
  ['CRLF', '\r\n'],
  ['NUL', '\u0000'],
  ['U+2028', '\u2028'],
  ['U+0085', '\u0085'],
  ['U+2029', '\u2029'],
  ['a tab', '\t'],
  ['DEL', '\u007f'],
  ['CSI (U+009B)', '\u009b'],
];
/** Invisible characters that reorder or hide text (issue 42): refused as the control characters are. */
const INVISIBLE: Array<[string, string]> = [
  ['U+202E (right-to-left override)', '\u202e'],
  ['U+2066 (left-to-right isolate)', '\u2066'],
  ['U+200F (right-to-left mark)', '\u200f'],
];
/** PostgreSQL text cannot hold NUL: every other character could be in a row from before the input refused it. */
const STORABLE = CHARACTERS.filter(([, character]) => character !== '\u0000');
/** What a multi-line field takes: a newline, typed as LF or CRLF (stored as LF). */
const NEWLINES = new Set(['\n', '\r\n']);
/** The words a refusal names a field by, where they are not the field's own name split into words. */
const FIELD_WORDS: Record<string, RegExp> = {
  email: /e-?mail/i,
  alt: /image description/i,
  url: /image url/i,
  q: /search/i,
  token: /booking link|token/i,
  stallId: /stall/i,
};
const REFUSAL =
  /^(.+) (must be on one line|must not contain (?:control characters|invisible text-direction or formatting characters)|contains characters that are not allowed)\.$/;

/** True when `message` refuses control characters in `field` (a path such as `customer.name`), naming it. */
const namesField = (message: unknown, field: string): boolean => {
  const label = typeof message === 'string' ? REFUSAL.exec(message)?.[1] : undefined;
  const key = field.split('.').pop() as string;
  const words = FIELD_WORDS[key] ?? new RegExp(key.replace(/([a-z])([A-Z])/g, '$1 $2'), 'i');
  return label !== undefined && words.test(label);
};

/** `body` with the value at the dotted `path` replaced. */
function withValue(body: Record<string, Json>, path: string, value: string): Record<string, Json> {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let node = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, Json>;
  node[keys[keys.length - 1] as string] = value;
  return copy;
}

interface TextRoute {
  /** A body (or query) every validator takes. */
  base: () => Record<string, Json>;
  /** Its free-text fields and their kind. */
  fields: Record<string, Kind>;
  /** The fields are in the query string, not the body. */
  query?: boolean;
}

/**
 * Issue 33: a visitor's event type `Wedding\rURL:https://evil.example/x` reached the staff calendar feed, where
 * calendar apps that split lines on a lone CR showed a property the visitor wrote. Every free-text field of every
 * route refuses control characters (and U+2028 / U+2029) with a 400 naming the field, writing nothing; a multi-line
 * field takes a newline (CRLF stored as LF). Stored text from before is made harmless by each output's one function:
 * the feed read here holds no bare CR and no smuggled property.
 */
describe(`control characters in free text (${engine})`, () => {
  let t: TestApp;
  let token: string;
  let routes: Route[];
  let ids: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    routes = listRoutes(t.app);
    const pending = await insertBooking(t.db, newBooking({ status: 'pending' }));
    const [news] = await t.db.insert(newsItems).values({ title: 'T', description: 'D', content: 'C' }).returning();
    const [message] = await t.db
      .insert(contactMessages)
      .values({ name: 'N', email: 'n@example.lk', subject: 'S', message: 'M' })
      .returning();
    const admins = (await t.http.get('/api/admin/admins').set(bearer(token))).body as
      Array<{ _id: string }> | { admins: Array<{ _id: string }> };
    ids = {
      id: pending.id,
      '/api/news/:id': news?.id as string,
      '/api/contact/messages/:id': message?.id as string,
      '/api/admin/admins/:id': (Array.isArray(admins) ? admins : admins.admins)[0]?._id as string,
      paymentId: randomUUID(),
      invoiceId: randomUUID(),
      creditNoteId: randomUUID(),
      // Never closed: a reopening that got past validation would change nothing.
      month: '2026-01',
    };
  }, BOOT_TIMEOUT_MS);
  afterAll(() => t?.close());

  const customer = { name: 'one line', email: 'one line', phone: 'one line' } as const;
  const news = (): Record<string, Json> => ({
    title: 'Perahera',
    description: 'Dancers',
    content: 'The procession',
    image: { url: 'https://images.example.lk/a.jpg', alt: 'Dancers' },
  });
  const newsFields: Record<string, Kind> = {
    title: 'one line',
    description: 'lines',
    content: 'lines',
    'image.url': 'one line',
    'image.alt': 'one line',
  };
  const token43 = (): Record<string, Json> => ({ token: 'a'.repeat(43) });

  /** Every route that reads free text, by `METHOD path`: a valid body or query and its text fields. */
  const textRoutes = (): Record<string, TextRoute[]> => ({
    'POST /api/bookings': [
      {
        base: () => bookingRequest({ eventType: 'wedding', specialRequirements: 'Chairs', notes: 'Parking' }) as never,
        fields: {
          'customer.name': 'one line',
          'customer.email': 'one line',
          'customer.phone': 'one line',
          eventType: 'one line',
          specialRequirements: 'lines',
          notes: 'lines',
        },
      },
      {
        base: () => ({
          ...(bookingRequest({ venue: 'Vendor Stalls', guests: undefined }) as Record<string, Json>),
          stallInfo: { stallId: 'B7', blockName: 'Block B' },
          holdToken: 'x'.repeat(20),
        }),
        fields: { 'stallInfo.stallId': 'one line', 'stallInfo.blockName': 'one line', holdToken: 'one line' },
      },
    ],
    'POST /api/bookings/admin-block': [
      {
        base: () => ({
          venue: 'Open Area',
          eventDate: freshDay(),
          eventType: 'repairs',
          notes: 'Roof',
          customer: { name: 'Admin Block', email: 'admin@kandypark.lk', phone: 'N/A' },
        }),
        fields: { eventType: 'one line', notes: 'lines', ...prefixed('customer', customer) },
      },
    ],
    'POST /api/bookings/admin/vendor-stalls/book': [
      {
        base: () => ({
          stallInfo: { stallId: 'C4', blockName: 'Block C' },
          customer: { ...CUSTOMER },
          notes: 'Tea stall',
        }),
        fields: {
          'stallInfo.stallId': 'one line',
          'stallInfo.blockName': 'one line',
          notes: 'lines',
          ...prefixed('customer', customer),
        },
      },
    ],
    'PATCH /api/bookings/:id/status': [
      { base: () => ({ status: 'cancelled', rejectionReason: 'Fully booked' }), fields: { rejectionReason: 'lines' } },
    ],
    'POST /api/bookings/reject': [
      {
        base: () => ({ ids: [ids.id as string], rejectionReason: 'Fully booked' }),
        fields: { rejectionReason: 'lines' },
      },
    ],
    'POST /api/bookings/vendor-stalls/holds': [
      {
        base: () => ({ stallId: 'A1', holdToken: 'x'.repeat(20) }),
        fields: { stallId: 'one line', holdToken: 'one line' },
      },
    ],
    'POST /api/contact': [
      {
        base: () => ({ name: 'Dilani', email: 'dilani@example.lk', subject: 'Wedding', message: 'Hello' }),
        fields: { name: 'one line', email: 'one line', subject: 'one line', message: 'lines' },
      },
    ],
    'POST /api/newsletter': [{ base: () => ({ email: 'reader@example.lk' }), fields: { email: 'one line' } }],
    'POST /api/news': [{ base: news, fields: newsFields }],
    'PUT /api/news/:id': [{ base: news, fields: newsFields }],
    'POST /api/admin/login': [
      { base: () => ({ username: 'parkadmin', password: 'not-the-password' }), fields: { username: 'one line' } },
    ],
    'POST /api/admin/admins': [
      {
        base: () => ({
          username: 'new.staff',
          email: 'new.staff@kandypark.lk',
          password: 'Temple-of-the-Tooth-9',
          firstName: 'Kumari',
          lastName: 'Jayasinghe',
          phone: '+94 77 123 4567',
        }),
        fields: {
          username: 'one line',
          email: 'one line',
          firstName: 'one line',
          lastName: 'one line',
          phone: 'one line',
        },
      },
    ],
    'PUT /api/admin/profile': [
      {
        base: () => ({ username: 'parkadmin', firstName: 'Park', lastName: 'Administrator', phone: '+94 77 123 4567' }),
        fields: { username: 'one line', firstName: 'one line', lastName: 'one line', phone: 'one line' },
      },
    ],
    'POST /api/bookings/admin/:id/payments': [
      {
        base: () => paymentForm({ receivedOn: daysFromToday(0), note: 'Paid at the counter' }) as never,
        fields: { reference: 'one line', note: 'lines' },
      },
    ],
    'POST /api/bookings/admin/:id/refunds': [
      {
        base: () => refundForm({ note: 'Paid back' }) as never,
        fields: { reference: 'one line', note: 'lines' },
      },
    ],
    'POST /api/bookings/admin/invoices/:invoiceId/payments': [
      {
        base: () => paymentForm({ receivedOn: daysFromToday(0), note: 'Paid at the counter' }) as never,
        fields: { reference: 'one line', note: 'lines' },
      },
    ],
    'POST /api/bookings/admin/invoices/:invoiceId/credit-notes': [
      { base: () => ({ kind: 'discount', amount: 1_000, reason: 'Goodwill' }), fields: { reason: 'lines' } },
    ],
    'POST /api/bookings/admin/payments/:paymentId/reversal': [
      { base: () => ({ reason: 'Recorded twice' }), fields: { reason: 'lines' } },
    ],
    'POST /api/bookings/admin/periods/:month/reopen': [
      { base: () => ({ reason: 'A cheque was entered late' }), fields: { reason: 'lines' } },
    ],
    'POST /api/bookings/admin/:id/cancellation': [
      { base: () => ({ reason: 'The family asked to cancel', kept: 0 }), fields: { reason: 'lines' } },
    ],
    'POST /api/my-booking/lookup': [{ base: token43, fields: { token: 'one line' } }],
    'POST /api/my-booking/cancel': [{ base: token43, fields: { token: 'one line' } }],
    'POST /api/my-booking/calendar': [{ base: token43, fields: { token: 'one line' } }],
    'POST /api/my-booking/rent-invoice': [
      { base: () => ({ ...token43(), number: 'INV-2026-00001' }), fields: { token: 'one line' } },
    ],
    'POST /api/my-booking/invoice': [{ base: token43, fields: { token: 'one line' } }],
    'POST /api/my-booking/credit-note': [{ base: token43, fields: { token: 'one line' } }],
    'POST /api/my-booking/receipt': [
      { base: () => ({ ...token43(), receiptNumber: 'RCT-2027-00001' }), fields: { token: 'one line' } },
    ],
    'GET /api/bookings/admin/list': [{ base: () => ({ q: 'Nimal' }), fields: { q: 'one line' }, query: true }],
    'GET /api/bookings/admin/invoices': [{ base: () => ({ q: 'Nimal' }), fields: { q: 'one line' }, query: true }],
    'GET /api/bookings/admin/invoices/export': [
      { base: () => ({ q: 'Nimal' }), fields: { q: 'one line' }, query: true },
    ],
    'GET /api/bookings/admin/statements': [
      { base: () => ({ email: 'nimal@example.lk' }), fields: { email: 'one line' }, query: true },
    ],
  });

  const send = (route: Route, body: Record<string, Json>, query: boolean) => {
    const path = fillPath(route, ids);
    const search = query ? `?${new URLSearchParams(body as Record<string, string>).toString()}` : '';
    return t.app.inject({
      method: route.method,
      url: `${path}${search}`,
      headers: {
        ...(route.isPublic ? {} : bearer(token)),
        ...(query ? {} : { 'content-type': 'application/json' }),
      },
      ...(query ? {} : { payload: JSON.stringify(body) }),
    });
  };

  it('knows every route it sends text to, and every route that reads a body is either here or reads no free text', () => {
    const keys = new Set(routes.map((route) => route.key));
    const table = textRoutes();
    expect(Object.keys(table).filter((key) => !keys.has(key))).toEqual([]);
    // Routes whose bodies hold no free text: flags, numbers, enums, passwords (never written out anywhere).
    const noFreeText = new Set([
      'PUT /api/admin/change-password',
      'PATCH /api/admin/admins/:id',
      'PATCH /api/contact/messages/:id',
      'PUT /api/admin/profile/calendar-feed',
      'POST /api/bookings/admin-block-test',
      'POST /api/bookings/admin/:id/credit-applications',
      // Its text fields use the same one-line and multi-line rules as the payment and credit-note forms.
      'POST /api/bookings/admin/lost-documents',
    ]);
    const unlisted = routes
      .filter((route) => route.reads.body && !table[route.key] && !noFreeText.has(route.key))
      .map((route) => route.key);
    expect(unlisted).toEqual([]);
  });

  it('declares every text field of every request DTO one-line or multi-line (passwords aside)', () => {
    // class-validator keeps its decorators' metadata by class; every DTO is loaded once the app is.
    const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<object, ValidationMetadata[]> };
    const undeclared: string[] = [];
    for (const [target, metadatas] of storage.validationMetadatas) {
      const byProperty = new Map<string, ValidationMetadata[]>();
      for (const metadata of metadatas) {
        byProperty.set(metadata.propertyName, [...(byProperty.get(metadata.propertyName) ?? []), metadata]);
      }
      for (const [property, list] of byProperty) {
        const names = list.map((metadata) => metadata.name ?? metadata.type);
        if (!names.includes('isString') || /password/i.test(property)) continue;
        // Booking ids, each looked up as a UUID (anything else is no booking) and never written out.
        if (`${(target as { name: string }).name}.${property}` === 'RejectBookingsDto.ids') continue;
        // Closed sets and patterns that admit no control character are not free text.
        const closed = ['singleLine', 'multiLine', 'isIn', 'isCalendarDate', 'matches'];
        if (!names.some((name) => closed.includes(name)))
          undeclared.push(`${(target as { name: string }).name}.${property}`);
      }
    }
    expect(undeclared).toEqual([]);
  });

  it('refuses control and invisible format characters in every free-text field of every route with a 400 naming it, writing nothing', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const [key, variants] of Object.entries(textRoutes())) {
      const route = routes.find((candidate) => candidate.key === key) as Route;
      const before = await databaseDigest(t.db);
      for (const variant of variants) {
        for (const [field, kind] of Object.entries(variant.fields)) {
          for (const [name, character] of [...CHARACTERS, ...INVISIBLE]) {
            if (kind === 'lines' && NEWLINES.has(character)) continue;
            const original = String(
              field
                .split('.')
                .reduce<Json>((node, part) => (node as Record<string, Json>)[part] as Json, variant.base()),
            );
            const response = await send(
              route,
              withValue(variant.base(), field, `${original}${character}URL:x`),
              variant.query === true,
            );
            sent++;
            const body = response.json() as { message?: unknown; code?: unknown };
            if (response.statusCode !== 400 || body.code !== 'VALIDATION' || !namesField(body.message, field)) {
              failures.push(`${key} ${field} with ${name}: ${response.statusCode} ${response.body.slice(0, 160)}`);
            }
          }
        }
      }
      if ((await databaseDigest(t.db)) !== before) failures.push(`${key} changed the database`);
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(500);
  }, 300_000);

  it('takes a newline (LF or CRLF) in every multi-line field', async () => {
    const failures: string[] = [];
    for (const [key, variants] of Object.entries(textRoutes())) {
      const route = routes.find((candidate) => candidate.key === key) as Route;
      for (const variant of variants) {
        for (const [field, kind] of Object.entries(variant.fields)) {
          if (kind !== 'lines') continue;
          for (const newline of NEWLINES) {
            const body = withValue(variant.base(), field, `First line${newline}second line`);
            if ('idempotencyKey' in body) body.idempotencyKey = randomUUID();
            const response = await send(route, body, false);
            // Other rules may still refuse the request (a pending booking takes no payment): not for its text.
            const answer = response.json() as { message?: unknown };
            if (response.statusCode >= 500 || (response.statusCode === 400 && namesField(answer.message, field))) {
              failures.push(`${key} ${field} with ${JSON.stringify(newline)}: ${response.statusCode} ${response.body}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('stores a CRLF typed in a multi-line field as LF', async () => {
    const response = await t.http
      .post('/api/bookings')
      .send(
        bookingRequest({
          venue: 'Open Area',
          eventDate: daysFromToday(20),
          specialRequirements: 'Chairs\r\nTables',
          notes: 'Arrive\r\nearly',
        }),
      )
      .expect(201);
    const [row] = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, response.body._id as string));
    expect({ specialRequirements: row?.specialRequirements, notes: row?.notes }).toEqual({
      specialRequirements: 'Chairs\nTables',
      notes: 'Arrive\nearly',
    });
  });

  it('refuses the event type of the report with the sentence the form shows', async () => {
    const response = await t.http
      .post('/api/bookings')
      .send(bookingRequest({ eventType: 'Wedding\rURL:https://evil.example/x' }))
      .expect(400);
    expect(response.body.message).toBe('The event type must be on one line.');
    const tab = await t.http
      .post('/api/bookings')
      .send(bookingRequest({ eventType: 'Wedding\tparty' }))
      .expect(400);
    expect(tab.body.message).toBe('The event type must not contain control characters.');
  });

  it('keeps a stored event type with control characters harmless in the staff feed', async () => {
    const feed = await t.http
      .put('/api/admin/profile/calendar-feed')
      .set(bearer(token))
      .send({ enabled: true })
      .expect(200);
    const typed = STORABLE.map(([, character]) => `Wedding${character}URL:https://evil.example/x`);
    // Rows written before the input refused them: straight into the database, then approved by staff.
    const rows = await Promise.all(
      typed.map((eventType) =>
        insertBooking(t.db, newBooking({ status: 'pending', eventType, eventDate: freshDay() })),
      ),
    );
    for (const row of rows) {
      await t.http.patch(`/api/bookings/${row.id}/status`).set(bearer(token)).send({ status: 'confirmed' }).expect(200);
    }
    const text = (await t.http.get(new URL(feed.body.url as string).pathname).expect(200)).text;
    // CR only ever before LF, LF only ever after CR: no line a reader splitting on either could see apart.
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
    expect(text.split(/\r\n|\r|\n/).filter((line) => /^URL/i.test(line))).toEqual([]);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent');
    for (const row of rows) {
      const event = events.find((component) => component.getFirstPropertyValue('uid') === `${row.id}@kandypark.lk`);
      expect(event).toBeDefined();
      expect(event?.hasProperty('url')).toBe(false);
      const summary = String(event?.getFirstPropertyValue('summary'));
      expect(summary).toMatch(/^Wedding.?URL:https:\/\/evil\.example\/x at /s);
      expect(summary).not.toMatch(/[^\P{Cc}\n]|[\u2028\u2029]/u);
    }
  });
});

/** `fields` with each key under `prefix`. */
function prefixed(prefix: string, fields: Record<string, Kind>): Record<string, Kind> {
  return Object.fromEntries(Object.entries(fields).map(([key, kind]) => [`${prefix}.${key}`, kind]));
}
