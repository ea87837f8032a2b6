import { createTestApp, type TestApp } from '../support/app';
import { bearer, BOOT_TIMEOUT_MS, bookingRequest, daysFromToday } from '../support/bookings';
import { engine } from '../support/database';
import { binary, paymentForm } from '../support/money';
import { pdfText } from '../support/pdf';
import { popplerText } from '../support/poppler';

/** Font names a PDF embeds (its FontDescriptor's FontName, the subset tag left off). */
const embeddedFonts = (pdf: Buffer): string[] =>
  [...pdf.toString('latin1').matchAll(/\/FontName \/[A-Z]{6}\+([\w-]+)/g)].map((match) => match[1]);

describe(`invoices and receipts for names in Sinhala and Tamil script (${engine})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
  }, BOOT_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  const download = async (path: string): Promise<Buffer> =>
    (await t.http.get(path).set(bearer(token)).buffer(true).parse(binary).expect(200)).body as Buffer;

  it.each([
    ['Sinhala', 'නිමලි පෙරේරා', 'NotoSansSinhala-SemiBold', 60],
    ['Tamil', 'கமலா ராஜேந்திரன்', 'NotoSansTamil-SemiBold', 61],
  ])('prints a booking by a customer who writes in %s: %s', async (_, name, font, days) => {
    const request = bookingRequest({ eventDate: daysFromToday(days), venue: 'Open Area' });
    const created = await t.http
      .post('/api/bookings')
      .send({ ...request, customer: { ...(request.customer as object), name } })
      .expect(201);
    const id = created.body._id as string;
    await t.http.patch(`/api/bookings/${id}/status`).set(bearer(token)).send({ status: 'confirmed' }).expect(200);
    const paid = await t.http
      .post(`/api/bookings/admin/${id}/payments`)
      .set(bearer(token))
      .send(paymentForm({ amount: 10_000, reference: `${name} 1` }))
      .expect(201);
    const account = await t.http.get(`/api/bookings/admin/${id}/account`).set(bearer(token)).expect(200);
    const invoice = await download(`/api/bookings/admin/invoices/${account.body.invoice.invoice.id}/pdf`);
    const receipt = await download(`/api/bookings/admin/payments/${paid.body.payment.id}/receipt`);

    for (const pdf of [invoice, receipt]) {
      expect(embeddedFonts(pdf)).toContain(font);
      expect(embeddedFonts(pdf)).toContain('Inter-Regular');
      expect(await popplerText(pdf)).toContain(name);
      expect(await pdfText(pdf)).toContain(name);
    }
    expect(await popplerText(receipt)).toContain(`${name} 1`);
  });
});
