import { eq, sql } from 'drizzle-orm';
import { auditLog, contactMessages, mailOutbox } from '../../server/src/database/schema';
import { bearer, newAccount, type TestAccount } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/app';
import { engine } from '../support/database';
import { TestSmtpServer } from '../support/smtp';

const SENT = 'Message sent! We will get back to you soon. A confirmation email has been sent.';

describe(`contact messages (${engine})`, () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let token: string;
  let moderator: TestAccount;

  beforeAll(async () => {
    smtp = new TestSmtpServer();
    await smtp.start();
    t = await createTestApp({ SMTP_URL: smtp.url });
    token = await t.login();
    moderator = await newAccount(t, token, { role: 'moderator' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const count = async (table: typeof contactMessages | typeof mailOutbox) =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;
  const message = (overrides: Record<string, unknown> = {}) => ({
    name: 'Dilani Wickramasinghe',
    email: 'dilani@example.lk',
    subject: 'Wedding in December',
    message: 'Could we hold a wedding for 300 guests at the Open Air Arena in December?',
    ...overrides,
  });

  it('stores the message, answers SPEC.md’s sentence, and mails the sender a receipt and the staff the message', async () => {
    const response = await t.http
      .post('/api/contact')
      .send(message({ email: ' Dilani@Example.lk ' }))
      .expect(201);
    expect(response.body).toEqual({ success: true, message: SENT });

    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.subject, 'Wedding in December'));
    expect(row).toMatchObject({ name: 'Dilani Wickramasinghe', email: 'dilani@example.lk', handledAt: null });

    const mails = await smtp.waitFor((received) => received.length >= 2);
    const confirmation = mails.find((m) => m.to.includes('dilani@example.lk'));
    const notice = mails.find((m) => m.to.includes('staff@kandypark.lk'));
    expect(confirmation?.subject).toBe('We received your message');
    expect(confirmation?.text).toContain('within 24 hours');
    // Anyone can type anyone's address: the receipt repeats none of the form's words (docs/security.md).
    for (const typed of ['Dilani', 'Wedding in December', 'Could we hold a wedding']) {
      expect(confirmation?.text).not.toContain(typed);
      expect(confirmation?.html).not.toContain(typed);
    }
    expect(notice?.subject).toBe('New contact message: Wedding in December');
    expect(notice?.text).toContain('Dilani Wickramasinghe');
    expect(notice?.text).toContain('dilani@example.lk');
    expect(notice?.text).toContain('Could we hold a wedding for 300 guests');
  });

  it('keeps what a visitor typed out of mail headers and escapes it in HTML', async () => {
    smtp.received.length = 0;
    await t.http
      .post('/api/contact')
      .send(message({ name: 'Eve <b>Bold</b>', message: '<img src=x onerror=alert(1)> hello', subject: 'Hi <there>' }))
      .expect(201);
    const mails = await smtp.waitFor((received) => received.length >= 2);
    for (const mail of mails) {
      expect(mail.html).not.toContain('<img src=x');
      expect(mail.raw).not.toMatch(/^Bcc:/im);
    }
    // The staff see the message as text; the sender's receipt does not repeat it at all.
    expect(mails.find((m) => m.to.includes('staff@kandypark.lk'))?.html).toContain(
      '&lt;img src=x onerror=alert(1)&gt; hello',
    );
    expect(mails.find((m) => m.to.includes('dilani@example.lk'))?.html).not.toContain('img src=x');
  });

  const refusals: Array<[string, Record<string, unknown>, string]> = [
    ['no name', { name: undefined }, 'Please enter your name.'],
    ['a blank name', { name: '  ' }, 'Please enter your name.'],
    ['a name over two lines', { name: 'Eve\r\nBcc: victim@example.lk' }, 'Name must be on one line.'],
    ['a name of 101 characters', { name: 'N'.repeat(101) }, 'Name must be at most 100 characters.'],
    ['no e-mail', { email: '' }, 'Please enter your e-mail address.'],
    [
      'a malformed e-mail',
      { email: 'dilani at example' },
      'Please enter a valid e-mail address, so we can reply to you.',
    ],
    ['no subject', { subject: undefined }, 'Please enter a subject.'],
    ['a subject over two lines', { subject: 'Hello\nBcc: victim@example.lk' }, 'Subject must be on one line.'],
    [
      'a subject with a line separator',
      { subject: 'Hello\u2028Bcc: victim@example.lk' },
      'Subject must be on one line.',
    ],
    ['an e-mail over two lines', { email: '"a\nb"@example.lk' }, 'E-mail address must be on one line.'],
    ['a subject of 201 characters', { subject: 'S'.repeat(201) }, 'Subject must be at most 200 characters.'],
    ['no message', { message: '' }, 'Please enter your message.'],
    ['a message that is not text', { message: ['a'] }, 'Please enter your message.'],
    ['a message of 5001 characters', { message: 'M'.repeat(5001) }, 'Message must be at most 5000 characters.'],
    ['an unknown field', { phone: '0771234567' }, 'Unknown field: phone.'],
  ];
  it.each(refusals)('refuses %s with a message, storing and mailing nothing', async (_case, overrides, text) => {
    const [messagesBefore, mailBefore] = [await count(contactMessages), await count(mailOutbox)];
    const response = await t.http.post('/api/contact').send(message(overrides)).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, message: text });
    expect(await count(contactMessages)).toBe(messagesBefore);
    expect(await count(mailOutbox)).toBe(mailBefore);
  });

  describe('staff inbox', () => {
    it('is closed to visitors', async () => {
      await t.http.get('/api/contact/messages').expect(401);
      const [row] = await t.db.select().from(contactMessages).limit(1);
      await t.http.patch(`/api/contact/messages/${row!.id}`).send({ handled: true }).expect(401);
      expect(
        (await t.db.select().from(contactMessages).where(eq(contactMessages.id, row!.id)))[0]?.handledAt,
      ).toBeNull();
    });

    it('lists messages newest first, open by default', async () => {
      await t.http
        .post('/api/contact')
        .send(message({ subject: 'Newest of all' }))
        .expect(201);
      const response = await t.http.get('/api/contact/messages').set(bearer(moderator.token)).expect(200);
      const list = response.body.messages as Array<Record<string, unknown>>;
      expect(list[0]).toEqual({
        _id: expect.any(String),
        name: 'Dilani Wickramasinghe',
        email: 'dilani@example.lk',
        subject: 'Newest of all',
        message: 'Could we hold a wedding for 300 guests at the Open Air Arena in December?',
        language: 'en',
        handled: false,
        handledAt: null,
        handledBy: null,
        createdAt: expect.any(String),
      });
      const times = list.map((m) => Date.parse(m.createdAt as string));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(list).toHaveLength(await count(contactMessages));
    });

    it('marks a message handled by the caller, and open again', async () => {
      const [row] = await t.db.select().from(contactMessages).limit(1);
      const handled = await t.http
        .patch(`/api/contact/messages/${row!.id}`)
        .set(bearer(moderator.token))
        .send({ handled: true })
        .expect(200);
      expect(handled.body.message).toBe('Message marked as handled');
      expect(handled.body.contactMessage).toMatchObject({
        _id: row!.id,
        handled: true,
        handledAt: expect.any(String),
        handledBy: { _id: moderator.admin._id, username: moderator.admin.username },
      });
      const reopened = await t.http
        .patch(`/api/contact/messages/${row!.id}`)
        .set(bearer(token))
        .send({ handled: false })
        .expect(200);
      expect(reopened.body.message).toBe('Message marked as not handled');
      expect(reopened.body.contactMessage).toMatchObject({ handled: false, handledAt: null, handledBy: null });
      const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, row!.id));
      expect(entries.map((e) => [e.action, e.toStatus])).toEqual([
        ['contact.handled', 'handled'],
        ['contact.handled', 'open'],
      ]);
    });

    it.each([
      [{}, 'handled must be true or false.'],
      [{ handled: 'yes' }, 'handled must be true or false.'],
      [{ handled: true, note: 'x' }, 'Unknown field: note.'],
    ])('refuses the body %j', async (body, text) => {
      const [row] = await t.db.select().from(contactMessages).limit(1);
      const response = await t.http.patch(`/api/contact/messages/${row!.id}`).set(bearer(token)).send(body).expect(400);
      expect(response.body.message).toBe(text);
    });

    it.each([
      ['an unknown id', '7d1c1e52-4f0e-4a3b-9d55-3b8f5f0c2a11'],
      ['a malformed id', 'abc'],
    ])('answers 404 for %s', async (_case, id) => {
      const response = await t.http
        .patch(`/api/contact/messages/${id}`)
        .set(bearer(token))
        .send({ handled: true })
        .expect(404);
      expect(response.body.message).toBe('No contact message with that id exists.');
    });
  });
});
