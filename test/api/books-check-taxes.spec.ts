import { eq } from 'drizzle-orm';
import { todayInPark } from '../../server/src/common/park-time';
import { creditNotes, invoices, ledgerEntries } from '../../server/src/database/schema';
import { invoiceEntries } from '../../server/src/money/ledger';
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
import { paymentForm, TAX_SETTINGS } from '../support/money';

const today = todayInPark();

interface BooksCheck {
  agree: boolean;
  entries: number;
  differences: Array<{ kind: string; document: string; expected: number; inLedger: number; tax?: string }>;
  message: string;
}

/**
 * The books check (`npm run books:check`, `GET books/check`) with taxes on: each document's VAT and SSCL as issued
 * against the `vat` and `sscl` of its ledger entries (docs/money.md, "The ledger").
 */
describe(`the books check of the taxes (${engine})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(TAX_SETTINGS);
    token = await t.login();
  }, BOOT_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  const booksCheck = async (): Promise<BooksCheck> =>
    (await t.http.get('/api/bookings/admin/books/check').set(bearer(token)).expect(200)).body as BooksCheck;
  const approvedVenue = async (email: string, price: number) => {
    const booking = await insertBooking(
      t.db,
      newBooking({
        venue: 'Banquet Hall',
        status: 'pending',
        eventDate: freshDay(),
        totalAmount: price,
        customerEmail: email,
      }),
    );
    await t.http
      .patch(`/api/bookings/${booking.id}/status`)
      .set(bearer(token))
      .send({ status: 'confirmed' })
      .expect(200);
    return booking;
  };

  it('finds nothing to report when every document and its entries carry the same taxes', async () => {
    // A tax invoice part paid, one cancelled with a credit note taking its taxes off, and two rent months.
    const paid = await approvedVenue('books.paid@example.lk', 100_000);
    await t.http
      .post(`/api/bookings/admin/${paid.id}/payments`)
      .set(bearer(token))
      .send(paymentForm({ amount: 40_000 }))
      .expect(201);
    const cancelled = await approvedVenue('books.cancelled@example.lk', 75_000);
    await t.http
      .post(`/api/bookings/admin/${cancelled.id}/cancellation`)
      .set(bearer(token))
      .send({ reason: 'The family asked to cancel' })
      .expect(200);
    const rental = await insertBooking(
      t.db,
      newStallRental('B4', {
        status: 'confirmed',
        eventDate: daysFromToday(-40),
        customerEmail: 'books.stall@example.lk',
      }),
    );
    await t.http.get(`/api/bookings/admin/${rental.id}/account`).set(bearer(token)).expect(200);
    const [note] = await t.db.select().from(creditNotes);
    expect(note?.tax?.lines.length).toBe(2);
    const taxed = await t.db.select({ vat: ledgerEntries.vat }).from(ledgerEntries);
    expect(taxed.filter((entry) => entry.vat !== 0).length).toBeGreaterThanOrEqual(5);

    const check = await booksCheck();
    expect(check).toMatchObject({ agree: true, differences: [] });
    expect(check.message).toBe(`The books agree: ${check.entries} ledger entries, each with its document.`);
  });

  it('reports a document whose entries do not hold its taxes, tax by tax, and leaves the amounts alone', async () => {
    // A tax invoice whose entries were written without their taxes (a hand-made change, an older release).
    const [invoice] = await t.db
      .insert(invoices)
      .values({
        number: 'INV-2000-99998',
        customerName: 'Hand Written',
        customerEmail: 'hand@example.lk',
        description: 'Written by hand',
        amount: 100_000,
        depositAmount: 0,
        balanceDueOn: today,
        issuedOn: today,
        tax: {
          inclusive: true,
          tin: '123456789',
          net: 82_679,
          lines: [
            { code: 'SSCL', rate: 2.5, registration: '123456789', amount: 2_067 },
            { code: 'VAT', rate: 18, registration: '123456789-7000', amount: 15_254 },
          ],
        },
      })
      .returning();
    await t.db.insert(ledgerEntries).values(invoiceEntries(invoice!).map((entry) => ({ ...entry, vat: 0, sscl: 0 })));
    expect(await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.sourceId, invoice!.id))).toHaveLength(1);

    const check = await booksCheck();
    expect(check.agree).toBe(false);
    expect(check.differences).toEqual([
      { kind: 'invoice', document: 'INV-2000-99998', expected: 15_254, inLedger: 0, tax: 'VAT' },
      { kind: 'invoice', document: 'INV-2000-99998', expected: 2_067, inLedger: 0, tax: 'SSCL' },
    ]);
    expect(check.message).toContain('2 differences between the documents and the ledger:');
    expect(check.message).toContain('invoice INV-2000-99998 VAT: the document says 15254, the ledger 0');
    expect(check.message).toContain('invoice INV-2000-99998 SSCL: the document says 2067, the ledger 0');
  });
});
