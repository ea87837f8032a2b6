import { desc, eq, sql } from 'drizzle-orm';
import { bookingViewJson, toBookingView } from '../../server/src/bookings/booking.view';
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

// Staff lists are built by the database (`bookingViewJson`), single bookings by `toBookingView`: every kind of
// booking must read the same both ways, to the millisecond and the null.
describe(`a booking's staff view built in SQL matches toBookingView (${engine})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
  }, BOOT_TIMEOUT_MS);
  afterAll(() => t?.close());
  beforeEach(() => clearBookings(t.db));

  it('for requests, stalls, blocks, cancellations, odd text and sub-millisecond times', async () => {
    await insertBooking(t.db, newBooking({ status: 'pending', notes: 'Needs "chairs"\nand a \\ stage', guests: 1 }));
    await insertBooking(t.db, newStallRental('C12', { status: 'confirmed' }));
    // A stall rental whose block name was never stored reads "Block D".
    await insertBooking(t.db, newStallRental('D3', { stallBlockName: null }));
    await insertBooking(
      t.db,
      newBooking({
        status: 'cancelled',
        cancelledByCustomerAt: new Date(),
        rejectionReason: 'Visitor cancelled — අවලංගුයි',
        customerName: 'Ähmed 🎉 Perera',
      }),
    );
    await insertBooking(t.db, newBooking({ status: 'cancelled', rejectionReason: 'Double booked' }));
    await insertBooking(
      t.db,
      newBooking({
        isAdminBlock: true,
        customerName: 'Admin Block',
        customerPhone: 'N/A',
        eventDate: daysFromToday(-400),
        duration: 3,
        status: 'completed',
        specialRequirements: '',
      }),
    );
    // Timestamps with microseconds (PostgreSQL keeps them, JavaScript dates stop at milliseconds).
    await insertBooking(
      t.db,
      newBooking({
        createdAt: new Date('2026-01-02T03:04:05.678Z'),
        updatedAt: new Date('1999-12-31T23:59:59.999Z'),
      }),
    );
    await t.db.execute(
      sql`update bookings set created_at = '2026-03-04 05:06:07.891999+00' where customer_name = 'Admin Block'`,
    );

    const rows = await t.db.select().from(bookings).orderBy(desc(bookings.createdAt), desc(bookings.id));
    const views = await t.db
      .select({ view: bookingViewJson })
      .from(bookings)
      .orderBy(desc(bookings.createdAt), desc(bookings.id));
    expect(rows).toHaveLength(7);
    expect(views.map(({ view }) => view)).toEqual(rows.map(toBookingView));

    // The same through the API: staff's every-booking list and the dashboard's grouped list.
    const every = await t.http.get('/api/bookings').set(bearer(token));
    expect(every.status).toBe(200);
    expect(every.body.bookings).toEqual(rows.map(toBookingView));
    const page = await t.http.get('/api/bookings?pageSize=500').set(bearer(token));
    expect(page.status).toBe(200);
    expect(page.body.bookings).toEqual(rows.map(toBookingView));
    const [block] = await t.db.select().from(bookings).where(eq(bookings.customerName, 'Admin Block'));
    const history = await t.http.get('/api/bookings/admin/list?group=history').set(bearer(token));
    expect(history.status).toBe(200);
    expect(history.body.bookings).toEqual([{ ...toBookingView(block!), group: 'history', historyLabel: 'Completed' }]);
    expect(history.body.bookings[0].createdAt).toBe('2026-03-04T05:06:07.891Z');
  });
});
