import { type AddressInfo, connect } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { createApp } from '../../server/src/app.factory';
import type { PublicAnswerCache } from '../../server/src/common/public-cache/public-answer-cache';
import { bookings, newsItems } from '../../server/src/database/schema';
import { createTestApp, type TestApp } from '../support/app';
import {
  bearer,
  bookingRequest,
  BOOT_TIMEOUT_MS,
  clearBookings,
  CUSTOMER,
  daysFromToday,
  freshDay,
  insertBooking,
  newBooking,
  newStallRental,
} from '../support/bookings';
import { engine, itOnPostgres } from '../support/database';

const cacheOf = (app: NestFastifyApplication): PublicAnswerCache =>
  app.getHttpAdapter().getInstance().publicCache as PublicAnswerCache;

const newsItem = (title: string) => ({
  title,
  description: 'Reserved seating for the Perahera nights.',
  content: 'Seats open on the lake side from July.',
  category: 'Events',
});

describe(`public answers kept in memory (${engine})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
  }, BOOT_TIMEOUT_MS);
  afterAll(() => t?.close());
  beforeEach(async () => {
    await clearBookings(t.db);
    await t.db.delete(newsItems);
  });

  const hits = () => cacheOf(t.app).snapshot().hits;
  const titles = async () =>
    ((await t.http.get('/api/news').expect(200)).body.newsItems as Array<{ title: string }>).map((n) => n.title);
  const calendar = async (query = '?excludeVendorStalls=true') =>
    (await t.http.get(`/api/bookings${query}`).expect(200)).body.bookings as Array<{ _id: string }>;

  it('answers a repeated public read from memory, byte for byte, with the same headers', async () => {
    await t.http.post('/api/news').set(bearer(token)).send(newsItem('Lake walk reopens')).expect(201);
    const first = await t.http.get('/api/news').expect(200);
    const before = hits();
    const second = await t.http.get('/api/news').expect(200);
    expect(hits()).toBe(before + 1);
    expect(second.text).toBe(first.text);
    for (const header of ['content-type', 'etag', 'cache-control', 'vary', 'content-security-policy']) {
      expect(second.headers[header]).toBe(first.headers[header]);
    }
    expect(second.headers['cache-control']).toBe('no-cache');
    expect(second.headers.vary).toMatch(/authorization/i);
  });

  it('shows a news change by staff at once: create, edit, delete', async () => {
    expect(await titles()).toEqual([]);
    const before = hits();
    expect(await titles()).toEqual([]);
    expect(hits()).toBe(before + 1); // the list was kept: what follows is about dropping it
    const created = await t.http.post('/api/news').set(bearer(token)).send(newsItem('Kandy Esala')).expect(201);
    expect(await titles()).toEqual(['Kandy Esala']);
    const id = created.body.newsItem._id as string;
    await t.http.put(`/api/news/${id}`).set(bearer(token)).send(newsItem('Kandy Esala Perahera')).expect(200);
    expect(await titles()).toEqual(['Kandy Esala Perahera']);
    await t.http.delete(`/api/news/${id}`).set(bearer(token)).expect(200);
    expect(await titles()).toEqual([]);
  });

  it('shows a staff block and a status change in the calendar and the venue availability at once', async () => {
    const day = freshDay();
    const availability = `/api/bookings/availability/Open%20Area?startDate=${day}`;
    expect(await calendar()).toEqual([]);
    expect((await t.http.get(availability).expect(200)).body.isAvailable).toBe(true);
    const before = hits();
    expect((await t.http.get(availability).expect(200)).body.isAvailable).toBe(true);
    expect(await calendar()).toEqual([]);
    expect(hits()).toBe(before + 2);

    await t.http
      .post('/api/bookings/admin-block')
      .set(bearer(token))
      .send({ venue: 'Open Area', eventDate: day })
      .expect(201);
    expect((await t.http.get(availability).expect(200)).body).toMatchObject({ isAvailable: false, reason: 'blocked' });
    expect(await calendar()).toHaveLength(1);

    const otherDay = freshDay();
    const requested = await t.http
      .post('/api/bookings')
      .send(bookingRequest({ eventDate: otherDay }))
      .expect(201);
    expect(await calendar()).toHaveLength(1); // pending requests are not on the public calendar
    await t.http
      .patch(`/api/bookings/${requested.body._id as string}/status`)
      .set(bearer(token))
      .send({ status: 'confirmed' })
      .expect(200);
    expect((await calendar()).map((b) => b._id)).toContain(requested.body._id);
  });

  it('shows stall rentals at once in the booked list, the grid and the counts', async () => {
    const day = daysFromToday(7);
    const booked = async () => (await t.http.get('/api/bookings/vendor-stalls/booked').expect(200)).body.bookedStalls;
    const free = async () =>
      (await t.http.get(`/api/bookings/vendor-stalls/availability/${day}`).expect(200)).body.availableStalls;
    const grid = async () =>
      (await t.http.get('/api/bookings/vendor-stalls/test').expect(200)).body.statistics.bookedStalls as number;
    expect([await booked(), await free(), await grid()]).toEqual([[], 100, 0]);
    const before = hits();
    expect([await booked(), await free(), await grid()]).toEqual([[], 100, 0]);
    expect(hits()).toBe(before + 3);
    await t.http
      .post('/api/bookings')
      .send({
        venue: 'Vendor Stalls',
        eventType: 'vendor stall rental',
        eventDate: day,
        customer: { ...CUSTOMER },
        stallInfo: { stallId: 'B7' },
      })
      .expect(201);
    expect([await booked(), await free(), await grid()]).toEqual([['B7'], 99, 1]);
    await t.http
      .post('/api/bookings/admin/vendor-stalls/book')
      .set(bearer(token))
      .send({ stallInfo: { stallId: 'A1' }, eventDate: day, customer: { ...CUSTOMER } })
      .expect(201);
    expect([await booked(), await free(), await grid()]).toEqual([['A1', 'B7'], 98, 2]);
  });

  it('shows rows written straight into the database (a script, psql, another program) at once', async () => {
    expect(await calendar()).toEqual([]);
    const before = hits();
    expect(await calendar()).toEqual([]);
    expect(hits()).toBe(before + 1);
    const row = await insertBooking(t.db, newBooking());
    expect((await calendar()).map((b) => b._id)).toEqual([row.id]);
    await t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, row.id));
    expect(await calendar()).toEqual([]);
    await insertBooking(t.db, newStallRental('C3', { status: 'confirmed' }));
    expect((await t.http.get('/api/bookings/vendor-stalls/booked').expect(200)).body.bookedStalls).toEqual(['C3']);
    await t.db.execute(sql`truncate ${bookings} cascade`);
    expect((await t.http.get('/api/bookings/vendor-stalls/booked').expect(200)).body.bookedStalls).toEqual([]);
  });

  it('answers 304 without a body to a matching If-None-Match, and a new ETag after a change', async () => {
    const first = await t.http.get('/api/news').expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.http.get('/api/news').set('If-None-Match', etag).expect(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(etag);
    await t.http.get('/api/news').set('If-None-Match', `W/"other", ${etag}`).expect(304);
    await t.http.get('/api/news').set('If-None-Match', '"other"').expect(200);

    await t.http.post('/api/news').set(bearer(token)).send(newsItem('Lantern night')).expect(201);
    const changed = await t.http.get('/api/news').set('If-None-Match', etag).expect(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body.newsItems).toHaveLength(1);
    await t.http
      .get('/api/news')
      .set('If-None-Match', changed.headers.etag as string)
      .expect(304);
  });

  it('never gives a request with a token the kept public answer, nor keeps a staff answer for visitors', async () => {
    const row = await insertBooking(t.db, newBooking());
    const visitor = await t.http.get('/api/bookings').expect(200);
    await t.http.get('/api/bookings').expect(200);
    expect(visitor.text).not.toContain(CUSTOMER.email);

    const before = hits();
    const staff = await t.http.get('/api/bookings').set(bearer(token)).expect(200);
    expect(hits()).toBe(before);
    expect(staff.body.bookings[0]).toMatchObject({ _id: row.id, customer: { email: CUSTOMER.email } });
    expect(staff.headers.etag).toBeUndefined();

    // A staff answer is never stored: visitors after it still get the public one.
    const after = await t.http.get('/api/bookings').expect(200);
    expect(after.text).toBe(visitor.text);
    expect(after.text).not.toContain(CUSTOMER.email);
    // A bad token is a visitor, answered by the application, not from memory.
    const invalid = await t.http.get('/api/bookings').set(bearer('not.a.token')).expect(200);
    expect(hits()).toBe(before + 1);
    expect(invalid.text).toBe(visitor.text);
  });

  it('reads Authorization and If-None-Match however a client spells and splits them', async () => {
    await insertBooking(t.db, newBooking());
    const visitor = await t.http.get('/api/bookings').expect(200);
    // Listening as the product does (Nest's listen, so closing the app closes it): supertest then uses it too.
    const server = t.app.getHttpServer();
    if (!server.listening) await t.app.listen(0, '127.0.0.1');
    const { port } = server.address() as AddressInfo;
    /** A GET with these header lines, names spelt and repeated as given, on a connection of its own. */
    const get = (path: string, lines: string[]) =>
      new Promise<{ status: number; head: string; body: string }>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1');
        let text = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => (text += chunk));
        socket.on('error', reject);
        socket.on('end', () => {
          const [head = '', body = ''] = text.split('\r\n\r\n');
          resolve({ status: Number(head.split(' ')[1]), head: head.toLowerCase(), body });
        });
        socket.write(`GET ${path} HTTP/1.1\r\nHost: park.test\r\nConnection: close\r\n${lines.join('\r\n')}\r\n\r\n`);
      });

    const before = hits();
    const staff = await get('/api/bookings', [`AUTHORIZATION: Bearer ${token}`]);
    expect(staff.status).toBe(200);
    expect(staff.body).toContain(CUSTOMER.email);
    expect(hits()).toBe(before);

    const etag = visitor.headers.etag as string;
    const split = await get('/api/bookings', ['If-None-Match: "other"', `if-none-match: ${etag}`]);
    expect(split).toMatchObject({ status: 304, body: '' });
    expect(split.head).toContain(`etag: ${etag}`.toLowerCase());
    expect(hits()).toBe(before + 1);
    const other = await get('/api/bookings', ['IF-NONE-MATCH: "other"']);
    expect(other.status).toBe(200);
    expect(other.body).toBe(visitor.text);
    expect(hits()).toBe(before + 2);
  });

  it('keeps no error answer: a refused read is refused again, then answered once valid', async () => {
    await t.http.get(`/api/bookings/availability/Open%20Area?startDate=${daysFromToday(-1)}`).expect(400);
    await t.http.get(`/api/bookings/availability/Open%20Area?startDate=${daysFromToday(-1)}`).expect(400);
    await t.http.get('/api/bookings?excludeVendorStalls=maybe').expect(400);
    await t.http.get('/api/bookings?excludeVendorStalls=maybe').expect(400);
    await t.http.get('/api/bookings?unknown=1').expect(400);
  });

  it('gives visitors only bookings that end today or later; staff still see every one', async () => {
    const ended = await insertBooking(t.db, newBooking({ eventDate: daysFromToday(-1) }));
    const endsToday = await insertBooking(
      t.db,
      newBooking({ venue: 'Open Area', eventDate: daysFromToday(-2), duration: 3 }),
    );
    const upcoming = await insertBooking(t.db, newBooking({ eventDate: daysFromToday(3), duration: 2 }));
    const oldBlock = await insertBooking(
      t.db,
      newBooking({ venue: 'Conference Hall', eventDate: daysFromToday(-400), isAdminBlock: true }),
    );
    const stall = await insertBooking(t.db, newStallRental('D2', { status: 'confirmed', eventDate: daysFromToday(0) }));
    const oldStall = await insertBooking(
      t.db,
      newStallRental('D3', { status: 'confirmed', eventDate: daysFromToday(-40) }),
    );

    expect((await calendar()).map((b) => b._id)).toEqual([endsToday.id, upcoming.id]);
    expect((await calendar('')).map((b) => b._id)).toEqual([endsToday.id, stall.id, upcoming.id]);
    const staff = (await t.http.get('/api/bookings').set(bearer(token)).expect(200)).body.bookings as Array<{
      _id: string;
    }>;
    expect(staff.map((b) => b._id).sort()).toEqual(
      [ended.id, endsToday.id, upcoming.id, oldBlock.id, stall.id, oldStall.id].sort(),
    );
  });

  itOnPostgres(
    'shows a change made through one server process at once in another one on the same database',
    async () => {
      const other = await createApp(t.config);
      try {
        await other.init();
        await other.getHttpAdapter().getInstance().ready();
        const second = request(other.getHttpServer());
        const secondTitles = async () =>
          ((await second.get('/api/news').expect(200)).body.newsItems as Array<{ title: string }>).map((n) => n.title);
        const expected: string[] = [];
        for (let round = 1; round <= 15; round++) {
          expect(await secondTitles()).toEqual(expected);
          expect(await secondTitles()).toEqual(expected); // answered from memory
          const title = `Notice ${round}`;
          await t.http.post('/api/news').set(bearer(token)).send(newsItem(title)).expect(201);
          expected.unshift(title);
          // The very next reads from the other process, with no pause and many at once, see the change.
          const answers = await Promise.all(Array.from({ length: 20 }, () => secondTitles()));
          for (const answer of answers) expect(answer).toEqual(expected);
        }
        expect(cacheOf(other).snapshot().hits).toBeGreaterThan(0);

        // Staff pages are kept in each process too: a status change through this one shows in the other at once.
        const pendingOnSecond = async () =>
          (
            (await second.get('/api/bookings/admin/list?group=pending').set(bearer(token)).expect(200)).body
              .bookings as Array<{ _id: string }>
          ).map((b) => b._id);
        const across = await insertBooking(t.db, newBooking({ status: 'pending', eventDate: freshDay() }));
        expect(await pendingOnSecond()).toContain(across.id);
        expect(await pendingOnSecond()).toContain(across.id); // kept
        await t.http
          .patch(`/api/bookings/${across.id}/status`)
          .set(bearer(token))
          .send({ status: 'confirmed' })
          .expect(200);
        expect(await pendingOnSecond()).not.toContain(across.id);

        // The other process loses its listening connection: it answers from the database, never stale.
        await t.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where application_name = 'kandy-park public cache' and datname = current_database()`,
        );
        await t.http.post('/api/news').set(bearer(token)).send(newsItem('After the cut')).expect(201);
        expected.unshift('After the cut');
        expect(await secondTitles()).toEqual(expected);
        expect(await secondTitles()).toEqual(expected);
      } finally {
        await other.close();
      }
    },
    BOOT_TIMEOUT_MS,
  );
});
