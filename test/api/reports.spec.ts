import { sql } from 'drizzle-orm';
import { todayInPark } from '../../server/src/common/park-time';
import { addMonthsClamped } from '../../server/src/money/calendar';
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
import { paymentForm, refundForm } from '../support/money';

/**
 * Issue 40: the accountant's reports, each read from the ledger. A small year is built through the API (venue
 * bookings approved, paid, one cancelled with a charge kept and refunded in part, a payment reversed, stall rentals
 * charged from past start dates, a settled booking deleted), then every figure is checked by hand and every total
 * against the ledger's own sums.
 */
describe(`the accountant's reports (${engine})`, () => {
  let t: TestApp;
  let token: string;
  const today = todayInPark();
  const year = Number(today.slice(0, 4));
  const threeDaysAgo = daysFromToday(-3);
  const madeLastMonth = new Date(Date.now() - 20 * 24 * 3600 * 1000);

  const get = (path: string, query: Record<string, string | number> = {}) =>
    t.http.get(`/api/bookings/admin/reports/${path}`).query(query).set(bearer(token));
  const setStatus = (id: string, status: string) =>
    t.http.patch(`/api/bookings/${id}/status`).set(bearer(token)).send({ status }).expect(200);
  const pay = async (id: string, amount: number, extra: Record<string, unknown> = {}) =>
    (
      await t.http
        .post(`/api/bookings/admin/${id}/payments`)
        .set(bearer(token))
        .send(paymentForm({ amount, ...extra }))
        .expect(201)
    ).body as { payment: { id: string; receiptNumber: string } };
  const account = (id: string) => t.http.get(`/api/bookings/admin/${id}/account`).set(bearer(token)).expect(200);
  const one = async (query: ReturnType<typeof sql>) => {
    const result = await t.db.execute(query);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ v: unknown }>;
    return Number(rows[0]?.v ?? 0);
  };

  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();

    // A: Banquet Hall, 100,000, 60,000 paid in cash today.
    const a = await insertBooking(
      t.db,
      newBooking({
        venue: 'Banquet Hall',
        status: 'pending',
        eventDate: freshDay(),
        totalAmount: 100_000,
        customerName: 'Amara Silva',
        customerEmail: 'amara@example.lk',
        createdAt: madeLastMonth,
      }),
    );
    await setStatus(a.id, 'confirmed');
    await pay(a.id, 60_000);
    // B: Open Air Arena, 200,000: 80,000 by bank transfer three days ago, 20,000 in cash today, reversed.
    const b = await insertBooking(
      t.db,
      newBooking({
        status: 'pending',
        eventDate: freshDay(),
        totalAmount: 200_000,
        customerName: 'Bandara Events',
        customerEmail: 'Bandara+events@Example.lk',
        createdAt: madeLastMonth,
      }),
    );
    await setStatus(b.id, 'confirmed');
    await pay(b.id, 80_000, { method: 'bank transfer', receivedOn: threeDaysAgo });
    const bounced = await pay(b.id, 20_000);
    await t.http
      .post(`/api/bookings/admin/payments/${bounced.payment.id}/reversal`)
      .set(bearer(token))
      .send({ reason: 'Counted twice' })
      .expect(201);
    // C: 150,000, 100,000 paid by card, cancelled keeping 30,000 (credit 120,000), 50,000 refunded: 20,000 owed back.
    const c = await insertBooking(
      t.db,
      newBooking({
        venue: 'Banquet Hall',
        status: 'pending',
        eventDate: freshDay(),
        totalAmount: 150_000,
        customerName: 'Chandra Perera',
        customerEmail: 'chandra@example.lk',
        createdAt: madeLastMonth,
      }),
    );
    await setStatus(c.id, 'confirmed');
    await pay(c.id, 100_000, { method: 'card' });
    await t.http
      .post(`/api/bookings/admin/${c.id}/cancellation`)
      .set(bearer(token))
      .send({ reason: 'The family moved the wedding abroad', kept: 30_000 })
      .expect(200);
    await t.http
      .post(`/api/bookings/admin/${c.id}/refunds`)
      .set(bearer(token))
      .send(refundForm({ amount: 50_000 }))
      .expect(201);
    // G: 50,000 paid in full, cancelled keeping all of it (a credit of 0), then deleted from the lists: its
    // entries stay, it holds nothing.
    const g = await insertBooking(
      t.db,
      newBooking({
        status: 'pending',
        eventDate: freshDay(),
        totalAmount: 50_000,
        customerName: 'Gone Family',
        customerEmail: 'gone@example.lk',
        createdAt: madeLastMonth,
      }),
    );
    await setStatus(g.id, 'confirmed');
    await pay(g.id, 50_000);
    await t.http
      .post(`/api/bookings/admin/${g.id}/cancellation`)
      .set(bearer(token))
      .send({ reason: 'Called off; the park keeps the whole fee', kept: 50_000 })
      .expect(200);
    const del = await t.http.delete(`/api/bookings/${g.id}`).set(bearer(token));
    if (del.status !== 200) throw new Error(JSON.stringify(del.body));
    // E: a stall rental from a month and a day ago: two months charged (60,000), 90,000 paid, ended today: the
    // 30,000 paid ahead is owed back.
    const e = await insertBooking(
      t.db,
      newStallRental('D4', {
        status: 'confirmed',
        eventDate: addMonthsClamped(daysFromToday(-1), -1),
        customerName: 'Eshan Stores',
        customerEmail: 'eshan@example.lk',
        createdAt: madeLastMonth,
      }),
    );
    await account(e.id);
    await pay(e.id, 90_000);
    await setStatus(e.id, 'completed');
    // F: a stall rental from today, ended the same day: today is its last day, so its first month is owed.
    const f = await insertBooking(
      t.db,
      newStallRental('D5', {
        status: 'confirmed',
        eventDate: today,
        customerName: 'Fathima Crafts',
        customerEmail: 'fathima@example.lk',
      }),
    );
    await account(f.id);
    await setStatus(f.id, 'completed');
    Object.assign(ids, { a: a.id, b: b.id, c: c.id, e: e.id, f: f.id, g: g.id });
  }, BOOT_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  const ledgerSum = (where: ReturnType<typeof sql>) =>
    one(sql`select coalesce(sum(amount), 0)::int as v from ledger_entries where ${where}`);

  it('reads income by month on the accrual basis, the year agreeing with the ledger', async () => {
    const { body } = await get('income', { year }).expect(200);
    expect(body.year).toBe(year);
    expect(body.months).toHaveLength(12);
    const expected = {
      venueInvoices: 500_000,
      stallRent: 90_000,
      venueCredits: -120_000,
      rentCredits: 0,
      cancellationKept: 80_000,
      net: 470_000,
    };
    expect(body.total).toEqual(expected);
    expect(body.months.find((m: { month: string }) => m.month === today.slice(0, 7))).toEqual({
      month: today.slice(0, 7),
      ...expected,
    });
    expect(body.total.net).toBe(
      await ledgerSum(sql`kind in ('invoice', 'rent', 'credit') and extract(year from entry_on) = ${year}`),
    );
    expect(body.total.venueInvoices).toBe(await ledgerSum(sql`kind = 'invoice'`));
    expect((await get('income', { year: year - 1 }).expect(200)).body.total.net).toBe(0);

    const csv = await get('income/export', { year }).expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`income-${year}.csv`);
    const lines = csv.text.split('\r\n');
    expect(lines[0]).toBe(
      '"Month","Venue invoices (LKR)","Stall rent (LKR)","Credits of venue invoices (LKR)","Credits of rent (LKR)","Net income (LKR)","Cancellation charges kept (LKR)"',
    );
    expect(lines).toContain(`"${today.slice(0, 7)}",500000,90000,-120000,0,470000,80000`);
    expect(lines[13]).toBe(`"Total ${year}",500000,90000,-120000,0,470000,80000`);
  });

  it('reads the deposits held for events still ahead, leaving out cancelled, deleted and stall bookings', async () => {
    const { body } = await get('deposits-held').expect(200);
    expect(body.asOf).toBe(today);
    expect(body.bookings.map((b: { bookingId: string; held: number }) => [b.bookingId, b.held]).sort()).toEqual(
      [
        [ids.a, 60_000],
        [ids.b, 80_000],
      ].sort(),
    );
    expect(body.total).toBe(140_000);
    const held = await one(sql`select coalesce(-sum(l.amount), 0)::int as v from ledger_entries l
      join bookings b on b.id = l.booking_id
      where l.kind in ('payment', 'reversal', 'refund') and b.stall_id is null and b.status <> 'cancelled'
        and b.event_date > ${today}::date`);
    expect(body.total).toBe(held);
    // Three days ago only B's transfer had come in.
    const before = await get('deposits-held', { asOf: daysFromToday(-1) }).expect(200);
    expect(before.body.bookings).toMatchObject([{ bookingId: ids.b, held: 80_000, venue: 'Open Air Arena' }]);

    const csv = await get('deposits-held/export').expect(200);
    expect(csv.text.split('\r\n').at(-2)).toBe('"Total","","","","",140000,""');
  });

  it('reads the money owed back: bookings whose ledger balance is below zero, with their documents', async () => {
    const { body } = await get('owed-back').expect(200);
    expect(body.items.map((i: { bookingId: string; owedBack: number }) => [i.bookingId, i.owedBack])).toEqual([
      [ids.e, 30_000],
      [ids.c, 20_000],
    ]);
    expect(body.total).toBe(50_000);
    const negative = await one(sql`select coalesce(-sum(balance), 0)::int as v from (
      select sum(amount) as balance from ledger_entries group by booking_id) as lines where balance < 0`);
    expect(body.total).toBe(negative);
    const c = body.items[1] as { documents: Array<{ kind: string; documentNumber: string }>; account: string };
    expect(c.account).toBe('chandra@example.lk');
    expect(c.documents.map((d) => d.kind)).toEqual(['invoice', 'invoice', 'payment', 'credit', 'refund']);
    expect(c.documents.at(-1)?.documentNumber).toMatch(/^RFD-\d{4}-\d{5}$/);

    const csv = await get('owed-back/export').expect(200);
    expect(csv.text.split('\r\n')).toHaveLength(5); // header, two lines, the total, and the last CRLF
  });

  it('reads the cashier’s day-book by day and method, the period agreeing with the ledger', async () => {
    const from = daysFromToday(-5);
    const { body } = await get('day-book', { from, to: today }).expect(200);
    expect(body.days.map((d: { day: string }) => d.day)).toEqual([threeDaysAgo, today]);
    expect(body.days[0].methods).toEqual([
      { method: 'bank transfer', received: 80_000, reversed: 0, refunded: 0, net: 80_000, count: 1 },
    ]);
    const todays = body.days[1] as { methods: Array<{ method: string }>; total: unknown };
    expect(todays.methods).toEqual([
      { method: 'cash', received: 220_000, reversed: -20_000, refunded: 0, net: 200_000, count: 5 },
      { method: 'bank transfer', received: 0, reversed: 0, refunded: -50_000, net: -50_000, count: 1 },
      { method: 'card', received: 100_000, reversed: 0, refunded: 0, net: 100_000, count: 1 },
    ]);
    expect(todays.total).toEqual({ received: 320_000, reversed: -20_000, refunded: -50_000, net: 250_000, count: 7 });
    expect(body.total).toEqual({ received: 400_000, reversed: -20_000, refunded: -50_000, net: 330_000, count: 8 });
    expect(body.total.net).toBe(
      -(await ledgerSum(
        sql`kind in ('payment', 'reversal', 'refund') and entry_on between ${from}::date and ${today}::date`,
      )),
    );
    // By default, the month to today.
    expect((await get('day-book').expect(200)).body).toMatchObject({ from: `${today.slice(0, 8)}01`, to: today });

    const csv = await get('day-book/export', { from, to: today }).expect(200);
    const lines = csv.text.split('\r\n');
    expect(lines).toContain(`"${today}","Day total",320000,-20000,-50000,250000,7`);
    expect(lines.at(-2)).toBe(`"${from} to ${today}","Period total",400000,-20000,-50000,330000,8`);
  });

  it('writes the journal in the order written, debits and credits adding up to the ledger', async () => {
    const entries = await one(sql`select count(*)::int as v from ledger_entries`);
    const { body } = await get('journal').expect(200);
    expect(body.lines).toHaveLength(entries);
    const positions = body.lines.map((l: { position: number }) => l.position);
    expect(positions).toEqual([...positions].sort((x: number, y: number) => x - y));
    expect(body.debits - body.credits).toBe(await ledgerSum(sql`true`));
    const last = new Map<string, number>();
    for (const line of body.lines as Array<{ account: string; accountBalance: number }>) {
      last.set(line.account, line.accountBalance);
    }
    expect(last.get('chandra@example.lk')).toBe(-20_000);
    expect(last.get('bandara@example.lk')).toBe(200_000 - 80_000);

    const csv = await get('journal.csv', { from: threeDaysAgo, to: today }).expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.text.split('\r\n');
    expect(lines[0]).toBe(
      '"Position","Date","Kind","Document","Account","Customer","Booking","Description","Debit (LKR)","Credit (LKR)","Account balance (LKR)","VAT (LKR)","SSCL (LKR)"',
    );
    expect(lines).toHaveLength(entries + 2);
    const transfer = lines.find((line) => line.includes(`"${threeDaysAgo}","payment"`));
    expect(transfer).toMatch(/"bandara@example\.lk","Bandara Events","[0-9a-f-]{36}","[^"]*","",80000,/);
    const quiet = await get('journal.csv', { from: daysFromToday(-2), to: daysFromToday(-1) }).expect(200);
    expect(quiet.text.split('\r\n')).toHaveLength(2);
  });

  it('refuses malformed dates and a period that ends before it starts, saying why', async () => {
    for (const path of ['day-book', 'day-book/export', 'journal', 'journal.csv']) {
      const bad = await get(path, { from: '2027-02-30' }).expect(400);
      expect(bad.body.message).toContain('yyyy-mm-dd');
      const backwards = await get(path, { from: daysFromToday(1), to: daysFromToday(-1) }).expect(400);
      expect(backwards.body.message).toBe(
        `The first day (${daysFromToday(1)}) must not be after the last day (${daysFromToday(-1)}).`,
      );
    }
    expect((await get('deposits-held', { asOf: 'tomorrow' }).expect(400)).body.message).toContain('yyyy-mm-dd');
    expect((await get('income', { year: 'last' }).expect(400)).body.message).toContain('whole year');
    expect((await get('income/export', { year: 1999 }).expect(400)).body.message).toContain('whole year');
  });

  it('is for signed-in staff only', async () => {
    await t.http.get('/api/bookings/admin/reports/income').expect(401);
    await t.http.get('/api/bookings/admin/reports/journal.csv').expect(401);
  });
});
