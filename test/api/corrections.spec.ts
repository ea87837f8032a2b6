import { and, eq, like } from 'drizzle-orm';
import { creditApplications, creditNotes, ledgerEntries, mailOutbox, payments } from '../../server/src/database/schema';
import { todayInPark } from '../../server/src/common/park-time';
import { formatLongDate } from '../../server/src/mail/mail-layout';
import { RemindersService } from '../../server/src/money/reminders.service';
import { previousMonth } from '../../server/src/money/periods';
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

const TODAY = todayInPark();
const YEAR = TODAY.slice(0, 4);
const LAST_MONTH = previousMonth(TODAY.slice(0, 7));
const form = (overrides: Record<string, unknown> = {}) => paymentForm({ amount: 50_000, reference: '', ...overrides });

describe(`corrections an accountant needs (${engine})`, () => {
  let t: TestApp;
  let token: string;
  let moderator: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    moderator = (await newAccount(t, token, { role: 'moderator' })).token;
  }, BOOT_TIMEOUT_MS);
  afterAll(() => t?.close());

  const approve = (id: string) =>
    t.http.patch(`/api/bookings/${id}/status`).set(bearer(token)).send({ status: 'confirmed' }).expect(200);
  const pay = (id: string, body: Record<string, unknown>, as = token) =>
    t.http.post(`/api/bookings/admin/${id}/payments`).set(bearer(as)).send(body);
  const credit = (invoiceId: string, body: Record<string, unknown>, as = token) =>
    t.http.post(`/api/bookings/admin/invoices/${invoiceId}/credit-notes`).set(bearer(as)).send(body);
  const apply = (fromId: string, body: Record<string, unknown>, as = token) =>
    t.http.post(`/api/bookings/admin/${fromId}/credit-applications`).set(bearer(as)).send(body);
  const reverse = (paymentId: string, body: Record<string, unknown>, as = token) =>
    t.http.post(`/api/bookings/admin/payments/${paymentId}/reversal`).set(bearer(as)).send(body);
  const account = async (id: string) =>
    (await t.http.get(`/api/bookings/admin/${id}/account`).set(bearer(token)).expect(200)).body;
  const pdf = async (path: string) =>
    pdfText((await t.http.get(path).set(bearer(token)).buffer(true).parse(binary).expect(200)).body as Buffer);
  const invoicePdf = (invoiceId: string) => pdf(`/api/bookings/admin/invoices/${invoiceId}/pdf`);
  const booksAgree = async () =>
    (await t.http.get('/api/bookings/admin/books/check').set(bearer(token)).expect(200)).body;
  const mailsTo = (address: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));

  /** An approved wedding of LKR 150,000 (deposit 75,000), made 60 days ago, with `paid` received. */
  async function approvedWedding(email: string, paid = 0, extra: Record<string, unknown> = {}) {
    const booking = await insertBooking(
      t.db,
      newBooking({
        venue: 'Open Area',
        status: 'pending',
        eventDate: freshDay(),
        totalAmount: 150_000,
        customerName: 'Dilani Fernando',
        customerEmail: email,
        createdAt: new Date(Date.now() - 60 * 24 * 3600 * 1000),
        ...extra,
      }),
    );
    await approve(booking.id);
    if (paid > 0) await pay(booking.id, form({ amount: paid })).expect(201);
    const view = await account(booking.id);
    return {
      booking,
      invoiceId: view.invoice.invoice.id as string,
      invoiceNumber: view.invoice.invoice.number as string,
    };
  }

  it('lets any staff member credit part of an invoice with a reason, never more than is uncredited', async () => {
    const { booking, invoiceId, invoiceNumber } = await approvedWedding('discount@example.lk', 50_000);
    // Bad input: a clear 400, nothing written.
    for (const [body, text] of [
      [{ kind: 'discount', amount: 10_000 }, 'reason'],
      [{ kind: 'discount', amount: 0, reason: 'Goodwill' }, 'whole rupees'],
      [{ kind: 'discount', amount: 10.5, reason: 'Goodwill' }, 'whole rupees'],
      [{ kind: 'discount', reason: 'Goodwill' }, 'amount'],
      [{ kind: 'refund', amount: 10_000, reason: 'Goodwill' }, 'discount or write_off'],
    ] as const) {
      const answer = await credit(invoiceId, body, moderator).expect(400);
      expect(answer.body.message).toContain(text);
    }
    const tooMuch = await credit(invoiceId, { kind: 'discount', amount: 150_001, reason: 'Goodwill' }).expect(409);
    expect(tooMuch.body).toMatchObject({ code: 'CREDIT_TOO_LARGE' });
    expect(tooMuch.body.message).toContain(`LKR 150,000 still uncredited on invoice ${invoiceNumber}`);
    expect(await t.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoiceId))).toEqual([]);

    const done = await credit(
      invoiceId,
      { kind: 'discount', amount: 20_000, reason: 'Goodwill: the sound system failed' },
      moderator,
    ).expect(201);
    const number = done.body.creditNote.number as string;
    expect(number).toMatch(new RegExp(`^CRN-${YEAR}-\\d{5}$`));
    expect(done.body.creditNote).toMatchObject({ kind: 'discount', amount: 20_000, issuedOn: TODAY });
    expect(done.body.message).toContain(`LKR 20,000 taken off invoice ${invoiceNumber}`);
    // The instalments: the credit takes off the balance's line first, so the deposit still asks for 75,000.
    expect(done.body.account.invoice).toMatchObject({
      status: 'part paid',
      credited: 20_000,
      paid: 50_000,
      balance: 80_000,
      nextDueAmount: 25_000,
      creditNote: null,
      creditNotes: [{ number, kind: 'discount', amount: 20_000, reason: 'Goodwill: the sound system failed' }],
    });
    const [entry] = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'credit'), eq(ledgerEntries.documentNumber, number)));
    expect(entry).toMatchObject({ amount: -20_000, bookingId: booking.id, entryOn: TODAY });

    // The customer's mail carries the note, and the accounts mailbox gets its copy.
    const [mail] = (await mailsTo('discount@example.lk')).filter((m) => m.subject.startsWith(`Credit note ${number}`));
    expect(mail?.subject).toBe(`Credit note ${number}: LKR 20,000 taken off your invoice`);
    expect(mail?.textBody).toContain('Reason: Goodwill: the sound system failed');
    expect(mail?.textBody).toContain('Still to pay: LKR 80,000.');
    expect(mail?.attachments).toEqual([
      {
        filename: `${number}.pdf`,
        contentType: 'application/pdf',
        document: { kind: 'credit-note', id: done.body.creditNote.id },
      },
    ]);
    const copies = (await mailsTo('accounts@kandypark.lk')).filter((m) =>
      m.subject.startsWith(`Copy: Credit note ${number}`),
    );
    expect(copies).toHaveLength(1);

    const note = await pdf(`/api/bookings/admin/credit-notes/${done.body.creditNote.id}/pdf`);
    for (const text of [
      'CREDIT NOTE',
      number,
      invoiceNumber,
      'Credited: a discount',
      'LKR 130,000',
      'Still to pay on this invoice: LKR 80,000',
    ]) {
      expect(note).toContain(text);
    }
    // Downloaded again, the invoice names the partial credit and still says how to pay.
    const invoice = await invoicePdf(invoiceId);
    expect(invoice).toContain(`Credited LKR 20,000 on ${formatLongDate(TODAY)} by credit note ${number}.`);
    expect(invoice).toContain('How to pay');
    expect(invoice).not.toContain('CREDITED');
    expect((await booksAgree()).agree).toBe(true);
  });

  it('checks two credit notes at once under the booking lock, so they cannot credit more than the invoice', async () => {
    const { invoiceId } = await approvedWedding('discount.race@example.lk');
    const answers = await Promise.all(
      [1, 2].map(() => credit(invoiceId, { kind: 'discount', amount: 80_000, reason: 'Goodwill' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.code).toBe('CREDIT_TOO_LARGE');
    const notes = await t.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoiceId));
    expect(notes.map((note) => note.amount)).toEqual([80_000]);
  });

  it('lets only admins write off all that is owed, closing the invoice: CREDITED, no payment, no reminder', async () => {
    const { booking, invoiceId, invoiceNumber } = await approvedWedding('writeoff@example.lk', 30_000);
    const refused = await credit(invoiceId, { kind: 'write_off', reason: 'The customer cannot be traced' }, moderator);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('Only admin accounts');
    const done = await credit(invoiceId, { kind: 'write_off', reason: 'The customer cannot be traced' }).expect(201);
    const number = done.body.creditNote.number as string;
    expect(done.body.creditNote).toMatchObject({ kind: 'write_off', amount: 120_000 });
    expect(done.body.account.invoice).toMatchObject({ status: 'credited', balance: 0, dueNow: 0, credited: 120_000 });
    const invoice = await invoicePdf(invoiceId);
    expect(invoice).toContain('CREDITED');
    expect(invoice).toContain(
      `Credited on ${formatLongDate(TODAY)} by credit note ${number}: this invoice is no longer payable.`,
    );
    expect(invoice).not.toContain('How to pay');
    const note = await pdf(`/api/bookings/admin/credit-notes/${done.body.creditNote.id}/pdf`);
    expect(note).toContain('Credited: written off');
    const [mail] = (await mailsTo('writeoff@example.lk')).filter((m) => m.subject.startsWith(`Credit note ${number}`));
    expect(mail?.subject).toBe(`Credit note ${number}: your invoice is written off`);

    expect((await credit(invoiceId, { kind: 'discount', amount: 1, reason: 'Again' }).expect(409)).body.code).toBe(
      'ALREADY_CREDITED',
    );
    expect((await credit(invoiceId, { kind: 'write_off', reason: 'Again' }).expect(409)).body.code).toBe(
      'ALREADY_CREDITED',
    );
    const payment = await pay(booking.id, form({ amount: 1 })).expect(409);
    expect(payment.body).toMatchObject({ code: 'NOTHING_OWED' });
    expect(payment.body.message).toContain(`Invoice ${invoiceNumber} is closed by a credit note`);
    // Reminders never chase it, before or after its dates.
    const reminders = t.app.get(RemindersService);
    await reminders.run(daysFromToday(4));
    await reminders.run(daysFromToday(14));
    expect((await mailsTo('writeoff@example.lk')).filter((m) => m.subject.startsWith('Invoice'))).toEqual([]);
    expect((await booksAgree()).agree).toBe(true);
  });

  it('credits part or all of a rent month: the rent account and that month say so', async () => {
    const rental = await insertBooking(
      t.db,
      newStallRental('B3', { status: 'confirmed', eventDate: TODAY, customerEmail: 'rent.credit@example.lk' }),
    );
    const before = await account(rental.id);
    const [month] = before.rentInvoices;
    expect(month).toMatchObject({ month: 1, amount: 30_000, credited: 0, owed: 30_000, closed: false });
    const done = await credit(
      month.id,
      { kind: 'discount', amount: 5_000, reason: 'Stall roof leaked' },
      moderator,
    ).expect(201);
    expect(done.body.account.rent).toMatchObject({ monthsCharged: 1, credited: 5_000, balance: 25_000 });
    expect(done.body.account.rentInvoices[0]).toMatchObject({ credited: 5_000, owed: 25_000 });
    await pay(rental.id, paymentForm({ amount: 10_000, reference: 'Part' })).expect(201);
    const written = await credit(month.id, { kind: 'write_off', reason: 'Hardship' }).expect(201);
    expect(written.body.creditNote).toMatchObject({ kind: 'write_off', amount: 15_000 });
    expect(written.body.account.rent).toMatchObject({ monthsCharged: 1, balance: 0 });
    expect(written.body.account.rentInvoices[0]).toMatchObject({ owed: 0, closed: true });
    const note = await pdf(`/api/bookings/admin/credit-notes/${written.body.creditNote.id}/pdf`);
    expect(note).toContain('Earlier credit notes');
    expect((await booksAgree()).agree).toBe(true);
  });

  it('keeps a payment above what is owed as customer credit, which can be refunded', async () => {
    const { booking, invoiceNumber } = await approvedWedding('overpaid@example.lk');
    const paid = await pay(booking.id, form({ amount: 160_000, reference: 'BOC 7' })).expect(201);
    expect(paid.body.message).toContain(`LKR 10,000 of it is more than was owed on invoice ${invoiceNumber}`);
    expect(paid.body.account.invoice).toMatchObject({ status: 'paid', balance: -10_000 });
    expect(paid.body.account.credit).toEqual({ available: 10_000, targets: [] });
    const receipt = await pdf(`/api/bookings/admin/payments/${paid.body.payment.id}/receipt`);
    expect(receipt).toContain('LKR 10,000 in credit');
    expect(receipt).toContain('LKR 10,000 of this payment is more than was owed: it is kept as your credit');
    const [mail] = (await mailsTo('overpaid@example.lk')).filter((m) => m.subject.startsWith('Receipt'));
    expect(mail?.textBody).toContain('it is kept as your credit');
    // Paid in full, the invoice takes no more.
    expect((await pay(booking.id, form({ amount: 1 })).expect(409)).body.code).toBe('NOTHING_OWED');

    const refund = await t.http
      .post(`/api/bookings/admin/${booking.id}/refunds`)
      .set(bearer(token))
      .send(refundForm({ amount: 10_000 }))
      .expect(201);
    expect(refund.body.account.invoice.balance).toBe(0);
    expect(refund.body.account.credit.available).toBe(0);
  });

  it('applies customer credit to another booking of the same mailbox, paying its deposit', async () => {
    const from = await approvedWedding('credit.move@example.lk');
    await pay(from.booking.id, form({ amount: 170_000, reference: 'Big transfer' })).expect(201);
    const to = await approvedWedding('Credit.Move+second@example.lk');
    const stranger = await approvedWedding('someone.else@example.lk');
    const view = await account(from.booking.id);
    expect(view.credit.available).toBe(20_000);
    expect(view.credit.targets).toEqual([
      { bookingId: to.booking.id, label: expect.stringContaining(to.invoiceNumber), owed: 150_000 },
    ]);

    const refusals: Array<[Record<string, unknown>, number, string]> = [
      [{ toBookingId: to.booking.id, amount: 20_001 }, 409, 'CREDIT_TOO_LARGE'],
      [{ toBookingId: stranger.booking.id, amount: 1_000 }, 409, 'NOT_SAME_ACCOUNT'],
      [{ toBookingId: from.booking.id, amount: 1_000 }, 400, 'INVALID_INPUT'],
      [{ toBookingId: 'not-a-uuid', amount: 1_000 }, 400, 'VALIDATION'],
      [{ toBookingId: to.booking.id, amount: 0 }, 400, 'VALIDATION'],
    ];
    for (const [body, status, code] of refusals) {
      const answer = await apply(from.booking.id, body);
      expect([answer.status, answer.body.code]).toEqual([status, code]);
    }
    // The other booking owes less than the credit: at most what it owes.
    await pay(to.booking.id, form({ amount: 140_000, reference: 'Most of it' })).expect(201);
    const tooMuch = await apply(from.booking.id, { toBookingId: to.booking.id, amount: 15_000 }).expect(409);
    expect(tooMuch.body.code).toBe('CREDIT_TOO_LARGE_FOR_TARGET');
    expect(tooMuch.body.message).toContain('LKR 10,000 owed on');
    expect(await t.db.select().from(creditApplications)).toEqual([]);

    const done = await apply(from.booking.id, { toBookingId: to.booking.id, amount: 10_000 }, moderator).expect(201);
    expect(done.body.application).toMatchObject({
      fromBookingId: from.booking.id,
      toBookingId: to.booking.id,
      amount: 10_000,
      appliedOn: TODAY,
    });
    expect(done.body.account.credit.available).toBe(10_000);
    expect(done.body.account.invoice.balance).toBe(-10_000);
    const target = await account(to.booking.id);
    // Applied credit counts as paid: the invoice is settled.
    expect(target.invoice).toMatchObject({ status: 'paid', paid: 150_000, balance: 0 });
    expect(target.applications).toHaveLength(1);
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.sourceId, done.body.application.id));
    expect(
      entries
        .map(({ kind, line, amount, bookingId }) => ({ kind, line, amount, bookingId }))
        .sort((a, b) => a.line - b.line),
    ).toEqual([
      { kind: 'applied', line: 0, amount: 10_000, bookingId: from.booking.id },
      { kind: 'applied', line: 1, amount: -10_000, bookingId: to.booking.id },
    ]);
    expect((await booksAgree()).agree).toBe(true);
  });

  it('applied credit pays a deposit: the next instalment is the balance', async () => {
    const from = await approvedWedding('deposit.credit@example.lk');
    await pay(from.booking.id, form({ amount: 230_000, reference: 'Double' })).expect(201);
    const to = await approvedWedding('deposit.credit@example.lk');
    await apply(from.booking.id, { toBookingId: to.booking.id, amount: 75_000 }).expect(201);
    const target = (await account(to.booking.id)).invoice;
    expect(target).toMatchObject({ status: 'part paid', paid: 75_000, balance: 75_000, nextDueAmount: 75_000 });
    expect(target.nextDueOn).toBe(target.invoice.balanceDueOn);
  });

  it('reverses a refund whose money came back, dated that day, once; the refund note downloads REVERSED', async () => {
    const { booking } = await approvedWedding('refund.back@example.lk', 150_000);
    await t.http
      .post(`/api/bookings/admin/${booking.id}/cancellation`)
      .set(bearer(token))
      .send({ reason: 'The family moved abroad' })
      .expect(200);
    const refunded = await t.http
      .post(`/api/bookings/admin/${booking.id}/refunds`)
      .set(bearer(token))
      .send(refundForm({ amount: 150_000, refundedOn: daysFromToday(-1) }))
      .expect(201);
    const refund = refunded.body.refund;
    expect((await reverse(refund.id, { reason: 'Returned' }, moderator)).status).toBe(403);
    expect((await reverse(refund.id, {})).status).toBe(400);
    expect((await reverse(refund.id, { reason: 'Returned', reversedOn: daysFromToday(1) }).expect(400)).body.code).toBe(
      'FUTURE_DATE',
    );
    expect(
      (await reverse(refund.id, { reason: 'Returned', reversedOn: daysFromToday(-2) }).expect(400)).body.code,
    ).toBe('DATE_TOO_EARLY');
    const done = await reverse(refund.id, {
      reason: 'The bank returned the transfer',
      reversedOn: daysFromToday(-1),
    }).expect(201);
    expect(done.body.reversal).toMatchObject({
      kind: 'reversal',
      amount: 150_000,
      reversesId: refund.id,
      receivedOn: daysFromToday(-1),
    });
    expect(done.body.message).toContain(`Refund ${refund.receiptNumber} reversed`);
    expect(done.body.account.invoice.balance).toBe(-150_000);
    expect(done.body.account.credit.available).toBe(150_000);
    const [entry] = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.sourceId, done.body.reversal.id));
    expect(entry).toMatchObject({ kind: 'reversal', amount: -150_000, documentNumber: refund.receiptNumber });
    const again = await reverse(refund.id, { reason: 'Twice' }).expect(409);
    expect(again.body).toMatchObject({
      code: 'ALREADY_REVERSED',
      message: `Refund ${refund.receiptNumber} has already been reversed.`,
    });
    const note = await pdf(`/api/bookings/admin/payments/${refund.id}/receipt`);
    expect(note).toContain('REVERSED');
    expect(note).toContain(`Returned on ${formatLongDate(daysFromToday(-1))}: this refund did not reach you`);
    // The customer is owed it again: it can be refunded once more.
    await t.http
      .post(`/api/bookings/admin/${booking.id}/refunds`)
      .set(bearer(token))
      .send(refundForm({ amount: 150_000 }))
      .expect(201);
    expect((await booksAgree()).agree).toBe(true);
  });

  it('warns before a payment with the amount, reference and day of an earlier one, unless confirmed', async () => {
    const { booking } = await approvedWedding('duplicate@example.lk');
    const first = await pay(booking.id, form({ amount: 40_000, reference: 'BOC 5512' })).expect(201);
    const receipt = first.body.payment.receiptNumber as string;
    const second = form({ amount: 40_000, reference: 'boc 5512' });
    const warned = await pay(booking.id, second).expect(409);
    expect(warned.body.code).toBe('POSSIBLE_DUPLICATE');
    expect(warned.body.message).toContain(
      `Receipt ${receipt} already records LKR 40,000 received on ${formatLongDate(TODAY)}`,
    );
    expect(warned.body.message).toContain('confirm it');
    // Another reference or another day is no warning; the same form sent twice records one payment silently.
    const again = await pay(booking.id, { ...second, confirmDuplicate: true }).expect(201);
    expect(again.body.repeated).toBe(false);
    expect((await pay(booking.id, { ...second, confirmDuplicate: true }).expect(201)).body.repeated).toBe(true);
    await pay(booking.id, form({ amount: 40_000, reference: 'BOC 5513' })).expect(201);
    const rows = await t.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(rows.filter((row) => row.kind === 'payment')).toHaveLength(3);
  });

  it('dates a payment reversal on the day asked; a day inside a closed month is dated today and says so', async () => {
    const { booking } = await approvedWedding('late.reversal@example.lk');
    const inLastMonth = `${LAST_MONTH}-15`;
    const paid = await pay(booking.id, form({ amount: 30_000, receivedOn: inLastMonth, reference: 'Old' })).expect(201);
    const yesterday = await pay(
      booking.id,
      form({ amount: 20_000, receivedOn: daysFromToday(-1), reference: 'New' }),
    ).expect(201);
    const dated = await reverse(yesterday.body.payment.id, {
      reason: 'Cheque bounced',
      reversedOn: daysFromToday(-1),
    }).expect(201);
    expect(dated.body.reversal.receivedOn).toBe(daysFromToday(-1));
    await t.http.post(`/api/bookings/admin/periods/${LAST_MONTH}/close`).set(bearer(token)).send({}).expect(200);
    const late = await reverse(paid.body.payment.id, { reason: 'Cheque bounced', reversedOn: inLastMonth }).expect(201);
    expect(late.body.reversal.receivedOn).toBe(TODAY);
    expect(late.body.reversal.note).toContain(`(reversed on ${inLastMonth}, dated ${TODAY}:`);
    expect(late.body.message).toContain('is closed, so it is dated today');
    const stored = await t.db
      .select()
      .from(payments)
      .where(like(payments.note, `%reversed on ${inLastMonth}%`));
    expect(stored).toHaveLength(1);
  });
});
