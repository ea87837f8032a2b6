import { randomBytes, randomUUID } from 'node:crypto';
import { contactMessages, newsItems } from '../../server/src/database/schema';
import { bearer, claimsOf, newAccount, newAdminPayload, signToken } from '../support/accounts';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/app';
import {
  BOOT_TIMEOUT_MS,
  bookingRequest,
  daysFromToday,
  freshDay,
  insertBooking,
  newBooking,
  newStallRental,
} from '../support/bookings';
import { engine } from '../support/database';
import { fillPath, listRoutes, type Route } from '../support/routes';
import { databaseSnapshot } from '../support/snapshot';

/** Personal data of the seeded bookings and messages: none of it may appear in any public answer. */
const PERSON = { name: 'Zeynab Wickramasinghe', email: 'zeynab.private@example.org', phone: '+94 71 999 8888' };
const SECRET_NOTE = 'Gate code 4417, do not publish';

/**
 * Issue 10, item 5: every staff route, read from the server's own route list, tried by each kind of intruder; the
 * answers visitors get, scanned for personal data; the security headers.
 */
describe(`intruders (${engine})`, () => {
  let t: TestApp;
  let routes: Route[];
  let adminToken: string;
  let moderatorToken: string;
  let staleToken: string;
  let deactivatedToken: string;
  let signedOutToken: string;
  let ids: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    adminToken = await t.login();
    routes = listRoutes(t.app);

    const moderator = await newAccount(t, adminToken, { role: 'moderator' });
    moderatorToken = moderator.token;
    // A token from before its account's password changed.
    const changer = await newAccount(t, adminToken);
    staleToken = changer.token;
    await t.http
      .put('/api/admin/change-password')
      .set(bearer(changer.token))
      .send({ currentPassword: changer.password, newPassword: 'Kandy-Lake-Walk-2026' })
      .expect(200);
    // A token whose session was signed out.
    const leaving = await newAccount(t, adminToken);
    signedOutToken = leaving.token;
    await t.http.post('/api/admin/logout').set(bearer(leaving.token)).expect(200);
    // A token of an account deactivated since.
    const leaver = await newAccount(t, adminToken);
    deactivatedToken = leaver.token;
    await t.http
      .patch(`/api/admin/admins/${leaver.admin._id}`)
      .set(bearer(adminToken))
      .send({ isActive: false })
      .expect(200);

    const customer = { customerName: PERSON.name, customerEmail: PERSON.email, customerPhone: PERSON.phone };
    const pending = await insertBooking(
      t.db,
      newBooking({ ...customer, status: 'pending', notes: SECRET_NOTE, specialRequirements: SECRET_NOTE }),
    );
    const confirmed = await insertBooking(t.db, newBooking({ ...customer, notes: SECRET_NOTE }));
    const rental = await insertBooking(
      t.db,
      newStallRental('B7', { ...customer, status: 'confirmed', notes: SECRET_NOTE, eventDate: daysFromToday(-3) }),
    );
    // A payment and an invoice, for the routes that read or reverse them.
    const payment = await t.http
      .post(`/api/bookings/admin/${rental.id}/payments`)
      .set(bearer(adminToken))
      .send({
        amount: 30_000,
        receivedOn: daysFromToday(0),
        method: 'cash',
        idempotencyKey: 'intruders-seeded-payment',
      })
      .expect(201);
    const invoiced = await insertBooking(t.db, newBooking({ ...customer, venue: 'Banquet Hall', status: 'pending' }));
    await t.http
      .patch(`/api/bookings/${invoiced.id}/status`)
      .set(bearer(adminToken))
      .send({ status: 'confirmed' })
      .expect(200);
    const account = await t.http.get(`/api/bookings/admin/${invoiced.id}/account`).set(bearer(adminToken)).expect(200);
    await insertBooking(t.db, newBooking({ ...customer, venue: 'Open Area', eventDate: daysFromToday(-20) }));
    const [news] = await t.db
      .insert(newsItems)
      .values({ title: 'Perahera week', description: 'Parking changes', content: 'Parking changes all week' })
      .returning();
    const [message] = await t.db
      .insert(contactMessages)
      .values({ name: PERSON.name, email: PERSON.email, subject: 'Private', message: SECRET_NOTE })
      .returning();
    // A live calendar feed: an address anyone holding it reads without signing in, so it is scanned too.
    const feed = await t.http
      .put('/api/admin/profile/calendar-feed')
      .set(bearer(adminToken))
      .send({ enabled: true })
      .expect(200);
    ids = {
      file: (feed.body.url as string).split('/').pop() as string,
      id: pending.id,
      '/api/bookings/:id': confirmed.id,
      '/api/news/:id': news?.id as string,
      '/api/contact/messages/:id': message?.id as string,
      '/api/admin/admins/:id': moderator.admin._id,
      paymentId: payment.body.payment.id as string,
      invoiceId: account.body.invoice.invoice.id as string,
      creditNoteId: randomUUID(),
      email: 'someone@example.lk',
      rentInvoiceId: randomUUID(),
      venueName: 'Open Air Arena',
      date: confirmed.eventDate,
      // An ended month: an intruder who got through would close (or reopen) it.
      month: '2026-01',
    };
  }, BOOT_TIMEOUT_MS);
  afterAll(() => t?.close());

  /** A body a signed-in admin could send: if an intruder got through, it would change something. */
  const bodies: Record<string, object> = {
    'PUT /api/admin/profile': { username: 'hijacked', firstName: 'Mallory', lastName: 'Intruder' },
    'POST /api/admin/admins': newAdminPayload({ username: 'backdoor' }),
    'PATCH /api/admin/admins/:id': { isActive: false },
    'PUT /api/admin/change-password': { currentPassword: ADMIN_PASSWORD, newPassword: 'Owned-By-Mallory-1' },
    'PUT /api/admin/profile/calendar-feed': { enabled: true },
    'POST /api/news': { title: 'Defaced', description: 'Defaced', content: 'Defaced', category: 'General' },
    'PUT /api/news/:id': { title: 'Defaced', description: 'Defaced', content: 'Defaced', category: 'General' },
    'PATCH /api/contact/messages/:id': { handled: true },
    'POST /api/bookings/admin-block': { venue: 'Open Area', eventDate: freshDay() },
    'PATCH /api/bookings/:id/status': { status: 'confirmed' },
    // Read when sent: the pending request exists only once the app has started.
    get 'POST /api/bookings/reject'() {
      return { ids: [ids.id], rejectionReason: 'Defaced' };
    },
    'POST /api/bookings/admin/vendor-stalls/book': {
      stallInfo: { stallId: 'C4' },
      customer: { name: 'Mallory', email: 'mallory@example.org', phone: '+94 70 000 0000' },
    },
    get 'POST /api/bookings/admin/:id/payments'() {
      return {
        amount: 1,
        receivedOn: daysFromToday(0),
        method: 'cash',
        idempotencyKey: randomBytes(12).toString('hex'),
      };
    },
    'POST /api/bookings/admin/payments/:paymentId/reversal': { reason: 'Defaced' },
    'POST /api/bookings/admin/:id/cancellation': { reason: 'Defaced' },
    'POST /api/bookings/admin/periods/:month/reopen': { reason: 'Defaced' },
    get 'POST /api/bookings/admin/:id/refunds'() {
      return {
        amount: 1,
        refundedOn: daysFromToday(0),
        method: 'cash',
        idempotencyKey: randomBytes(12).toString('hex'),
      };
    },
  };
  const bodyKey = (route: Route) => route.key;

  const send = (route: Route, headers: Record<string, string>) => {
    const url = fillPath(route, ids);
    const verb = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    const request = t.http[verb](url).set(headers);
    return route.method === 'GET' || route.method === 'DELETE' ? request : request.send(bodies[bodyKey(route)] ?? {});
  };

  const staffRoutes = () => routes.filter((route) => !route.isPublic);

  it('lists every staff route from the server itself', () => {
    const staff = staffRoutes().map((route) => route.key);
    // A sample the table must hold; the table itself is whatever the server registers.
    expect(staff).toEqual(
      expect.arrayContaining([
        'GET /api/admin/profile',
        'DELETE /api/admin/admins/:id',
        'PATCH /api/bookings/:id/status',
        'GET /api/bookings/admin/vendor-stalls',
        'GET /api/newsletter/subscribers',
      ]),
    );
    expect(staff.length).toBeGreaterThanOrEqual(20);
    expect(routes.filter((route) => route.isPublic).map((route) => route.key)).toEqual(
      expect.arrayContaining(['POST /api/admin/login', 'GET /api/news', 'POST /api/bookings']),
    );
  });

  const liveClaims = () => claimsOf(adminToken);
  const intruders: Array<[string, () => Record<string, string>]> = [
    ['no token', () => ({})],
    ['a malformed token', () => bearer('not.a.token')],
    ['a token that is not a JWT at all', () => ({ authorization: 'Bearer x' })],
    ['another scheme', () => ({ authorization: `Basic ${Buffer.from('parkadmin:x').toString('base64')}` })],
    ['a token signed with another secret', () => bearer(signToken(randomBytes(32).toString('hex'), liveClaims()))],
    [
      'an unsigned token (alg none)',
      () => bearer(`${signToken('x', liveClaims(), { alg: 'none', typ: 'JWT' }).split('.').slice(0, 2).join('.')}.`),
    ],
    [
      'an expired token',
      () =>
        bearer(
          signToken(t.config.jwtSecret, {
            ...liveClaims(),
            iat: Math.floor(Date.now() / 1000) - 7200,
            exp: Math.floor(Date.now() / 1000) - 3600,
          }),
        ),
    ],
    ['a token without an expiry', () => bearer(signToken(t.config.jwtSecret, { ...liveClaims(), exp: undefined }))],
    ['a token from before a password change', () => bearer(staleToken)],
    ['a deactivated account’s token', () => bearer(deactivatedToken)],
    ['a token of a session signed out', () => bearer(signedOutToken)],
  ];

  it('compares whole databases: the snapshot holds the seeded rows', async () => {
    const snapshot = await databaseSnapshot(t.db);
    expect(snapshot.bookings?.length).toBeGreaterThanOrEqual(4);
    expect(snapshot.admins?.length).toBeGreaterThanOrEqual(4);
    expect(snapshot.contact_messages?.join()).toContain(SECRET_NOTE);
  });

  it.each(intruders)('answers %s with 401 on every staff route and changes nothing', async (_, headers) => {
    const before = await databaseSnapshot(t.db);
    const wrong: string[] = [];
    for (const route of staffRoutes()) {
      const response = await send(route, headers());
      if (response.status !== 401 || typeof response.body.message !== 'string') {
        wrong.push(`${route.key} → ${response.status}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await databaseSnapshot(t.db)).toEqual(before);
  });

  it('answers a moderator 403 on every admin-only route and changes nothing', async () => {
    const adminOnly = staffRoutes().filter(
      (route) => route.roles.includes('admin') && !route.roles.includes('moderator'),
    );
    expect(adminOnly.length).toBeGreaterThanOrEqual(4);
    const before = await databaseSnapshot(t.db);
    const wrong: string[] = [];
    for (const route of adminOnly) {
      const response = await send(route, bearer(moderatorToken));
      if (response.status !== 403 || response.body.message !== 'Only admin accounts can do this.') {
        wrong.push(`${route.key} → ${response.status}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await databaseSnapshot(t.db)).toEqual(before);
  });

  it('puts no personal data in any public answer', async () => {
    const leaks: string[] = [];
    const scan = (what: string, text: string) => {
      for (const secret of [PERSON.name, PERSON.email, PERSON.phone, SECRET_NOTE]) {
        if (text.includes(secret)) leaks.push(`${what} contains ${secret}`);
      }
    };
    for (const route of routes.filter((r) => r.isPublic && r.method === 'GET')) {
      const url = fillPath(route, ids);
      for (const query of ['', `?startDate=${ids.date}`, '?excludeVendorStalls=true']) {
        const response = await t.http.get(`${url}${query}`);
        expect(response.status).toBeLessThan(500);
        scan(`${route.key}${query}`, response.text);
        // A token that does not verify is a visitor too.
        scan(`${route.key}${query} (bad token)`, (await t.http.get(`${url}${query}`).set(bearer('x.y.z'))).text);
      }
    }
    // The calendar feed scanned above carried the confirmed bookings of that person, without their details.
    expect((await t.http.get(`/api/calendar-feed/${ids.file}`).expect(200)).text).toContain('BEGIN:VEVENT');
    const submitted = await t.http
      .post('/api/bookings')
      .send(bookingRequest({ customer: { ...PERSON }, notes: SECRET_NOTE }))
      .expect(201);
    scan('POST /api/bookings', submitted.text);
    expect(leaks).toEqual([]);
  });

  it('sends the security headers: CSP, HSTS, frame and content-type options', async () => {
    for (const url of ['/api/news', '/api/health', '/api/nothing-here', '/venues']) {
      const response = await t.http.get(url).set('x-forwarded-proto', 'https');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(response.headers['content-security-policy']).toContain("object-src 'none'");
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}; includeSubDomains/);
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });
});
