import { eq } from 'drizzle-orm';
import { payments } from '../../server/src/database/schema';
import { formatLongDate } from '../../server/src/mail/mail-layout';
import { issueAccessToken } from '../../server/src/common/access-token';
import { todayInPark } from '../../server/src/common/park-time';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, BOOT_TIMEOUT_MS, daysFromToday, insertBooking, newStallRental } from '../support/bookings';
import { engine } from '../support/database';
import { binary, paymentForm as moneyForm } from '../support/money';
import { pdfText } from '../support/pdf';
import { TestSmtpServer } from '../support/smtp';

const paymentForm = (overrides: Record<string, unknown> = {}) =>
  moneyForm({ amount: 7_500, reference: '', ...overrides });

/** A CSV file as a spreadsheet reads it: a quoted cell is text, a bare one a number. */
function readCsv(text: string): Array<Array<string | number>> {
  const rows: Array<Array<string | number>> = [];
  let row: Array<string | number> = [];
  let at = 0;
  while (at < text.length) {
    if (text[at] === '"') {
      let cell = '';
      at += 1;
      for (;;) {
        const quote = text.indexOf('"', at);
        cell += text.slice(at, quote);
        at = quote + 1;
        if (text[at] !== '"') break;
        cell += '"';
        at += 1;
      }
      row.push(cell);
    } else {
      const end = text.slice(at).search(/,|\r\n/);
      const bare = end === -1 ? text.slice(at) : text.slice(at, at + end);
      row.push(Number(bare));
      at += bare.length;
    }
    if (text.startsWith('\r\n', at)) {
      rows.push(row);
      row = [];
      at += 2;
    } else {
      at += 1;
    }
  }
  return rows;
}

describe(`correcting the park's money (${engine})`, () => {
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

  const pay = (id: string, form: Record<string, unknown>) =>
    t.http.post(`/api/bookings/admin/${id}/payments`).set(bearer(token)).send(form);
  const reverse = (paymentId: string, reason = 'Recorded on the wrong stall') =>
    t.http.post(`/api/bookings/admin/payments/${paymentId}/reversal`).set(bearer(token)).send({ reason });

  it('writes the payments CSV with amounts as numbers, so the column sums to the cash received', async () => {
    const rental = await insertBooking(
      t.db,
      newStallRental('A5', {
        status: 'confirmed',
        eventDate: todayInPark(),
        customerName: '=HYPERLINK("http://evil.example")',
      }),
    );
    await pay(rental.id, paymentForm({ amount: 30_000, reference: '-7500' })).expect(201);
    const wrong = await pay(rental.id, paymentForm({ amount: 7_500 })).expect(201);
    await reverse(wrong.body.payment.id as string).expect(201);

    const today = todayInPark();
    const answer = await t.http
      .get(`/api/bookings/admin/payments/export?from=${today}&to=${today}`)
      .set(bearer(token))
      .expect(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="payments-${today}.csv"`);
    const csv = answer.text;
    const rows = readCsv(csv);
    const [header, ...entries] = rows;
    expect(header).toEqual([
      'Date received',
      'Receipt',
      'Kind',
      'Amount (LKR)',
      'Method',
      'Reference',
      'Customer',
      'For',
      'Reason',
      'Recorded by',
    ]);
    const amount = (header as string[]).indexOf('Amount (LKR)');
    const reversal = entries.find((row) => row[2] === 'Reversal' && row[1] === '');
    expect(reversal?.[amount]).toBe(-7_500);
    // Bare in the file, not the text "'-7500".
    expect(csv).toContain(`"Reversal",-7500,`);
    // Text typed by people stays text, with the formula guard.
    expect(csv).toContain(`"'-7500"`);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);

    const listed = await t.http
      .get(`/api/bookings/admin/payments?from=${today}&to=${today}`)
      .set(bearer(token))
      .expect(200);
    const sum = entries.reduce((total, row) => total + (row[amount] as number), 0);
    expect(sum).toBe(listed.body.total);
    expect(entries).toHaveLength(listed.body.entries.length);
    expect(entries.every((row) => typeof row[amount] === 'number')).toBe(true);

    await t.http
      .get(`/api/bookings/admin/payments/export?from=${today}&to=${daysFromToday(-1)}`)
      .set(bearer(token))
      .expect(400);
    await t.http.get('/api/bookings/admin/payments/export').expect(401);
  });

  it('marks a reversed receipt REVERSED for staff and the customer, and e-mails the customer', async () => {
    const access = issueAccessToken();
    const rental = await insertBooking(
      t.db,
      newStallRental('B7', {
        status: 'confirmed',
        eventDate: todayInPark(),
        customerName: 'Kumari Jayasinghe',
        customerEmail: 'kumari@example.lk',
        accessTokenHash: access.hash,
      }),
    );
    const paid = await pay(rental.id, paymentForm({ amount: 30_000, method: 'card' })).expect(201);
    const number = paid.body.payment.receiptNumber as string;
    const receiptMail = await smtp.waitFor((all) => all.some((m) => m.subject.startsWith(`Receipt ${number}:`)));
    const original = receiptMail.find((m) => m.subject.startsWith(`Receipt ${number}:`));
    const issued = await pdfText(original?.attachments.find((a) => a.filename === `${number}.pdf`)?.bytes as Buffer);
    expect(issued).toContain('it is your proof of payment');
    expect(issued).not.toContain('REVERSED');

    const reason = 'Card payment declined by the bank afterwards';
    await reverse(paid.body.payment.id as string, reason).expect(201);
    const notice = `Reversed on ${formatLongDate(todayInPark())}: this receipt is no longer proof of payment.`;
    const expectReversed = (text: string) => {
      // pdfjs reads a kerned date as "November 27 , 2026".
      const flat = text.replace(/\s+/g, ' ').replaceAll(' ,', ',');
      expect(flat).toContain('REVERSED');
      expect(flat).toContain(notice);
      expect(flat).toContain(number);
      expect(flat).toContain('LKR 30,000');
      expect(flat).not.toContain('it is your proof of payment');
      // The reason is written by staff for staff.
      expect(flat).not.toContain(reason);
    };

    const mails = await smtp.waitFor((all) => all.some((m) => m.subject === `Receipt ${number} has been reversed`));
    const mail = mails.find((m) => m.subject === `Receipt ${number} has been reversed`);
    expect(mail?.to).toEqual(['kumari@example.lk']);
    expect(mail?.text).toContain('Dear Kumari Jayasinghe');
    expect(mail?.text).toContain('no longer proof of payment');
    expect(mail?.text).toContain('Still to pay: LKR 30,000');
    expect(mail?.text).not.toContain(reason);
    const attached = mail?.attachments.find((a) => a.filename === `${number}.pdf`);
    expect(attached?.contentType).toBe('application/pdf');
    expectReversed(await pdfText(attached?.bytes as Buffer));

    const staffCopy = await t.http
      .get(`/api/bookings/admin/payments/${paid.body.payment.id}/receipt`)
      .set(bearer(token))
      .buffer(true)
      .parse(binary)
      .expect(200);
    expectReversed(await pdfText(staffCopy.body as Buffer));
    const customerCopy = await t.http
      .post('/api/my-booking/receipt')
      .send({ token: access.token, receiptNumber: number })
      .buffer(true)
      .parse(binary)
      .expect(200);
    expectReversed(await pdfText(customerCopy.body as Buffer));
  });

  it('sends no reversal mail when the reversal is refused', async () => {
    const rental = await insertBooking(t.db, newStallRental('B8', { status: 'confirmed', eventDate: todayInPark() }));
    const paid = await pay(rental.id, paymentForm()).expect(201);
    const number = paid.body.payment.receiptNumber as string;
    await reverse(paid.body.payment.id as string).expect(201);
    expect((await reverse(paid.body.payment.id as string).expect(409)).body.code).toBe('ALREADY_REVERSED');
    const [reversal] = await t.db.select().from(payments).where(eq(payments.reversesId, paid.body.payment.id));
    expect((await reverse(reversal?.id as string).expect(409)).body.code).toBe('NOT_REVERSIBLE');
    await smtp.waitFor((all) => all.some((m) => m.subject === `Receipt ${number} has been reversed`));
    // Let the outbox send anything else it holds, then count.
    await new Promise((done) => setTimeout(done, 1_500));
    expect(smtp.received.filter((m) => m.subject === `Receipt ${number} has been reversed`)).toHaveLength(1);
  });

  it('refuses a date received before the booking was made, or before 2000, saying the earliest date', async () => {
    const madeOn = daysFromToday(-10);
    const rental = await insertBooking(
      t.db,
      newStallRental('C9', {
        status: 'confirmed',
        eventDate: daysFromToday(-10),
        createdAt: new Date(`${madeOn}T12:00:00+05:30`),
      }),
    );
    for (const receivedOn of ['0100-01-01', '1999-12-31']) {
      const refused = await pay(rental.id, paymentForm({ receivedOn })).expect(400);
      expect(refused.body.message).toContain('from 1 January 2000 on');
    }
    const early = await pay(rental.id, paymentForm({ receivedOn: daysFromToday(-11) })).expect(400);
    expect(early.body.code).toBe('DATE_TOO_EARLY');
    expect(early.body.message).toBe(
      `The date received must be on or after ${formatLongDate(madeOn)}, the day this booking was made.`,
    );
    expect(await t.db.select().from(payments).where(eq(payments.bookingId, rental.id))).toHaveLength(0);
    const onTheDay = await pay(rental.id, paymentForm({ receivedOn: madeOn })).expect(201);
    expect(onTheDay.body.payment.receivedOn).toBe(madeOn);
  });
});
