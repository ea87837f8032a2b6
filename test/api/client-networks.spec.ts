import { eq } from 'drizzle-orm';
import { signInAttempts } from '../../server/src/database/schema';
import { newAccount } from '../support/accounts';
import { ADMIN_PASSWORD, ADMIN_USERNAME, createTestApp, type TestApp } from '../support/app';
import { BOOT_TIMEOUT_MS, stallRequest } from '../support/bookings';
import { engine } from '../support/database';

const TOO_MANY_REQUESTS = /^Too many requests\. Please try again in \d+ seconds?\.$/;

let sequence = 0;
/** A made-up customer no other request shares. */
function stranger() {
  sequence += 1;
  return {
    name: `Net Visitor ${sequence}`,
    email: `net.visitor.${sequence}@example.lk`,
    phone: `+94 72 ${String(100 + sequence)} ${String(sequence).padStart(4, '0')}`,
  };
}

/**
 * One subscriber gets a whole IPv6 /64 and can send from any of its addresses: every count of a client (sign-in
 * waits, the rate limits, pending stall requests) counts the /64, and an IPv4-mapped IPv6 address as its IPv4.
 * Addresses are told apart by X-Forwarded-For (TRUST_PROXY=loopback).
 */
describe(`clients counted by their network (${engine})`, () => {
  let t: TestApp;
  let rootToken: string;

  beforeAll(async () => {
    t = await createTestApp({
      TRUST_PROXY: 'loopback',
      SIGN_IN_FAILURES_BEFORE_DELAY: '5',
      RATE_LIMIT_PUBLIC_POSTS: '3',
      RATE_LIMIT_LOGIN: '8',
      PENDING_STALL_REQUESTS_PER_CLIENT: '2',
    });
    rootToken = await t.login();
  }, BOOT_TIMEOUT_MS);
  afterAll(() => t?.close());

  const signIn = (username: string, password: string, from: string) =>
    t.http.post('/api/admin/login').set('x-forwarded-for', from).send({ username, password });
  const contact = (from: string) =>
    t.http
      .post('/api/contact')
      .set('x-forwarded-for', from)
      .send({ name: 'Nimal', email: 'nimal@example.lk', subject: 'Parking', message: 'Is there parking?' });

  it('makes every address of one IPv6 /64 wait after its failed sign-ins, and no other /64', async () => {
    const staff = await newAccount(t, rootToken);
    for (let i = 1; i <= 5; i++) await signIn(staff.admin.username, `guess-${i}`, `2001:db8:a:1::${i}`).expect(401);
    const held = await signIn(staff.admin.username, staff.password, '2001:db8:a:1:ffff:ffff:ffff:fffe').expect(429);
    expect(held.body.code).toBe('TOO_MANY_ATTEMPTS');
    const rows = await t.db
      .select()
      .from(signInAttempts)
      .where(eq(signInAttempts.username, staff.admin.username.toLowerCase()));
    expect(rows.find((row) => row.client !== '*')).toMatchObject({ client: '2001:db8:a:1::/64', failures: 5 });
    await signIn(staff.admin.username, staff.password, '2001:db8:a:2::1').expect(200);
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address at sign-in', async () => {
    const staff = await newAccount(t, rootToken);
    for (let i = 1; i <= 3; i++) await signIn(staff.admin.username, `guess-${i}`, '::ffff:198.51.100.60').expect(401);
    for (let i = 4; i <= 5; i++) await signIn(staff.admin.username, `guess-${i}`, '198.51.100.60').expect(401);
    await signIn(staff.admin.username, staff.password, '::ffff:c633:643c').expect(429);
    await signIn(staff.admin.username, staff.password, '198.51.100.60').expect(429);
  });

  it('limits the posts of one /64 together, and of an IPv4 address however it is written', async () => {
    for (let i = 1; i <= 3; i++) await contact(`2001:db8:b:1::${i}`).expect(201);
    const limited = await contact('2001:db8:b:1:abcd::9').expect(429);
    expect(limited.body.message).toMatch(TOO_MANY_REQUESTS);
    await contact('2001:db8:b:2::1').expect(201);

    await contact('::ffff:192.0.2.70').expect(201);
    await contact('192.0.2.70').expect(201);
    await contact('::ffff:c000:246').expect(201);
    await contact('192.0.2.70').expect(429);
  });

  it('limits sign-ins per minute per /64', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 9; i++)
      statuses.push((await signIn(ADMIN_USERNAME, ADMIN_PASSWORD, `2001:db8:c:1::${i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
    await signIn(ADMIN_USERNAME, ADMIN_PASSWORD, '2001:db8:c:2::1').expect(200);
  });

  it('counts pending stall requests per /64', async () => {
    const request = (stallId: string, from: string) =>
      t.http
        .post('/api/bookings')
        .set('x-forwarded-for', from)
        .send(stallRequest(stallId, { customer: stranger() }));
    await request('F1', '2001:db8:d:1::1').expect(201);
    await request('F2', '2001:db8:d:1::2').expect(201);
    const third = await request('F3', '2001:db8:d:1:1::3').expect(429);
    expect(third.body.code).toBe('TOO_MANY_PENDING_REQUESTS');
    await request('F3', '2001:db8:d:2::1').expect(201);
  });
});
