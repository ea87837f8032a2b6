import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { addDays } from '@kandy-park/domain';
import { todayInPark } from '../../server/src/common/park-time';
import { auditLog, bookings, creditNotes, rentInvoices } from '../../server/src/database/schema';
import { addMonthsClamped } from '../../server/src/money/calendar';
import { rentDueDate } from '../../server/src/money/rent-ledger';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, BOOT_TIMEOUT_MS, daysFromToday, insertBooking, newBooking, newStallRental } from '../support/bookings';
import { engine } from '../support/database';
import { binary, paymentForm } from '../support/money';
import { pdfText } from '../support/pdf';
import { type ReceivedMail, TestSmtpServer } from '../support/smtp';

interface RentAccount {
  monthsCharged: number;
  charged: number;
  paid: number;
  balance: number;
  endedOn: string | null;
}

const LINK = /http:\/\/park\.test\/my-booking#([A-Za-z0-9_-]{43})\b/;

/** Issue 40: staff choose a rental's last day when they end it; a rental staff book gets the vendor's own link. */
describe(`ending a stall rental on a chosen last day, and the link of a rental staff book (${engine})`, () => {
  const smtp = new TestSmtpServer();
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://park.test/' });
    token = await t.login();
  }, BOOT_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  const today = todayInPark();
  const end = (id: string, body: Record<string, unknown>) =>
    t.http
      .patch(`/api/bookings/${id}/status`)
      .set(bearer(token))
      .send({ status: 'completed', ...body });
  const rentOf = async (id: string): Promise<RentAccount> =>
    (await t.http.get(`/api/bookings/admin/${id}/account`).set(bearer(token)).expect(200)).body.rent as RentAccount;
  const pay = (id: string, amount: number) =>
    t.http.post(`/api/bookings/admin/${id}/payments`).set(bearer(token)).send(paymentForm({ amount }));
  const statementText = async (email: string) =>
    pdfText(
      (
        await t.http
          .get('/api/bookings/admin/statements')
          .query({ email })
          .set(bearer(token))
          .buffer(true)
          .parse(binary)
          .expect(200)
      ).body as Buffer,
    );
  const completions = (id: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'booking.complete')));
  const statusOf = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]?.status;

  it('credits the months due after the last day of a rental ended 40 days ago, in its account and statement', async () => {
    const email = `vendor.${randomUUID().slice(0, 8)}@example.lk`;
    const start = addMonthsClamped(today, -3);
    const rental = await insertBooking(
      t.db,
      newStallRental('D7', {
        status: 'confirmed',
        eventDate: start,
        customerEmail: email,
        customerName: 'Sunil Bandara',
      }),
    );
    // Running for three months: four months invoiced by today (the fourth falls due today or just before).
    expect(await rentOf(rental.id)).toMatchObject({ monthsCharged: 4, balance: 120_000 });
    await pay(rental.id, 30_000).expect(201);

    const lastDay = daysFromToday(-40);
    const answer = await end(rental.id, { lastDay }).expect(200);
    expect(answer.body.message).toBe('Stall rental terminated.');
    expect(answer.body.booking.status).toBe('completed');
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, rental.id));
    expect(row?.rentEndedOn).toBe(addDays(lastDay, 1));

    // The months due on or before the last day stay owed; each later one gets a credit note of its own.
    const dueDates = [0, 1, 2, 3].map((month) => rentDueDate(start, month));
    const kept = dueDates.filter((due) => due <= lastDay).length;
    expect(kept).toBe(2);
    const invoices = await t.db.select().from(rentInvoices).where(eq(rentInvoices.bookingId, rental.id));
    const credits = await t.db.select().from(creditNotes).where(eq(creditNotes.bookingId, rental.id));
    const credited = invoices.filter((invoice) => invoice.periodStart > lastDay);
    expect(credited.map((invoice) => invoice.monthIndex).sort()).toEqual([2, 3]);
    expect(credits.map((note) => note.rentInvoiceId).sort()).toEqual(credited.map((invoice) => invoice.id).sort());
    for (const note of credits) {
      expect(note.number).toMatch(/^CRN-\d{4}-\d{5}$/);
      expect(note.amount).toBe(30_000);
    }
    expect(await rentOf(rental.id)).toMatchObject({
      monthsCharged: 2,
      charged: 60_000,
      paid: 30_000,
      balance: 30_000,
      endedOn: addDays(lastDay, 1),
    });

    // The vendor's statement shows each credit note beside the invoice it closes.
    const statement = await statementText(email);
    for (const note of credits) expect(statement).toContain(note.number);
    for (const invoice of invoices) expect(statement).toContain(invoice.number);

    // The record keeps the last day chosen.
    const [entry] = await completions(rental.id);
    expect(entry?.details).toMatchObject({ stallId: 'D7', lastDay });

    // Looking again changes nothing: no second credit, no new invoice.
    expect(await rentOf(rental.id)).toMatchObject({ monthsCharged: 2 });
    expect(await t.db.select().from(creditNotes).where(eq(creditNotes.bookingId, rental.id))).toHaveLength(2);
  });

  it('ends on today by default: a month due today is owed, and the record says today', async () => {
    const start = addMonthsClamped(today, -1);
    const rental = await insertBooking(t.db, newStallRental('D8', { status: 'confirmed', eventDate: start }));
    await end(rental.id, {}).expect(200);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, rental.id));
    expect(row?.rentEndedOn).toBe(addDays(today, 1));
    const due = [0, 1].filter((month) => rentDueDate(start, month) <= today).length;
    expect(await rentOf(rental.id)).toMatchObject({ monthsCharged: due, endedOn: addDays(today, 1) });
    expect(await t.db.select().from(creditNotes).where(eq(creditNotes.bookingId, rental.id))).toHaveLength(0);
    expect((await completions(rental.id))[0]?.details).toMatchObject({ lastDay: today });
  });

  it('takes the start date as the last day: the first month is owed, nothing after it', async () => {
    const start = daysFromToday(-45);
    const rental = await insertBooking(t.db, newStallRental('D9', { status: 'confirmed', eventDate: start }));
    await end(rental.id, { lastDay: start }).expect(200);
    expect(await rentOf(rental.id)).toMatchObject({ monthsCharged: 1, balance: 30_000 });
  });

  it('ends a rental that has not started yet before its first day, owing nothing, and takes no last day for it', async () => {
    const rental = await insertBooking(
      t.db,
      newStallRental('D10', { status: 'confirmed', eventDate: daysFromToday(5) }),
    );
    const refused = await end(rental.id, { lastDay: today }).expect(400);
    expect(refused.body.code).toBe('DATE_TOO_EARLY');
    expect(refused.body.message).toContain('after today: it ends before its first day, so leave out the last day');
    await end(rental.id, {}).expect(200);
    expect(await rentOf(rental.id)).toMatchObject({ monthsCharged: 0, balance: 0 });
    expect((await completions(rental.id))[0]?.details).not.toHaveProperty('lastDay');
  });

  it('refuses a last day outside the rental, or with any other change, and changes nothing', async () => {
    const start = daysFromToday(-20);
    const rental = await insertBooking(t.db, newStallRental('D11', { status: 'confirmed', eventDate: start }));
    const later = await end(rental.id, { lastDay: daysFromToday(1) }).expect(400);
    expect(later.body).toMatchObject({
      code: 'FUTURE_DATE',
      message: 'The last day of the rental cannot be later than today.',
    });
    const earlier = await end(rental.id, { lastDay: addDays(start, -1) }).expect(400);
    expect(earlier.body.code).toBe('DATE_TOO_EARLY');
    expect(earlier.body.message).toMatch(/^The last day of the rental must be on or after .+, the day it started\.$/);
    for (const lastDay of ['2027-02-30', '10/03/2027', 20270310, '']) {
      const bad = await end(rental.id, { lastDay }).expect(400);
      expect(bad.body.message).toContain('The last day: Please give the date as yyyy-mm-dd');
    }
    expect(await statusOf(rental.id)).toBe('confirmed');

    // Only for ending a stall rental: not with another status, not for a venue booking.
    const pending = await insertBooking(
      t.db,
      newStallRental('D12', { status: 'pending', eventDate: daysFromToday(3) }),
    );
    const approving = await t.http
      .patch(`/api/bookings/${pending.id}/status`)
      .set(bearer(token))
      .send({ status: 'confirmed', lastDay: today })
      .expect(400);
    expect(approving.body).toMatchObject({
      code: 'LAST_DAY_NOT_EXPECTED',
      message: 'A last day can only be given when ending (terminating) a stall rental, with status completed.',
    });
    expect(await statusOf(pending.id)).toBe('pending');
    const event = await insertBooking(t.db, newBooking({ eventDate: daysFromToday(-2), status: 'confirmed' }));
    expect((await end(event.id, { lastDay: daysFromToday(-2) }).expect(400)).body.code).toBe('LAST_DAY_NOT_EXPECTED');
    expect(await statusOf(event.id)).toBe('confirmed');
    // A venue booking is still completed as before, without a last day.
    expect((await end(event.id, {}).expect(200)).body.message).toBe('Booking marked as completed.');
    expect((await completions(event.id))[0]?.details).not.toHaveProperty('lastDay');
  });

  it("gives a rental staff book the vendor's My booking link in the confirmation, which shows it and its rent", async () => {
    const email = `booked.${randomUUID().slice(0, 8)}@example.lk`;
    const booked = await t.http
      .post('/api/bookings/admin/vendor-stalls/book')
      .set(bearer(token))
      .send({
        stallInfo: { stallId: 'F4', block: 'F', stallNumber: 4, blockName: 'Block F' },
        customer: { name: 'Chamari Wijesinghe', email, phone: '0771234567' },
      })
      .expect(201);
    const id = booked.body._id as string;
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row?.accessTokenHash).toMatch(/^[0-9a-f]{64}$/);

    const isConfirmation = (m: ReceivedMail) => m.to.includes(email) && m.subject.startsWith('Stall rental confirmed');
    const mail = (await smtp.waitFor((all) => all.some(isConfirmation))).find(isConfirmation);
    const link = LINK.exec(mail?.text ?? '')?.[1];
    expect(link).toBeDefined();
    expect(mail?.text).toContain('This link is yours alone');
    expect(mail?.html).toContain(`my-booking#${link as string}`);
    expect(JSON.stringify(row)).not.toContain(link as string);
    // Only the vendor's mail carries it.
    expect(smtp.received.filter((m) => !m.to.includes(email)).some((m) => m.text.includes(link as string))).toBe(false);

    const lookup = () => t.http.post('/api/my-booking/lookup').send({ token: link });
    const page = await lookup().expect(200);
    expect(page.body).toMatchObject({
      _id: id,
      status: 'confirmed',
      venue: 'Vendor Stalls',
      eventDate: today,
      totalAmount: 30_000,
      stallInfo: { stallId: 'F4' },
      customerName: 'Chamari Wijesinghe',
      money: { paid: 0, balance: 30_000, receipts: [] },
    });
    await pay(id, 30_000).expect(201);
    const paid = await lookup().expect(200);
    expect(paid.body.money).toMatchObject({ paid: 30_000, balance: 0 });
    expect(paid.body.money.receipts).toHaveLength(1);
  });
});
