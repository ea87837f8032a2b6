import { and, eq } from 'drizzle-orm';
import { auditLog, bookings, mailOutbox } from '../../server/src/database/schema';
import { LINK_NOT_VALID_MESSAGE } from '../../server/src/bookings/my-booking/my-booking.service';
import { createTestApp, type TestApp } from '../support/app';
import {
  bearer,
  bookingRequest,
  BOOT_TIMEOUT_MS,
  CUSTOMER,
  daysFromToday,
  freshDay,
  stallRequest,
} from '../support/bookings';
import { engine } from '../support/database';
import { type ReceivedMail, TestSmtpServer } from '../support/smtp';
import { addDays } from '@kandy-park/domain';

const NOT_VALID = { statusCode: 404, message: LINK_NOT_VALID_MESSAGE, code: 'NOT_FOUND' };
const LINK = /http:\/\/park\.test\/my-booking#([A-Za-z0-9_-]{43})\b/;

/** A visitor's own booking page: the link from the real acknowledgement e-mail, reading, cancelling, .ics. */
describe(`My booking (${engine})`, () => {
  const smtp = new TestSmtpServer();
  let t: TestApp;
  let staffToken: string;
  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://park.test/' });
    staffToken = await t.login();
  }, BOOT_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  /** Sends a request as a visitor and answers its id and the token of the link in the e-mail they receive. */
  async function request(body = bookingRequest()): Promise<{ id: string; token: string; mail: ReceivedMail }> {
    const response = await t.http.post('/api/bookings').send(body).expect(201);
    const id = response.body._id as string;
    const isAcknowledgement = (m: ReceivedMail) =>
      m.to.includes(CUSTOMER.email) && m.text.includes(id) && m.subject.startsWith('We received');
    const received = (await smtp.waitFor((all) => all.some(isAcknowledgement))).find(isAcknowledgement);
    const token = LINK.exec(received?.text ?? '')?.[1];
    if (!received || !token) throw new Error('no My booking link in the acknowledgement');
    return { id, token, mail: received };
  }
  const lookup = (token: unknown) => t.http.post('/api/my-booking/lookup').send({ token });

  it('puts a private link in the acknowledgement e-mail only, and stores only its hash', async () => {
    const day = freshDay();
    const { id, token, mail } = await request(bookingRequest({ eventDate: day, venue: 'Open Area', duration: 3 }));
    expect(mail.html).toContain(`my-booking#${token}`);
    const staffMail = await smtp.waitFor((all) =>
      all.some((m) => m.to.includes('staff@kandypark.lk') && m.text.includes(id)),
    );
    expect(
      staffMail
        .filter((m) => m.to.includes('staff@kandypark.lk'))
        .map((m) => m.text)
        .join(),
    ).not.toContain(token);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row?.accessTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);

    const response = await lookup(token).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({
      _id: id,
      status: 'pending',
      cancelledByCustomer: false,
      venue: 'Open Area',
      eventType: 'wedding',
      eventDate: day,
      lastDate: addDays(day, 2),
      duration: 3,
      guests: 250,
      totalAmount: 450_000,
      stallInfo: null,
      customerName: CUSTOMER.name,
      rejectionReason: null,
      requestedAt: expect.any(String),
      canCancel: true,
      hasCalendarFile: false,
      // Nothing is charged before the park confirms it (docs/money.md).
      money: { invoice: null, creditNote: null, refunds: [], paid: 0, balance: null, receipts: [], rentInvoices: [] },
      language: 'en',
    });
    // The holder sees their request, not the contact details or the notes staff read.
    for (const secret of [CUSTOMER.email, CUSTOMER.phone, 'Evening ceremony', 'Wheelchair']) {
      expect(JSON.stringify(response.body)).not.toContain(secret);
    }
  });

  it('answers a wrong, malformed, expired or deleted link with the same 404 that reveals nothing', async () => {
    const { id, token } = await request();
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of [flipped, 'x'.repeat(43), 'short', `${token}x`, '../../etc/passwd']) {
      expect((await lookup(wrong).expect(404)).body).toEqual(NOT_VALID);
      expect((await t.http.post('/api/my-booking/cancel').send({ token: wrong }).expect(404)).body).toEqual(NOT_VALID);
      expect((await t.http.post('/api/my-booking/calendar').send({ token: wrong }).expect(404)).body).toEqual(
        NOT_VALID,
      );
    }
    for (const missing of [{}, { token: '' }, { token: 42 }]) {
      const response = await t.http.post('/api/my-booking/lookup').send(missing).expect(400);
      expect(response.body.message).toBe('The booking link is incomplete. Please open it again from your e-mail.');
    }
    await t.http.post('/api/my-booking/lookup').send({ token, extra: 1 }).expect(400);

    // Sixty days after the event the link closes.
    await t.db
      .update(bookings)
      .set({ eventDate: daysFromToday(-61), duration: 1 })
      .where(eq(bookings.id, id));
    expect((await lookup(token).expect(404)).body).toEqual(NOT_VALID);
    await t.db
      .update(bookings)
      .set({ eventDate: daysFromToday(-60) })
      .where(eq(bookings.id, id));
    await lookup(token).expect(200);
    await t.db.delete(bookings).where(eq(bookings.id, id));
    expect((await lookup(token).expect(404)).body).toEqual(NOT_VALID);
  });

  it('lets the visitor cancel a pending request: staff and customer are told, the dashboard says who cancelled', async () => {
    const { id, token } = await request(stallRequest('C7'));
    const response = await t.http.post('/api/my-booking/cancel').send({ token }).expect(200);
    expect(response.body.message).toBe(
      'Your request is cancelled. We have let our team know, and sent you a confirmation e-mail.',
    );
    expect(response.body.booking).toMatchObject({ status: 'cancelled', cancelledByCustomer: true, canCancel: false });

    const mails = await smtp.waitFor(
      (all) => all.filter((m) => m.subject.includes('ancelled') && m.text.includes(id)).length >= 2,
    );
    const staff = mails.find(
      (m) => m.to.includes('staff@kandypark.lk') && m.text.includes(id) && m.subject.startsWith('Cancelled'),
    );
    expect(staff?.subject).toMatch(/^Cancelled by the customer: Stall C7 rental from /);
    expect(staff?.text).toContain(CUSTOMER.phone);
    const customer = mails.find(
      (m) => m.to.includes(CUSTOMER.email) && m.text.includes(id) && m.subject.includes('is cancelled'),
    );
    expect(customer?.subject).toMatch(/^Your stall rental request is cancelled: /);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'booking.customer-cancel')));
    expect(audit).toMatchObject({ actorId: null, fromStatus: 'pending', toStatus: 'cancelled' });

    const list = await t.http.get('/api/bookings').set(bearer(staffToken)).expect(200);
    expect(list.body.bookings.find((b: { _id: string }) => b._id === id)).toMatchObject({
      status: 'cancelled',
      cancelledByCustomer: true,
      rejectionReason: null,
    });
    // The stall is free again for everybody.
    expect((await t.http.get('/api/bookings/vendor-stalls/booked').expect(200)).body.bookedStalls).not.toContain('C7');

    const again = await t.http.post('/api/my-booking/cancel').send({ token }).expect(409);
    expect(again.body.message).toBe('This request is already cancelled.');

    // Staff reopening it makes it an ordinary pending request again.
    await t.http.patch(`/api/bookings/${id}/status`).set(bearer(staffToken)).send({ status: 'pending' }).expect(200);
    expect((await lookup(token).expect(200)).body).toMatchObject({ status: 'pending', cancelledByCustomer: false });
  });

  it('refuses to cancel a confirmed booking and offers its calendar file instead', async () => {
    const day = freshDay();
    const { id, token } = await request(bookingRequest({ eventDate: day, duration: 2 }));
    const early = await t.http.post('/api/my-booking/calendar').send({ token }).expect(409);
    expect(early.body.message).toBe('The calendar file is available once our team has confirmed your booking.');

    await t.http.patch(`/api/bookings/${id}/status`).set(bearer(staffToken)).send({ status: 'confirmed' }).expect(200);
    const mailsBefore = (await t.db.select().from(mailOutbox)).length;
    const refused = await t.http.post('/api/my-booking/cancel').send({ token }).expect(409);
    expect(refused.body.message).toBe(
      'This booking is already confirmed, so it cannot be cancelled here. Please call or e-mail the park and we will help.',
    );
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row?.status).toBe('confirmed');
    expect((await t.db.select().from(mailOutbox)).length).toBe(mailsBefore);

    expect((await lookup(token).expect(200)).body).toMatchObject({ status: 'confirmed', hasCalendarFile: true });
    const file = await t.http.post('/api/my-booking/calendar').send({ token }).expect(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="booking-${id}.ics"`);
    expect(file.text).toContain(`UID:${id}@kandypark.lk`);
    expect(file.text).toContain(`DTSTART;VALUE=DATE:${day.replace(/-/g, '')}`);
  });
});
