import { eq, inArray, like } from 'drizzle-orm';
import { mailOutbox } from '../../server/src/database/schema';
import { MailOutboxRepository } from '../../server/src/mail/mail-outbox.repository';
import { MailService } from '../../server/src/mail/mail.service';
import { createTestApp, type TestApp } from '../support/app';
import {
  bearer,
  bookingRequest,
  countRows,
  CUSTOMER,
  freshDay,
  insertBooking,
  newBooking,
  BOOT_TIMEOUT_MS,
} from '../support/bookings';
import { engine, itOnPostgres } from '../support/database';
import { type ReceivedMail, TestSmtpServer } from '../support/smtp';
import { addDays } from '@kandy-park/domain';

const compact = (date: string) => date.replace(/-/g, '');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(100);
  }
}

/** Delivery through the outbox to a real SMTP listener (smtp-server), with the worker polling every 500 ms. */
describe(`booking e-mail over SMTP (${engine})`, () => {
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

  const about = (id: string) => smtp.received.filter((mail) => mail.text.includes(id));
  const waitForMail = async (id: string, count: number): Promise<ReceivedMail[]> => {
    await smtp.waitFor(() => about(id).length >= count);
    return about(id);
  };
  const patch = (id: string, body: Record<string, unknown>) =>
    t.http.patch(`/api/bookings/${id}/status`).set(bearer(token)).send(body).expect(200);

  it('acknowledges a new request to the customer and tells the staff mailbox, in text and HTML', async () => {
    const day = freshDay();
    const response = await t.http
      .post('/api/bookings')
      .send(bookingRequest({ eventDate: day, venue: 'Open Area' }))
      .expect(201);
    const id = response.body._id as string;
    const mails = await waitForMail(id, 2);
    const customer = mails.find((m) => m.to.includes(CUSTOMER.email));
    const staff = mails.find((m) => m.to.includes('staff@kandypark.lk'));
    expect(customer).toBeDefined();
    expect(staff).toBeDefined();
    expect(customer?.to).toEqual([CUSTOMER.email]);
    expect(customer?.from).toBe('no-reply@kandypark.lk');
    expect(customer?.subject).toMatch(/^We received your booking request: Open Area on /);
    expect(customer?.text).toContain('We will contact you within 24 hours regarding your Open Area booking.');
    expect(customer?.html).toContain('within 24 hours');
    // Only what the park decided: none of the words the visitor typed (docs/security.md).
    for (const typed of [CUSTOMER.phone, CUSTOMER.name, 'Wheelchair access for two guests', 'Evening ceremony']) {
      expect(customer?.text).not.toContain(typed);
      expect(customer?.html).not.toContain(typed);
    }
    expect(staff?.subject).toMatch(/^New booking request: Open Area on /);
    for (const value of [CUSTOMER.name, CUSTOMER.email, CUSTOMER.phone, 'Wheelchair access for two guests']) {
      expect(staff?.text).toContain(value);
    }
    expect(staff?.html).toContain('<table');
  });

  it('confirms an approval with an .ics file covering the event days', async () => {
    const day = freshDay();
    const booking = await insertBooking(
      t.db,
      newBooking({ eventDate: day, duration: 3, status: 'pending', customerEmail: 'couple@example.lk' }),
    );
    await patch(booking.id, { status: 'confirmed' });
    const [mail] = await waitForMail(booking.id, 1);
    expect(mail?.to).toEqual(['couple@example.lk']);
    expect(mail?.subject).toMatch(/^Booking confirmed: Open Air Arena on /);
    expect(mail?.text).toContain('We are pleased to confirm your booking of Open Air Arena');
    // The calendar file, then the invoice (docs/money.md).
    expect(mail?.attachments.map((a) => a.contentType)).toEqual(['text/calendar', 'application/pdf']);
    const ics = mail?.attachments[0];
    expect(ics?.filename).toBe(`booking-${booking.id}.ics`);
    expect(ics?.contentType).toBe('text/calendar');
    expect(ics?.content).toContain(`UID:${booking.id}@kandypark.lk`);
    expect(ics?.content).toContain(`DTSTART;VALUE=DATE:${compact(day)}`);
    expect(ics?.content).toContain(`DTEND;VALUE=DATE:${compact(addDays(day, 3))}`);
    expect(ics?.content).toContain('BEGIN:VEVENT');
  });

  it('tells the customer of a rejection, with the reason when one is given', async () => {
    const withReason = await insertBooking(t.db, newBooking({ status: 'pending' }));
    const without = await insertBooking(t.db, newBooking({ status: 'pending' }));
    await patch(withReason.id, { status: 'cancelled', rejectionReason: 'The arena stage is under repair that week' });
    await patch(without.id, { status: 'cancelled' });
    const [first] = await waitForMail(withReason.id, 1);
    const [second] = await waitForMail(without.id, 1);
    expect(first?.subject).toMatch(/^Your booking request was not approved: /);
    expect(first?.text).toContain('Reason: The arena stage is under repair that week');
    expect(first?.html).toContain('The arena stage is under repair that week');
    expect(second?.text).not.toContain('Reason:');
    expect(first?.attachments).toHaveLength(0);
  });

  it('sends nothing for an admin block', async () => {
    const before = await countRows(t.db);
    await t.http
      .post('/api/bookings/admin-block')
      .set(bearer(token))
      .send({ venue: 'Open Area', eventDate: freshDay() })
      .expect(201);
    expect((await countRows(t.db)).mail).toBe(before.mail);
  });

  it('keeps bookings working while SMTP is down and delivers every queued message exactly once after', async () => {
    await smtp.stop();
    const response = await t.http.post('/api/bookings').send(bookingRequest()).expect(201);
    const id = response.body._id as string;
    const rows = () =>
      t.db
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.textBody, `%${id}%`));
    await until(async () => {
      const queued = await rows();
      return queued.length === 2 && queued.every((row) => row.attempts >= 1 && row.lastError !== null);
    });
    expect((await rows()).every((row) => row.status === 'pending')).toBe(true);

    await smtp.start();
    await waitForMail(id, 2);
    // Another poll or two, to catch a second delivery of the same message.
    await sleep(1200);
    expect(about(id)).toHaveLength(2);
    expect(new Set(about(id).map((m) => m.to[0]))).toEqual(new Set([CUSTOMER.email, 'staff@kandypark.lk']));
    const delivered = await rows();
    expect(delivered.every((row) => row.status === 'sent' && row.sentAt !== null && row.attempts >= 2)).toBe(true);
  });

  it('delivers each message once when several workers run at the same time', async () => {
    const mail = t.app.get(MailService);
    const subjects = Array.from({ length: 12 }, (_, i) => `Worker race ${i}`);
    await mail.enqueue(
      t.db,
      subjects.map((subject) => ({ to: 'race@example.lk', subject, text: subject, html: `<p>${subject}</p>` })),
    );
    // Four extra runs beside the app's own poller: each must take different messages (FOR UPDATE SKIP LOCKED).
    await Promise.all([mail.deliverDue(), mail.deliverDue(), mail.deliverDue(), mail.deliverDue()]);
    await smtp.waitFor((all) => subjects.every((s) => all.some((m) => m.subject === s)));
    await sleep(700);
    for (const subject of subjects) expect(smtp.received.filter((m) => m.subject === subject)).toHaveLength(1);
    const rows = await t.db.select().from(mailOutbox).where(inArray(mailOutbox.subject, subjects));
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('renews a lease only for the worker whose claim is still the latest', async () => {
    const outbox = t.app.get(MailOutboxRepository);
    // Due in an hour, so the app's own poller leaves it alone.
    const [row] = await t.db
      .insert(mailOutbox)
      .values({
        toAddress: 'lease@example.lk',
        subject: 'Lease',
        textBody: 'Lease',
        htmlBody: 'Lease',
        attempts: 2,
        nextAttemptAt: new Date(Date.now() + 3_600_000),
      })
      .returning();
    const id = row?.id as string;
    expect(await outbox.renewLease(id, 2, 120)).toBe(true);
    expect(await outbox.renewLease(id, 1, 120)).toBe(false);
    await t.db.update(mailOutbox).set({ status: 'sent' }).where(eq(mailOutbox.id, id));
    expect(await outbox.renewLease(id, 2, 120)).toBe(false);
  });

  itOnPostgres('delivers each message once with two server processes on one database', async () => {
    const second = await createTestApp({ SMTP_URL: smtp.url, DATABASE_URL: t.config.databaseUrl as string });
    try {
      const subjects = Array.from({ length: 12 }, (_, i) => `Two servers ${i}`);
      const mails = subjects.map((subject) => ({
        to: 'servers@example.lk',
        subject,
        text: subject,
        html: `<p>${subject}</p>`,
      }));
      await t.app.get(MailService).enqueue(t.db, mails);
      await Promise.all([t.app.get(MailService).deliverDue(), second.app.get(MailService).deliverDue()]);
      await smtp.waitFor((all) => subjects.every((s) => all.some((m) => m.subject === s)));
      await sleep(700);
      for (const subject of subjects) expect(smtp.received.filter((m) => m.subject === subject)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
