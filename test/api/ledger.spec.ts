import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { todayInPark } from '../../server/src/common/park-time';
import { creditNotes, ledgerEntries, payments, rentInvoices } from '../../server/src/database/schema';
import { addMonthsClamped } from '../../server/src/money/calendar';
import { RemindersService } from '../../server/src/money/reminders.service';
import { createTestApp, type TestApp } from '../support/app';
import {
  bearer,
  BOOT_TIMEOUT_MS,
  daysFromToday,
  freshDay,
  insertBooking,
  newBooking,
  newStallRental,
} from '../support/bookings';
import { engine } from '../support/database';
import { binary, paymentForm, refundForm } from '../support/money';
import { pdfText } from '../support/pdf';

interface BooksCheck {
  agree: boolean;
  entries: number;
  differences: Array<{ kind: string; document: string; expected: number; inLedger: number }>;
  message: string;
}

describe(`the ledger (${engine})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
  }, BOOT_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  const today = todayInPark();
  const setStatus = (id: string, status: string) =>
    t.http.patch(`/api/bookings/${id}/status`).set(bearer(token)).send({ status });
  const pay = (id: string, amount: number) =>
    t.http.post(`/api/bookings/admin/${id}/payments`).set(bearer(token)).send(paymentForm({ amount }));
  const account = async (id: string) =>
    (await t.http.get(`/api/bookings/admin/${id}/account`).set(bearer(token)).expect(200)).body as {
      rent?: { monthsCharged: number; balance: number };
      invoice?: { balance: number };
    };
  const booksCheck = async (): Promise<BooksCheck> =>
    (await t.http.get('/api/bookings/admin/books/check').set(bearer(token)).expect(200)).body as BooksCheck;
  const ledgerOf = (bookingId: string) =>
    t.db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, bookingId)).orderBy(ledgerEntries.position);
  const statementText = async (email: string, query: Record<string, string> = {}) =>
    pdfText(
      (
        await t.http
          .get('/api/bookings/admin/statements')
          .query({ email, ...query })
          .set(bearer(token))
          .buffer(true)
          .parse(binary)
          .expect(200)
      ).body as Buffer,
    );

  it('writes every document into the ledger, and the booking balance is the sum of its entries', async () => {
    const booking = await insertBooking(
      t.db,
      newBooking({
        venue: 'Banquet Hall',
        status: 'pending',
        eventDate: freshDay(),
        totalAmount: 100_000,
        customerEmail: 'Ledger.Family+events@Example.lk',
      }),
    );
    await setStatus(booking.id, 'confirmed').expect(200);
    const paid = await pay(booking.id, 60_000).expect(201);
    await t.http
      .post(`/api/bookings/admin/payments/${paid.body.payment.id as string}/reversal`)
      .set(bearer(token))
      .send({ reason: 'The cheque bounced' })
      .expect(201);
    await pay(booking.id, 60_000).expect(201);
    await t.http
      .post(`/api/bookings/admin/${booking.id}/cancellation`)
      .set(bearer(token))
      .send({ reason: 'The family moved the wedding abroad', kept: 10_000 })
      .expect(200);
    await t.http
      .post(`/api/bookings/admin/${booking.id}/refunds`)
      .set(bearer(token))
      .send(refundForm({ amount: 50_000 }))
      .expect(201);

    const entries = await ledgerOf(booking.id);
    expect(entries.map((e) => [e.kind, e.line, e.amount])).toEqual([
      ['invoice', 0, 50_000],
      ['invoice', 1, 50_000],
      ['payment', 0, -60_000],
      ['reversal', 0, 60_000],
      ['payment', 0, -60_000],
      ['credit', 0, -90_000],
      ['refund', 0, 50_000],
    ]);
    // One account per mailbox, whatever the case or +tag; the reversal names the receipt it reverses.
    expect(new Set(entries.map((e) => e.account))).toEqual(new Set(['ledger.family@example.lk']));
    expect(entries[3]?.documentNumber).toBe(entries[2]?.documentNumber);
    expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(0);
    expect((await account(booking.id)).invoice?.balance).toBe(0);
    expect(await booksCheck()).toMatchObject({ agree: true, differences: [] });
  });

  it('refuses to change or delete a ledger entry, whoever tries', async () => {
    const [entry] = await t.db.select().from(ledgerEntries).limit(1);
    await expect(
      t.db.execute(sql`update ledger_entries set amount = 1 where id = ${entry?.id as string}`),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`delete from ledger_entries where id = ${entry?.id as string}`)).rejects.toThrow();
    const [after] = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.id, entry?.id as string));
    expect(after?.amount).toBe(entry?.amount);
  });

  it('invoices each rent month as a numbered rent invoice, and the rent account reads them', async () => {
    const start = addMonthsClamped(today, -2);
    const rental = await insertBooking(t.db, newStallRental('E5', { status: 'confirmed', eventDate: start }));
    expect((await account(rental.id)).rent).toMatchObject({ monthsCharged: 3, balance: 90_000 });
    const rents = await t.db.select().from(rentInvoices).where(eq(rentInvoices.bookingId, rental.id));
    expect(rents.map((r) => [r.monthIndex, r.periodStart, r.amount])).toEqual([
      [0, start, 30_000],
      [1, addMonthsClamped(start, 1), 30_000],
      [2, addMonthsClamped(start, 2), 30_000],
    ]);
    expect(rents.every((r) => /^INV-\d{4}-\d{5}$/.test(r.number))).toBe(true);
    // Read again, nothing more is invoiced; the job invoices the next month on its due date.
    expect((await account(rental.id)).rent?.monthsCharged).toBe(3);
    await t.app.get(RemindersService).run(addMonthsClamped(start, 3));
    expect((await ledgerOf(rental.id)).filter((e) => e.kind === 'rent')).toHaveLength(4);
  });

  it('keeps the rent charges of a settled rental that is deleted: its statement stays settled', async () => {
    const email = `vendor.${randomUUID().slice(0, 8)}@example.lk`;
    const start = addMonthsClamped(daysFromToday(-1), -1);
    const rental = await insertBooking(
      t.db,
      newStallRental('E6', { status: 'confirmed', eventDate: start, customerEmail: email }),
    );
    await pay(rental.id, 60_000).expect(201);
    // Ended on a day after the second month fell due: two months owed, both paid.
    await setStatus(rental.id, 'completed').expect(200);
    expect((await account(rental.id)).rent).toMatchObject({ monthsCharged: 2, balance: 0 });
    await t.http.delete(`/api/bookings/${rental.id}`).set(bearer(token)).expect(200);

    const entries = await ledgerOf(rental.id);
    expect(entries.map((e) => [e.kind, e.amount])).toEqual([
      ['rent', 30_000],
      ['rent', 30_000],
      ['payment', -60_000],
    ]);
    const text = await statementText(email);
    expect(text).toContain('Rent of stall E6, month 1');
    expect(text).toContain('Rent of stall E6, month 2');
    expect(text).toContain('nothing is owed either way');
    expect(text).not.toContain('Owed back to you');
    expect(await booksCheck()).toMatchObject({ agree: true });
  });

  it('credits a rent month invoiced on the day after the rental ended', async () => {
    const start = addMonthsClamped(today, -1);
    const rental = await insertBooking(t.db, newStallRental('E7', { status: 'confirmed', eventDate: start }));
    // The second month fell due today (or on the month's last day) and is invoiced at the first look.
    const dueToday = addMonthsClamped(start, 1) === today;
    expect((await account(rental.id)).rent?.monthsCharged).toBe(2);
    // Ended with yesterday as its last day: a month due today is not the rental's.
    await t.http
      .patch(`/api/bookings/${rental.id}/status`)
      .set(bearer(token))
      .send({ status: 'completed', lastDay: daysFromToday(-1) })
      .expect(200);
    const credits = await t.db.select().from(creditNotes).where(eq(creditNotes.bookingId, rental.id));
    expect(credits).toHaveLength(dueToday ? 1 : 0);
    expect((await account(rental.id)).rent?.monthsCharged).toBe(dueToday ? 1 : 2);
    if (dueToday) {
      expect(credits[0]).toMatchObject({ amount: 30_000, invoiceId: null });
      const pdf = await t.http
        .get(`/api/bookings/admin/credit-notes/${credits[0]?.id as string}/pdf`)
        .set(bearer(token))
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(await pdfText(pdf.body as Buffer)).toContain(credits[0]?.number as string);
    }
  });

  it('reads a statement for a period: the balance brought forward, then the period', async () => {
    const email = `period.${randomUUID().slice(0, 8)}@example.lk`;
    const rental = await insertBooking(
      t.db,
      newStallRental('E8', { status: 'confirmed', eventDate: today, customerEmail: email }),
    );
    await account(rental.id);
    const text = await statementText(email, { from: daysFromToday(1), to: daysFromToday(30) });
    expect(text).toContain('Balance brought forward');
    expect(text).toContain('LKR 30,000');
    expect(text).not.toContain('Rent of stall E8, month 1');
    const bad = await t.http
      .get('/api/bookings/admin/statements')
      .query({ email, from: daysFromToday(5), to: daysFromToday(1) })
      .set(bearer(token))
      .expect(400);
    expect(bad.body.message).toBe('The first date must not be after the last date.');
  });

  it("reads Analytics' revenue from the ledger: every rent month, a kept charge, a deleted booking's income", async () => {
    const revenue = async () =>
      (await t.http.get('/api/bookings/admin/analytics').set(bearer(token)).expect(200)).body as {
        totalRevenue: number;
        received: number;
      };
    const before = await revenue();
    // A rental three months in: three months of rent, not one.
    const rental = await insertBooking(
      t.db,
      newStallRental('F9', { status: 'confirmed', eventDate: addMonthsClamped(daysFromToday(-1), -2) }),
    );
    expect((await revenue()).totalRevenue).toBe(before.totalRevenue + 90_000);
    // A cancelled venue booking: what the park kept stays income.
    const venue = await insertBooking(
      t.db,
      newBooking({ venue: 'Open Area', status: 'pending', eventDate: freshDay(), totalAmount: 150_000 }),
    );
    await setStatus(venue.id, 'confirmed').expect(200);
    await pay(venue.id, 40_000).expect(201);
    await t.http
      .post(`/api/bookings/admin/${venue.id}/cancellation`)
      .set(bearer(token))
      .send({ reason: 'The school moved its sports day', kept: 40_000 })
      .expect(200);
    const afterCancel = await revenue();
    expect(afterCancel.totalRevenue).toBe(before.totalRevenue + 90_000 + 40_000);
    expect(afterCancel.received).toBe(before.received + 40_000);
    // Deleting the settled cancelled booking changes neither figure.
    await t.http.delete(`/api/bookings/${venue.id}`).set(bearer(token)).expect(200);
    expect(await revenue()).toMatchObject({
      totalRevenue: afterCancel.totalRevenue,
      received: afterCancel.received,
    });
    expect(rental.id).toBeTruthy();
  });

  it('finds a document written around the ledger and says which', async () => {
    const rental = await insertBooking(t.db, newStallRental('E9', { status: 'confirmed', eventDate: today }));
    await account(rental.id);
    // A payment row written by hand, with no ledger entry.
    await t.db.insert(payments).values({
      kind: 'payment',
      bookingId: rental.id,
      receiptNumber: 'RCT-2000-99999',
      amount: 5_000,
      receivedOn: today,
      method: 'cash',
      customerName: 'Hand Written',
      customerEmail: 'hand@example.lk',
      description: 'Written by hand',
      balanceAfter: 0,
      recordedByName: 'Nobody',
    });
    const check = await booksCheck();
    expect(check.agree).toBe(false);
    expect(check.differences).toEqual([{ kind: 'payment', document: 'RCT-2000-99999', expected: -5_000, inLedger: 0 }]);
    expect(check.message).toContain('payment RCT-2000-99999: the document says -5000, the ledger 0');
  });
});
