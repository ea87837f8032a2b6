import { eq } from 'drizzle-orm';
import { addDays } from '@kandy-park/domain';
import { issueAccessToken } from '../../server/src/common/access-token';
import { todayInPark } from '../../server/src/common/park-time';
import { mailOutbox, rentInvoices } from '../../server/src/database/schema';
import { InvoicesService } from '../../server/src/money/invoices.service';
import { MoneyRepository } from '../../server/src/money/money.repository';
import { RemindersService } from '../../server/src/money/reminders.service';
import { rentDueDate } from '../../server/src/money/rent-ledger';
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
import { binary, paymentForm } from '../support/money';
import { pdfText } from '../support/pdf';
import { TestSmtpServer } from '../support/smtp';

interface AccountBody {
  account: string;
  customerName: string;
  customerEmail: string;
  bookings: Array<{ id: string; group: string; status: string; stallId: string | null }>;
  documents: Array<{
    kind: string;
    id: string;
    number: string;
    amount: number;
    bookingId: string | null;
    mark: string | null;
    markedBy: string | null;
  }>;
  balance: number;
  statement: {
    from: string | null;
    to: string;
    openingBalance: number;
    lines: Array<{ date: string; document: string; charged: number; received: number; balance: number }>;
    charged: number;
    received: number;
    closingBalance: number;
  };
  aging: { asOf: string; buckets: Array<{ key: string; invoices: number; rent: number; total: number }> };
}

/** pdf.js reads a kerned date as "March 3 , 2027": one space, no space before a comma. */
const flat = (text: string) => text.replace(/\s+/g, ' ').replaceAll(' ,', ',');

/** The aging bucket of a line due `days` days before the day it is read on. */
const bucketOf = (days: number) =>
  days <= 0 ? 'current' : days <= 30 ? '1-30' : days <= 60 ? '31-60' : days <= 90 ? '61-90' : '90+';

/**
 * Issue 40: a customer's account in the staff dashboard (one per mailbox), its statement for a period with the aging
 * at the period's end, and rent invoices as documents: their PDF for staff and the vendor, and their e-mail.
 */
describe(`customer accounts and rent invoices (${engine})`, () => {
  const smtp = new TestSmtpServer();
  let t: TestApp;
  let token: string;
  const today = todayInPark();

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({ SMTP_URL: smtp.url });
    token = await t.login();
  }, BOOT_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  const setStatus = (id: string, body: Record<string, unknown>) =>
    t.http.patch(`/api/bookings/${id}/status`).set(bearer(token)).send(body);
  const pay = (id: string, form: Record<string, unknown>) =>
    t.http.post(`/api/bookings/admin/${id}/payments`).set(bearer(token)).send(paymentForm(form)).expect(201);
  const accountOf = (email: string, query: Record<string, string> = {}) =>
    t.http
      .get(`/api/bookings/admin/accounts/${encodeURIComponent(email)}`)
      .query(query)
      .set(bearer(token));
  const pdf = async (request: ReturnType<TestApp['http']['get']>) =>
    flat(await pdfText((await request.buffer(true).parse(binary).expect(200)).body as Buffer));
  const bucket = (body: AccountBody, key: string) => body.aging.buckets.find((b) => b.key === key);

  /** Rent invoices written as the job would have written them on their due dates (a rental's past months). */
  async function invoicePastMonths(rentalId: string, months: number) {
    const repository = t.app.get(MoneyRepository);
    const rental = await repository.findBooking(rentalId);
    if (!rental) throw new Error('no rental');
    await repository.transaction(async (tx) => {
      for (let month = 0; month < months; month++) {
        const dueOn = rentDueDate(rental.eventDate, month);
        const year = Number(dueOn.slice(0, 4));
        const sequence = await repository.nextSequence('INV', year, tx);
        await repository.insertRentInvoice(
          {
            number: `INV-${year}-${String(sequence).padStart(5, '0')}`,
            bookingId: rental.id,
            monthIndex: month,
            periodStart: dueOn,
            periodEnd: rentDueDate(rental.eventDate, month + 1),
            amount: rental.totalAmount,
            customerName: rental.customerName,
            customerEmail: rental.customerEmail,
            stallId: rental.stallId as string,
            description: `Rent of stall ${rental.stallId}, month ${month + 1} from ${dueOn}`,
            language: rental.language,
            issuedOn: dueOn,
          },
          tx,
        );
      }
    });
  }

  it('reads one account per mailbox: bookings, documents, balance, and the search finds it', async () => {
    const first = await insertBooking(
      t.db,
      newBooking({
        venue: 'Banquet Hall',
        status: 'pending',
        eventDate: freshDay(),
        totalAmount: 200_000,
        customerName: 'Dilani Silva',
        customerEmail: 'Dilani.Silva+events@Example.lk',
      }),
    );
    await setStatus(first.id, { status: 'confirmed' }).expect(200);
    const paid = await pay(first.id, { amount: 50_000 });
    const second = await insertBooking(
      t.db,
      newBooking({
        status: 'pending',
        eventDate: freshDay(),
        customerName: 'Dilani Silva',
        customerEmail: 'dilani.silva@example.lk',
      }),
    );

    const found = await t.http.get('/api/bookings/admin/accounts').query({ q: 'dilani SILVA' }).set(bearer(token));
    expect(found.status).toBe(200);
    expect(found.body.items).toEqual([
      expect.objectContaining({ account: 'dilani.silva@example.lk', bookings: 2, balance: 150_000 }),
    ]);
    expect(found.body.total).toBe(1);

    const answer = await accountOf('DILANI.SILVA+other@example.lk').expect(200);
    const body = answer.body as AccountBody;
    expect(body.account).toBe('dilani.silva@example.lk');
    expect(body.customerName).toBe('Dilani Silva');
    expect(body.bookings.map((b) => [b.id, b.group])).toEqual(
      expect.arrayContaining([
        [first.id, 'approved'],
        [second.id, 'pending'],
      ]),
    );
    const invoice = body.documents.find((d) => d.kind === 'invoice');
    expect(invoice).toMatchObject({ amount: 200_000, bookingId: first.id, mark: null });
    expect(body.documents.find((d) => d.kind === 'receipt')).toMatchObject({
      number: paid.body.payment.receiptNumber,
      amount: 50_000,
    });
    expect(body.balance).toBe(150_000);
    expect(body.statement).toMatchObject({ from: null, to: today, openingBalance: 0, closingBalance: 150_000 });
    expect(body.aging.asOf).toBe(today);
    expect(body.aging.buckets.reduce((sum, b) => sum + b.invoices, 0)).toBe(150_000);

    // Staff only; bad input is refused with a sentence, an unknown mailbox is not found.
    await t.http.get('/api/bookings/admin/accounts').expect(401);
    await t.http.get(`/api/bookings/admin/accounts/${encodeURIComponent('dilani.silva@example.lk')}`).expect(401);
    const bad = await accountOf('not-an-address').expect(400);
    expect(JSON.stringify(bad.body.message)).toContain('e-mail address of the account');
    const wrongWay = await accountOf('dilani.silva@example.lk', { from: today, to: daysFromToday(-1) }).expect(400);
    expect(wrongWay.body.code).toBe('INVALID_DATE');
    expect((await accountOf('nobody@example.lk').expect(404)).body.message).toBe(
      'No bookings, invoices or payments have that e-mail address.',
    );
  });

  it('keeps the documents of a booking deleted from the lists', async () => {
    const booking = await insertBooking(
      t.db,
      newBooking({
        venue: 'Banquet Hall',
        status: 'pending',
        eventDate: freshDay(),
        totalAmount: 80_000,
        customerEmail: 'settled.family@example.lk',
      }),
    );
    await setStatus(booking.id, { status: 'confirmed' }).expect(200);
    await pay(booking.id, { amount: 80_000 });
    await setStatus(booking.id, { status: 'completed' }).expect(200);
    await t.http.delete(`/api/bookings/${booking.id}`).set(bearer(token)).expect(200);

    const body = (await accountOf('settled.family@example.lk').expect(200)).body as AccountBody;
    expect(body.bookings).toEqual([]);
    expect(body.documents.map((d) => [d.kind, d.bookingId])).toEqual(
      expect.arrayContaining([
        ['invoice', null],
        ['receipt', null],
      ]),
    );
    expect(body.balance).toBe(0);
    expect(body.statement.lines.map((line) => line.balance)).toEqual([80_000, 0]);
  });

  it('states a period with the balance brought forward, and ages each rent month as of its last day', async () => {
    const start = addDays(today, -130);
    const rental = await insertBooking(
      t.db,
      newStallRental('C4', {
        status: 'confirmed',
        eventDate: start,
        customerName: 'Ruwan Bandara',
        customerEmail: 'ruwan.vendor@example.lk',
        createdAt: new Date(`${start}T06:00:00Z`),
      }),
    );
    const due = [0, 1, 2, 3, 4].map((month) => rentDueDate(start, month)).filter((day) => day <= today);
    await invoicePastMonths(rental.id, due.length);
    // The first month paid when it fell due; the rest not.
    await pay(rental.id, { amount: 30_000, receivedOn: due[0] });

    const from = addDays(due[1] as string, -1);
    const to = addDays(due[3] as string, 5);
    const body = (await accountOf('ruwan.vendor@example.lk', { from, to }).expect(200)).body as AccountBody;
    expect(body.bookings).toEqual([expect.objectContaining({ id: rental.id, group: 'stalls', stallId: 'C4' })]);
    expect(body.documents.filter((d) => d.kind === 'rent-invoice')).toHaveLength(due.length);
    expect(body.statement).toMatchObject({ from, to, openingBalance: 0, charged: 90_000, received: 0 });
    expect(body.statement.lines.map((line) => line.date)).toEqual([due[1], due[2], due[3]]);
    expect(body.statement.closingBalance).toBe(90_000);

    // As of the period's end: months 2, 3 and 4 unpaid, each by its own age; nothing paid after counts.
    expect(body.aging.asOf).toBe(to);
    const expected: Record<string, number> = {};
    for (const day of due.slice(1, 4)) {
      const key = bucketOf(Math.round((Date.parse(to) - Date.parse(day)) / 86_400_000));
      expected[key] = (expected[key] ?? 0) + 30_000;
    }
    for (const [key, amount] of Object.entries(expected)) expect(bucket(body, key)?.rent).toBe(amount);
    expect(body.aging.buckets.reduce((sum, b) => sum + b.total, 0)).toBe(90_000);

    // The statement PDF carries the same aging table.
    const text = await pdf(
      t.http
        .get('/api/bookings/admin/statements')
        .query({ email: 'ruwan.vendor@example.lk', from, to })
        .set(bearer(token)),
    );
    expect(text).toContain('Owed, by days late');
    expect(text).toContain('Balance brought forward');
    expect(text).toContain('LKR 90,000');
  });

  it('e-mails a rent invoice when it is issued, with the accounts copy, and draws it for staff and the vendor', async () => {
    const access = issueAccessToken();
    const rental = await insertBooking(
      t.db,
      newStallRental('D6', {
        status: 'pending',
        eventDate: today,
        customerName: 'Chamari Perera',
        customerEmail: 'chamari.vendor@example.lk',
        language: 'si',
        accessTokenHash: access.hash,
      }),
    );
    await setStatus(rental.id, { status: 'confirmed' }).expect(200);
    const [rent] = await t.db.select().from(rentInvoices).where(eq(rentInvoices.bookingId, rental.id));
    const number = rent?.number as string;
    const subject = `ඉන්වොයිසිය ${number}: කුටිය D6 හි කුලිය`;
    const mails = await smtp.waitFor(
      (all) =>
        all.some((m) => m.subject === subject) && all.some((m) => m.subject.startsWith(`Copy: Rent invoice ${number}`)),
    );
    const mail = mails.find((m) => m.subject === subject);
    expect(mail?.to).toEqual(['chamari.vendor@example.lk']);
    const attached = mail?.attachments.find((a) => a.filename === `${number}.pdf`);
    expect(attached?.contentType).toBe('application/pdf');
    const copy = mails.find((m) => m.subject.startsWith(`Copy: Rent invoice ${number}`));
    expect(copy?.to).toEqual(['accounts@kandypark.lk']);
    expect(copy?.attachments.map((a) => a.filename)).toEqual([`${number}.pdf`]);

    const staff = await pdf(
      t.http.get(`/api/bookings/admin/rent-invoices/${rent?.id as string}/pdf`).set(bearer(token)),
    );
    expect(staff).toContain(number);
    expect(staff).toContain('D6');
    expect(staff).toContain('LKR 30,000');
    await t.http.get(`/api/bookings/admin/rent-invoices/${rent?.id as string}/pdf`).expect(401);
    await t.http
      .get('/api/bookings/admin/rent-invoices/00000000-0000-4000-8000-000000000000/pdf')
      .set(bearer(token))
      .expect(404);

    const page = await t.http.post('/api/my-booking/lookup').send({ token: access.token }).expect(200);
    expect(page.body.money.rentInvoices).toEqual([
      expect.objectContaining({ number, month: 1, dueOn: today, amount: 30_000, credited: false }),
    ]);
    const own = await pdf(t.http.post('/api/my-booking/rent-invoice').send({ token: access.token, number }));
    expect(own).toContain(number);
    await t.http
      .post('/api/my-booking/rent-invoice')
      .send({ token: access.token, number: 'INV-2000-99999' })
      .expect(404);
    await t.http.post('/api/my-booking/rent-invoice').send({ token: access.token, number: 'RCT-1' }).expect(400);
  });

  it('sends one mail listing the months a look invoices at once, and marks a cancelled month CREDITED', async () => {
    const start = addDays(today, -75);
    const rental = await insertBooking(
      t.db,
      newStallRental('E2', { status: 'confirmed', eventDate: start, customerEmail: 'catchup.vendor@example.lk' }),
    );
    await t.app.get(InvoicesService).allRentUpToDate(today, rental.id);
    const months = (await t.db.select().from(rentInvoices).where(eq(rentInvoices.bookingId, rental.id))).sort(
      (a, b) => a.monthIndex - b.monthIndex,
    );
    expect(months.length).toBeGreaterThanOrEqual(3);
    const subject = `${months.length} rent invoices for stall E2`;
    const mails = await smtp.waitFor((all) => all.some((m) => m.subject === subject));
    const toVendor = mails.filter((m) => m.to.includes('catchup.vendor@example.lk'));
    expect(toVendor).toHaveLength(1);
    expect(toVendor[0]?.attachments.map((a) => a.filename).sort()).toEqual(months.map((m) => `${m.number}.pdf`).sort());
    for (const month of months) expect(toVendor[0]?.text).toContain(month.number);

    // The hourly job has nothing new to invoice: no second mail.
    await t.app.get(RemindersService).run(today);
    const queued = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'catchup.vendor@example.lk'));
    expect(queued.filter((m) => m.subject.includes('rent invoice'))).toHaveLength(1);

    // Ended before the last month began: that month is credited, and its PDF says so.
    const last = months.at(-1);
    await setStatus(rental.id, { status: 'completed', lastDay: addDays(last?.periodStart as string, -1) }).expect(200);
    const body = (await accountOf('catchup.vendor@example.lk').expect(200)).body as AccountBody;
    const credited = body.documents.find((d) => d.number === last?.number);
    expect(credited?.mark).toBe('credited');
    const text = await pdf(
      t.http.get(`/api/bookings/admin/rent-invoices/${last?.id as string}/pdf`).set(bearer(token)),
    );
    expect(text).toContain('CREDITED');
    expect(text).toContain(credited?.markedBy as string);
  });
});
