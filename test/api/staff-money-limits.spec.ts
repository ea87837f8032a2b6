import { eq } from 'drizzle-orm';
import { payments } from '../../server/src/database/schema';
import { todayInPark } from '../../server/src/common/park-time';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, BOOT_TIMEOUT_MS, insertBooking, newStallRental } from '../support/bookings';
import { engine } from '../support/database';
import { paymentForm } from '../support/money';

describe(`staff money posts are limited per client (${engine})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_STAFF_MONEY: '3' });
    token = await t.login();
  }, BOOT_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('answers 429 past RATE_LIMIT_STAFF_MONEY a minute, recording nothing more', async () => {
    const rental = await insertBooking(t.db, newStallRental('A4', { status: 'confirmed', eventDate: todayInPark() }));
    const send = () =>
      t.http
        .post(`/api/bookings/admin/${rental.id}/payments`)
        .set(bearer(token))
        .send({ ...paymentForm({ amount: 1_000 }), confirmDuplicate: true });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await send()).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const refused = await send().expect(429);
    expect(refused.body.message).toMatch(/^Too many requests\. Please try again in \d+ seconds?\.$/);
    expect(await t.db.select().from(payments).where(eq(payments.bookingId, rental.id))).toHaveLength(3);
  });
});
