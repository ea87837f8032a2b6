import { eq } from 'drizzle-orm';
import { todayInPark } from '../../server/src/common/park-time';
import type { Executor } from '../../server/src/database/database';
import { ledgerEntries, payments } from '../../server/src/database/schema';
import { MoneyRepository } from '../../server/src/money/money.repository';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, BOOT_TIMEOUT_MS, freshDay, insertBooking, newBooking } from '../support/bookings';
import { engine } from '../support/database';
import { paymentForm } from '../support/money';

const YEAR = Number(todayInPark().slice(0, 4));
/** Half a second before midnight on 31 December in Kandy, and just after it. */
const BEFORE_MIDNIGHT = Date.parse(`${YEAR}-12-31T23:59:59.500+05:30`);
const AFTER_MIDNIGHT = Date.parse(`${YEAR + 1}-01-01T00:00:00.100+05:30`);

/**
 * A receipt's number and its date come from one reading of the day, inside its transaction: one begun just before
 * midnight on 31 December whose booking's lock is won after it is numbered and dated in the new year, never numbered
 * in one year and dated in the next. The test clock is `Date.now`, as the API specs set it (health.spec.ts).
 */
describe(`a document's number and date from one reading of the day (${engine})`, () => {
  let t: TestApp;
  let token: string;
  let clock = BEFORE_MIDNIGHT;
  beforeAll(async () => {
    t = await createTestApp();
    jest.spyOn(Date, 'now').mockImplementation(() => clock);
    token = await t.login();
  }, BOOT_TIMEOUT_MS);
  afterAll(async () => {
    jest.restoreAllMocks();
    await t?.close();
  });

  /** Midnight passes while the payment waits for its booking's lock. */
  function midnightDuringTheLock() {
    const repository = t.app.get(MoneyRepository);
    const lockBooking = MoneyRepository.prototype.lockBooking;
    return jest.spyOn(repository, 'lockBooking').mockImplementation(async (id: string, tx: Executor) => {
      const row = await lockBooking.call(repository, id, tx);
      clock = AFTER_MIDNIGHT;
      return row;
    });
  }

  it('numbers and dates a receipt begun before midnight on 31 December in the same year', async () => {
    const booking = await insertBooking(
      t.db,
      newBooking({
        venue: 'Open Area',
        status: 'pending',
        eventDate: freshDay(),
        totalAmount: 150_000,
        createdAt: new Date(Date.parse(`${YEAR}-10-01T10:00:00+05:30`)),
      }),
    );
    await t.http
      .patch(`/api/bookings/${booking.id}/status`)
      .set(bearer(token))
      .send({ status: 'confirmed' })
      .expect(200);
    // November is closed, so a payment received then is dated the day it is recorded.
    await t.http.post(`/api/bookings/admin/periods/${YEAR}-11/close`).set(bearer(token)).send({}).expect(200);

    const lock = midnightDuringTheLock();
    const late = await t.http
      .post(`/api/bookings/admin/${booking.id}/payments`)
      .set(bearer(token))
      .send(paymentForm({ amount: 10_000, receivedOn: `${YEAR}-11-20` }))
      .expect(201);
    expect(late.body.payment).toMatchObject({
      receiptNumber: `RCT-${YEAR + 1}-00001`,
      receivedOn: `${YEAR + 1}-01-01`,
    });
    expect(todayInPark(new Date(late.body.payment.createdAt))).toBe(`${YEAR + 1}-01-01`);

    // Received on 31 December and recorded as the year turns: the money's day stays, the receipt is of the new year.
    clock = BEFORE_MIDNIGHT;
    const onTime = await t.http
      .post(`/api/bookings/admin/${booking.id}/payments`)
      .set(bearer(token))
      .send(paymentForm({ amount: 10_000, receivedOn: `${YEAR}-12-31` }))
      .expect(201);
    lock.mockRestore();
    expect(onTime.body.payment).toMatchObject({ receiptNumber: `RCT-${YEAR + 1}-00002`, receivedOn: `${YEAR}-12-31` });
    const [row] = await t.db.select().from(payments).where(eq(payments.id, onTime.body.payment.id));
    expect(todayInPark(row?.createdAt as Date)).toBe(`${YEAR + 1}-01-01`);
    // The ledger's entries carry the same numbers.
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'payment'));
    expect(entries.map((entry) => `${entry.documentNumber} ${entry.entryOn}`).sort()).toEqual([
      `RCT-${YEAR + 1}-00001 ${YEAR + 1}-01-01`,
      `RCT-${YEAR + 1}-00002 ${YEAR}-12-31`,
    ]);
  });
});
