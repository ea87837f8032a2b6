import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../server/src/database/database';
import { bookings, ledgerEntries, mailOutbox } from '../../server/src/database/schema';
import { todayInPark } from '../../server/src/common/park-time';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, BOOT_TIMEOUT_MS, daysFromToday, insertBooking, newBooking } from '../support/bookings';
import { engine } from '../support/database';
import { paymentForm } from '../support/money';

const YEAR = Number(todayInPark().slice(0, 4));

/**
 * A payment of a booking deleted from the lists can be reversed: the reversal stays on the booking's books (the
 * ledger keeps its id), the money owed again shows in the invoice book and the aging, and a payment is recorded
 * there from the invoice's row (docs/money.md, "Deleting a booking that had money").
 */
describe(`reversing a payment of a deleted booking (${engine})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
  }, BOOT_TIMEOUT_MS);
  afterAll(() => t?.close());

  const ledgerBalance = async (bookingId: string) =>
    rowsOf<{ balance: number }>(
      await t.db.execute(
        sql`select coalesce(sum(amount), 0)::int as balance from ledger_entries where booking_id = ${bookingId}`,
      ),
    )[0]?.balance;
  const bookRow = async (number: string) => {
    const { body } = await t.http.get('/api/bookings/admin/invoices').set(bearer(token)).expect(200);
    return { row: body.items.find((item: { number: string }) => item.number === number), body };
  };

  it('keeps the reversal on the deleted booking, shows it owed, and collects it from the invoice', async () => {
    // A wedding in 10 days: both instalments are due at once.
    const booking = await insertBooking(
      t.db,
      newBooking({ venue: 'Banquet Hall', status: 'pending', eventDate: daysFromToday(10), totalAmount: 90_000 }),
    );
    await t.http
      .patch(`/api/bookings/${booking.id}/status`)
      .set(bearer(token))
      .send({ status: 'confirmed' })
      .expect(200);
    const paid = await t.http
      .post(`/api/bookings/admin/${booking.id}/payments`)
      .set(bearer(token))
      .send(paymentForm({ amount: 90_000 }))
      .expect(201);
    // The wedding takes place, and the settled booking is deleted from the lists.
    await t.db
      .update(bookings)
      .set({ eventDate: daysFromToday(-3) })
      .where(eq(bookings.id, booking.id));
    await t.http
      .patch(`/api/bookings/${booking.id}/status`)
      .set(bearer(token))
      .send({ status: 'completed' })
      .expect(200);
    await t.http.delete(`/api/bookings/${booking.id}`).set(bearer(token)).expect(200);
    const invoiceNumber = `INV-${YEAR}-00001`;
    expect((await bookRow(invoiceNumber)).row).toMatchObject({ bookingId: null, balance: 0, status: 'paid' });

    const reversal = await t.http
      .post(`/api/bookings/admin/payments/${paid.body.payment.id}/reversal`)
      .set(bearer(token))
      .send({ reason: 'The cheque bounced' })
      .expect(201);
    expect(reversal.body.message).toBe(
      `Receipt RCT-${YEAR}-00001 reversed: LKR 90,000 taken off what was paid. Its booking was deleted from the lists: LKR 90,000 is owed on its books again, shown on its invoice in the Invoices tab.`,
    );
    expect(reversal.body.reversal).toMatchObject({ balanceAfter: 90_000, amount: -90_000 });
    const [entry] = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.sourceId, reversal.body.reversal.id));
    expect(entry).toMatchObject({ kind: 'reversal', bookingId: booking.id, amount: 90_000 });
    expect(await ledgerBalance(booking.id)).toBe(90_000);

    // Owed again, and visible: the invoice book, its totals, the aging and Analytics' Outstanding.
    const { row, body } = await bookRow(invoiceNumber);
    expect(row).toMatchObject({ bookingId: null, paid: 0, balance: 90_000, dueNow: 90_000, status: 'unpaid' });
    expect(body.owed).toBe(90_000);
    expect(body.aging.reduce((sum: number, bucket: { invoices: number }) => sum + bucket.invoices, 0)).toBe(90_000);
    const analytics = await t.http.get('/api/bookings/admin/analytics').set(bearer(token)).expect(200);
    expect(analytics.body.outstanding).toBe(90_000);

    // Collected from the invoice's row, never more than is owed.
    const pay = (form: Record<string, unknown>) =>
      t.http.post(`/api/bookings/admin/invoices/${row.id}/payments`).set(bearer(token)).send(form);
    const tooMuch = await pay(paymentForm({ amount: 100_000 })).expect(409);
    expect(tooMuch.body).toMatchObject({
      code: 'PAYMENT_TOO_LARGE',
      message: `LKR 100,000 is more than the LKR 90,000 still owed on the books of this deleted booking (invoice ${invoiceNumber}). Please check the amount.`,
    });
    const form = paymentForm({ amount: 90_000, method: 'bank transfer' });
    const collected = await pay(form).expect(201);
    expect(collected.body.payment).toMatchObject({
      receiptNumber: `RCT-${YEAR}-00002`,
      bookingId: null,
      balanceAfter: 0,
      customerEmail: booking.customerEmail,
    });
    expect(collected.body.account).toMatchObject({ bookingId: booking.id, kind: 'none' });
    expect(collected.body.account.entries).toHaveLength(3);
    expect((await pay(form).expect(201)).body.repeated).toBe(true);
    expect(await ledgerBalance(booking.id)).toBe(0);
    expect((await bookRow(invoiceNumber)).row).toMatchObject({ paid: 90_000, balance: 0, status: 'paid' });
    // The receipt goes to the customer, like any other.
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, booking.customerEmail));
    expect(mails.some((mail) => mail.subject.includes(`RCT-${YEAR}-00002`))).toBe(true);
    const nothing = await pay(paymentForm({ amount: 1_000 })).expect(409);
    expect(nothing.body.code).toBe('NOTHING_OWED');
    const check = await t.http.get('/api/bookings/admin/books/check').set(bearer(token)).expect(200);
    expect(check.body.agree).toBe(true);
  });
});
