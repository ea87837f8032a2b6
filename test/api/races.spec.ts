import { and, eq } from 'drizzle-orm';
import { bookings } from '../../server/src/database/schema';
import { createTestApp, type TestApp } from '../support/app';
import {
  bearer,
  BOOT_TIMEOUT_MS,
  clearBookings,
  freshDay,
  insertBooking,
  newBooking,
  stallRequest,
} from '../support/bookings';
import { engine } from '../support/database';

const RACERS = 100;

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

/**
 * Issue 10, item 1: a hundred requests for one venue day or one stall at the same moment. The database decides
 * (an exclusion constraint, a partial unique index): exactly one wins, the others are told why, nobody gets a 5xx.
 */
describe(`races (${engine})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
  }, BOOT_TIMEOUT_MS);
  afterAll(() => t?.close());
  beforeEach(() => clearBookings(t.db));

  const confirmedOn = async (venue: 'Open Air Arena' | 'Open Area', day: string) =>
    t.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.venue, venue), eq(bookings.eventDate, day), eq(bookings.status, 'confirmed')));

  it(`leaves exactly one confirmed when ${RACERS} approvals of overlapping requests race`, async () => {
    const day = freshDay();
    const pending = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        insertBooking(t.db, newBooking({ eventDate: day, status: 'pending', duration: 1 + (i % 3) })),
      ),
    );
    const statuses = await Promise.all(
      pending.map(
        async (booking) =>
          (await t.http.patch(`/api/bookings/${booking.id}/status`).set(bearer(token)).send({ status: 'confirmed' }))
            .status,
      ),
    );
    expect(tally(statuses)).toEqual({ 200: 1, 409: RACERS - 1 });
    expect(await confirmedOn('Open Air Arena', day)).toHaveLength(1);
  }, 120_000);

  it(`gives one 201 and ${RACERS - 1} 409s when ${RACERS} visitors ask for one stall at once`, async () => {
    const responses = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        t.http.post('/api/bookings').send(
          stallRequest('D5', {
            customer: { name: `Vendor ${i}`, email: `vendor${i}@example.lk`, phone: '+94 77 555 0000' },
          }),
        ),
      ),
    );
    expect(tally(responses.map((r) => r.status))).toEqual({ 201: 1, 409: RACERS - 1 });
    const refused = responses.find((r) => r.status === 409);
    expect(refused?.body.message).toBe('This stall is already booked. Please select another stall.');
    const rentals = await t.db.select().from(bookings).where(eq(bookings.stallId, 'D5'));
    expect(rentals).toHaveLength(1);
  }, 120_000);

  it('leaves one confirmed when admin blocks and approvals of one day race', async () => {
    const day = freshDay();
    const half = RACERS / 2;
    const pending = await Promise.all(
      Array.from({ length: half }, () =>
        insertBooking(
          t.db,
          newBooking({ venue: 'Open Area', eventDate: day, status: 'pending', totalAmount: 150_000 }),
        ),
      ),
    );
    const approvals = pending.map((booking) =>
      t.http.patch(`/api/bookings/${booking.id}/status`).set(bearer(token)).send({ status: 'confirmed' }),
    );
    const blocks = Array.from({ length: half }, () =>
      t.http.post('/api/bookings/admin-block').set(bearer(token)).send({ venue: 'Open Area', eventDate: day }),
    );
    const responses = await Promise.all([...approvals, ...blocks]);
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200 || s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(RACERS - 1);
    expect(await confirmedOn('Open Area', day)).toHaveLength(1);
  }, 120_000);
});
