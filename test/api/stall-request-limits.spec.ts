import { eq } from 'drizzle-orm';
import { bookings } from '../../server/src/database/schema';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, BOOT_TIMEOUT_MS, clearBookings, countRows, stallRequest } from '../support/bookings';
import { engine } from '../support/database';

const TOO_MANY =
  "You already have 3 stall requests waiting for the park's answer. Please wait for the park to answer them, or call the park to change them.";

let sequence = 0;
/** A made-up customer no other request shares: a new name, e-mail and phone each time. */
function stranger() {
  sequence += 1;
  return {
    name: `Made Up ${sequence}`,
    email: `made.up.${sequence}@example.lk`,
    phone: `+94 71 ${String(1_000_000 + sequence).slice(1, 4)} ${String(sequence).padStart(4, '0')}`,
  };
}

/** At most 3 pending stall requests per client address, per e-mail and per phone; staff are never limited. */
describe(`pending stall request limits (${engine})`, () => {
  let t: TestApp;
  let staffToken: string;
  beforeAll(async () => {
    t = await createTestApp({ PENDING_STALL_REQUESTS_PER_CLIENT: '3', TRUST_PROXY: 'loopback' });
    staffToken = await t.login();
  }, BOOT_TIMEOUT_MS);
  afterAll(() => t?.close());
  beforeEach(() => clearBookings(t.db));

  const request = (stallId: string, client: string, customer: Record<string, string> = stranger()) =>
    t.http.post('/api/bookings').set('X-Forwarded-For', client).send(stallRequest(stallId, { customer }));

  it('refuses the fourth pending request from one client, whatever the names, and stores nothing', async () => {
    for (const stallId of ['A1', 'A2', 'A3']) await request(stallId, '198.51.100.10').expect(201);
    const before = await countRows(t.db);
    const fourth = await request('A4', '198.51.100.10').expect(429);
    expect(fourth.body).toEqual({ statusCode: 429, message: TOO_MANY, code: 'TOO_MANY_PENDING_REQUESTS' });
    expect(await countRows(t.db)).toEqual(before);
    // The stall stays free for others, and another client is served.
    await request('A4', '198.51.100.11').expect(201);
  });

  it('counts one e-mail address whatever its letter case and +tag, from any client', async () => {
    const written = ['ann@mail.com', 'Ann+x@Mail.com', 'ANN+stalls@mail.com', 'ann+4@MAIL.COM'];
    const answers = [];
    for (const [i, email] of written.entries()) {
      answers.push(await request(`B${i + 1}`, `198.51.100.${20 + i}`, { ...stranger(), email }));
    }
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 429]);
    expect(answers[3]?.body.message).toBe(TOO_MANY);
  });

  it('counts one phone number however it is written, from any client', async () => {
    const written = ['+94 77 555 1234', '0775551234', '0094 77 555-1234', '(077) 555 1234'];
    const answers = [];
    for (const [i, phone] of written.entries()) {
      answers.push(await request(`C${i + 1}`, `198.51.100.${30 + i}`, { ...stranger(), phone }));
    }
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 429]);
  });

  it('lets exactly 3 of 8 simultaneous requests from one client through', async () => {
    const stalls = ['D1', 'D2', 'D3', 'D4', 'D5', 'D6', 'D7', 'D8'];
    const answers = await Promise.all(stalls.map((stallId) => request(stallId, '198.51.100.40')));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(5);
    for (const answer of refused) expect(answer.body.message).toBe(TOO_MANY);
    expect(await t.db.select().from(bookings)).toHaveLength(3);
  });

  it('takes a new request once the park has answered one', async () => {
    const ids: string[] = [];
    for (const stallId of ['E1', 'E2', 'E3']) {
      ids.push((await request(stallId, '198.51.100.50').expect(201)).body._id as string);
    }
    await request('E4', '198.51.100.50').expect(429);
    await t.http
      .patch(`/api/bookings/${ids[0]}/status`)
      .set(bearer(staffToken))
      .send({ status: 'confirmed' })
      .expect(200);
    await request('E4', '198.51.100.50').expect(201);
  });

  it('never limits staff renting stalls for a customer at the desk', async () => {
    const customer = stranger();
    for (const stallId of ['F1', 'F2', 'F3']) await request(stallId, '198.51.100.60', customer).expect(201);
    for (const stallId of ['F4', 'F5', 'F6', 'F7']) {
      await t.http
        .post('/api/bookings/admin/vendor-stalls/book')
        .set(bearer(staffToken))
        .set('X-Forwarded-For', '198.51.100.60')
        .send({ stallInfo: { stallId }, customer })
        .expect(201);
    }
    expect(await t.db.select().from(bookings)).toHaveLength(7);
  });

  it('keeps the client address only while the request waits, and never shows it', async () => {
    const created = await request('A9', '203.0.113.99').expect(201);
    const id = created.body._id as string;
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row?.clientAddress).toBe('203.0.113.99');

    const answers = [
      created,
      await t.http.get('/api/bookings').set(bearer(staffToken)).expect(200),
      await t.http.get('/api/bookings/admin/list?group=pending').set(bearer(staffToken)).expect(200),
      await t.http.get('/api/bookings/admin/vendor-stalls').set(bearer(staffToken)).expect(200),
    ];
    for (const answer of answers) expect(answer.text).not.toContain('203.0.113.99');

    await t.http.patch(`/api/bookings/${id}/status`).set(bearer(staffToken)).send({ status: 'cancelled' }).expect(200);
    const [answered] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    expect(answered?.clientAddress).toBeNull();
  });
});
