import { and, desc, eq } from 'drizzle-orm';
import {
  auditLog,
  bookings,
  creditNotes,
  documentCounters,
  invoices,
  mailOutbox,
  payments,
} from '../../server/src/database/schema';
import { issueAccessToken } from '../../server/src/common/access-token';
import { todayInPark } from '../../server/src/common/park-time';
import { formatLongDate } from '../../server/src/mail/mail-layout';
import { RemindersService } from '../../server/src/money/reminders.service';
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
import { binary, paymentForm, refundForm } from '../support/money';
import { pdfText } from '../support/pdf';
import { TestSmtpServer } from '../support/smtp';

const YEAR = todayInPark().slice(0, 4);
const form = (overrides: Record<string, unknown> = {}) => paymentForm({ amount: 75_000, reference: '', ...overrides });

describe(`cancelling approved bookings, credit notes and refunds (${engine})`, () => {
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
  const cancel = (id: string, body: Record<string, unknown>, as = token) =>
    t.http.post(`/api/bookings/admin/${id}/cancellation`).set(bearer(as)).send(body);
  const pay = (id: string, body: Record<string, unknown>) =>
    t.http.post(`/api/bookings/admin/${id}/payments`).set(bearer(token)).send(body);
  const refund = (id: string, body: Record<string, unknown>, as = token) =>
    t.http.post(`/api/bookings/admin/${id}/refunds`).set(bearer(as)).send(body);
  const account = async (id: string) =>
    (await t.http.get(`/api/bookings/admin/${id}/account`).set(bearer(token)).expect(200)).body;
  const mailTo = async (email: string, subject: string) => {
    await smtp.waitFor((all) => all.some((m) => m.to.includes(email) && m.subject.startsWith(subject)));
    return smtp.received.find((m) => m.to.includes(email) && m.subject.startsWith(subject));
  };
  const counter = async (kind: 'CRN' | 'RFD') => {
    const [row] = await t.db
      .select({ last: documentCounters.last })
      .from(documentCounters)
      .where(and(eq(documentCounters.kind, kind), eq(documentCounters.year, Number(YEAR))));
    return row?.last ?? 0;
  };

  /** An approved wedding of LKR 150,000 with `paid` received. */
  async function approvedWedding(email: string, paid = 0, eventDate = freshDay()) {
    const booking = await insertBooking(
      t.db,
      newBooking({
        venue: 'Open Area',
        status: 'pending',
        eventDate,
        totalAmount: 150_000,
        customerName: 'Dilani Fernando',
        customerEmail: email,
      }),
    );
    await approve(booking.id).expect(200);
    if (paid > 0) await pay(booking.id, form({ amount: paid })).expect(201);
    return booking;
  }

  it('frees the date, closes the invoice with a numbered credit note e-mailed as a PDF, and keeps what it says', async () => {
    const booking = await approvedWedding('cancel.keep@example.lk', 75_000);
    const before = await counter('CRN');

    const answer = await cancel(booking.id, { reason: 'The family asked to cancel', kept: 20_000 }).expect(200);
    expect(answer.body.booking.status).toBe('cancelled');
    expect(answer.body.message).toContain('LKR 55,000 is to be refunded');

    const view = await account(booking.id);
    const number = `CRN-${YEAR}-${String(before + 1).padStart(5, '0')}`;
    expect(view.invoice).toMatchObject({
      status: 'credited',
      invoiced: 150_000,
      credited: 130_000,
      paid: 75_000,
      balance: -55_000,
      dueNow: 0,
      creditNote: { number, amount: 130_000, kept: 20_000, reason: 'The family asked to cancel' },
    });

    // The date is free: another request for it can be approved.
    const next = await insertBooking(
      t.db,
      newBooking({ venue: 'Open Area', status: 'pending', eventDate: booking.eventDate }),
    );
    await approve(next.id).expect(200);

    // The credit note is drawn when the mail is sent, after the cancellation committed: the queued row names it.
    const [queued] = await t.db
      .select({ attachments: mailOutbox.attachments })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'cancel.keep@example.lk'))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(queued?.attachments).toEqual([
      {
        filename: `${number}.pdf`,
        contentType: 'application/pdf',
        document: { kind: 'credit-note', id: view.invoice.creditNote.id },
      },
    ]);
    const mail = await mailTo('cancel.keep@example.lk', 'Booking cancelled');
    expect(mail?.text).toContain('Reason: The family asked to cancel');
    expect(mail?.text).toContain('keeps LKR 20,000');
    expect(mail?.text).toContain('LKR 55,000 back to you');
    const pdf = mail?.attachments.find((a) => a.filename === `${number}.pdf`);
    const text = await pdfText(pdf?.bytes as Buffer);
    for (const expected of [number, 'CREDIT NOTE', 'Dilani Fernando', 'LKR 150,000', 'LKR 130,000', 'LKR 20,000'])
      expect(text).toContain(expected);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'booking.cancel'), eq(auditLog.entityId, booking.id)));
    expect(entry?.details).toMatchObject({ creditNoteNumber: number, credited: 130_000, kept: 20_000 });

    // The booking's history shows the money of each entry: numbers and amounts.
    const history = await t.http.get(`/api/bookings/${booking.id}/history`).set(bearer(token)).expect(200);
    const money = (history.body.entries as Array<{ action: string; money: string | null }>).map((e) => [
      e.action,
      e.money,
    ]);
    expect(money).toEqual(
      expect.arrayContaining([
        ['invoice.issue', `Invoice ${view.invoice.invoice.number} · LKR 150,000`],
        ['payment.record', `Receipt ${view.entries[0].receiptNumber} · LKR 75,000 · cash`],
        ['booking.cancel', `Credit note ${number} · LKR 130,000 credited · LKR 55,000 to refund`],
      ]),
    );
    const csv = await t.http.get('/api/activity/export').set(bearer(token)).expect(200);
    expect(csv.text).toContain(
      `"Credit note ${number} · on ${view.invoice.invoice.number} · LKR 130,000 credited · LKR 20,000 kept"`,
    );

    const download = await t.http
      .get(`/api/bookings/admin/credit-notes/${view.invoice.creditNote.id}/pdf`)
      .set(bearer(token))
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(await pdfText(download.body as Buffer)).toContain(number);

    // Cancelled after approval: never reopened, and no more payments on its closed invoice.
    await t.http.patch(`/api/bookings/${booking.id}/status`).set(bearer(token)).send({ status: 'pending' }).expect(409);
    expect((await pay(booking.id, form({ amount: 1_000 })).expect(409)).body.code).toBe('NOTHING_OWED');
  });

  it('refuses a moderator, a missing reason and keeping more than was paid, changing nothing', async () => {
    const booking = await approvedWedding('cancel.refused@example.lk', 10_000);
    const before = await counter('CRN');
    expect((await cancel(booking.id, { reason: 'No' }, moderator)).status).toBe(403);
    expect((await cancel(booking.id, {})).status).toBe(400);
    const tooMuch = await cancel(booking.id, { reason: 'Double booked', kept: 10_001 }).expect(409);
    expect(tooMuch.body.code).toBe('KEPT_TOO_LARGE');
    expect(tooMuch.body.message).toContain('at most LKR 10,000');
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.status).toBe('confirmed');
    expect(await t.db.select().from(creditNotes).where(eq(creditNotes.bookingId, booking.id))).toEqual([]);
    expect(await counter('CRN')).toBe(before);

    const rental = await insertBooking(t.db, newStallRental('D7', { status: 'confirmed' }));
    expect((await cancel(rental.id, { reason: 'Wrong stall' }).expect(409)).body.code).toBe('INVALID_TRANSITION');
    const pending = await insertBooking(t.db, newBooking({ status: 'pending', eventDate: freshDay() }));
    expect((await cancel(pending.id, { reason: 'Wrong date' }).expect(409)).body.code).toBe('INVALID_TRANSITION');
  });

  it('refunds what is owed back as an entry with a numbered refund note, then lets the settled booking go', async () => {
    const booking = await approvedWedding('cancel.refund@example.lk', 75_000);
    await cancel(booking.id, { reason: 'Venue closed for repairs', kept: 20_000 }).expect(200);
    const invoiceId = (await account(booking.id)).invoice.invoice.id as string;

    // Unsettled: 55,000 is owed back, so the booking stays.
    const refused = await t.http.delete(`/api/bookings/${booking.id}`).set(bearer(token)).expect(409);
    expect(refused.body.code).toBe('MONEY_UNSETTLED');
    expect(refused.body.message).toContain('LKR 55,000');

    expect((await refund(booking.id, refundForm(), moderator)).status).toBe(403);
    expect((await refund(booking.id, refundForm({ amount: 55_001 })).expect(409)).body.code).toBe('REFUND_TOO_LARGE');
    const before = await counter('RFD');
    const sent = refundForm();
    const done = await refund(booking.id, sent).expect(201);
    const number = `RFD-${YEAR}-${String(before + 1).padStart(5, '0')}`;
    expect(done.body.refund).toMatchObject({ kind: 'refund', amount: -55_000, receiptNumber: number });
    expect(done.body.account.invoice).toMatchObject({ balance: 0, paid: 20_000 });
    // The same form again adds nothing.
    expect((await refund(booking.id, sent).expect(201)).body.repeated).toBe(true);
    expect(await counter('RFD')).toBe(before + 1);

    const mail = await mailTo('cancel.refund@example.lk', `Refund ${number}`);
    const text = await pdfText(mail?.attachments.find((a) => a.filename === `${number}.pdf`)?.bytes as Buffer);
    for (const expected of [number, 'REFUND NOTE', 'LKR 55,000', 'BOC 99120']) expect(text).toContain(expected);
    expect((await refund(booking.id, refundForm({ amount: 1 })).expect(409)).body.code).toBe('NOTHING_TO_REFUND');

    // Settled: deleted from the lists, its documents stay in the books with the customer copied on them.
    await t.http.delete(`/api/bookings/${booking.id}`).set(bearer(token)).expect(200);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice).toMatchObject({ bookingId: null, customerName: 'Dilani Fernando' });
    const [note] = await t.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoiceId));
    expect(note).toMatchObject({ bookingId: null, amount: 130_000 });
    const entries = await t.db.select().from(payments).where(eq(payments.invoiceId, invoiceId));
    expect(entries.map((e) => e.amount).sort((a, b) => a - b)).toEqual([-55_000, 75_000]);
    const list = await t.http.get('/api/bookings/admin/payments').set(bearer(token)).expect(200);
    expect(list.body.entries.some((e: { receiptNumber: string }) => e.receiptNumber === number)).toBe(true);
  });

  it('refuses to delete a completed event whose invoice is unpaid, for admins and moderators alike', async () => {
    const booking = await insertBooking(
      t.db,
      newBooking({ venue: 'Banquet Hall', status: 'pending', eventDate: freshDay(), totalAmount: 90_000 }),
    );
    await approve(booking.id).expect(200);
    await t.db
      .update(bookings)
      .set({ eventDate: daysFromToday(-3) })
      .where(eq(bookings.id, booking.id));
    await t.http
      .patch(`/api/bookings/${booking.id}/status`)
      .set(bearer(token))
      .send({ status: 'completed' })
      .expect(200);
    for (const who of [moderator, token]) {
      const refused = await t.http.delete(`/api/bookings/${booking.id}`).set(bearer(who)).expect(409);
      expect(refused.body.code).toBe('MONEY_UNSETTLED');
      expect(refused.body.message).toContain('LKR 90,000 is still owed on invoice INV-');
    }
    expect((await account(booking.id)).invoice.balance).toBe(90_000);
  });

  it('refuses to delete an ended stall rental with rent unpaid, which stays on the rent-due list', async () => {
    const rental = await insertBooking(
      t.db,
      newStallRental('E5', { status: 'confirmed', eventDate: daysFromToday(-20) }),
    );
    await t.http
      .patch(`/api/bookings/${rental.id}/status`)
      .set(bearer(token))
      .send({ status: 'completed' })
      .expect(200);
    const refused = await t.http.delete(`/api/bookings/${rental.id}`).set(bearer(token)).expect(409);
    expect(refused.body.code).toBe('MONEY_UNSETTLED');
    expect(refused.body.message).toContain('LKR 30,000 of rent is still owed');
    const due = await t.http.get('/api/bookings/admin/rent-due').set(bearer(token)).expect(200);
    expect(due.body.items.map((item: { bookingId: string }) => item.bookingId)).toContain(rental.id);
  });

  it('asks for the whole amount of an event less than 14 days away, and counts only what is due as outstanding', async () => {
    const outstanding = async () =>
      (await t.http.get('/api/bookings/admin/analytics').set(bearer(token)).expect(200)).body.outstanding as number;
    const start = await outstanding();
    const soon = await approvedWedding('soon@example.lk', 0, daysFromToday(10));
    expect((await account(soon.id)).invoice).toMatchObject({ nextDueAmount: 150_000, dueNow: 150_000 });
    expect(await outstanding()).toBe(start + 150_000);
    // An event months ahead owes nothing today: its deposit is due in 7 days.
    const later = await approvedWedding('later@example.lk', 0, daysFromToday(120));
    expect((await account(later.id)).invoice).toMatchObject({ nextDueAmount: 75_000, dueNow: 0, status: 'unpaid' });
    expect(await outstanding()).toBe(start + 150_000);
  });

  it('reminds a customer of the deposit 3 days before it is due and once when 7 days overdue; a credited invoice never', async () => {
    const wedding = await approvedWedding('deposit.due@example.lk');
    const cancelled = await approvedWedding('deposit.cancelled@example.lk');
    await cancel(cancelled.id, { reason: 'Moved to another park' }).expect(200);
    const number = (await account(wedding.id)).invoice.invoice.number as string;
    const reminders = t.app.get(RemindersService);
    // The deposit is due 7 days after the invoice: 4 days from now it is 3 days away.
    await reminders.run(daysFromToday(4));
    await reminders.run(daysFromToday(4));
    // 7 days overdue, then 8: one overdue reminder.
    await reminders.run(daysFromToday(14));
    await reminders.run(daysFromToday(15));
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'deposit.due@example.lk'));
    const subjects = mails.map((m) => m.subject).filter((subject) => subject.startsWith('Invoice'));
    expect(subjects.sort()).toEqual([
      `Invoice ${number} is overdue`,
      `Invoice ${number}: LKR 75,000 due on ${formatLongDate(daysFromToday(7))}`,
    ]);
    const overdue = mails.find((m) => m.subject === `Invoice ${number} is overdue`);
    expect(overdue?.textBody).toContain('The deposit of invoice');
    expect(overdue?.textBody).toContain('7 days overdue: LKR 75,000 is owed');
    const toCancelled = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'deposit.cancelled@example.lk'));
    expect(toCancelled.filter((m) => m.subject.startsWith('Invoice'))).toEqual([]);
  });

  it('lists every invoice with its status, searchable and filtered, the aging of overdue money, and a CSV of numbers', async () => {
    const paidPart = await approvedWedding('book.part@example.lk', 40_000);
    const credited = await approvedWedding('book.credited@example.lk', 30_000);
    await cancel(credited.id, { reason: 'Moved abroad', kept: 30_000 }).expect(200);
    const book = async (query: Record<string, string> = {}) =>
      (await t.http.get('/api/bookings/admin/invoices').query(query).set(bearer(token)).expect(200)).body;

    const everything = await book();
    const row = (bookingId: string) =>
      everything.items.find((item: { bookingId: string }) => item.bookingId === bookingId);
    expect(row(paidPart.id)).toMatchObject({ amount: 150_000, paid: 40_000, balance: 110_000, status: 'part paid' });
    expect(row(credited.id)).toMatchObject({ credited: 120_000, paid: 30_000, balance: 0, status: 'credited' });
    expect(everything.aging.map((bucket: { key: string; label: string }) => [bucket.key, bucket.label])).toEqual([
      ['current', 'Current'],
      ['1-30', '1–30 days'],
      ['31-60', '31–60 days'],
      ['61-90', '61–90 days'],
      ['90+', '90+ days'],
    ]);
    expect(everything.asOf).toBe(everything.today);
    // Each line by its own age: the part-paid wedding's deposit (35,000 left) and balance (75,000) are not due yet,
    // and the credited one (kept 30,000, paid 30,000) owes nothing; so all of this is Current, none overdue.
    const current = everything.aging[0] as { invoices: number };
    expect(current.invoices).toBeGreaterThanOrEqual(110_000);

    const owed = await book({ status: 'owed' });
    expect(owed.items.every((item: { status: string }) => item.status !== 'credited' && item.status !== 'paid')).toBe(
      true,
    );
    const found = await book({ q: 'book.credited' });
    expect(found.items.map((item: { bookingId: string }) => item.bookingId)).toEqual([credited.id]);
    expect((await t.http.get('/api/bookings/admin/invoices').query({ status: 'lost' }).set(bearer(token))).status).toBe(
      400,
    );

    const csv = await t.http.get('/api/bookings/admin/invoices/export').query({ q: 'book.part' }).set(bearer(token));
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, line] = csv.text.trim().split('\r\n');
    expect(header).toContain('"Amount (LKR)"');
    expect(line).toContain(',150000,0,"",40000,110000,');
  });

  it("draws a customer's statement of account with every document and the balance, for any case of e-mail", async () => {
    const booking = await approvedWedding('Statement.Reader@example.lk', 75_000);
    await cancel(booking.id, { reason: 'Family emergency', kept: 20_000 }).expect(200);
    const view = await account(booking.id);
    const refunded = await refund(booking.id, refundForm()).expect(201);
    const statement = await t.http
      .get('/api/bookings/admin/statements')
      .query({ email: 'statement.reader@EXAMPLE.lk' })
      .set(bearer(moderator))
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(statement.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(statement.body as Buffer);
    const receipt = view.entries[0].receiptNumber as string;
    for (const expected of [
      'STATEMENT OF ACCOUNT',
      'Dilani Fernando',
      view.invoice.invoice.number,
      receipt,
      view.invoice.creditNote.number,
      refunded.body.refund.receiptNumber,
      'cancelled after approval',
      'Balance: nothing is owed either way',
    ])
      expect(text).toContain(expected);

    const missing = await t.http
      .get('/api/bookings/admin/statements')
      .query({ email: 'nobody@example.lk' })
      .set(bearer(token))
      .expect(404);
    expect(missing.body.message).toBe('No bookings, invoices or payments have that e-mail address.');
    await t.http
      .get('/api/bookings/admin/statements')
      .query({ email: 'not-an-address' })
      .set(bearer(token))
      .expect(400);
  });

  it("shows the customer their credit note and refunds on their own page, with the PDFs for the link's holder", async () => {
    const access = issueAccessToken();
    const booking = await insertBooking(
      t.db,
      newBooking({
        venue: 'Banquet Hall',
        status: 'pending',
        eventDate: freshDay(),
        totalAmount: 150_000,
        customerName: 'Chathuri Silva',
        customerEmail: 'chathuri.page@example.lk',
        accessTokenHash: access.hash,
      }),
    );
    await approve(booking.id).expect(200);
    await pay(booking.id, form({ amount: 75_000 })).expect(201);
    await cancel(booking.id, { reason: 'Hall closed for repairs', kept: 20_000 }).expect(200);
    const refundNumber = (await refund(booking.id, refundForm()).expect(201)).body.refund.receiptNumber as string;

    const page = await t.http.post('/api/my-booking/lookup').send({ token: access.token }).expect(200);
    const creditNumber = page.body.money.creditNote.number as string;
    expect(page.body.money).toMatchObject({
      creditNote: { amount: 130_000, kept: 20_000 },
      refunds: [{ number: refundNumber, amount: 55_000, method: 'bank transfer' }],
      paid: 20_000,
      balance: 0,
    });
    const credit = await t.http
      .post('/api/my-booking/credit-note')
      .send({ token: access.token })
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(await pdfText(credit.body as Buffer)).toContain(creditNumber);
    const note = await t.http
      .post('/api/my-booking/receipt')
      .send({ token: access.token, receiptNumber: refundNumber })
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(await pdfText(note.body as Buffer)).toContain('REFUND NOTE');
    // Another booking's link finds no credit note.
    const other = issueAccessToken();
    await insertBooking(t.db, newBooking({ status: 'pending', eventDate: freshDay(), accessTokenHash: other.hash }));
    await t.http.post('/api/my-booking/credit-note').send({ token: other.token }).expect(404);
  });
});
