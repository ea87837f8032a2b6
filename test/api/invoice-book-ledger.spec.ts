import { sql } from 'drizzle-orm';
import { rowsOf } from '../../server/src/database/database';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, BOOT_TIMEOUT_MS, daysFromToday, freshDay, insertBooking, newBooking } from '../support/bookings';
import { engine } from '../support/database';
import { paymentForm, refundForm } from '../support/money';

interface BookRow {
  id: string;
  number: string;
  bookingId: string | null;
  balance: number;
  paid: number;
  credited: number;
  dueNow: number;
}

/**
 * The invoice book, its totals, the aging and Analytics' Outstanding are read from the ledger: an invoice's balance
 * is the sum of its booking's entries, and every view of it agrees (docs/money.md, "The invoice book").
 */
describe(`the invoice book read from the ledger (${engine})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
  }, BOOT_TIMEOUT_MS);
  afterAll(() => t?.close());

  const post = async (path: string, body: Record<string, unknown>) => {
    const response = await t.http.post(`/api/bookings/admin/${path}`).set(bearer(token)).send(body);
    expect([200, 201]).toContain(response.status);
    return response;
  };
  async function approved(totalAmount: number, eventDate = freshDay()): Promise<string> {
    const booking = await insertBooking(
      t.db,
      newBooking({ venue: 'Conference Hall', status: 'pending', eventDate, totalAmount }),
    );
    await t.http
      .patch(`/api/bookings/${booking.id}/status`)
      .set(bearer(token))
      .send({ status: 'confirmed' })
      .expect(200);
    return booking.id;
  }
  const ledgerBalance = async (bookingId: string) =>
    rowsOf<{ balance: number }>(
      await t.db.execute(
        sql`select coalesce(sum(amount), 0)::int as balance from ledger_entries where booking_id = ${bookingId}`,
      ),
    )[0]?.balance;

  it("gives each invoice its booking's ledger balance, in the book, the account, the aging and Outstanding", async () => {
    // Part paid; cancelled keeping LKR 10,000 with LKR 15,000 refunded of the 20,000 owed back; paid then reversed.
    const part = await approved(100_000);
    await post(`${part}/payments`, paymentForm({ amount: 40_000 }));
    const cancelled = await approved(60_000);
    await post(`${cancelled}/payments`, paymentForm({ amount: 30_000 }));
    await post(`${cancelled}/cancellation`, { reason: 'The seminar was called off', kept: 10_000 });
    await post(`${cancelled}/refunds`, refundForm({ amount: 15_000 }));
    const reversed = await approved(50_000, daysFromToday(5));
    const payment = await post(`${reversed}/payments`, paymentForm({ amount: 50_000 }));
    await post(`payments/${payment.body.payment.id}/reversal`, { reason: 'Recorded on the wrong booking' });

    const { body } = await t.http.get('/api/bookings/admin/invoices').set(bearer(token)).expect(200);
    const rows = body.items as BookRow[];
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      const bookingId = row.bookingId as string;
      expect(row.balance).toBe(await ledgerBalance(bookingId));
      const account = await t.http.get(`/api/bookings/admin/${bookingId}/account`).set(bearer(token)).expect(200);
      expect(account.body.invoice).toMatchObject({ balance: row.balance, paid: row.paid, credited: row.credited });
    }
    const byBooking = new Map(rows.map((row) => [row.bookingId, row]));
    expect(byBooking.get(part)).toMatchObject({ paid: 40_000, credited: 0, balance: 60_000 });
    expect(byBooking.get(cancelled)).toMatchObject({ paid: 15_000, credited: 50_000, balance: -5_000 });
    expect(byBooking.get(reversed)).toMatchObject({ paid: 0, credited: 0, balance: 50_000, dueNow: 50_000 });

    // What is owed, three ways: the book's total, the aging's invoices, and the ledger's positive balances.
    expect(body.owed).toBe(60_000 + 50_000);
    expect(body.aging.reduce((sum: number, bucket: { invoices: number }) => sum + bucket.invoices, 0)).toBe(110_000);
    const dueNow = rows.reduce((sum, row) => sum + row.dueNow, 0);
    expect(body.dueNow).toBe(dueNow);
    const analytics = await t.http.get('/api/bookings/admin/analytics').set(bearer(token)).expect(200);
    expect(analytics.body.outstanding).toBe(dueNow);
  });
});
