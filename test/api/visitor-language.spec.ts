import { eq } from 'drizzle-orm';
import type { Language } from '@kandy-park/domain';
import { bookings, contactMessages, newsletterSubscriptions } from '../../server/src/database/schema';
import { formatAmount, formatDate, textsFor } from '../../server/src/mail/texts';
import { RemindersService } from '../../server/src/money/reminders.service';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, BOOT_TIMEOUT_MS, bookingRequest, daysFromToday, stallRequest } from '../support/bookings';
import { engine } from '../support/database';
import { binary, paymentForm, refundForm } from '../support/money';
import { popplerText } from '../support/poppler';
import { type ReceivedMail, TestSmtpServer } from '../support/smtp';

/** Font names a PDF embeds (its FontDescriptor's FontName, the subset tag left off). */
const embeddedFonts = (pdf: Buffer): string[] =>
  [...pdf.toString('latin1').matchAll(/\/FontName \/[A-Z]{6}\+([\w-]+)/g)].map((match) => match[1]);

/**
 * English words left in a text once what is the same in every language is taken out: addresses, links, ids and
 * document numbers, LKR, the venues' English names beside their own, and what the customer or staff typed (`own`).
 */
function englishIn(text: string, own: string[] = []): string[] {
  let rest = text;
  for (const typed of own) rest = rest.split(typed).join(' ');
  rest = rest
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/[\w.+-]+@[\w.-]+/g, ' ')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, ' ')
    .replace(/\b(INV|RCT|CRN|RFD)-\d{4}-\d{5,}\b/g, ' ')
    .replace(/\(Open Area\)|\(Vendor Stalls\)|\bLKR\b/g, ' ');
  return rest.match(/[A-Za-z]{3,}/g) ?? [];
}

/**
 * A PDF's text as a reader copies it, compared as Unicode compares it: a two-part vowel sign (`කො`, `கொ`) reads
 * back in its canonical decomposition (docs/money.md), and a line may break anywhere a space was.
 */
const readable = (text: string): string => text.normalize('NFC').replace(/\s+/g, ' ');

/** A whole journey of mails and PDFs; generous, for a loaded two-core machine on PostgreSQL. */
const JOURNEY_TIMEOUT_MS = 240_000;

const SCRIPT: Record<Exclude<Language, 'en'>, RegExp> = { si: /[\u0D80-\u0DFF]/, ta: /[\u0B80-\u0BFF]/ };
const NOTO: Record<Exclude<Language, 'en'>, string> = { si: 'NotoSansSinhala', ta: 'NotoSansTamil' };

const VISITORS = [
  {
    language: 'si' as const,
    name: 'නිමලි පෙරේරා',
    email: 'nimali.perera@example.lk',
    reason: 'එදින උද්‍යානයේ නඩත්තු කටයුතු සිදු කෙරේ.',
    days: 70,
  },
  {
    language: 'ta' as const,
    name: 'கமலா ராஜேந்திரன்',
    email: 'kamala.rajendran@example.lk',
    reason: 'அன்று பூங்காவில் பராமரிப்புப் பணிகள் நடைபெறும்.',
    days: 90,
  },
];

describe(`the visitor's language in every e-mail and document (${engine})`, () => {
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

  /** The next mail to `to` whose subject `subject` matches, once it has arrived. */
  const mailTo = async (to: string, subject: (text: string) => boolean): Promise<ReceivedMail> => {
    const found = (mails: ReceivedMail[]) => mails.find((mail) => mail.to.includes(to) && subject(mail.subject));
    await smtp.waitFor((mails) => found(mails) !== undefined, 20_000);
    return found(smtp.received) as ReceivedMail;
  };
  const pdfOf = async (mail: ReceivedMail): Promise<{ pdf: Buffer; text: string }> => {
    const attachment = mail.attachments.find((a) => a.contentType === 'application/pdf');
    if (!attachment) throw new Error(`no PDF in "${mail.subject}"`);
    return { pdf: attachment.bytes, text: readable(await popplerText(attachment.bytes)) };
  };
  const post = (path: string, language: string, body: object) =>
    t.http.post(path).set('Accept-Language', language).send(body);
  const staff = {
    patch: (id: string, body: object) =>
      t.http.patch(`/api/bookings/${id}/status`).set(bearer(token)).send(body).expect(200),
    post: (path: string, body: object) => t.http.post(path).set(bearer(token)).send(body),
  };

  /** A visitor's mail: in their language all through, with the park's name and closing in it. */
  function expectWrittenIn(mail: ReceivedMail, language: Exclude<Language, 'en'>, own: string[]): void {
    const texts = textsFor(language);
    expect(mail.subject).toMatch(SCRIPT[language]);
    expect(englishIn(mail.subject, own)).toEqual([]);
    expect(mail.text).toContain(texts.mail.withWarmRegards);
    expect(mail.text).toContain(texts.park.name);
    expect(englishIn(mail.text, own)).toEqual([]);
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(mail.text).not.toMatch(/undefined|\[object/);
  }

  it.each(VISITORS)(
    'books in $language, and every mail and PDF to the visitor is in it, staff mail in English',
    async ({ language, name, email, reason, days }) => {
      const texts = textsFor(language);
      const customer = { name, email, phone: '+94 77 123 4567' };
      const own = [name, reason, '+94 81 222 4567'];
      const date = (day: string) => formatDate(day, language);

      // The request, posted in the visitor's language: kept on the booking, acknowledged in it.
      const day = daysFromToday(days);
      const created = await post(
        '/api/bookings',
        language,
        bookingRequest({ eventDate: day, venue: 'Open Area', customer }),
      ).expect(201);
      const id = created.body._id as string;
      const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
      expect(row?.language).toBe(language);
      const about = texts.booking.aboutVenue(texts.words.venue('Open Area'), date(day));
      const acknowledgement = await mailTo(email, (s) => s === texts.booking.acknowledgement.subjectBooking(about));
      expectWrittenIn(acknowledgement, language, own);
      expect(acknowledgement.text).toContain(
        texts.booking.acknowledgement.thanksBooking(texts.words.venue('Open Area')),
      );
      expect(acknowledgement.text).toContain(texts.booking.acknowledgement.pending);
      expect(acknowledgement.text).toContain(formatAmount(150_000));
      const link = /\/my-booking#([\w-]+)/.exec(acknowledgement.text)?.[1] as string;
      expect(link).toBeDefined();
      const notice = await mailTo(
        'staff@kandypark.lk',
        (s) => s === `New booking request: Open Area on ${formatDate(day)}`,
      );
      expect(notice.text).toContain('Hello team,');
      expect(notice.text).toContain(`Language: ${language === 'si' ? 'Sinhala' : 'Tamil'}`);
      expect(notice.text).toContain(name);

      // The visitor's own page answers the booking's language, so it opens in it.
      const page = await t.http.post('/api/my-booking/lookup').send({ token: link }).expect(200);
      expect(page.body.language).toBe(language);

      // Approval: the confirmation with its calendar file and the invoice, both in the language.
      await staff.patch(id, { status: 'confirmed' });
      const confirmation = await mailTo(email, (s) => s === texts.booking.confirmation.subjectBooking(about));
      expectWrittenIn(confirmation, language, own);
      expect(confirmation.text).toContain(texts.mail.dear(name));
      const calendar = confirmation.attachments.find((a) => a.filename.endsWith('.ics'));
      expect(calendar?.content).toMatch(SCRIPT[language]);
      const invoice = await pdfOf(confirmation);
      expect(embeddedFonts(invoice.pdf)).toEqual(
        expect.arrayContaining([`${NOTO[language]}-Regular`, `${NOTO[language]}-SemiBold`]),
      );
      for (const words of [texts.documents.titles.invoice, texts.documents.billedTo, texts.documents.howToPay, name]) {
        expect(invoice.text).toContain(words);
      }
      expect(invoice.text).toContain(texts.words.venue('Open Area'));
      expect(invoice.text).toContain(formatAmount(150_000));
      expect(invoice.text).not.toMatch(/INVOICE|Billed to|When to pay|How to pay/);

      // Payments: each receipt in the language; a reversal says so in it.
      const first = await staff
        .post(`/api/bookings/admin/${id}/payments`, paymentForm({ amount: 10_000, reference: '88/2027' }))
        .expect(201);
      const receiptMail = await mailTo(
        email,
        (s) => s === texts.money.receipt.subject(first.body.payment.receiptNumber, formatAmount(10_000)),
      );
      expectWrittenIn(receiptMail, language, own);
      const receipt = await pdfOf(receiptMail);
      for (const words of [texts.documents.titles.receipt, texts.documents.receivedFrom, name, formatAmount(10_000)]) {
        expect(receipt.text).toContain(words);
      }
      expect(receipt.text).toContain(texts.words.paymentMethod('cash'));
      expect(receipt.text).not.toMatch(/RECEIPT|Received from|Thank you/);
      const second = await staff
        .post(`/api/bookings/admin/${id}/payments`, paymentForm({ amount: 5_000, reference: '89/2027' }))
        .expect(201);
      const secondNumber = second.body.payment.receiptNumber as string;
      await mailTo(email, (s) => s === texts.money.receipt.subject(secondNumber, formatAmount(5_000)));
      await staff
        .post(`/api/bookings/admin/payments/${second.body.payment.id}/reversal`, { reason: 'Cheque returned' })
        .expect(201);
      const reversal = await mailTo(email, (s) => s === texts.money.reversal.subject(secondNumber));
      expectWrittenIn(reversal, language, own);
      const reversed = await pdfOf(reversal);
      expect(reversed.text).toContain(texts.documents.reversedMark);
      expect(reversed.text).not.toContain('Cheque returned');

      // The park cancels it: the reason and the credit note, in the language; the refund and its note too.
      await staff.post(`/api/bookings/admin/${id}/cancellation`, { reason }).expect(200);
      const cancellation = await mailTo(email, (s) =>
        s.startsWith(texts.booking.cancellation.subject(texts.words.venue('Open Area'), date(day))),
      );
      expectWrittenIn(cancellation, language, own);
      expect(cancellation.text).toContain(texts.words.reason(reason));
      const credit = await pdfOf(cancellation);
      for (const words of [texts.documents.titles.creditNote, texts.documents.creditNote.why, reason, name]) {
        expect(credit.text).toContain(words);
      }
      expect(credit.text).toContain(texts.documents.creditNote.toBeRefunded);
      await staff
        .post(`/api/bookings/admin/${id}/refunds`, refundForm({ amount: 10_000, reference: '90/2027' }))
        .expect(201);
      const refund = await mailTo(email, (s) => s.includes(formatAmount(10_000)) && s.includes('RFD-'));
      expectWrittenIn(refund, language, own);
      expect(refund.text).toContain(texts.money.refund.settled);
      const refundNote = await pdfOf(refund);
      for (const words of [texts.documents.titles.refundNote, texts.documents.refundedTo, name]) {
        expect(refundNote.text).toContain(words);
      }

      // The customer's statement, which staff download, is in the language the customer booked in.
      const statement = await t.http
        .get('/api/bookings/admin/statements')
        .query({ email })
        .set(bearer(token))
        .buffer(true)
        .parse(binary)
        .expect(200);
      const statementText = readable(await popplerText(statement.body as Buffer));
      for (const words of [texts.documents.titles.statement, texts.documents.statement.account, name]) {
        expect(statementText).toContain(words);
      }
      expect(statementText).toContain(texts.documents.statement.booking.statuses.cancelledAfterApproval);

      // A rejection carries staff's reason, in the visitor's language around it.
      const other = daysFromToday(days + 1);
      const rejected = await post(
        '/api/bookings',
        language,
        bookingRequest({ eventDate: other, venue: 'Open Area', customer }),
      ).expect(201);
      await staff.patch(rejected.body._id as string, { status: 'cancelled', rejectionReason: reason });
      const otherAbout = texts.booking.aboutVenue(texts.words.venue('Open Area'), date(other));
      const rejection = await mailTo(email, (s) => s === texts.booking.rejection.subjectBooking(otherAbout));
      expectWrittenIn(rejection, language, own);
      expect(rejection.text).toContain(texts.words.reason(reason));

      // The visitor cancels a request themselves, from their page.
      const third = daysFromToday(days + 2);
      const pending = await post(
        '/api/bookings',
        language,
        bookingRequest({ eventDate: third, venue: 'Open Area', customer }),
      ).expect(201);
      const thirdAbout = texts.booking.aboutVenue(texts.words.venue('Open Area'), date(third));
      const thirdAck = await mailTo(email, (s) => s === texts.booking.acknowledgement.subjectBooking(thirdAbout));
      const thirdLink = /\/my-booking#([\w-]+)/.exec(thirdAck.text)?.[1] as string;
      await t.http.post('/api/my-booking/cancel').send({ token: thirdLink }).expect(200);
      const cancelled = await mailTo(email, (s) => s === texts.booking.customerCancellation.subjectBooking(thirdAbout));
      expectWrittenIn(cancelled, language, own);
      expect(cancelled.text).toContain(texts.booking.customerCancellation.welcome);
      const staffCancelled = await mailTo('staff@kandypark.lk', (s) => s.startsWith('Cancelled by the customer: '));
      expect(staffCancelled.text).toContain('Hello team,');
      expect(pending.body._id).toBeDefined();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it.each(VISITORS)(
    'rents a stall in $language: acknowledgement, approval and the rent and invoice reminders in it',
    async ({ language, name, email }) => {
      const texts = textsFor(language);
      const stallId = language === 'si' ? 'B7' : 'C9';
      const customer = { name, email: `stall.${email}`, phone: '+94 71 222 3344' };
      const own = [name, '+94 81 222 4567'];
      const created = await post('/api/bookings', language, stallRequest(stallId, { customer })).expect(201);
      const id = created.body._id as string;
      const start = daysFromToday(7);
      const about = texts.booking.aboutStall(stallId, formatDate(start, language));
      const acknowledgement = await mailTo(
        customer.email,
        (s) => s === texts.booking.acknowledgement.subjectStall(about),
      );
      expectWrittenIn(acknowledgement, language, own);
      expect(acknowledgement.text).toContain(texts.words.block(stallId.charAt(0)));
      await staff.patch(id, { status: 'confirmed' });
      const confirmation = await mailTo(customer.email, (s) => s === texts.booking.confirmation.subjectStall(about));
      expectWrittenIn(confirmation, language, own);
      expect(confirmation.text).toContain(texts.booking.confirmation.stallTerms(formatAmount(30_000)));

      await t.app.get(RemindersService).run(daysFromToday(4));
      const reminder = await mailTo(
        customer.email,
        (s) => s === texts.money.reminders.rent.subjectBefore(stallId, formatDate(start, language)),
      );
      expectWrittenIn(reminder, language, own);
      const paid = await staff
        .post(`/api/bookings/admin/${id}/payments`, paymentForm({ amount: 30_000, reference: '91/2027' }))
        .expect(201);
      const receipt = await pdfOf(
        await mailTo(
          customer.email,
          (s) => s === texts.money.receipt.subject(paid.body.payment.receiptNumber, formatAmount(30_000)),
        ),
      );
      expect(receipt.text).toContain(
        texts.lines.rent(stallId, texts.words.block(stallId.charAt(0)), formatDate(start, language)),
      );
    },
    JOURNEY_TIMEOUT_MS,
  );

  it('reminds of an invoice in its language', async () => {
    const texts = textsFor('ta');
    const email = 'invoice.reminder@example.lk';
    const created = await post(
      '/api/bookings',
      'ta',
      bookingRequest({
        eventDate: daysFromToday(120),
        venue: 'Open Area',
        customer: { name: 'சுமதி', email, phone: '+94 77 765 4321' },
      }),
    ).expect(201);
    await staff.patch(created.body._id as string, { status: 'confirmed' });
    await t.app.get(RemindersService).run(daysFromToday(4));
    const reminder = await mailTo(email, (s) => s.startsWith('விலைப்பட்டியல் INV-'));
    expectWrittenIn(reminder, 'ta', ['சுமதி', '+94 81 222 4567']);
    expect(reminder.text).toContain(texts.money.reminders.paidAlready);
  });

  it('answers a contact message and keeps a subscription in the language it was posted in', async () => {
    for (const { language, email } of VISITORS) {
      const texts = textsFor(language);
      await post('/api/contact', language, {
        name: 'A visitor',
        email,
        subject: 'Hall',
        message: 'Is it free?',
      }).expect(201);
      const receipt = await mailTo(email, (s) => s === texts.contact.subject);
      expectWrittenIn(receipt, language, []);
      const [message] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, email));
      expect(message?.language).toBe(language);
      await post('/api/newsletter', language, { email }).expect(201);
      const [subscription] = await t.db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email));
      expect(subscription?.language).toBe(language);
    }
    const staffNotice = await mailTo('staff@kandypark.lk', (s) => s === 'New contact message: Hall');
    expect(staffNotice.text).toContain('Hello team,');
  });

  it('reads the first tag of any Accept-Language, and anything else as English', async () => {
    const cases: Array<[string | undefined, Language]> = [
      ['si-LK, en;q=0.8', 'si'],
      ['ta-IN', 'ta'],
      ['fr-FR, si', 'en'],
      ['*', 'en'],
      [undefined, 'en'],
    ];
    let offset = 200;
    for (const [header, language] of cases) {
      offset += 2;
      const request = t.http.post('/api/bookings');
      if (header !== undefined) request.set('Accept-Language', header);
      const created = await request
        .send(bookingRequest({ eventDate: daysFromToday(offset), venue: 'Open Area' }))
        .expect(201);
      const [row] = await t.db
        .select()
        .from(bookings)
        .where(eq(bookings.id, created.body._id as string));
      expect([header, row?.language]).toEqual([header, language]);
    }
    const english = await mailTo('nimal.perera@example.lk', (s) => s.startsWith('We received your booking request: '));
    expect(english.text).toContain('Thank you for your booking request; we have received it.');
    expect(english.html).toContain('<html lang="en">');
  });
});
