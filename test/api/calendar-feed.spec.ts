import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { loggedPath } from '../../server/src/common/request-log';
import { admins, auditLog } from '../../server/src/database/schema';
import { newAccount, type TestAccount } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/app';
import {
  bearer,
  BOOT_TIMEOUT_MS,
  bookingRequest,
  daysFromToday,
  freshDay,
  insertBooking,
  newBooking,
  newStallRental,
} from '../support/bookings';
import { engine } from '../support/database';
import { databaseSnapshot } from '../support/snapshot';
import { addDays } from '@kandy-park/domain';

const NOT_VALID = 'This calendar address is not valid. It may have been replaced or turned off.';
const CUSTOMER = { name: 'Chamari Atapattu', email: 'chamari.private@example.org', phone: '+94 71 555 0199' };

interface FeedEvent {
  uid: string;
  summary: string;
  description: string;
  start: string;
  end: string;
}

/**
 * Parses a feed with ical.js, an independent iCalendar implementation, and checks what RFC 5545 requires of a
 * published calendar: VERSION and PRODID, and a UID, DTSTAMP and DTSTART on every event.
 */
function validFeed(text: string): FeedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
  return calendar.getAllSubcomponents('vevent').map((component) => {
    for (const property of ['uid', 'dtstamp', 'dtstart']) expect(component.hasProperty(property)).toBe(true);
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
    };
  });
}

describe(`staff calendar feeds (${engine})`, () => {
  let t: TestApp;
  let adminToken: string;
  let staff: TestAccount;

  const settings = (token: string) => ({
    read: () => t.http.get('/api/admin/profile/calendar-feed').set(bearer(token)),
    turn: (enabled: unknown) => t.http.put('/api/admin/profile/calendar-feed').set(bearer(token)).send({ enabled }),
  });
  /** The address's path, read as a calendar app would: no token, no cookie. */
  const read = (url: string) => t.http.get(new URL(url).pathname);
  const turnOn = async (token: string) => (await settings(token).turn(true).expect(200)).body.url as string;

  beforeAll(async () => {
    t = await createTestApp();
    adminToken = await t.login();
    staff = await newAccount(t, adminToken, { role: 'moderator' });
  }, BOOT_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('is off until turned on; the address is shown once and only its hash is kept', async () => {
    const mine = settings(staff.token);
    expect((await mine.read().expect(200)).body).toEqual({ enabled: false, createdAt: null });
    const response = await mine.turn(true).expect(200);
    expect(response.body).toEqual({
      enabled: true,
      createdAt: expect.any(String),
      url: expect.stringMatching(new RegExp(`^${t.config.publicUrl}/api/calendar-feed/[A-Za-z0-9_-]{43}\\.ics$`)),
      message: 'Your calendar feed is on. Add its address to your calendar app.',
    });
    const token = /\/([^/]+)\.ics$/.exec(response.body.url as string)?.[1] as string;
    const [row] = await t.db.select().from(admins).where(eq(admins.id, staff.admin._id));
    expect(row?.calendarFeedTokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(await databaseSnapshot(t.db))).not.toContain(token);
    expect((await mine.read().expect(200)).body).toEqual({ enabled: true, createdAt: response.body.createdAt });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, staff.admin._id), eq(auditLog.action, 'calendar-feed.on')));
    expect(entries).toHaveLength(1);
  });

  it('carries confirmed bookings and date blocks from 30 days ago, valid iCalendar, with no phone or e-mail', async () => {
    const url = await turnOn(staff.token);
    const customer = { customerName: CUSTOMER.name, customerEmail: CUSTOMER.email, customerPhone: CUSTOMER.phone };
    const day = freshDay();
    const requested = await t.http
      .post('/api/bookings')
      .send(bookingRequest({ eventDate: day, duration: 2, guests: 320, eventType: 'wedding', customer: CUSTOMER }))
      .expect(201);
    await t.http
      .patch(`/api/bookings/${requested.body._id}/status`)
      .set(bearer(adminToken))
      .send({ status: 'confirmed' })
      .expect(200);
    const blockDay = freshDay();
    const block = await t.http
      .post('/api/bookings/admin-block')
      .set(bearer(adminToken))
      .send({ venue: 'Open Area', eventDate: blockDay, eventType: 'maintenance' })
      .expect(201);
    const recent = await insertBooking(
      t.db,
      newBooking({ ...customer, venue: 'Open Area', eventType: 'concert', eventDate: daysFromToday(-31), duration: 3 }),
    );
    const completed = await insertBooking(
      t.db,
      newBooking({ ...customer, status: 'completed', eventDate: daysFromToday(-5), eventType: 'poson lantern show' }),
    );
    const rental = await insertBooking(t.db, newStallRental('D3', { ...customer, status: 'confirmed' }));
    const tooOld = await insertBooking(t.db, newBooking({ ...customer, eventDate: daysFromToday(-31) }));
    const pending = await insertBooking(t.db, newBooking({ ...customer, status: 'pending' }));
    const rejected = await insertBooking(t.db, newBooking({ ...customer, status: 'cancelled' }));

    const response = await read(url).expect(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = response.text;
    for (const secret of [CUSTOMER.name, CUSTOMER.email, CUSTOMER.phone]) expect(text).not.toContain(secret);
    const events = validFeed(text);
    const uids = events.map((event) => event.uid);
    for (const id of [requested.body._id, block.body._id, recent.id, completed.id, rental.id]) {
      expect(uids).toContain(`${id}@kandypark.lk`);
    }
    for (const id of [tooOld.id, pending.id, rejected.id]) expect(uids).not.toContain(`${id}@kandypark.lk`);

    const wedding = events.find((event) => event.uid === `${requested.body._id}@kandypark.lk`);
    expect(wedding).toMatchObject({ summary: 'Wedding at Open Air Arena', start: day });
    // Two days: an all-day event ends (exclusive) the day after its last day.
    expect(wedding?.end).toBe(addDays(day, 2));
    expect(wedding?.description).toContain('Venue: Open Air Arena');
    expect(wedding?.description).toContain('Event type: wedding');
    expect(wedding?.description).toContain('Guests: 320');
    expect(wedding?.description).toContain(`Booking ID: ${requested.body._id}`);
    const blocked = events.find((event) => event.uid === `${block.body._id}@kandypark.lk`);
    expect(blocked).toMatchObject({ summary: 'Blocked: Open Area', start: blockDay });
    expect(events.find((event) => event.uid === `${rental.id}@kandypark.lk`)?.summary).toBe('Stall D3 rental starts');
  });

  it('is never kept between reads: a booking approved after one read is in the next', async () => {
    const url = await turnOn(staff.token);
    const before = validFeed((await read(url).expect(200)).text).length;
    const booking = await insertBooking(t.db, newBooking({ status: 'pending' }));
    await t.http
      .patch(`/api/bookings/${booking.id}/status`)
      .set(bearer(adminToken))
      .send({ status: 'confirmed' })
      .expect(200);
    const after = validFeed((await read(url).expect(200)).text);
    expect(after).toHaveLength(before + 1);
    expect(after.map((event) => event.uid)).toContain(`${booking.id}@kandypark.lk`);
  });

  it('stops at once when replaced or turned off', async () => {
    const mine = settings(staff.token);
    const first = await turnOn(staff.token);
    await read(first).expect(200);
    const replaced = await mine.turn(true).expect(200);
    expect(replaced.body.message).toBe('Your calendar feed has a new address. The old one no longer works.');
    expect((await read(first).expect(404)).body.message).toBe(NOT_VALID);
    await read(replaced.body.url as string).expect(200);

    const off = await mine.turn(false).expect(200);
    expect(off.body).toEqual({
      enabled: false,
      createdAt: null,
      url: null,
      message: 'Your calendar feed is off. Its address no longer works.',
    });
    expect((await read(replaced.body.url as string).expect(404)).body.message).toBe(NOT_VALID);
    expect((await mine.turn(false).expect(200)).body.message).toBe('Your calendar feed is already off.');
    const actions = (
      await t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, staff.admin._id))
    ).map((entry) => entry.action);
    expect(actions.filter((action) => action === 'calendar-feed.replace').length).toBeGreaterThanOrEqual(1);
    expect(actions.filter((action) => action === 'calendar-feed.off')).toHaveLength(1);
  });

  it('stops when its account is deactivated (and stays off when reactivated) or deleted', async () => {
    const leaver = await newAccount(t, adminToken);
    const url = await turnOn(leaver.token);
    await read(url).expect(200);
    await t.http
      .patch(`/api/admin/admins/${leaver.admin._id}`)
      .set(bearer(adminToken))
      .send({ isActive: false })
      .expect(200);
    await read(url).expect(404);
    await t.http
      .patch(`/api/admin/admins/${leaver.admin._id}`)
      .set(bearer(adminToken))
      .send({ isActive: true })
      .expect(200);
    await read(url).expect(404);

    const gone = await newAccount(t, adminToken);
    const goneUrl = await turnOn(gone.token);
    await read(goneUrl).expect(200);
    await t.http.delete(`/api/admin/admins/${gone.admin._id}`).set(bearer(adminToken)).expect(200);
    await read(goneUrl).expect(404);
  });

  it.each([
    ['an unknown token', `${'A'.repeat(43)}.ics`],
    ['no .ics ending', 'A'.repeat(43)],
    ['a short token', 'abc.ics'],
    ['text that is no token at all', '%27%20or%201%3D1.ics'],
  ])('answers %s 404 with the same sentence', async (_label, file) => {
    const response = await t.http.get(`/api/calendar-feed/${file}`).expect(404);
    expect(response.body.message).toBe(NOT_VALID);
  });

  it('is managed only by its signed-in owner, with sentences for bad requests', async () => {
    await t.http.get('/api/admin/profile/calendar-feed').expect(401);
    await t.http.put('/api/admin/profile/calendar-feed').send({ enabled: true }).expect(401);
    for (const body of [{}, { enabled: 'yes' }, { enabled: true, token: 'mine' }]) {
      const response = await t.http
        .put('/api/admin/profile/calendar-feed')
        .set(bearer(adminToken))
        .send(body)
        .expect(400);
      expect(typeof response.body.message).toBe('string');
    }
  });

  it('keeps the token out of log lines', () => {
    expect(loggedPath(`/api/calendar-feed/${'Zx9_'.repeat(10)}abc.ics?x=1`)).toBe('/api/calendar-feed/[token]');
    expect(loggedPath('/api/admin/profile/calendar-feed')).toBe('/api/admin/profile/calendar-feed');
  });

  it(
    'limits the reads per client address',
    async () => {
      const limited = await createTestApp({ RATE_LIMIT_CALENDAR_FEED: '3' });
      try {
        const token = await limited.login();
        const url = (
          await limited.http.put('/api/admin/profile/calendar-feed').set(bearer(token)).send({ enabled: true })
        ).body.url as string;
        for (let i = 0; i < 3; i++) await limited.http.get(new URL(url).pathname).expect(200);
        const refused = await limited.http.get(new URL(url).pathname).expect(429);
        expect(refused.body.message).toMatch(/^Too many requests\. Please try again in \d+ seconds?\.$/);
        // Guessing goes no faster: a wrong address counts the same.
        await limited.http.get(`/api/calendar-feed/${'B'.repeat(43)}.ics`).expect(429);
      } finally {
        await limited.close();
      }
    },
    BOOT_TIMEOUT_MS,
  );
});
