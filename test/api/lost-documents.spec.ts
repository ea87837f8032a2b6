import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { restoreBackup } from '../../server/src/backup/restore-backup';
import { takeBackup } from '../../server/src/backup/take-backup';
import { todayInPark } from '../../server/src/common/park-time';
import { rowsOf } from '../../server/src/database/database';
import { auditLog, ledgerEntries, payments } from '../../server/src/database/schema';
import { previousMonth } from '../../server/src/money/periods';
import { newAccount } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, BOOT_TIMEOUT_MS, freshDay, insertBooking, newBooking } from '../support/bookings';
import { engine } from '../support/database';
import { binary, paymentForm } from '../support/money';
import { pdfText } from '../support/pdf';

const TODAY = todayInPark();
const YEAR = Number(TODAY.slice(0, 4));
const LAST_MONTH = previousMonth(TODAY.slice(0, 7));
const number = (kind: string, sequence: number) => `${kind}-${YEAR}-${String(sequence).padStart(5, '0')}`;

/** Documents issued after the last backup and lost with it, entered again from the accounts mailbox's copies. */
describe(`lost documents entered under their own numbers (${engine})`, () => {
  let t: TestApp;
  let token: string;
  let moderator: string;
  let bookingId: string;
  const work = mkdtempSync(join(tmpdir(), 'kandy-lost-documents-'));
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    // A wedding invoiced (INV 1) and paid once (RCT 1), then a restore: 20 numbers of each series set aside.
    const booking = await insertBooking(
      t.db,
      newBooking({ venue: 'Banquet Hall', status: 'pending', eventDate: freshDay(), totalAmount: 90_000 }),
    );
    bookingId = booking.id;
    await t.http
      .patch(`/api/bookings/${booking.id}/status`)
      .set(bearer(token))
      .send({ status: 'confirmed' })
      .expect(200);
    await t.http
      .post(`/api/bookings/admin/${booking.id}/payments`)
      .set(bearer(token))
      .send(paymentForm({ amount: 20_000 }))
      .expect(201);
    const file = join(work, 'park.backup');
    await takeBackup(t.db, engine, file);
    await restoreBackup(t.db, file, { replace: true, place: 'The test database', numbers: { gap: 20, last: [] } });
    token = await t.login();
    moderator = (await newAccount(t, token, { role: 'moderator' })).token;
  }, BOOT_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
    rmSync(work, { recursive: true, force: true });
  });

  const enter = (body: Record<string, unknown>, as = token) =>
    t.http.post('/api/bookings/admin/lost-documents').set(bearer(as)).send(body);
  const gaps = async () =>
    (await t.http.get('/api/bookings/admin/number-gaps').set(bearer(token)).expect(200)).body.gaps as Array<{
      firstNumber: string;
      entered: string[];
    }>;
  const balance = async (id: string) =>
    rowsOf<{ balance: number }>(
      await t.db.execute(
        sql`select coalesce(sum(amount), 0)::int as balance from ledger_entries where booking_id = ${id}`,
      ),
    )[0]?.balance;
  const book = async () => (await t.http.get('/api/bookings/admin/invoices').set(bearer(token)).expect(200)).body;

  it('enters a lost receipt on its booking, with its ledger entry, its record and its PDF', async () => {
    const receipt = { number: number('RCT', 2), bookingId, issuedOn: TODAY, amount: 30_000, method: 'bank transfer' };
    const refused = await enter(receipt, moderator).expect(403);
    expect(refused.body.message).toBe('Only admin accounts can do this.');

    const { body } = await enter({ ...receipt, reference: 'BOC 1182' }).expect(201);
    expect(body).toEqual({
      number: number('RCT', 2),
      kind: 'RCT',
      id: expect.any(String),
      bookingId,
      message: `Receipt ${number('RCT', 2)} of LKR 30,000 entered under its own number, in the numbers the restore set aside.`,
    });
    expect(await balance(bookingId)).toBe(90_000 - 20_000 - 30_000);
    const [entry] = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.sourceId, body.id));
    expect(entry).toMatchObject({ kind: 'payment', amount: -30_000, documentNumber: number('RCT', 2), entryOn: TODAY });
    const [record] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'document.enter-lost'));
    expect(record?.details).toEqual({
      number: number('RCT', 2),
      kind: 'receipt',
      bookingId,
      amount: 30_000,
      issuedOn: TODAY,
      customerEmail: 'nimal.perera@example.lk',
    });
    const pdf = await t.http
      .get(`/api/bookings/admin/payments/${body.id}/receipt`)
      .set(bearer(token))
      .buffer(true)
      .parse(binary)
      .expect(200);
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain(number('RCT', 2));
    expect(text).toContain('BOC 1182');
    // The gap no longer offers the number; the books still agree.
    expect((await gaps()).find((gap) => gap.firstNumber === number('RCT', 2))?.entered).toEqual([number('RCT', 2)]);
    const check = await t.http.get('/api/bookings/admin/books/check').set(bearer(token)).expect(200);
    expect(check.body.agree).toBe(true);
    // No e-mail: the customer has the document.
    const mails = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from mail_outbox where subject like ${`%${number('RCT', 2)}%`}`),
    );
    expect(mails[0]?.n).toBe(0);
  });

  it('refuses a number taken, one not given out, one of another year, and a document missing its customer', async () => {
    const before = await t.db.select({ id: payments.id }).from(payments);
    const taken = await enter({ number: number('RCT', 2), bookingId, issuedOn: TODAY, amount: 1_000, method: 'cash' });
    expect([taken.status, taken.body.code]).toEqual([409, 'NUMBER_TAKEN']);
    expect(taken.body.message).toBe(
      `${number('RCT', 2)} is already in the books: a number is entered once. Find it in the invoice book or the payments.`,
    );
    const ahead = await enter({ number: number('RCT', 99), bookingId, issuedOn: TODAY, amount: 1_000, method: 'cash' });
    expect([ahead.status, ahead.body.code]).toEqual([409, 'NUMBER_NOT_GIVEN']);
    expect(ahead.body.message).toContain(`the last receipt number of ${YEAR} is ${number('RCT', 21)}`);
    const otherYear = await enter({
      number: `RCT-${YEAR - 1}-00002`,
      bookingId,
      issuedOn: TODAY,
      amount: 1_000,
      method: 'cash',
    });
    expect([otherYear.status, otherYear.body.code]).toEqual([400, 'NUMBER_YEAR']);
    const nobody = await enter({ number: number('RCT', 3), issuedOn: TODAY, amount: 1_000, method: 'cash' });
    expect([nobody.status, nobody.body.code]).toEqual([400, 'DOCUMENT_INCOMPLETE']);
    expect(nobody.body.message).toBe(
      "Please choose the document's booking or its invoice, or give the customer's name and e-mail as on the document.",
    );
    const malformed = await enter({ number: 'RCT-2027-12', bookingId, issuedOn: TODAY, amount: 1_000 });
    expect(malformed.status).toBe(400);
    expect(await t.db.select({ id: payments.id }).from(payments)).toHaveLength(before.length);
  });

  it('enters a lost invoice of a customer, then its receipt and a credit note, as the invoice book shows them', async () => {
    const invoice = await enter({
      number: number('INV', 2),
      customerName: 'Dilani Fernando',
      customerEmail: 'dilani@example.lk',
      issuedOn: TODAY,
      amount: 40_000,
      description: 'Conference Hall, seminar, 3 June',
      depositAmount: 20_000,
      depositDueOn: TODAY,
      balanceDueOn: TODAY,
    }).expect(201);
    expect(invoice.body.bookingId).toBeNull();
    await enter({
      number: number('RCT', 3),
      invoiceNumber: number('INV', 2),
      issuedOn: TODAY,
      amount: 10_000,
      method: 'cash',
    }).expect(201);
    let row = (await book()).items.find((item: { number: string }) => item.number === number('INV', 2));
    expect(row).toMatchObject({ customerName: 'Dilani Fernando', amount: 40_000, paid: 10_000, balance: 30_000 });

    const credit = await enter({
      number: number('CRN', 1),
      invoiceNumber: number('INV', 2),
      issuedOn: TODAY,
      amount: 30_000,
      kept: 10_000,
      reason: 'The seminar was called off',
    }).expect(201);
    expect(credit.body.message).toContain(`Credit note ${number('CRN', 1)} of LKR 30,000 entered`);
    row = (await book()).items.find((item: { number: string }) => item.number === number('INV', 2));
    expect(row).toMatchObject({
      credited: 30_000,
      creditNoteNumber: number('CRN', 1),
      paid: 10_000,
      balance: 0,
      status: 'credited',
    });
    const twice = await enter({
      number: number('CRN', 2),
      invoiceNumber: number('INV', 2),
      issuedOn: TODAY,
      amount: 1_000,
      reason: 'Again',
    });
    expect([twice.status, twice.body.code]).toEqual([409, 'ALREADY_CREDITED']);
    const booked = await enter({
      number: number('INV', 3),
      bookingId,
      issuedOn: TODAY,
      amount: 90_000,
      balanceDueOn: TODAY,
    });
    expect([booked.status, booked.body.code]).toEqual([409, 'ALREADY_INVOICED']);
  });

  it('refuses a document dated in a closed month until the month is reopened', async () => {
    await t.http.post(`/api/bookings/admin/periods/${LAST_MONTH}/close`).set(bearer(token)).send({}).expect(200);
    const refund = {
      number: number('RFD', 1),
      bookingId,
      issuedOn: `${LAST_MONTH}-15`,
      amount: 5_000,
      method: 'cash',
    };
    if (yearOf(refund.issuedOn) !== YEAR) refund.number = `RFD-${yearOf(refund.issuedOn)}-00001`;
    const closed = await enter(refund);
    expect(closed.status).toBe(409);
    // A number of last year (in January) was never given out on this database: either refusal says what to do.
    if (yearOf(refund.issuedOn) === YEAR) {
      expect(closed.body.code).toBe('MONTH_CLOSED');
      expect(closed.body.message).toMatch(
        /is closed, and RFD-\d{4}-00001 is dated inside it: an admin reopens .* first/,
      );
      await t.http
        .post(`/api/bookings/admin/periods/${LAST_MONTH}/reopen`)
        .set(bearer(token))
        .send({ reason: 'Entering a lost refund note' })
        .expect(200);
      const entered = await enter(refund).expect(201);
      const [entry] = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.sourceId, entered.body.id));
      expect(entry).toMatchObject({ kind: 'refund', amount: 5_000, entryOn: `${LAST_MONTH}-15` });
    } else {
      expect(closed.body.code).toBe('NUMBER_NOT_GIVEN');
    }
  });
});

const yearOf = (date: string) => Number(date.slice(0, 4));
