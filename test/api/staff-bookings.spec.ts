import { desc, eq, sql } from 'drizzle-orm';
import { bookings } from '../../server/src/database/schema';
import { createTestApp, type TestApp } from '../support/app';
import {
  bearer,
  BOOT_TIMEOUT_MS,
  clearBookings,
  daysFromToday,
  insertBooking,
  newBooking,
  newStallRental,
} from '../support/bookings';
import { engine } from '../support/database';

interface Item {
  _id: string;
  customer: { name: string };
  group: string;
  historyLabel: string | null;
  eventDate: string;
}
interface Page {
  bookings: Item[];
  total: number;
  page: number;
  pageSize: number;
  counts: Record<string, number>;
  matching: Record<string, number>;
}

describe(`staff bookings list and analytics (${engine})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
  }, BOOT_TIMEOUT_MS);
  afterAll(() => t?.close());
  beforeEach(() => clearBookings(t.db));

  const list = async (query: string) => {
    const response = await t.http.get(`/api/bookings/admin/list?${query}`).set(bearer(token));
    expect(response.status).toBe(200);
    return response.body as Page;
  };

  it('sorts every booking into exactly one of the five groups, with the counts of each', async () => {
    await insertBooking(t.db, newBooking({ status: 'pending', customerName: 'Pending One' }));
    await insertBooking(t.db, newBooking({ status: 'confirmed', customerName: 'Coming Up' }));
    // Began yesterday, ends tomorrow: still under way, so still an approved event.
    await insertBooking(
      t.db,
      newBooking({ eventDate: daysFromToday(-1), duration: 3, customerName: 'Under Way', venue: 'Open Area' }),
    );
    await insertBooking(t.db, newBooking({ eventDate: daysFromToday(-5), customerName: 'Passed' }));
    await insertBooking(t.db, newBooking({ status: 'completed', customerName: 'Done' }));
    await insertBooking(t.db, newBooking({ status: 'cancelled', customerName: 'Turned Down' }));
    await insertBooking(t.db, newStallRental('B4', { status: 'confirmed', customerName: 'Stall Holder' }));

    const pending = await list('group=pending');
    expect(pending.counts).toEqual({ total: 7, pending: 1, approved: 2, stalls: 1, rejected: 1, history: 2 });
    expect(pending.bookings.map((b) => b.customer.name)).toEqual(['Pending One']);

    const approved = await list('group=approved');
    expect(approved.bookings.map((b) => b.customer.name)).toEqual(['Under Way', 'Coming Up']);
    expect((await list('group=stalls')).bookings.map((b) => b.customer.name)).toEqual(['Stall Holder']);
    expect((await list('group=rejected')).bookings.map((b) => b.customer.name)).toEqual(['Turned Down']);

    const history = await list('group=history');
    expect(history.bookings.map((b) => [b.customer.name, b.historyLabel])).toEqual([
      ['Done', 'Completed'],
      ['Passed', 'Event Date Passed'],
    ]);
  });

  it('keeps the header counts current after every change, whether made through the API or straight in the database', async () => {
    const first = await insertBooking(t.db, newBooking({ status: 'pending', customerName: 'First' }));
    expect((await list('group=pending')).counts).toMatchObject({ total: 1, pending: 1, approved: 0 });
    // Read again unchanged (from memory), then a booking written by something other than this server.
    expect((await list('group=pending')).counts).toMatchObject({ total: 1, pending: 1 });
    await insertBooking(t.db, newBooking({ status: 'pending', eventDate: daysFromToday(40), customerName: 'Second' }));
    expect((await list('group=pending')).counts).toMatchObject({ total: 2, pending: 2, approved: 0 });

    await t.http.patch(`/api/bookings/${first.id}/status`).set(bearer(token)).send({ status: 'confirmed' }).expect(200);
    expect((await list('group=approved')).counts).toMatchObject({ total: 2, pending: 1, approved: 1 });
    await clearBookings(t.db);
    expect((await list('group=approved')).counts).toMatchObject({ total: 0, pending: 0, approved: 0 });
  });

  it('shows every change in the pages at once, read again or not, whether made through the API or straight in the database', async () => {
    const everyBooking = async () => {
      const response = await t.http.get('/api/bookings').set(bearer(token)).expect(200);
      return (response.body as { bookings: Item[] }).bookings.map((b) => b.customer.name);
    };
    const names = async (group: string) => (await list(`group=${group}`)).bookings.map((b) => b.customer.name);

    const first = await insertBooking(
      t.db,
      newBooking({ status: 'pending', eventDate: daysFromToday(20), customerName: 'First' }),
    );
    expect(await names('pending')).toEqual(['First']);
    expect(await everyBooking()).toEqual(['First']);
    // Read again unchanged (from memory), then a row changed by something other than this server.
    expect(await names('pending')).toEqual(['First']);
    expect(await everyBooking()).toEqual(['First']);
    await t.db.update(bookings).set({ customerName: 'First, renamed' }).where(eq(bookings.id, first.id));
    expect(await names('pending')).toEqual(['First, renamed']);
    expect(await everyBooking()).toEqual(['First, renamed']);

    const second = await insertBooking(
      t.db,
      newBooking({ status: 'pending', eventDate: daysFromToday(40), customerName: 'Second' }),
    );
    expect(await names('pending')).toEqual(['First, renamed', 'Second']);
    expect(await everyBooking()).toEqual(['Second', 'First, renamed']);

    await t.http.patch(`/api/bookings/${first.id}/status`).set(bearer(token)).send({ status: 'confirmed' }).expect(200);
    expect(await names('pending')).toEqual(['Second']);
    expect(await names('approved')).toEqual(['First, renamed']);
    await t.http
      .patch(`/api/bookings/${second.id}/status`)
      .set(bearer(token))
      .send({ status: 'cancelled', rejectionReason: 'The arena is closed for repairs that week.' })
      .expect(200);
    expect(await names('pending')).toEqual([]);
    expect(await names('rejected')).toEqual(['Second']);
    await t.http.delete(`/api/bookings/${second.id}`).set(bearer(token)).expect(200);
    expect(await names('rejected')).toEqual([]);
    expect(await everyBooking()).toEqual(['First, renamed']);
  });

  it('finds bookings by customer name, e-mail, phone digits or the start of the id, and by venue and dates', async () => {
    const kamala = await insertBooking(
      t.db,
      newBooking({
        status: 'pending',
        customerName: 'Kamala Jayasinghe',
        customerEmail: 'kamala@example.lk',
        customerPhone: '+94 81 222 3344',
        eventDate: daysFromToday(40),
      }),
    );
    await insertBooking(
      t.db,
      newBooking({ status: 'pending', venue: 'Open Area', customerName: 'Sunil 100%', eventDate: daysFromToday(90) }),
    );

    const names = async (query: string) => (await list(`group=pending&${query}`)).bookings.map((b) => b.customer.name);
    expect(await names('q=jayasinghe')).toEqual(['Kamala Jayasinghe']);
    expect(await names('q=KAMALA%40example')).toEqual(['Kamala Jayasinghe']);
    expect(await names('q=812223344')).toEqual(['Kamala Jayasinghe']);
    expect(await names(`q=${kamala.id.slice(0, 8)}`)).toEqual(['Kamala Jayasinghe']);
    // A % in the search is a character to find, not a wildcard.
    expect(await names('q=%25')).toEqual(['Sunil 100%']);
    expect(await names('venue=Open%20Area')).toEqual(['Sunil 100%']);
    expect(await names(`from=${daysFromToday(60)}`)).toEqual(['Sunil 100%']);
    expect(await names(`to=${daysFromToday(60)}`)).toEqual(['Kamala Jayasinghe']);

    const filtered = await list('group=pending&q=kamala');
    expect(filtered.total).toBe(1);
    expect(filtered.matching.pending).toBe(1);
    expect(filtered.counts.pending).toBe(2);
  });

  it('pages through a long list without repeating or losing a booking', async () => {
    for (let day = 0; day < 25; day++) {
      await insertBooking(t.db, newBooking({ status: 'cancelled', eventDate: daysFromToday(10 + day) }));
    }
    const first = await list('group=rejected&page=1&pageSize=10');
    const third = await list('group=rejected&page=3&pageSize=10');
    expect(first.total).toBe(25);
    expect(first.bookings).toHaveLength(10);
    expect(third.bookings).toHaveLength(5);
    const all = [
      ...first.bookings,
      ...(await list('group=rejected&page=2&pageSize=10')).bookings,
      ...third.bookings,
    ].map((b) => b._id);
    expect(new Set(all).size).toBe(25);
  });

  describe('GET /api/bookings with a staff token', () => {
    const ids = (body: { bookings: Array<{ _id: string }> }) => body.bookings.map((b) => b._id);
    const newestFirst = async () =>
      (await t.db.select({ id: bookings.id }).from(bookings).orderBy(desc(bookings.createdAt), desc(bookings.id))).map(
        (row) => row.id,
      );

    it('answers every booking, { bookings } as SPEC.md has it, without a page asked for; a page when asked', async () => {
      for (let i = 0; i < 29; i++) {
        await insertBooking(
          t.db,
          newBooking({ status: i % 3 === 0 ? 'pending' : 'completed', eventDate: daysFromToday(-400 + i * 3) }),
        );
      }
      const every = await t.http.get('/api/bookings').set(bearer(token)).expect(200);
      expect(Object.keys(every.body)).toEqual(['bookings']);
      expect(ids(every.body)).toEqual(await newestFirst());
      expect(every.body.bookings).toHaveLength(29);

      const page = await t.http.get('/api/bookings?page=1').set(bearer(token)).expect(200);
      expect(page.body).toMatchObject({ page: 1, pageSize: 20, nextPage: 2 });
      expect(ids(page.body)).toEqual((await newestFirst()).slice(0, 20));
      const second = await t.http.get('/api/bookings?pageSize=20&page=2').set(bearer(token)).expect(200);
      expect(second.body).toMatchObject({ page: 2, pageSize: 20, nextPage: null });
      expect([...ids(page.body), ...ids(second.body)]).toEqual(ids(every.body));
    });

    it('answers thousands of bookings whole, in order, once each, ties of the same instant included', async () => {
      // Read and sent a batch at a time: more than two batches, many requests made at the same instant, and some a
      // microsecond apart (the answer shows milliseconds; the order and the batches follow the stored instant).
      const base = Date.parse('2025-06-01T08:00:00Z');
      const rows = Array.from({ length: 2_345 }, (_, i) =>
        newBooking({
          status: 'completed',
          eventDate: daysFromToday(-500 - (i % 300)),
          customerName: `Customer ${i}`,
          createdAt: new Date(base + Math.floor(i / 7) * 1_000),
          ...(i % 5 === 0 ? { venue: 'Vendor Stalls' as const, eventType: 'vendor stall rental', guests: 1 } : {}),
        }),
      );
      await t.db.insert(bookings).values(rows);
      await t.db.execute(
        sql`update bookings set created_at = created_at + make_interval(secs => 0.000001 * (ascii(id::text) % 3))`,
      );
      const expected = await newestFirst();
      const every = await t.http.get('/api/bookings').set(bearer(token)).expect(200);
      expect(every.body.bookings).toHaveLength(2_345);
      expect(ids(every.body)).toEqual(expected);

      const venues = await t.http.get('/api/bookings?excludeVendorStalls=true').set(bearer(token)).expect(200);
      const stallIds = new Set(
        (await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.venue, 'Vendor Stalls'))).map(
          (row) => row.id,
        ),
      );
      expect(ids(venues.body)).toEqual(expected.filter((id) => !stallIds.has(id)));
    });

    it('answers an empty list when there are no bookings', async () => {
      const every = await t.http.get('/api/bookings').set(bearer(token)).expect(200);
      expect(every.body).toEqual({ bookings: [] });
    });
  });

  it('refuses bad parameters with a sentence, and visitors altogether', async () => {
    for (const [query, message] of [
      ['group=everything', 'group must be one of: pending, approved, stalls, rejected, history.'],
      ['pageSize=5000', 'pageSize must be a whole number from 1 to 500.'],
      ['page=0', 'page must be a whole number from 1.'],
      ['from=2027-02-30', 'Please give the date as yyyy-mm-dd (for example 2027-03-10).'],
      ['venue=Kids%20Park', expect.stringContaining('venue must be one of')],
    ] as const) {
      const response = await t.http.get(`/api/bookings/admin/list?${query}`).set(bearer(token));
      expect(response.status).toBe(400);
      expect(response.body.message).toEqual(message);
    }
    expect((await t.http.get('/api/bookings/admin/list')).status).toBe(401);
    expect((await t.http.get('/api/bookings/admin/analytics')).status).toBe(401);
  });

  it('sums bookings and revenue, by month, and counts stall occupancy by block', async () => {
    const thisMonth = daysFromToday(0).slice(0, 8) + '01';
    await insertBooking(t.db, newBooking({ eventDate: thisMonth, status: 'completed', totalAmount: 1_250_000 }));
    await insertBooking(t.db, newBooking({ eventDate: thisMonth, status: 'cancelled', totalAmount: 150_000 }));
    await insertBooking(t.db, newBooking({ status: 'confirmed', totalAmount: 1_250_000 }));
    await insertBooking(t.db, newBooking({ isAdminBlock: true, customerName: 'Admin Block', totalAmount: 0 }));
    await insertBooking(t.db, newStallRental('A1', { status: 'confirmed' }));
    await insertBooking(t.db, newStallRental('A2'));

    const response = await t.http.get('/api/bookings/admin/analytics').set(bearer(token));
    expect(response.status).toBe(200);
    const body = response.body as {
      totalBookings: number;
      confirmedBookings: number;
      totalRevenue: number;
      bookedValue: number;
      confirmedRevenue: number;
      byMonth: { month: string; bookings: number; revenue: number }[];
      stallOccupancy: { block: string; total: number; booked: number }[];
    };
    expect(body.totalBookings).toBe(5);
    expect(body.confirmedBookings).toBe(2);
    // The booked value sums every booking; revenue is the ledger's income, and these rows made no documents.
    expect(body.bookedValue).toBe(1_250_000 + 150_000 + 1_250_000 + 30_000 + 30_000);
    const result = await t.db.execute(
      sql`select coalesce(sum(amount), 0)::int as total from ledger_entries where kind in ('invoice', 'rent', 'credit')`,
    );
    const [income] = (result as unknown as { rows: Array<{ total: number }> }).rows;
    expect(body.totalRevenue).toBe(income?.total);
    expect(body.confirmedRevenue).toBe(1_250_000 + 1_250_000 + 30_000);
    expect(body.byMonth).toHaveLength(12);
    expect(body.byMonth[6]).toMatchObject({ month: thisMonth.slice(0, 7) });
    expect(body.byMonth[6]!.bookings).toBeGreaterThanOrEqual(2);
    expect(body.stallOccupancy[0]).toEqual({ block: 'A', name: 'Block A', total: 16, booked: 2 });
    expect(body.stallOccupancy.reduce((sum, block) => sum + block.total, 0)).toBe(100);
  });
});
