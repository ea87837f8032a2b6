import { and, eq, sql } from 'drizzle-orm';
import { mailOutbox, mailQuotas } from '../../server/src/database/schema';
import { issueAccessToken } from '../../server/src/common/access-token';
import { todayInPark } from '../../server/src/common/park-time';
import { formatLongDate } from '../../server/src/mail/mail-layout';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, BOOT_TIMEOUT_MS, bookingRequest, freshDay, insertBooking, newBooking } from '../support/bookings';
import { engine } from '../support/database';
import { binary, paymentForm, refundForm } from '../support/money';
import { pdfText } from '../support/pdf';
import { type ReceivedMail, TestSmtpServer } from '../support/smtp';

const ACCOUNTS = 'accounts@kandypark.lk';
const TODAY = formatLongDate(todayInPark());

/**
 * An issued money document downloads the same every time: an invoice is drawn from what it was issued with (never
 * what has been paid since), and once a credit note closed it, it is marked CREDITED and names the note. Every
 * e-mail that carries a money document is copied, with the same PDF, to the accounts mailbox, uncapped.
 */
describe(`money documents that never change, copied to the accounts mailbox (${engine})`, () => {
  const smtp = new TestSmtpServer();
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({ SMTP_URL: smtp.url });
    token = await t.login();
  }, BOOT_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  const approve = (id: string) =>
    t.http.patch(`/api/bookings/${id}/status`).set(bearer(token)).send({ status: 'confirmed' });
  // Instalments of one amount paid the same day: each is confirmed as another payment, not the same one twice.
  const pay = (id: string, amount: number) =>
    t.http
      .post(`/api/bookings/admin/${id}/payments`)
      .set(bearer(token))
      .send(paymentForm({ amount, reference: '', confirmDuplicate: true }));
  const reverse = (paymentId: string) =>
    t.http
      .post(`/api/bookings/admin/payments/${paymentId}/reversal`)
      .set(bearer(token))
      .send({ reason: 'Recorded twice' });
  const cancel = (id: string, kept = 0) =>
    t.http
      .post(`/api/bookings/admin/${id}/cancellation`)
      .set(bearer(token))
      .send({ reason: 'The family asked to cancel', kept });
  const refund = (id: string, amount: number) =>
    t.http.post(`/api/bookings/admin/${id}/refunds`).set(bearer(token)).send(refundForm({ amount }));
  const account = async (id: string) =>
    (await t.http.get(`/api/bookings/admin/${id}/account`).set(bearer(token)).expect(200)).body;
  const staffInvoice = async (invoiceId: string) =>
    pdfText(
      (
        await t.http
          .get(`/api/bookings/admin/invoices/${invoiceId}/pdf`)
          .set(bearer(token))
          .buffer(true)
          .parse(binary)
          .expect(200)
      ).body as Buffer,
    );
  const customerInvoice = async (accessToken: string) =>
    pdfText(
      (await t.http.post('/api/my-booking/invoice').send({ token: accessToken }).buffer(true).parse(binary).expect(200))
        .body as Buffer,
    );
  const mailTo = async (email: string, subject: string): Promise<ReceivedMail> => {
    const found = (all: ReceivedMail[]) => all.find((m) => m.to.includes(email) && m.subject.startsWith(subject));
    return found(await smtp.waitFor((all) => found(all) !== undefined)) as ReceivedMail;
  };
  const attachedText = (mail: ReceivedMail, filename: string) =>
    pdfText(mail.attachments.find((a) => a.filename === filename)?.bytes as Buffer);

  /** An approved wedding of LKR 150,000 whose customer has a my-booking link. */
  async function approvedWedding(email: string, customerName = 'Dilani Fernando') {
    const access = issueAccessToken();
    const booking = await insertBooking(
      t.db,
      newBooking({
        venue: 'Open Area',
        status: 'pending',
        eventDate: freshDay(),
        totalAmount: 150_000,
        customerName,
        customerEmail: email,
        accessTokenHash: access.hash,
      }),
    );
    await approve(booking.id).expect(200);
    const invoice = (await account(booking.id)).invoice.invoice as { id: string; number: string };
    return { booking, invoice, access: access.token };
  }

  it('draws an invoice the same before and after payments, as mailed, for staff and for the customer', async () => {
    const { booking, invoice, access } = await approvedWedding('same.invoice@example.lk');
    const mailed = await attachedText(
      await mailTo('same.invoice@example.lk', 'Booking confirmed'),
      `${invoice.number}.pdf`,
    );
    const before = await staffInvoice(invoice.id);
    expect(before).toBe(mailed);
    expect(await customerInvoice(access)).toBe(before);
    for (const expected of [invoice.number, 'LKR 150,000', 'LKR 75,000', 'Deposit, due by', 'Balance, due by'])
      expect(before).toContain(expected);
    // No live figure: what is paid is told by the receipts.
    expect(before).not.toContain('Paid');

    await pay(booking.id, 75_000).expect(201);
    expect(await staffInvoice(invoice.id)).toBe(before);
    expect(await customerInvoice(access)).toBe(before);
    await pay(booking.id, 75_000).expect(201);
    expect(await staffInvoice(invoice.id)).toBe(before);
    expect(await customerInvoice(access)).toBe(before);
  });

  it('marks a cancelled invoice CREDITED with its credit note, and no longer asks for its instalments', async () => {
    const { booking, invoice, access } = await approvedWedding('credited.invoice@example.lk');
    const issued = await staffInvoice(invoice.id);
    expect(issued).not.toContain('CREDITED');
    await cancel(booking.id).expect(200);
    const note = (await account(booking.id)).invoice.creditNote as { number: string; amount: number };
    expect(note.amount).toBe(150_000);

    const staff = await staffInvoice(invoice.id);
    expect(await customerInvoice(access)).toBe(staff);
    expect(staff).toContain('CREDITED');
    expect(staff).toContain(`Credited on ${TODAY} by credit note ${note.number}: this invoice is no longer payable.`);
    for (const expected of [invoice.number, 'LKR 150,000', 'Dilani Fernando']) expect(staff).toContain(expected);
    for (const gone of ['Deposit, due by', 'Balance, due by', 'When to pay', 'How to pay', 'Paid'])
      expect(staff).not.toContain(gone);
    // Downloaded again it is the same document.
    expect(await staffInvoice(invoice.id)).toBe(staff);
  });

  it('marks an invoice credited in part with the amount and the credit note, not as no longer payable', async () => {
    const { booking, invoice, access } = await approvedWedding('partly.credited@example.lk');
    await pay(booking.id, 75_000).expect(201);
    await cancel(booking.id, 20_000).expect(200);
    const note = (await account(booking.id)).invoice.creditNote as { number: string; amount: number };
    expect(note.amount).toBe(130_000);

    const staff = await staffInvoice(invoice.id);
    expect(await customerInvoice(access)).toBe(staff);
    expect(staff).toContain('CREDITED');
    expect(staff).toContain(`Credited LKR 130,000 on ${TODAY} by credit note ${note.number}.`);
    expect(staff).toContain('Total after the credit note');
    expect(staff).toContain('LKR 20,000');
    expect(staff).not.toContain('no longer payable');
    expect(staff).not.toContain('Deposit, due by');
    expect(staff).not.toContain('Balance, due by');

    // The refund of what was not kept changes nothing on it.
    await refund(booking.id, 55_000).expect(201);
    expect(await staffInvoice(invoice.id)).toBe(staff);
  });

  it('copies every money mail, with its document, to the accounts mailbox in English', async () => {
    const email = 'copied@example.lk';
    const name = 'Sunil Bandara';
    /** The customer's mail and its copy: the same document attached, drawn from the same rows. */
    const expectCopied = async (subject: string, title: string, number: string) => {
      const original = await mailTo(email, subject);
      const copySubject = `Copy: ${title} ${number} — ${name}`;
      const found = (all: ReceivedMail[]) =>
        all.find((m) => m.to.includes(ACCOUNTS) && m.subject === copySubject && m.text.includes(original.subject));
      const copy = found(await smtp.waitFor((all) => found(all) !== undefined)) as ReceivedMail;
      expect(copy.text).toContain(email);
      expect(copy.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`${number}.pdf`, 'application/pdf']]);
      expect(await attachedText(copy, `${number}.pdf`)).toBe(await attachedText(original, `${number}.pdf`));
    };

    const { booking, invoice } = await approvedWedding(email, name);
    await expectCopied('Booking confirmed', 'Invoice', invoice.number);
    const first = await pay(booking.id, 75_000).expect(201);
    const receipt = first.body.payment.receiptNumber as string;
    await expectCopied(`Receipt ${receipt}:`, 'Receipt', receipt);
    await reverse(first.body.payment.id as string).expect(201);
    await expectCopied(`Receipt ${receipt} has been reversed`, 'Receipt', receipt);
    const second = await pay(booking.id, 50_000).expect(201);
    const secondReceipt = second.body.payment.receiptNumber as string;
    await expectCopied(`Receipt ${secondReceipt}:`, 'Receipt', secondReceipt);
    await cancel(booking.id).expect(200);
    const creditNote = (await account(booking.id)).invoice.creditNote.number as string;
    await expectCopied('Booking cancelled', 'Credit note', creditNote);
    const refunded = await refund(booking.id, 50_000).expect(201);
    const refundNote = refunded.body.refund.receiptNumber as string;
    await expectCopied(`Refund ${refundNote}:`, 'Refund note', refundNote);

    // Queued with each mail, one copy each, naming the document as the customer's mail does.
    const copies = await t.db
      .select({ subject: mailOutbox.subject, attachments: mailOutbox.attachments })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, ACCOUNTS), sql`${mailOutbox.subject} like ${`% — ${name}`}`));
    expect(copies.map((c) => c.subject).sort()).toEqual(
      [
        `Copy: Credit note ${creditNote} — ${name}`,
        `Copy: Invoice ${invoice.number} — ${name}`,
        `Copy: Receipt ${receipt} — ${name}`,
        `Copy: Receipt ${receipt} — ${name}`,
        `Copy: Receipt ${secondReceipt} — ${name}`,
        `Copy: Refund note ${refundNote} — ${name}`,
      ].sort(),
    );
    for (const copy of copies) {
      expect(copy.attachments).toHaveLength(1);
      expect(copy.attachments[0]).toHaveProperty('document');
    }
  }, 120_000);
});

describe(`accounts copies and the daily mail caps (${engine})`, () => {
  const smtp = new TestSmtpServer();
  let t: TestApp;
  let token: string;
  const VISITOR = 'capped.visitor@example.lk';
  const STAFF = 'staff@kandypark.lk';
  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      // Unset: the copies go to STAFF_EMAIL, whose notices are capped too.
      ACCOUNTS_EMAIL: '',
      MAIL_ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY: '2',
      MAIL_ACKNOWLEDGEMENTS_PER_DAY: '2',
      MAIL_STAFF_NOTICES_PER_DAY: '2',
    });
    token = await t.login();
  }, BOOT_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  it('counts no copy against the visitor, the park or the staff mailbox, and drops none', async () => {
    const booking = await insertBooking(
      t.db,
      newBooking({
        venue: 'Open Area',
        status: 'pending',
        eventDate: freshDay(),
        totalAmount: 150_000,
        customerName: 'Ruwan Dias',
        customerEmail: VISITOR,
      }),
    );
    await t.http
      .patch(`/api/bookings/${booking.id}/status`)
      .set(bearer(token))
      .send({ status: 'confirmed' })
      .expect(200);
    for (let i = 0; i < 3; i++) {
      await t.http
        .post(`/api/bookings/admin/${booking.id}/payments`)
        .set(bearer(token))
        .send(paymentForm({ amount: 10_000, reference: `Part ${i + 1}` }))
        .expect(201);
    }
    // Four money mails to the visitor, four copies to the staff mailbox (the accounts mailbox by default).
    await smtp.waitFor((all) => all.filter((m) => m.to.includes(STAFF) && m.subject.startsWith('Copy: ')).length === 4);
    expect(await t.db.select().from(mailQuotas)).toEqual([]);

    // The visitor's two acknowledgements of the day, and the two staff notices, are all still there to send.
    for (let i = 0; i < 2; i++) {
      await t.http
        .post('/api/bookings')
        .send({ ...bookingRequest(), customer: { name: 'Ruwan Dias', email: VISITOR, phone: '+94 77 000 0000' } })
        .expect(201);
    }
    await smtp.waitFor(
      (all) =>
        all.filter((m) => m.to.includes(VISITOR) && !m.attachments.some((a) => a.filename.endsWith('.pdf'))).length ===
          2 && all.filter((m) => m.to.includes(STAFF) && !m.subject.startsWith('Copy: ')).length === 2,
    );
    const quotas = Object.fromEntries(
      (await t.db.select().from(mailQuotas)).map((row) => [row.scope.replace(/^ack:.*/, 'ack:visitor'), row.sent]),
    );
    expect(quotas).toEqual({ 'ack:visitor': 2, acknowledgements: 2, 'staff-notices': 2 });
  });
});
