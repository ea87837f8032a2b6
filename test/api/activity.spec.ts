import { eq, sql } from 'drizzle-orm';
import { auditLog, bookings } from '../../server/src/database/schema';
import { newAccount, type TestAccount } from '../support/accounts';
import { ADMIN_PASSWORD, ADMIN_USERNAME, createTestApp, type TestApp } from '../support/app';
import {
  bearer,
  BOOT_TIMEOUT_MS,
  bookingRequest,
  daysFromToday,
  freshDay,
  insertBooking,
  newBooking,
} from '../support/bookings';
import { engine } from '../support/database';

interface Entry {
  _id: string;
  at: string;
  action: string;
  label: string;
  by: string;
  actor: { _id: string; username: string; name: string; exists: boolean } | null;
  entity: string;
  entityId: string | null;
  fromStatus: string | null;
  toStatus: string | null;
  reason: string | null;
  subject: { kind: string; id: string; title: string; exists: boolean; group: string | null } | null;
}

const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/**
 * The park's record (issue 22): every staff action is written down, admins read it on the Activity tab (filtered,
 * paged, exported), every staff member reads a booking's own history, and nobody can change or delete it.
 */
describe(`the park's record (${engine})`, () => {
  let t: TestApp;
  let adminToken: string;
  let kumari: TestAccount;
  let adminId: string;
  const ids: Record<string, string> = {};
  const days: Record<string, string> = {};

  const activity = (query: Record<string, string | number> = {}, token = adminToken) =>
    t.http.get('/api/activity').query(query).set(bearer(token));
  const entriesOf = async (query: Record<string, string | number> = {}) =>
    (await activity({ pageSize: 500, ...query }).expect(200)).body.entries as Entry[];
  const historyOf = async (id: string, token = adminToken) =>
    (await t.http.get(`/api/bookings/${id}/history`).set(bearer(token)).expect(200)).body as {
      bookingId: string;
      exists: boolean;
      entries: Entry[];
    };

  beforeAll(async () => {
    t = await createTestApp();
    adminToken = await t.login();
    adminId = (await t.http.get('/api/admin/profile').set(bearer(adminToken))).body.admin._id;
    kumari = await newAccount(t, adminToken, { role: 'moderator', firstName: 'Kumari', lastName: 'Jayasinghe' });
    const staff = bearer(kumari.token);

    // A visitor asks; Kumari approves it. Two more requests are rejected together, one alone with a reason.
    days.request = freshDay();
    const requested = await t.http
      .post('/api/bookings')
      .send(
        bookingRequest({
          eventDate: days.request,
          customer: { name: 'Nimal Perera', email: 'nimal@example.lk', phone: '+94 77 123 4567' },
        }),
      )
      .expect(201);
    ids.request = requested.body._id;
    await t.http.patch(`/api/bookings/${ids.request}/status`).set(staff).send({ status: 'confirmed' }).expect(200);

    ids.rejected = (await insertBooking(t.db, newBooking({ status: 'pending', customerName: 'Sunil Fernando' }))).id;
    await t.http
      .patch(`/api/bookings/${ids.rejected}/status`)
      .set(staff)
      .send({ status: 'cancelled', rejectionReason: 'The arena is being repaired that week' })
      .expect(200);
    ids.bulkOne = (await insertBooking(t.db, newBooking({ status: 'pending', customerName: 'Bulk One' }))).id;
    ids.bulkTwo = (await insertBooking(t.db, newBooking({ status: 'pending', customerName: 'Bulk Two' }))).id;
    await t.http
      .post('/api/bookings/reject')
      .set(bearer(adminToken))
      .send({ ids: [ids.bulkOne, ids.bulkTwo], rejectionReason: 'Closed for the Perahera' })
      .expect(200);

    // Staff block a date and book a stall for a customer; news and accounts change too.
    days.block = freshDay();
    ids.block = (
      await t.http
        .post('/api/bookings/admin-block')
        .set(staff)
        .send({ venue: 'Open Area', eventDate: days.block, eventType: 'maintenance' })
        .expect(201)
    ).body._id;
    ids.stall = (
      await t.http
        .post('/api/bookings/admin/vendor-stalls/book')
        .set(staff)
        .send({
          stallInfo: { stallId: 'C4' },
          customer: { name: 'Priyanka Dias', email: 'priyanka@example.lk', phone: '0771234567' },
        })
        .expect(201)
    ).body._id;
    ids.news = (
      await t.http
        .post('/api/news')
        .set(bearer(adminToken))
        .send({ title: '=Esala lantern night', description: 'D', content: 'C', category: 'Events' })
        .expect(201)
    ).body.newsItem._id;
  }, BOOT_TIMEOUT_MS);
  afterAll(() => t?.close());

  describe('what is recorded', () => {
    it('names each staff action, who did it and what it was about, newest first', async () => {
      const entries = await entriesOf();
      const times = entries.map((entry) => entry.at);
      expect([...times].sort().reverse()).toEqual(times);
      const find = (action: string, entityId?: string) =>
        entries.find((entry) => entry.action === action && (!entityId || entry.entityId === entityId));

      expect(find('booking.request', ids.request)).toMatchObject({
        label: 'Requested a booking',
        by: 'Visitor',
        actor: null,
        toStatus: 'pending',
      });
      expect(find('booking.approve', ids.request)).toMatchObject({
        label: 'Approved a booking',
        by: 'Kumari Jayasinghe',
        actor: { _id: kumari.admin._id, username: kumari.admin.username, exists: true },
        fromStatus: 'pending',
        toStatus: 'confirmed',
        subject: {
          kind: 'booking',
          id: ids.request,
          title: `Nimal Perera · Open Air Arena, ${longDate(days.request as string)}`,
          exists: true,
          group: 'approved',
        },
      });
      expect(find('booking.reject', ids.rejected)).toMatchObject({
        label: 'Rejected a booking',
        by: 'Kumari Jayasinghe',
        reason: 'The arena is being repaired that week',
        subject: { group: 'rejected' },
      });
      for (const id of [ids.bulkOne, ids.bulkTwo]) {
        expect(find('booking.reject', id)).toMatchObject({
          by: 'Park Administrator',
          reason: 'Closed for the Perahera',
        });
      }
      expect(find('booking.block', ids.block)).toMatchObject({
        label: 'Blocked a date',
        by: 'Kumari Jayasinghe',
        subject: { title: `Admin block · Open Area, ${longDate(days.block as string)}` },
      });
      expect(find('booking.stall-book', ids.stall)).toMatchObject({
        label: 'Booked a stall for a customer',
        subject: { title: expect.stringMatching(/^Priyanka Dias · Stall C4, /), group: 'stalls' },
      });
      expect(find('news.create', ids.news)).toMatchObject({
        label: 'Published a news item',
        subject: { kind: 'news', title: '=Esala lantern night', exists: true },
      });
      expect(find('admin.create', kumari.admin._id)).toMatchObject({
        label: 'Created a staff account',
        by: 'Park Administrator',
        subject: { kind: 'admin', title: `Kumari Jayasinghe (${kumari.admin.username})` },
      });
      expect(find('admin.password', kumari.admin._id)).toMatchObject({ label: 'Changed their password' });
      expect(entries.filter((entry) => entry.action === 'auth.sign-in').map((entry) => entry.by)).toEqual(
        expect.arrayContaining(['Park Administrator', 'Kumari Jayasinghe']),
      );
    });

    it('records sign-outs, completions, reopenings and deletions, and keeps what a deleted booking was', async () => {
      const past = await insertBooking(t.db, newBooking({ eventDate: daysFromToday(-3), customerName: 'Ruwan Silva' }));
      await t.http
        .patch(`/api/bookings/${past.id}/status`)
        .set(bearer(adminToken))
        .send({ status: 'completed' })
        .expect(200);
      await t.http.delete(`/api/bookings/${past.id}`).set(bearer(adminToken)).expect(200);
      await t.http
        .patch(`/api/bookings/${ids.rejected}/status`)
        .set(bearer(adminToken))
        .send({ status: 'pending' })
        .expect(200);
      const leaving = await newAccount(t, adminToken);
      await t.http.post('/api/admin/logout').set(bearer(leaving.token)).expect(200);

      const history = await historyOf(past.id);
      expect(history.exists).toBe(false);
      expect(history.entries.map((entry) => [entry.action, entry.by])).toEqual([
        ['booking.complete', 'Park Administrator'],
        ['booking.delete', 'Park Administrator'],
      ]);
      expect(history.entries[1]).toMatchObject({
        label: 'Deleted a booking',
        fromStatus: 'completed',
        subject: {
          title: `Ruwan Silva · Open Air Arena, ${longDate(past.eventDate)}`,
          exists: false,
          group: null,
        },
      });
      const [reopened] = await entriesOf({ action: 'booking.reopen' });
      expect(reopened).toMatchObject({ entityId: ids.rejected, fromStatus: 'cancelled', toStatus: 'pending' });
      const [signOut] = await entriesOf({ action: 'auth.sign-out' });
      expect(signOut).toMatchObject({ label: 'Signed out', actor: { _id: leaving.admin._id } });
    });

    it('keeps a deleted account’s entries under its name', async () => {
      const gone = await newAccount(t, adminToken, { firstName: 'Lasantha', lastName: 'Bandara' });
      const day = freshDay();
      await t.http
        .post('/api/bookings/admin-block')
        .set(bearer(gone.token))
        .send({ venue: 'Auditorium', eventDate: day })
        .expect(201);
      await t.http.delete(`/api/admin/admins/${gone.admin._id}`).set(bearer(adminToken)).expect(200);
      const entries = await entriesOf({ person: gone.admin._id });
      expect(entries.map((entry) => entry.action)).toEqual(['booking.block', 'admin.password', 'auth.sign-in']);
      expect(entries[0]?.actor).toEqual({
        _id: gone.admin._id,
        username: gone.admin.username,
        name: gone.admin.username,
        exists: false,
      });
      const [deletion] = await entriesOf({ action: 'admin.delete' });
      expect(deletion).toMatchObject({ subject: { kind: 'admin', title: gone.admin.username, exists: false } });
    });
  });

  describe('filters, pages and export (GET /api/activity)', () => {
    it('filters by person, by kind of action, by no staff member, and by park dates', async () => {
      const kumaris = await entriesOf({ person: kumari.admin._id });
      expect(kumaris.length).toBeGreaterThanOrEqual(5);
      expect(kumaris.every((entry) => entry.actor?._id === kumari.admin._id)).toBe(true);

      const rejections = await entriesOf({ action: 'booking.reject' });
      expect(rejections.map((entry) => entry.entityId).sort()).toEqual([ids.bulkOne, ids.bulkTwo, ids.rejected].sort());

      const nobody = await entriesOf({ person: 'none' });
      expect(nobody.length).toBeGreaterThan(0);
      expect(nobody.every((entry) => entry.actor === null)).toBe(true);

      const today = daysFromToday(0);
      expect((await entriesOf({ from: today, to: today })).length).toBe((await entriesOf()).length);
      expect(await entriesOf({ from: daysFromToday(1) })).toEqual([]);
      expect(await entriesOf({ to: daysFromToday(-1) })).toEqual([]);
    });

    it('pages newest first, with the total and the next page', async () => {
      const all = await entriesOf();
      const first = (await activity({ page: 1, pageSize: 3 }).expect(200)).body;
      expect(first).toMatchObject({ page: 1, pageSize: 3, total: all.length, nextPage: 2 });
      expect(first.entries.map((entry: Entry) => entry._id)).toEqual(all.slice(0, 3).map((entry) => entry._id));
      const lastPage = Math.ceil(all.length / 3);
      const last = (await activity({ page: lastPage, pageSize: 3 }).expect(200)).body;
      expect(last.nextPage).toBeNull();
      expect(last.entries.at(-1)._id).toBe(all.at(-1)?._id);
    });

    it.each([
      [{ person: 'kumari' }, 'person must be a staff account’s id, or none for what visitors and the system did.'],
      [{ action: 'DROP TABLE' }, 'action must be the name of a kind of action, such as booking.approve.'],
      [{ from: '2027-02-30' }, 'Please give the date as yyyy-mm-dd (for example 2027-03-10).'],
      [{ from: daysFromToday(0), to: daysFromToday(-1) }, 'The end date must be on or after the start date.'],
      [{ pageSize: 501 }, 'pageSize must be a whole number from 1 to 500.'],
      [{ sort: 'oldest' }, 'Unknown field: sort.'],
    ])('refuses %j with a sentence', async (query, message) => {
      const response = await activity(query).expect(400);
      expect([response.body.message].flat().join(' ')).toContain(message);
    });

    it('lists the people and kinds of action the record holds, by name and label', async () => {
      const response = await t.http.get('/api/activity/filters').set(bearer(adminToken)).expect(200);
      expect(response.body.people).toEqual(
        expect.arrayContaining([
          { _id: kumari.admin._id, username: kumari.admin.username, name: 'Kumari Jayasinghe', exists: true },
          { _id: adminId, username: ADMIN_USERNAME, name: 'Park Administrator', exists: true },
        ]),
      );
      expect(response.body.actions).toEqual(
        expect.arrayContaining([
          { action: 'booking.approve', label: 'Approved a booking' },
          { action: 'auth.sign-in', label: 'Signed in' },
        ]),
      );
    });

    it('exports the filtered entries as CSV, with text that could be a formula made harmless', async () => {
      const all = await entriesOf();
      const response = await t.http
        .get('/api/activity/export')
        .set(bearer(adminToken))
        .buffer(true)
        .parse((res, done) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
          res.on('end', () => done(null, body));
        })
        .expect(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      const lines = (response.body as string).trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        '"When (Kandy time)","Who","Username","What","About","Kind","ID","From","To","Reason","Money"',
      );
      expect(lines).toHaveLength(all.length + 1);
      expect(lines).toContainEqual(expect.stringContaining('"Published a news item","\'=Esala lantern night","news"'));
      expect(lines).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `"Kumari Jayasinghe","${kumari.admin.username}","Rejected a booking",.*"pending","cancelled","The arena is being repaired that week"`,
          ),
        ),
      );

      const filtered = await t.http
        .get('/api/activity/export')
        .query({ action: 'booking.reject' })
        .set(bearer(adminToken))
        .buffer(true)
        .parse((res, done) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
          res.on('end', () => done(null, body));
        })
        .expect(200);
      expect((filtered.body as string).trimEnd().split('\r\n')).toHaveLength(1 + 3);
      await t.http.get('/api/activity/export').query({ from: 'soon' }).set(bearer(adminToken)).expect(400);
    });
  });

  describe('kinds of action added later', () => {
    it('shows a payment entry with its label, linked to its booking and in the booking’s history', async () => {
      // One statement each: entries of one transaction share its time.
      await t.db.insert(auditLog).values({
        actorId: kumari.admin._id,
        actorUsername: kumari.admin.username,
        action: 'payment.record',
        entity: 'payment',
        entityId: '6f1c9a52-8d3e-4b7a-9c10-2e4f5a6b7c8d',
        details: { bookingId: ids.request, amount: 625_000 },
      });
      await t.db.insert(auditLog).values({
        actorId: kumari.admin._id,
        actorUsername: kumari.admin.username,
        action: 'payment.write-off',
        entity: 'payment',
        entityId: '7a2d0b63-9e4f-4c8b-8d21-3f5a6b7c8d9e',
        details: { bookingId: ids.request },
      });
      const [recorded] = await entriesOf({ action: 'payment.record' });
      expect(recorded).toMatchObject({
        label: 'Recorded a payment',
        by: 'Kumari Jayasinghe',
        subject: { kind: 'booking', id: ids.request, group: 'approved' },
      });
      const [unknown] = await entriesOf({ action: 'payment.write-off' });
      expect(unknown?.label).toBe('Payment: write off');
      const history = await historyOf(ids.request as string);
      expect(history.entries.map((entry) => entry.action)).toEqual([
        'booking.request',
        'booking.approve',
        // Approving a venue booking issues its invoice.
        'invoice.issue',
        'payment.record',
        'payment.write-off',
      ]);
    });
  });

  describe('a booking’s history (GET /api/bookings/:id/history)', () => {
    it('says how it was made and each change, by whom, when, with the reason, for every staff member', async () => {
      const history = await historyOf(ids.rejected as string, kumari.token);
      expect(history.exists).toBe(true);
      expect(history.entries.map((entry) => [entry.label, entry.by, entry.reason])).toEqual([
        ['Requested a booking', 'Visitor', null],
        ['Rejected a booking', 'Kumari Jayasinghe', 'The arena is being repaired that week'],
        ['Reopened a booking', 'Park Administrator', null],
      ]);
      // Inserted straight into the table, this booking has no entry of its own making: its row says it.
      expect(history.entries[0]?._id).toBe(ids.rejected);

      const stall = await historyOf(ids.stall as string, kumari.token);
      // Its first month of rent is invoiced with it (docs/money.md, rent invoices).
      expect(stall.entries.map((entry) => [entry.label, entry.by])).toEqual([
        ['Booked a stall for a customer', 'Kumari Jayasinghe'],
        ['Issued an invoice', 'Kumari Jayasinghe'],
      ]);
    });

    it('answers 404 for a booking the park never had, and needs a staff token', async () => {
      const response = await t.http
        .get('/api/bookings/4b7e9d8c-1111-4222-8333-944455556666/history')
        .set(bearer(adminToken))
        .expect(404);
      expect(response.body.message).toBe(
        'Booking not found. It may have been deleted before the park kept its history.',
      );
      await t.http.get('/api/bookings/not-an-id/history').set(bearer(adminToken)).expect(404);
      await t.http.get(`/api/bookings/${ids.request}/history`).expect(401);
    });
  });

  describe('who may read it, and that nobody may change it', () => {
    it('answers a moderator 403 on every Activity route', async () => {
      for (const path of ['/api/activity', '/api/activity/filters', '/api/activity/export']) {
        const response = await t.http.get(path).set(bearer(kumari.token)).expect(403);
        expect(response.body.message).toBe('Only admin accounts can do this.');
      }
    });

    it('has no route that changes or deletes an entry, for admins either', async () => {
      const [entry] = await entriesOf();
      const before = await t.db.select().from(auditLog);
      for (const path of ['/api/activity', `/api/activity/${entry?._id}`, `/api/bookings/${ids.request}/history`]) {
        for (const method of ['put', 'patch', 'delete', 'post'] as const) {
          const response = await t.http[method](path).set(bearer(adminToken)).send({ action: 'nothing' });
          expect(response.status).toBe(404);
        }
      }
      expect(await t.db.select().from(auditLog)).toEqual(before);
    });

    it('is refused by the database itself: an entry cannot be changed or deleted', async () => {
      const [entry] = await t.db.select().from(auditLog).limit(1);
      await expect(
        t.db.update(auditLog).set({ actorUsername: 'someone-else' }).where(eq(auditLog.id, entry!.id)),
      ).rejects.toThrow();
      await expect(t.db.delete(auditLog).where(eq(auditLog.id, entry!.id))).rejects.toThrow();
      await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
      const [still] = await t.db.select().from(auditLog).where(eq(auditLog.id, entry!.id));
      expect(still).toEqual(entry);
    });

    it('records a sign-in with the time and the account, even one made by password alone', async () => {
      const before = (await entriesOf({ action: 'auth.sign-in', person: adminId })).length;
      await t.login(ADMIN_USERNAME, ADMIN_PASSWORD);
      expect(await entriesOf({ action: 'auth.sign-in', person: adminId })).toHaveLength(before + 1);
      // Refused sign-ins are counted elsewhere (sign_in_attempts), not written to the record.
      await t.http.post('/api/admin/login').send({ username: ADMIN_USERNAME, password: 'wrong-password' }).expect(401);
      expect(await entriesOf({ action: 'auth.sign-in', person: adminId })).toHaveLength(before + 1);
      const [row] = await t.db
        .select()
        .from(bookings)
        .where(eq(bookings.id, ids.request as string));
      expect(row?.status).toBe('confirmed');
    });
  });
});
