import { asc, eq } from 'drizzle-orm';
import { todayInPark } from '../../server/src/common/park-time';
import { creditNotes, invoices, ledgerEntries, rentInvoices } from '../../server/src/database/schema';
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
import { binary, paymentForm, TAX_SETTINGS } from '../support/money';
import { pdfText } from '../support/pdf';

/**
 * Issue 40: VAT and SSCL as settings (docs/money.md, "Taxes"). With taxes on, an approved booking's invoice is a tax
 * invoice whose taxes are kept on it and on its ledger entries, rent invoices carry theirs, a credit note takes them
 * off in proportion, and the output tax is summed by month from the ledger. With taxes off, documents say none is
 * charged.
 */
const today = todayInPark();
const month = today.slice(0, 7);
const year = Number(today.slice(0, 4));

/** Helpers bound to one running app and its admin's token. */
function money(app: () => TestApp, token: () => string) {
  const t = () => app();
  const approve = (id: string) =>
    t().http.patch(`/api/bookings/${id}/status`).set(bearer(token())).send({ status: 'confirmed' }).expect(200);
  const account = async (id: string) =>
    (await t().http.get(`/api/bookings/admin/${id}/account`).set(bearer(token())).expect(200)).body;
  const pdf = async (path: string) =>
    pdfText(
      (await t().http.get(`/api/bookings/admin/${path}`).set(bearer(token())).buffer(true).parse(binary).expect(200))
        .body as Buffer,
    );
  const entriesOf = (sourceId: string) =>
    t()
      .db.select({
        kind: ledgerEntries.kind,
        amount: ledgerEntries.amount,
        vat: ledgerEntries.vat,
        sscl: ledgerEntries.sscl,
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.sourceId, sourceId))
      .orderBy(asc(ledgerEntries.line));
  /** An approved venue booking of `price`, and its invoice as the account and the database hold it. */
  async function approvedVenue(email: string, price: number) {
    const booking = await insertBooking(
      t().db,
      newBooking({
        venue: 'Banquet Hall',
        status: 'pending',
        eventDate: freshDay(),
        totalAmount: price,
        customerName: 'Sunethra Wijesinghe',
        customerEmail: email,
      }),
    );
    await approve(booking.id);
    const view = await account(booking.id);
    const [invoice] = await t().db.select().from(invoices).where(eq(invoices.bookingId, booking.id));
    return { booking, view, invoice: invoice! };
  }
  /** A stall rental started 40 days ago: two months charged. */
  async function rentalOfTwoMonths(stallId: string) {
    const rental = await insertBooking(
      t().db,
      newStallRental(stallId, {
        status: 'confirmed',
        eventDate: daysFromToday(-40),
        customerEmail: 'stall@example.lk',
      }),
    );
    const view = await account(rental.id);
    const rents = await t()
      .db.select()
      .from(rentInvoices)
      .where(eq(rentInvoices.bookingId, rental.id))
      .orderBy(asc(rentInvoices.monthIndex));
    return { rental, view, rents };
  }
  return { approve, account, pdf, entriesOf, approvedVenue, rentalOfTwoMonths };
}

describe(`taxes on, prices inclusive (${engine})`, () => {
  let t: TestApp;
  let token: string;
  const m = money(
    () => t,
    () => token,
  );
  beforeAll(async () => {
    t = await createTestApp(TAX_SETTINGS);
    token = await t.login();
  }, BOOT_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  let creditNoteId = '';

  it('issues a tax invoice for an approved booking: the taxes taken out of its price, shown apart, and kept', async () => {
    const { view, invoice } = await m.approvedVenue('tax.invoice@example.lk', 100_000);
    // VAT 18/118 of 100,000 = 15,254; SSCL 2.5/102.5 of the 84,746 left = 2,067; the rest is the value before tax.
    expect(invoice.amount).toBe(100_000);
    expect(invoice.tax).toEqual({
      inclusive: true,
      tin: '123456789',
      net: 82_679,
      lines: [
        { code: 'SSCL', rate: 2.5, registration: '123456789', amount: 2_067 },
        { code: 'VAT', rate: 18, registration: '123456789-7000', amount: 15_254 },
      ],
    });
    expect(view.invoice).toMatchObject({ invoiced: 100_000, invoice: { amount: 100_000, depositAmount: 50_000 } });
    // Each instalment carries its share of the taxes; together they are the invoice's.
    expect(await m.entriesOf(invoice.id)).toEqual([
      { kind: 'invoice', amount: 50_000, vat: 7_627, sscl: 1_034 },
      { kind: 'invoice', amount: 50_000, vat: 7_627, sscl: 1_033 },
    ]);

    const text = await m.pdf(`invoices/${invoice.id}/pdf`);
    for (const expected of [
      'TAX INVOICE',
      invoice.number,
      'Kandy Cultural Park',
      'TIN 123456789',
      'VAT registration number 123456789-7000',
      'Sunethra Wijesinghe',
      'Value before tax',
      'LKR 82,679',
      'SSCL at 2.5%',
      'LKR 2,067',
      'VAT at 18%',
      'LKR 15,254',
      'LKR 100,000',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('No VAT or SSCL is charged');
  });

  it('takes the taxes off with a cancellation credit note, in the invoice’s proportions', async () => {
    const { booking, invoice } = await m.approvedVenue('tax.credit@example.lk', 100_000);
    await t.http
      .post(`/api/bookings/admin/${booking.id}/payments`)
      .set(bearer(token))
      .send(paymentForm({ amount: 30_000 }))
      .expect(201);
    await t.http
      .post(`/api/bookings/admin/${booking.id}/cancellation`)
      .set(bearer(token))
      .send({ reason: 'The family asked to cancel', kept: 20_000 })
      .expect(200);
    const [note] = await t.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id));
    creditNoteId = note!.id;
    // 80,000 of 100,000 credited: four fifths of each tax.
    expect(note).toMatchObject({ amount: 80_000, kept: 20_000 });
    expect(note!.tax).toMatchObject({
      net: 66_143,
      lines: [
        { code: 'SSCL', amount: 1_654 },
        { code: 'VAT', amount: 12_203 },
      ],
    });
    expect(await m.entriesOf(note!.id)).toEqual([{ kind: 'credit', amount: -80_000, vat: -12_203, sscl: -1_654 }]);

    const text = await m.pdf(`credit-notes/${note!.id}/pdf`);
    for (const expected of [
      'CREDIT NOTE',
      note!.number,
      'TIN 123456789',
      'Value before tax credited',
      'LKR 66,143',
      'SSCL at 2.5% credited',
      'LKR 1,654',
      'VAT at 18% credited',
      'LKR 12,203',
    ])
      expect(text).toContain(expected);
  });

  it('charges each rent month as a tax invoice of LKR 30,000 with the taxes inside', async () => {
    const { view, rents } = await m.rentalOfTwoMonths('A3');
    expect(rents.map((rent) => rent.amount)).toEqual([30_000, 30_000]);
    expect(rents[0]!.tax).toMatchObject({ inclusive: true, net: 24_804 });
    expect(view.rent).toMatchObject({ monthlyRent: 30_000, monthsCharged: 2, balance: 60_000 });
    for (const rent of rents) {
      expect(await m.entriesOf(rent.id)).toEqual([{ kind: 'rent', amount: 30_000, vat: 4_576, sscl: 620 }]);
    }
  });

  it('sums the output tax of the month from the ledger, on screen and as CSV', async () => {
    expect(creditNoteId).not.toBe('');
    // The first invoice (100,000), the credited one less its credit note (100,000 − 80,000), two rent months.
    const vat = 15_254 + 15_254 - 12_203 + 2 * 4_576;
    const sscl = 2_067 + 2_067 - 1_654 + 2 * 620;
    const total = 100_000 + 100_000 - 80_000 + 60_000;
    const expected = { net: total - vat - sscl, sscl, vat, total };
    const report = await t.http.get('/api/bookings/admin/reports/taxes').query({ year }).set(bearer(token)).expect(200);
    expect(report.body.months).toHaveLength(12);
    expect(report.body.months.find((row: { month: string }) => row.month === month)).toEqual({ month, ...expected });
    expect(report.body.total).toEqual(expected);

    // The ledger's own sums agree.
    const all = await t.db
      .select({ vat: ledgerEntries.vat, sscl: ledgerEntries.sscl })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.entryOn, today));
    expect(all.reduce((sum, entry) => sum + entry.vat, 0)).toBe(vat);

    const csv = await t.http
      .get('/api/bookings/admin/reports/taxes/export')
      .query({ year })
      .set(bearer(token))
      .expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`taxes-${year}.csv`);
    const lines = csv.text.split('\r\n');
    expect(lines[0]).toBe('"Month","Value before tax (LKR)","SSCL (LKR)","VAT (LKR)","Total (LKR)"');
    expect(lines).toContain(`"${month}",${expected.net},${sscl},${vat},${total}`);
    expect(lines).toContain(`"Total ${year}",${expected.net},${sscl},${vat},${total}`);

    const journal = await t.http.get('/api/bookings/admin/reports/journal.csv').set(bearer(token)).expect(200);
    expect(journal.text.split('\r\n')[0]).toMatch(/"VAT \(LKR\)","SSCL \(LKR\)"$/);
    expect(journal.text).toMatch(/"credit",.*,-12203,-1654\r\n/);
  });

  it('refuses a malformed year for the tax summary, saying why', async () => {
    for (const path of ['taxes', 'taxes/export']) {
      const bad = await t.http
        .get(`/api/bookings/admin/reports/${path}`)
        .query({ year: 'last' })
        .set(bearer(token))
        .expect(400);
      expect(bad.body.message).toContain('whole year');
    }
    await t.http.get('/api/bookings/admin/reports/taxes').expect(401);
  });
});

describe(`taxes on, prices exclusive (${engine})`, () => {
  let t: TestApp;
  let token: string;
  const m = money(
    () => t,
    () => token,
  );
  beforeAll(async () => {
    t = await createTestApp({ ...TAX_SETTINGS, PRICES_INCLUDE_TAX: 'false' });
    token = await t.login();
  }, BOOT_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  it('adds the taxes to the price, and splits the deposit and balance of what the invoice charges', async () => {
    const { view, invoice } = await m.approvedVenue('tax.exclusive@example.lk', 100_000);
    // SSCL 2.5 % of 100,000 = 2,500; VAT 18 % of 102,500 = 18,450.
    expect(invoice).toMatchObject({ amount: 120_950, depositAmount: 60_475 });
    expect(invoice.tax).toMatchObject({ inclusive: false, net: 100_000 });
    expect(view.invoice).toMatchObject({ invoiced: 120_950, dueNow: 0 });
    expect(await m.entriesOf(invoice.id)).toEqual([
      { kind: 'invoice', amount: 60_475, vat: 9_225, sscl: 1_250 },
      { kind: 'invoice', amount: 60_475, vat: 9_225, sscl: 1_250 },
    ]);
    const text = await m.pdf(`invoices/${invoice.id}/pdf`);
    for (const expected of ['TAX INVOICE', 'LKR 100,000', 'LKR 2,500', 'LKR 18,450', 'LKR 120,950', 'LKR 60,475'])
      expect(text).toContain(expected);
  });

  it('charges a rent month of LKR 30,000 as LKR 36,285, and the rent account counts months at that', async () => {
    const { rental, view, rents } = await m.rentalOfTwoMonths('A4');
    expect(rents.map((rent) => rent.amount)).toEqual([36_285, 36_285]);
    expect(view.rent).toMatchObject({ monthlyRent: 36_285, monthsCharged: 2, balance: 72_570, nextDueAmount: 72_570 });
    await t.http
      .post(`/api/bookings/admin/${rental.id}/payments`)
      .set(bearer(token))
      .send(paymentForm({ amount: 72_570 }))
      .expect(201);
    expect((await m.account(rental.id)).rent).toMatchObject({ balance: 0, nextDueAmount: 36_285 });
  });
});

describe(`taxes off, the default (${engine})`, () => {
  let t: TestApp;
  let token: string;
  const m = money(
    () => t,
    () => token,
  );
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
  }, BOOT_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  it('issues a plain invoice that says no VAT or SSCL is charged, with no taxes kept', async () => {
    const { invoice } = await m.approvedVenue('no.tax@example.lk', 100_000);
    expect(invoice).toMatchObject({ amount: 100_000, tax: null });
    expect(await m.entriesOf(invoice.id)).toEqual([
      { kind: 'invoice', amount: 50_000, vat: 0, sscl: 0 },
      { kind: 'invoice', amount: 50_000, vat: 0, sscl: 0 },
    ]);
    const text = await m.pdf(`invoices/${invoice.id}/pdf`);
    expect(text).toContain('INVOICE');
    expect(text).not.toContain('TAX INVOICE');
    expect(text).not.toContain('TIN');
    expect(text).toContain('No VAT or SSCL is charged: the park is not registered for them.');

    const report = await t.http.get('/api/bookings/admin/reports/taxes').set(bearer(token)).expect(200);
    expect(report.body.total).toEqual({ net: 0, sscl: 0, vat: 0, total: 0 });
  });
});
