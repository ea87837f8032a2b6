import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  auditLog,
  documentCounters,
  invoices,
  mailOutbox,
  payments,
  rentReminders,
} from '../../server/src/database/schema';
import { formatLongDate } from '../../server/src/mail/mail-layout';
import { RemindersService } from '../../server/src/money/reminders.service';
import { addMonthsClamped } from '../../server/src/money/calendar';
import { addDays } from '@kandy-park/domain';
import { issueAccessToken } from '../../server/src/common/access-token';
import { todayInPark } from '../../server/src/common/park-time';
import { newAccount } from '../support/accounts';
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
import { isPdf, pdfText } from '../support/pdf';
import { TestSmtpServer } from '../support/smtp';

const YEAR = todayInPark().slice(0, 4);

describe(`the park's money (${engine})`, () => {
  const smtp = new TestSmtpServer();
  let t: TestApp;
  let token: string;
  let moderator: string;
  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({ SMTP_URL: smtp.url });
    token = await t.login();
    moderator = (await newAccount(t, token, { role: 'moderator' })).token;
  }, BOOT_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  const approve = (id: string) =>
    t.http.patch(`/api/bookings/${id}/status`).set(bearer(token)).send({ status: 'confirmed' });
  const pay = (id: string, form: Record<string, unknown>, as = token) =>
    t.http.post(`/api/bookings/admin/${id}/payments`).set(bearer(as)).send(form);
  const account = async (id: string) =>
    (await t.http.get(`/api/bookings/admin/${id}/account`).set(bearer(token)).expect(200)).body as {
      kind: string;
      rent?: Record<string, unknown>;
      invoice?: Record<string, unknown> & { invoice: { id: string; number: string } };
      entries: Array<Record<string, unknown>>;
    };
  const paymentRows = (bookingId: string) => t.db.select().from(payments).where(eq(payments.bookingId, bookingId));

  it('invoices an approved wedding and e-mails the invoice as a PDF with the number, names and amounts', async () => {
    const day = daysFromToday(60);
    const booking = await insertBooking(
      t.db,
      newBooking({
        venue: 'Open Area',
        status: 'pending',
        eventDate: day,
        totalAmount: 150_000,
        customerName: 'Dilani Fernando',
        customerEmail: 'dilani@example.lk',
      }),
    );
    await approve(booking.id).expect(200);
    const view = await account(booking.id);
    expect(view.kind).toBe('invoice');
    expect(view.invoice).toMatchObject({ invoiced: 150_000, paid: 0, balance: 150_000, nextDueAmount: 75_000 });
    const number = view.invoice?.invoice.number as string;
    expect(number).toMatch(new RegExp(`^INV-${YEAR}-\\d{5}$`));

    const [mail] = await smtp.waitFor((all) => all.some((m) => m.to.includes('dilani@example.lk')));
    const confirmation = smtp.received.find((m) => m.to.includes('dilani@example.lk')) ?? mail;
    expect(confirmation?.text).toContain(`Your invoice ${number} for LKR 150,000 is attached`);
    const pdf = confirmation?.attachments.find((a) => a.filename === `${number}.pdf`);
    expect(pdf?.contentType).toBe('application/pdf');
    const text = await pdfText(pdf?.bytes as Buffer);
    for (const expected of [number, 'Dilani Fernando', 'dilani@example.lk', 'Open Area', 'LKR 150,000', 'LKR 75,000'])
      expect(text).toContain(expected);
    expect(text).toContain('Kandy Cultural Park');

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'invoice.issue'), eq(auditLog.entityId, view.invoice?.invoice.id as string)));
    expect(audit?.actorUsername).toBe('parkadmin');

    const download = await t.http
      .get(`/api/bookings/admin/invoices/${view.invoice?.invoice.id}/pdf`)
      .set(bearer(token))
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(isPdf(download.body as Buffer)).toBe(true);
  });

  it('numbers invoices of concurrent approvals without gaps, a refused approval using no number', async () => {
    const [counter] = await t.db
      .select({ last: documentCounters.last })
      .from(documentCounters)
      .where(and(eq(documentCounters.kind, 'INV'), eq(documentCounters.year, Number(YEAR))));
    const before = counter?.last ?? 0;
    const clash = freshDay();
    const rows = await Promise.all([
      ...Array.from({ length: 5 }, () =>
        insertBooking(t.db, newBooking({ venue: 'Banquet Hall', status: 'pending', eventDate: freshDay() })),
      ),
      // Two requests for one day of the Open Area: only one can be approved.
      insertBooking(
        t.db,
        newBooking({ venue: 'Open Area', status: 'pending', eventDate: clash, totalAmount: 150_000 }),
      ),
      insertBooking(
        t.db,
        newBooking({ venue: 'Open Area', status: 'pending', eventDate: clash, totalAmount: 150_000 }),
      ),
    ]);
    const answers = await Promise.all(rows.map((row) => approve(row.id)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 409]);
    const issued = await t.db.select({ number: invoices.number }).from(invoices);
    const ours = issued
      .map((row) => Number(row.number.slice(-5)))
      .filter((n) => n > before)
      .sort((a, b) => a - b);
    expect(ours).toEqual([1, 2, 3, 4, 5, 6].map((n) => before + n));
  });

  it('records a month of stall rent with a numbered receipt e-mailed as a PDF, and in the audit trail', async () => {
    const rental = await insertBooking(
      t.db,
      newStallRental('B3', {
        status: 'confirmed',
        eventDate: daysFromToday(-40),
        customerName: 'Sunil Bandara',
        customerEmail: 'sunil@example.lk',
      }),
    );
    const before = await account(rental.id);
    expect(before.kind).toBe('rent');
    expect(before.rent).toMatchObject({ monthsCharged: 2, charged: 60_000, paid: 0, balance: 60_000, inArrears: true });

    const response = await pay(rental.id, paymentForm({ method: 'bank transfer', reference: 'BOC 77812' })).expect(201);
    const receipt = response.body.payment.receiptNumber as string;
    expect(receipt).toMatch(new RegExp(`^RCT-${YEAR}-\\d{5}$`));
    expect(response.body.repeated).toBe(false);
    expect(response.body.account.rent).toMatchObject({ paid: 30_000, balance: 30_000 });

    await smtp.waitFor((all) => all.some((m) => m.subject.startsWith(`Receipt ${receipt}`)));
    const mail = smtp.received.find((m) => m.subject.startsWith(`Receipt ${receipt}`));
    expect(mail?.to).toEqual(['sunil@example.lk']);
    const text = await pdfText(mail?.attachments.find((a) => a.filename === `${receipt}.pdf`)?.bytes as Buffer);
    for (const expected of [receipt, 'Sunil Bandara', 'stall B3', 'LKR 30,000', 'Bank transfer', 'BOC 77812'])
      expect(text).toContain(expected);

    const download = await t.http
      .get(`/api/bookings/admin/payments/${response.body.payment.id}/receipt`)
      .set(bearer(token))
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${receipt}.pdf"`);
    expect(await pdfText(download.body as Buffer)).toContain(receipt);

    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, response.body.payment.id));
    expect(audit).toMatchObject({ action: 'payment.record', entity: 'payment', actorUsername: 'parkadmin' });
    expect(audit?.details).toMatchObject({ receiptNumber: receipt, amount: 30_000 });
  });

  it('records one payment when the same form is sent twice at once', async () => {
    const rental = await insertBooking(t.db, newStallRental('C4', { status: 'confirmed', eventDate: todayInPark() }));
    const form = paymentForm();
    const answers = await Promise.all([pay(rental.id, form), pay(rental.id, form), pay(rental.id, form)]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.payment.id as string)).size).toBe(1);
    expect(answers.filter((a) => a.body.repeated === false)).toHaveLength(1);
    expect(await paymentRows(rental.id)).toHaveLength(1);
    // Sent again later, as a retry would be.
    const retry = await pay(rental.id, form).expect(201);
    expect(retry.body).toMatchObject({ repeated: true, payment: { id: answers[0]?.body.payment.id } });
    expect(await paymentRows(rental.id)).toHaveLength(1);
    // The same key for another booking is refused.
    const other = await insertBooking(t.db, newStallRental('C5', { status: 'confirmed', eventDate: todayInPark() }));
    expect((await pay(other.id, form).expect(409)).body.code).toBe('FORM_REUSED');
    // The same key with another amount is another form: refused, naming the payment recorded.
    const changed = await pay(rental.id, { ...form, amount: 45_000 }).expect(409);
    expect(changed.body.code).toBe('FORM_REUSED');
    expect(changed.body.message).toContain(`already sent with LKR 30,000`);
    expect(changed.body.message).toContain(`(receipt ${answers[0]?.body.payment.receiptNumber as string})`);
    expect(await paymentRows(rental.id)).toHaveLength(1);
  });

  it('lets only an admin reverse a payment, with a reason, once', async () => {
    const rental = await insertBooking(t.db, newStallRental('D2', { status: 'confirmed', eventDate: todayInPark() }));
    const paid = await pay(rental.id, paymentForm()).expect(201);
    const id = paid.body.payment.id as string;
    const reverse = (as: string, body: Record<string, unknown>) =>
      t.http.post(`/api/bookings/admin/payments/${id}/reversal`).set(bearer(as)).send(body);

    const refused = await reverse(moderator, { reason: 'Typed the wrong amount' }).expect(403);
    expect(refused.body.message).toEqual(expect.any(String));
    expect(await paymentRows(rental.id)).toHaveLength(1);
    expect((await reverse(token, {}).expect(400)).body.message).toContain('reason');

    const reversed = await reverse(token, { reason: 'Typed the wrong amount' }).expect(201);
    expect(reversed.body.reversal).toMatchObject({ kind: 'reversal', amount: -30_000, reversesId: id });
    expect(reversed.body.account.rent).toMatchObject({ paid: 0, balance: 30_000 });
    expect((await reverse(token, { reason: 'Again' }).expect(409)).body.code).toBe('ALREADY_REVERSED');
    const entries = (await account(rental.id)).entries;
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ id, reversedById: reversed.body.reversal.id, amount: 30_000 });

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.reverse'), eq(auditLog.entityId, id)));
    expect(audit?.details).toMatchObject({ reason: 'Typed the wrong amount', amount: 30_000 });
    // The database itself keeps entries as they were written.
    await expect(t.db.update(payments).set({ amount: 1 }).where(eq(payments.id, id))).rejects.toThrow();
    await expect(t.db.delete(payments).where(eq(payments.id, id))).rejects.toThrow();
  });

  it('refuses a bad or impossible payment with a reason and records nothing', async () => {
    const rental = await insertBooking(t.db, newStallRental('E1', { status: 'confirmed', eventDate: todayInPark() }));
    const pending = await insertBooking(t.db, newStallRental('E2', { status: 'pending' }));
    const wedding = await insertBooking(
      t.db,
      newBooking({ venue: 'Open Area', status: 'pending', eventDate: freshDay(), totalAmount: 150_000 }),
    );
    const cases: Array<[string, Record<string, unknown>, number, string]> = [
      [rental.id, { amount: 0 }, 400, 'whole rupees'],
      [rental.id, { amount: 1500.5 }, 400, 'whole rupees'],
      [rental.id, { amount: '30000' }, 400, 'whole rupees'],
      [rental.id, { method: 'bitcoin' }, 400, 'how it was paid'],
      [rental.id, { receivedOn: '2027-02-30' }, 400, 'yyyy-mm-dd'],
      [rental.id, { receivedOn: daysFromToday(1) }, 400, 'later than today'],
      [rental.id, { idempotencyKey: 'x' }, 400, 'form key'],
      [rental.id, { amount: 30_000 * 14 }, 409, 'more than this rental may take'],
      [pending.id, {}, 409, 'approve the request first'],
      [wedding.id, {}, 409, 'no invoice yet'],
      [randomUUID(), {}, 404, 'not found'],
    ];
    for (const [id, overrides, status, message] of cases) {
      const answer = await pay(id, paymentForm(overrides));
      expect([answer.status, answer.body.message]).toEqual([status, expect.stringContaining(message)]);
    }
    await approve(wedding.id).expect(200);
    const [{ n } = { n: -1 }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(payments)
      .where(sql`${payments.bookingId} in (${rental.id}, ${pending.id}, ${wedding.id})`);
    expect(n).toBe(0);
    // Paid in full, the invoice takes no more.
    await pay(wedding.id, paymentForm({ amount: 150_000 })).expect(201);
    expect((await pay(wedding.id, paymentForm({ amount: 1 })).expect(409)).body.code).toBe('NOTHING_OWED');
  });

  it('lists rent due and overdue with totals, and the payments for the accountant', async () => {
    const late = await insertBooking(t.db, newStallRental('F7', { status: 'confirmed', eventDate: daysFromToday(-9) }));
    const soon = await insertBooking(t.db, newStallRental('F8', { status: 'confirmed', eventDate: daysFromToday(3) }));
    const list = await t.http.get('/api/bookings/admin/rent-due?block=F').set(bearer(token)).expect(200);
    const byStall = new Map(
      (list.body.items as Array<{ stallId: string; rent: Record<string, unknown> }>).map((i) => [i.stallId, i]),
    );
    expect(byStall.get('F7')?.rent).toMatchObject({
      standing: 'overdue',
      daysOverdue: 9,
      inArrears: true,
      balance: 30_000,
    });
    expect(byStall.get('F8')?.rent).toMatchObject({ standing: 'due', balance: 0, nextDueDate: daysFromToday(3) });
    expect(list.body.totalOwed).toBe(30_000);
    expect(list.body.totalInArrears).toBe(30_000);
    const arrears = await t.http
      .get('/api/bookings/admin/rent-due?show=arrears&block=F')
      .set(bearer(token))
      .expect(200);
    expect(arrears.body.items.map((i: { bookingId: string }) => i.bookingId)).toEqual([late.id]);
    expect(soon.id).toBeDefined();
    expect(
      (await t.http.get('/api/bookings/admin/rent-due?show=late').set(bearer(token)).expect(400)).body.message,
    ).toContain('show must be one of');

    const today = todayInPark();
    const listed = await t.http
      .get(`/api/bookings/admin/payments?from=${today}&to=${today}`)
      .set(bearer(token))
      .expect(200);
    const all = await t.db.select({ amount: payments.amount }).from(payments);
    expect(listed.body.total).toBe(all.reduce((sum, row) => sum + row.amount, 0));
    expect(listed.body.entries.length).toBe(all.length);
    await t.http
      .get(`/api/bookings/admin/payments?from=${today}&to=${daysFromToday(-1)}`)
      .set(bearer(token))
      .expect(400);
  });

  it('stops charging rent when a rental is ended, owing the month already begun', async () => {
    const rental = await insertBooking(
      t.db,
      newStallRental('A9', { status: 'confirmed', eventDate: daysFromToday(-5) }),
    );
    await t.http
      .patch(`/api/bookings/${rental.id}/status`)
      .set(bearer(token))
      .send({ status: 'completed' })
      .expect(200);
    const view = await account(rental.id);
    // Its last day is today (the default): rent stops from tomorrow.
    expect(view.rent).toMatchObject({ monthsCharged: 1, balance: 30_000, endedOn: daysFromToday(1) });
    const tooMuch = await pay(rental.id, paymentForm({ amount: 60_000 })).expect(409);
    expect(tooMuch.body.message).toContain('ended rental');
    await pay(rental.id, paymentForm()).expect(201);
    expect((await account(rental.id)).rent).toMatchObject({ balance: 0, nextDueDate: null, standing: 'paid' });
  });
  it('shows Received beside Total revenue, cash by month, what is outstanding and arrears by block', async () => {
    const analytics = (await t.http.get('/api/bookings/admin/analytics').set(bearer(token)).expect(200)).body;
    const entries = await t.db.select().from(payments);
    const month = todayInPark().slice(0, 7);
    expect(analytics.received).toBe(entries.reduce((sum, e) => sum + e.amount, 0));
    expect(analytics.byMonth.find((m: { month: string }) => m.month === month)?.received).toBe(
      entries.filter((e) => e.receivedOn.startsWith(month)).reduce((sum, e) => sum + e.amount, 0),
    );
    // Total revenue is the books' income: every invoice and rent invoice, less credit notes, whatever was paid.
    expect(analytics.totalRevenue).toBeGreaterThan(analytics.received);
    expect(analytics.bookedValue).toBeGreaterThan(0);
    // Outstanding counts what is owed today: the instalments whose date has come, less what was paid.
    const issued = await t.db.select().from(invoices);
    const today = todayInPark();
    const invoicesOwed = issued.reduce((sum, invoice) => {
      const paid = entries.filter((e) => e.invoiceId === invoice.id).reduce((total, e) => total + e.amount, 0);
      const due =
        invoice.balanceDueOn <= today
          ? invoice.amount
          : invoice.depositDueOn !== null && invoice.depositDueOn <= today
            ? invoice.depositAmount
            : 0;
      return sum + Math.max(0, due - paid);
    }, 0);
    const rentOwed = (await t.http.get('/api/bookings/admin/rent-due').set(bearer(token)).expect(200)).body.totalOwed;
    expect(analytics.outstanding).toBe(invoicesOwed + rentOwed);
    const arrears = new Map(
      (analytics.arrearsByBlock as Array<{ block: string; rentals: number; owed: number }>).map((b) => [b.block, b]),
    );
    expect(arrears.get('B')).toMatchObject({ name: 'Block B', rentals: 1, owed: 30_000 });
    expect(arrears.get('F')).toMatchObject({ rentals: 1, owed: 30_000 });
    expect(arrears.get('C')).toMatchObject({ rentals: 0, owed: 0 });
  });
  it('reminds a vendor 3 days before rent is due and once when 7 days overdue, each once', async () => {
    const soon = await insertBooking(
      t.db,
      newStallRental('D7', { status: 'confirmed', eventDate: daysFromToday(3), customerEmail: 'soon@example.lk' }),
    );
    await insertBooking(
      t.db,
      newStallRental('D8', { status: 'confirmed', eventDate: daysFromToday(-7), customerEmail: 'late@example.lk' }),
    );
    const reminders = t.app.get(RemindersService);
    await reminders.run();
    await reminders.run();
    // A day later the same month is 8 days overdue: no second reminder for it.
    await reminders.run(daysFromToday(1));
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.toAddress, ['soon@example.lk', 'late@example.lk']));
    // The month due a week ago was invoiced at the first run, in a mail of its own (docs/money.md).
    expect(mails.filter((m) => m.subject.startsWith('Invoice INV-'))).toHaveLength(1);
    const reminded = mails.filter((m) => !m.subject.startsWith('Invoice INV-'));
    expect(reminded.map((m) => [m.toAddress, m.subject]).sort()).toEqual([
      ['late@example.lk', 'Rent for stall D8 is overdue'],
      ['soon@example.lk', `Rent for stall D7 is due on ${formatLongDate(daysFromToday(3))}`],
    ]);
    expect(reminded.find((m) => m.toAddress === 'late@example.lk')?.textBody).toContain('7 days overdue');
    expect(reminded.find((m) => m.toAddress === 'soon@example.lk')?.textBody).toContain('LKR 30,000');
    // Paid before its due date, the month gets no overdue reminder later either.
    await pay(soon.id, paymentForm()).expect(201);
    await reminders.run(daysFromToday(11));
    const after = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'soon@example.lk'));
    expect(after.filter((m) => m.subject.startsWith('Rent'))).toHaveLength(1);
    // Still unpaid, the late vendor's next month gets its own overdue reminder once it is 7 days overdue.
    const nextMonth = addMonthsClamped(daysFromToday(-7), 1);
    await reminders.run(addDays(nextMonth, 7));
    await reminders.run(addDays(nextMonth, 8));
    const late = (await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'late@example.lk'))).filter(
      (m) => m.subject === 'Rent for stall D8 is overdue',
    );
    expect(late).toHaveLength(2);
    expect(
      late.filter((m) => m.textBody.includes(`due on ${formatLongDate(nextMonth)} is now 7 days overdue`)),
    ).toHaveLength(1);
  });
  it("lists the invoice and receipts on the customer's own page, with their PDFs for the link's holder only", async () => {
    const access = issueAccessToken();
    const booking = await insertBooking(
      t.db,
      newBooking({
        venue: 'Open Area',
        status: 'pending',
        eventDate: freshDay(),
        totalAmount: 150_000,
        customerName: 'Chathuri Silva',
        accessTokenHash: access.hash,
      }),
    );
    const lookup = () => t.http.post('/api/my-booking/lookup').send({ token: access.token }).expect(200);
    expect((await lookup()).body.money).toEqual({
      invoice: null,
      creditNote: null,
      refunds: [],
      paid: 0,
      balance: null,
      receipts: [],
      rentInvoices: [],
    });
    await approve(booking.id).expect(200);
    const paid = await pay(booking.id, paymentForm({ amount: 75_000, method: 'card' })).expect(201);
    const money = (await lookup()).body.money;
    expect(money).toMatchObject({ paid: 75_000, balance: 75_000, invoice: { amount: 150_000, depositAmount: 75_000 } });
    expect(money.receipts).toEqual([
      {
        number: paid.body.payment.receiptNumber,
        amount: 75_000,
        receivedOn: todayInPark(),
        method: 'card',
        reversed: false,
      },
    ]);
    const invoicePdf = await t.http
      .post('/api/my-booking/invoice')
      .send({ token: access.token })
      .buffer(true)
      .parse(binary)
      .expect(200);
    const invoiceText = await pdfText(invoicePdf.body as Buffer);
    expect(invoiceText).toContain(money.invoice.number);
    expect(invoiceText).toContain('Chathuri Silva');
    const receiptPdf = await t.http
      .post('/api/my-booking/receipt')
      .send({ token: access.token, receiptNumber: paid.body.payment.receiptNumber })
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(await pdfText(receiptPdf.body as Buffer)).toContain('LKR 75,000');
    // Another booking's receipt, or another link, opens nothing.
    const [other] = await t.db
      .select()
      .from(payments)
      .where(sql`${payments.bookingId} <> ${booking.id}`)
      .limit(1);
    await t.http
      .post('/api/my-booking/receipt')
      .send({ token: access.token, receiptNumber: other?.receiptNumber ?? 'RCT-2000-00001' })
      .expect(404);
    await t.http.post('/api/my-booking/invoice').send({ token: issueAccessToken().token }).expect(404);
    await t.http.post('/api/my-booking/receipt').send({ token: access.token, receiptNumber: 'x' }).expect(400);
  });
});

describe(`rent reminders within the daily cap (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAIL_RENT_REMINDERS_PER_DAY: '1' });
  }, BOOT_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('sends no more than the cap in a day and keeps the rest for a later run', async () => {
    for (const stallId of ['E5', 'E6']) {
      await insertBooking(t.db, newStallRental(stallId, { status: 'confirmed', eventDate: daysFromToday(2) }));
    }
    const reminders = t.app.get(RemindersService);
    expect(await reminders.run()).toBe(1);
    expect(await reminders.run()).toBe(0);
    const claimed = await t.db.select().from(rentReminders);
    expect(claimed).toHaveLength(1);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(1);
  });
});
