import type { LoggerService } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { Logger } from 'nestjs-pino';
import { bookings, contactMessages, mailOutbox, mailQuotas } from '../../server/src/database/schema';
import { lastOfDayNote } from '../../server/src/mail/mail-quota';
import { createTestApp, type TestApp } from '../support/app';
import { BOOT_TIMEOUT_MS, bookingRequest, clearBookings, stallRequest } from '../support/bookings';
import { engine, itOnPostgres } from '../support/database';
import { type ReceivedMail, TestSmtpServer } from '../support/smtp';

const VICTIM = 'victim@example.org';
const STAFF = 'staff@kandypark.lk';

/** Words a phisher would like the park to mail to strangers: each field a visitor types carries the marker. */
const MARKER = 'qx7evil';
const PHISH = {
  name: 'Qx7Evil Click-here-to-verify-at-evil.example',
  subject: 'Qx7Evil your account is suspended',
  message: 'Qx7Evil: verify your bank account at https://evil.example/login within 24 hours.',
};
const PHISHING_BOOKING = {
  eventType: 'Qx7Evil prize draw',
  specialRequirements: 'Qx7Evil call +94 70 000 0000 to claim your refund',
  notes: 'Qx7Evil https://evil.example/pay',
};
const carriesVisitorText = (mail: { subject: string; text: string; html: string }) =>
  `${mail.subject}\n${mail.text}\n${mail.html}`.toLowerCase().includes(MARKER);

const post = (t: TestApp, path: string, client: string, body: Record<string, unknown>) =>
  t.http.post(path).set('x-forwarded-for', client).send(body);
const phishingContact = (t: TestApp, client: string, email: string) =>
  post(t, '/api/contact', client, { name: PHISH.name, email, subject: PHISH.subject, message: PHISH.message });
const phishingCustomer = (email: string) => ({ name: PHISH.name, email, phone: '+94 77 000 0000' });

/**
 * The public forms mail the address a visitor types and notify the staff mailbox. A flood from many client
 * addresses (TRUST_PROXY=loopback lets each request claim its own) must not turn the park into a mail cannon:
 * five acknowledgements per recipient mailbox per day, ten staff notices per day in this app.
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
    post(t, '/api/contact', `203.0.113.${i + 1}`, {
      name: `Sender ${i}`,
      email,
      subject: `Hello ${i}`,
      message: 'Please call me.',
    });

  it('sends one address at most five acknowledgements a day, from any number of clients and forms', async () => {
    const statuses: number[] = [];
    // Contact messages and booking requests, from eight client addresses, in any letter case.
    for (let i = 0; i < 4; i++) statuses.push((await contact(i, i % 2 ? VICTIM.toUpperCase() : VICTIM)).status);
    for (let i = 4; i < 8; i++) {
      const response = await post(t, '/api/bookings', `198.51.100.${i}`, {
        ...bookingRequest(),
        customer: { name: 'Someone', email: VICTIM, phone: '+94 77 000 0000' },
      });
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

  it('counts Ann+1@X.com, ann@x.com and other +tags of one mailbox against the same five', async () => {
    const spellings = ['Ann+1@X.com', 'ann@x.com', 'ANN+news@x.com', 'ann+2@X.COM', 'ann@X.com', 'Ann+3@x.com'];
    for (const [i, email] of spellings.entries()) await contact(40 + i, email).expect(201);
    await post(t, '/api/bookings', '198.51.100.60', {
      ...bookingRequest(),
      customer: { name: 'Ann', email: 'Ann+booking@X.com', phone: '+94 77 000 0000' },
    }).expect(201);
    const toAnn = await t.db
      .select()
      .from(mailOutbox)
      .where(sql`lower(${mailOutbox.toAddress}) like 'ann%@x.com'`);
    expect(toAnn).toHaveLength(5);
    expect((await t.db.select().from(contactMessages)).length).toBe(6);
    // A different mailbox at the same domain has its own allowance.
    await contact(50, 'anna@x.com').expect(201);
    expect(await mailTo('anna@x.com')).toHaveLength(1);
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

  it('adds the last-of-day note to a booking request’s mails as to any other post’s, in text and HTML', async () => {
    for (let i = 0; i < 4; i++) await contact(60 + i, VICTIM).expect(201);
    for (let i = 0; i < 5; i++) await contact(70 + i, `other${i}@example.org`).expect(201);
    // The victim's fifth acknowledgement and the staff mailbox's tenth notice are a booking request's.
    await post(t, '/api/bookings', '198.51.100.80', {
      ...bookingRequest(),
      customer: { name: 'Someone', email: VICTIM, phone: '+94 77 000 0000' },
    }).expect(201);
    const acknowledgement = (await mailTo(VICTIM)).at(-1);
    const notice = (await mailTo(STAFF)).at(-1);
    for (const [mail, cap] of [
      [acknowledgement, 5],
      [notice, 10],
    ] as const) {
      if (!mail) throw new Error('a mail is missing');
      const note = lastOfDayNote(
        {
          to: mail.toAddress,
          subject: '',
          text: '',
          html: '',
          cap: mail === notice ? 'staffNotice' : 'acknowledgement',
        },
        cap,
      );
      expect(mail.textBody.endsWith(note.text)).toBe(true);
      expect(mail.htmlBody.endsWith(`${note.html}</div></body></html>`)).toBe(true);
      expect(mail.htmlBody.split(note.html)).toHaveLength(2);
    }
    expect(acknowledgement?.textBody).toContain("This is the last of today's 5 acknowledgements");
    expect(notice?.textBody).toContain("This is the last of today's 10 notices for this mailbox");
  });

  it('gives one recipient exactly five acknowledgements when twenty requests for it race', async () => {
    const address = 'race.victim@example.org';
    const statuses = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => (await contact(100 + i, address)).status),
    );
    expect(statuses.every((status) => status === 201)).toBe(true);
    expect(await mailTo(address)).toHaveLength(5);
  });

  it('logs mail with a masked address and no word a visitor typed, also when a cap stops it', async () => {
    const lines: string[] = [];
    const keep = (...parts: unknown[]) => void lines.push(parts.map((p) => JSON.stringify(p)).join(' '));
    const capture: LoggerService = { log: keep, warn: keep, error: keep, debug: keep, verbose: keep, fatal: keep };
    t.app.useLogger(capture);
    try {
      // Six contact messages and a booking to one mailbox: five are queued (and logged), two stopped by the cap.
      for (let i = 0; i < 6; i++) await phishingContact(t, `198.51.100.${70 + i}`, 'Mark.Victim@example.org');
      await post(t, '/api/bookings', '198.51.100.80', {
        ...bookingRequest(),
        ...PHISHING_BOOKING,
        customer: phishingCustomer('mark.victim+x@example.org'),
      }).expect(201);
    } finally {
      t.app.useLogger(t.app.get(Logger));
    }
    const mailLines = lines.filter((line) => line.includes('"Mail"'));
    expect(mailLines.filter((line) => line.includes('kept in the outbox'))).toHaveLength(5 + 7);
    expect(mailLines.filter((line) => line.includes('not queued'))).toEqual([
      expect.stringContaining("Acknowledgement to m***@example.org not queued: today's cap of 5"),
      expect.stringContaining("Acknowledgement to m***@example.org not queued: today's cap of 5"),
    ]);
    const all = lines.join('\n').toLowerCase();
    expect(all).not.toContain(MARKER);
    expect(all).not.toContain('mark.victim');
  });
});

/** What the receipts say, and the park's daily allowance, over a real SMTP listener. */
describe(`acknowledgements over SMTP (${engine})`, () => {
  const smtp = new TestSmtpServer();
  let t: TestApp;
  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({ SMTP_URL: smtp.url, TRUST_PROXY: 'loopback', MAIL_ACKNOWLEDGEMENTS_PER_DAY: '3' });
  }, BOOT_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });
  beforeEach(async () => {
    await t.db.delete(contactMessages);
    await t.db.delete(mailQuotas);
    await clearBookings(t.db);
    smtp.received.length = 0;
  });

  const to = (address: string) => (mail: ReceivedMail) => mail.to.includes(address);
  const acknowledgementRows = () =>
    t.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.toAddress} <> ${STAFF}`);

  it('repeats none of the words a visitor typed in the receipts of a message, a booking and a stall request', async () => {
    await phishingContact(t, '192.0.2.1', 'message.victim@example.org').expect(201);
    const booking = await post(t, '/api/bookings', '192.0.2.2', {
      ...bookingRequest({ venue: 'Open Area' }),
      ...PHISHING_BOOKING,
      customer: phishingCustomer('booking.victim@example.org'),
    }).expect(201);
    const stall = await post(t, '/api/bookings', '192.0.2.3', {
      ...stallRequest('D4'),
      notes: PHISHING_BOOKING.notes,
      specialRequirements: PHISHING_BOOKING.specialRequirements,
      customer: phishingCustomer('stall.victim@example.org'),
    }).expect(201);

    const mails = await smtp.waitFor((all) => all.length >= 6);
    const message = mails.find(to('message.victim@example.org'));
    const bookingReceipt = mails.find(to('booking.victim@example.org'));
    const stallReceipt = mails.find(to('stall.victim@example.org'));
    for (const receipt of [message, bookingReceipt, stallReceipt]) {
      expect(receipt).toBeDefined();
      expect(carriesVisitorText(receipt as ReceivedMail)).toBe(false);
      expect(receipt?.text).toContain('within 24 hours');
    }
    // They still say what was received and what happens next.
    expect(message?.subject).toBe('We received your message');
    expect(message?.text).toMatch(/through the contact form on our website on [A-Z][a-z]+ \d{1,2}, \d{4}\./);
    expect(bookingReceipt?.subject).toMatch(/^We received your booking request: Open Area on /);
    expect(bookingReceipt?.text).toContain(`Booking ID: ${booking.body._id as string}`);
    expect(bookingReceipt?.text).toContain('If you did not make this request');
    expect(stallReceipt?.subject).toMatch(/^We received your stall rental request: Stall D4 rental from /);
    expect(stallReceipt?.text).toContain(`Booking ID: ${stall.body._id as string}`);

    // The staff need the visitor's words, and get them.
    const notices = mails.filter(to(STAFF));
    expect(notices).toHaveLength(3);
    const staffText = notices.map((m) => m.text).join('\n');
    for (const words of [...Object.values(PHISH), PHISHING_BOOKING.notes, PHISHING_BOOKING.specialRequirements]) {
      expect(staffText).toContain(words);
    }
  });

  it('tells nobody more than three strangers a day in this app, while every request is stored and staff told', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await phishingContact(t, `192.0.2.${10 + i}`, `stranger${i}@example.org`)).status);
    }
    for (let i = 3; i < 5; i++) {
      const response = await post(t, '/api/bookings', `192.0.2.${10 + i}`, {
        ...bookingRequest(),
        customer: phishingCustomer(`stranger${i}@example.org`),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    expect(await t.db.select().from(contactMessages)).toHaveLength(3);
    expect(await t.db.select().from(bookings)).toHaveLength(2);

    const toStrangers = (all: ReceivedMail[]) => all.filter((m) => m.to[0]?.startsWith('stranger'));
    const mails = await smtp.waitFor((all) => all.filter(to(STAFF)).length === 5 && toStrangers(all).length >= 3);
    // Nothing else is waiting to go: the last two strangers get no receipt.
    expect(await acknowledgementRows()).toHaveLength(3);
    // The outbox sends side by side: the order of arrival is not the order of the requests.
    expect(
      toStrangers(mails)
        .map((m) => m.to[0])
        .sort(),
    ).toEqual(['stranger0@example.org', 'stranger1@example.org', 'stranger2@example.org']);
  });

  itOnPostgres('shares the park’s daily allowance between two servers on one database', async () => {
    const second = await createTestApp({
      DATABASE_URL: t.config.databaseUrl as string,
      TRUST_PROXY: 'loopback',
      MAIL_ACKNOWLEDGEMENTS_PER_DAY: '3',
    });
    try {
      for (let i = 0; i < 6; i++) {
        await phishingContact(i % 2 ? second : t, `192.0.2.${30 + i}`, `neighbour${i}@example.org`).expect(201);
      }
      expect(await acknowledgementRows()).toHaveLength(3);
      expect(await t.db.select().from(contactMessages)).toHaveLength(6);
    } finally {
      await second.close();
    }
  });
});
