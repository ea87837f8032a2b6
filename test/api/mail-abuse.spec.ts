import { sql } from 'drizzle-orm';
import { contactMessages, mailOutbox, mailQuotas } from '../../server/src/database/schema';
import { createTestApp, type TestApp } from '../support/app';
import { BOOT_TIMEOUT_MS, bookingRequest, clearBookings } from '../support/bookings';
import { engine } from '../support/database';

const VICTIM = 'victim@example.org';
const STAFF = 'staff@kandypark.lk';

/**
 * Issue 10, item 8: the public forms mail the address a visitor types and notify the staff mailbox. A flood from
 * many client addresses (TRUST_PROXY=loopback lets each request claim its own) must not turn the park into a
 * mail cannon: five acknowledgements per recipient per day, ten staff notices per day in this app.
 */
describe(`mail a stranger can cause (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      TRUST_PROXY: 'loopback',
      MAIL_ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY: '5',
      MAIL_STAFF_NOTICES_PER_DAY: '10',
    });
  }, BOOT_TIMEOUT_MS);
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.db.delete(contactMessages);
    await t.db.delete(mailQuotas);
    await clearBookings(t.db);
  });

  const mailTo = (address: string) =>
    t.db
      .select()
      .from(mailOutbox)
      .where(sql`lower(${mailOutbox.toAddress}) = ${address}`)
      .orderBy(mailOutbox.createdAt);
  const contact = (i: number, email: string) =>
    t.http
      .post('/api/contact')
      .set('x-forwarded-for', `203.0.113.${i + 1}`)
      .send({ name: `Sender ${i}`, email, subject: `Hello ${i}`, message: 'Please call me.' });

  it('sends one address at most five acknowledgements a day, from any number of clients and forms', async () => {
    const statuses: number[] = [];
    // Contact messages and booking requests, from eight client addresses, in any letter case.
    for (let i = 0; i < 4; i++) statuses.push((await contact(i, i % 2 ? VICTIM.toUpperCase() : VICTIM)).status);
    for (let i = 4; i < 8; i++) {
      const response = await t.http
        .post('/api/bookings')
        .set('x-forwarded-for', `198.51.100.${i}`)
        .send(bookingRequest({ customer: { name: 'Someone', email: VICTIM, phone: '+94 77 000 0000' } }));
      statuses.push(response.status);
    }
    // Every request is taken as usual: only the receipts stop.
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 201, 201]);
    expect((await t.db.select().from(contactMessages)).length).toBe(4);

    const acknowledgements = await mailTo(VICTIM);
    expect(acknowledgements).toHaveLength(5);
    expect(acknowledgements.slice(0, 4).every((m) => !m.textBody.includes('last of today'))).toBe(true);
    expect(acknowledgements[4]?.textBody).toContain(
      "This is the last of today's 5 acknowledgements we send to this address",
    );
    // Another address is not affected.
    await contact(20, 'someone.else@example.org').expect(201);
    expect(await mailTo('someone.else@example.org')).toHaveLength(1);
  });

  it('stops staff notices at the day’s cap, saying so in the last one, while every message is stored', async () => {
    for (let i = 0; i < 12; i++) await contact(30 + i, `sender${i}@example.org`).expect(201);
    expect((await t.db.select().from(contactMessages)).length).toBe(12);
    const notices = await mailTo(STAFF);
    expect(notices).toHaveLength(10);
    expect(notices.slice(0, 9).every((m) => !m.textBody.includes('last of today'))).toBe(true);
    expect(notices[9]?.textBody).toContain(
      "This is the last of today's 10 notices for this mailbox: further bookings and messages today are listed only in the staff dashboard.",
    );
    // The senders still got their acknowledgements.
    expect(await mailTo('sender11@example.org')).toHaveLength(1);
  });

  it('gives one recipient exactly five acknowledgements when twenty requests for it race', async () => {
    const address = 'race.victim@example.org';
    const statuses = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => (await contact(100 + i, address)).status),
    );
    expect(statuses.every((status) => status === 201)).toBe(true);
    expect(await mailTo(address)).toHaveLength(5);
  });
});
