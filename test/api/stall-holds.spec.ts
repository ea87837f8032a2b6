import { eq, sql } from 'drizzle-orm';
import { bookings, stallHolds } from '../../server/src/database/schema';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, BOOT_TIMEOUT_MS, clearBookings, CUSTOMER, stallRequest } from '../support/bookings';
import { engine } from '../support/database';

const HELD = (stall: string) =>
  `Stall ${stall} is being held by another visitor for a few minutes. Please choose another stall.`;
const EXPIRED = (stall: string) =>
  `Your 10-minute hold on stall ${stall} has run out, and nothing was booked. Please choose a stall again.`;

/** Visitors on different networks: the app believes the loopback proxy's `X-Forwarded-For`. */
const VISITOR = '198.51.100.1';
const OTHER_VISITOR = '198.51.100.2';

/** The 10-minute stall hold: what other visitors see, what the holder's request uses, and that staff ignore it. */
describe(`stall holds (${engine})`, () => {
  let t: TestApp;
  let staffToken: string;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'loopback' });
    staffToken = await t.login();
  }, BOOT_TIMEOUT_MS);
  afterAll(() => t?.close());
  beforeEach(async () => {
    await clearBookings(t.db);
    await t.db.delete(stallHolds);
  });

  const hold = (stallId: string, holdToken?: string, client = VISITOR) =>
    t.http
      .post('/api/bookings/vendor-stalls/holds')
      .set('X-Forwarded-For', client)
      .send({ stallId, ...(holdToken ? { holdToken } : {}) });
  const held = async () => (await t.http.get('/api/bookings/vendor-stalls/holds').expect(200)).body.heldStalls;
  const expireAll = () => t.db.update(stallHolds).set({ expiresAt: sql`now() - interval '1 second'` });

  it('holds a stall for ten minutes; others see it held, not who, and cannot take it', async () => {
    const first = await hold('B4').expect(201);
    expect(first.body).toEqual({
      stallId: 'B4',
      holdToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: expect.any(String),
      message: 'Stall B4 is held for you for 10 minutes.',
    });
    const minutes = (Date.parse(first.body.expiresAt as string) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10.1);
    const list = await t.http.get('/api/bookings/vendor-stalls/holds').expect(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body).toEqual({ heldStalls: ['B4'] });

    expect((await hold('B4', undefined, OTHER_VISITOR).expect(409)).body).toMatchObject({
      message: HELD('B4'),
      code: 'STALL_HELD',
    });
    const other = await t.http.post('/api/bookings').send(stallRequest('B4')).expect(409);
    expect(other.body).toMatchObject({ message: HELD('B4'), code: 'STALL_HELD' });
    expect(await t.db.select().from(bookings)).toHaveLength(0);
  });

  it('uses the holder’s hold for their request and lets it go', async () => {
    const { holdToken } = (await hold('A7').expect(201)).body as { holdToken: string };
    const response = await t.http.post('/api/bookings').send(stallRequest('A7', { holdToken })).expect(201);
    expect(response.body.booking.stallInfo.stallId).toBe('A7');
    expect(await held()).toEqual([]);
    expect((await hold('A7').expect(409)).body.message).toBe(
      'This stall is already booked. Please select another stall.',
    );
  });

  it('keeps one hold per visitor: choosing another stall lets the first go', async () => {
    const { holdToken } = (await hold('C1').expect(201)).body as { holdToken: string };
    const second = await hold('C2', holdToken).expect(201);
    expect(second.body.holdToken).toBe(holdToken);
    expect(await held()).toEqual(['C2']);
    await hold('C1').expect(201);
  });

  it('tells the holder clearly when the hold ran out, books nothing, and frees the stall', async () => {
    const { holdToken } = (await hold('D3').expect(201)).body as { holdToken: string };
    await expireAll();
    expect(await held()).toEqual([]);
    const late = await t.http.post('/api/bookings').send(stallRequest('D3', { holdToken })).expect(409);
    expect(late.body).toMatchObject({ message: EXPIRED('D3'), code: 'HOLD_EXPIRED' });
    expect(await t.db.select().from(bookings)).toHaveLength(0);

    // Someone else may now hold it; the first visitor's late request is still refused.
    await hold('D3', undefined, OTHER_VISITOR).expect(201);
    const again = await t.http.post('/api/bookings').send(stallRequest('D3', { holdToken })).expect(409);
    expect(again.body.code).toBe('HOLD_EXPIRED');
  });

  it('never blocks staff: a held stall can be rented for a customer at the desk', async () => {
    const { holdToken } = (await hold('E5').expect(201)).body as { holdToken: string };
    await t.http
      .post('/api/bookings/admin/vendor-stalls/book')
      .set(bearer(staffToken))
      .send({ stallInfo: { stallId: 'E5' }, customer: { ...CUSTOMER } })
      .expect(201);
    const late = await t.http.post('/api/bookings').send(stallRequest('E5', { holdToken })).expect(409);
    expect(late.body.code).toBe('STALL_TAKEN');
  });

  it('gives one of three visitors racing for a stall the hold, the others a clear 409', async () => {
    const answers = await Promise.all(
      ['198.51.100.7', '198.51.100.8', '198.51.100.9'].map((ip) => hold('F9', undefined, ip)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.message === HELD('F9'))).toBe(true);
    expect(await t.db.select().from(stallHolds).where(eq(stallHolds.stallId, 'F9'))).toHaveLength(1);
  });

  it('keeps one live hold per client address: a new hold from there replaces the last', async () => {
    const first = (await hold('A1').expect(201)).body as { holdToken: string };
    // Another tab, another token, the same address: the visitor changed their mind.
    await hold('A2').expect(201);
    expect(await held()).toEqual(['A2']);
    const late = await t.http.post('/api/bookings').send(stallRequest('A1', { holdToken: first.holdToken }));
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('HOLD_EXPIRED');
    // Visitors on other addresses keep their holds.
    await hold('B1', undefined, OTHER_VISITOR).expect(201);
    await hold('A3').expect(201);
    expect(await held()).toEqual(['A3', 'B1']);
  });

  it('leaves one hold when one address asks for eight stalls at once', async () => {
    const stalls = ['C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7', 'C8'];
    const answers = await Promise.all(stalls.map((stallId) => hold(stallId)));
    expect(answers.map((a) => a.status)).toEqual(stalls.map(() => 201));
    expect(await held()).toHaveLength(1);
  });

  it('never names the holder’s address in an answer', async () => {
    const answer = await hold('D1', undefined, '203.0.113.77').expect(201);
    expect(JSON.stringify(answer.body)).not.toContain('203.0.113.77');
    const list = await t.http.get('/api/bookings/vendor-stalls/holds').expect(200);
    expect(JSON.stringify(list.body)).not.toContain('203.0.113.77');
  });

  it('refuses stalls that do not exist, rented stalls and bad input, holding nothing', async () => {
    expect((await hold('G1').expect(400)).body.message).toMatch(/^There is no stall "G1"/);
    expect((await t.http.post('/api/bookings/vendor-stalls/holds').send({}).expect(400)).body.message).toBe(
      'Please select a vendor stall.',
    );
    await t.http.post('/api/bookings/vendor-stalls/holds').send({ stallId: 'A1', extra: true }).expect(400);
    await t.http.post('/api/bookings').send(stallRequest('A2')).expect(201);
    expect((await hold('A2').expect(409)).body.code).toBe('STALL_TAKEN');
    expect(await held()).toEqual([]);
  });
});
