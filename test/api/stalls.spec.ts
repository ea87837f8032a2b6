import { and, eq } from 'drizzle-orm';
import { allStalls } from '@kandy-park/domain';
import { auditLog, bookings, mailOutbox } from '../../server/src/database/schema';
import { createTestApp, type TestApp } from '../support/app';
import {
  bearer,
  clearBookings,
  countRows,
  CUSTOMER,
  daysFromToday,
  insertBooking,
  newStallRental,
  stallRequest,
  BOOT_TIMEOUT_MS,
} from '../support/bookings';
import { engine } from '../support/database';

const STALL_TAKEN = 'This stall is already booked. Please select another stall.';
const NO_STALLS = 'No vendor stalls are available for rental. All 100 stalls are currently rented.';

describe(`vendor stalls API (${engine})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
  }, BOOT_TIMEOUT_MS);
  afterAll(() => t?.close());
  beforeEach(() => clearBookings(t.db));

  const availability = (date = daysFromToday(7)) => t.http.get(`/api/bookings/vendor-stalls/availability/${date}`);

  describe('a visitor’s stall rental (POST /api/bookings)', () => {
    it('accepts a request for a free stall as a pending monthly rental and queues the two mails', async () => {
      const response = await t.http
        .post('/api/bookings')
        .send(stallRequest('B7', { duration: 3, eventType: 'fair' }))
        .expect(201);
      const id = response.body._id as string;
      expect(response.body.message).toBe(
        `Stall rental request submitted successfully! Booking ID: ${id}. We will contact you within 24 hours regarding your Vendor Stalls rental.`,
      );
      expect(response.body.booking).toMatchObject({
        venue: 'Vendor Stalls',
        eventType: 'vendor stall rental',
        duration: 1,
        status: 'pending',
        totalAmount: 30_000,
        stallInfo: { stallId: 'B7', block: 'B', stallNumber: 7, blockName: 'Block B' },
      });
      expect((await t.db.select().from(mailOutbox)).map((m) => m.toAddress).sort()).toEqual(
        [CUSTOMER.email, 'staff@kandypark.lk'].sort(),
      );
    });

    it('accepts a stall given by id alone', async () => {
      const response = await t.http
        .post('/api/bookings')
        .send(stallRequest('F12', { stallInfo: { stallId: 'F12' } }))
        .expect(201);
      expect(response.body.booking.stallInfo).toEqual({
        stallId: 'F12',
        block: 'F',
        stallNumber: 12,
        blockName: 'Block F',
      });
    });

    it('counts the held stall as booked at once, and frees it when the request is rejected', async () => {
      const response = await t.http.post('/api/bookings').send(stallRequest('A3')).expect(201);
      expect((await availability().expect(200)).body).toEqual({
        date: daysFromToday(7),
        totalStalls: 100,
        availableStalls: 99,
        rentedStalls: 1,
        bookedStalls: 1,
        isAvailable: true,
      });
      expect((await t.http.get('/api/bookings/vendor-stalls/booked').expect(200)).body).toEqual({
        bookedStalls: ['A3'],
      });
      await t.http
        .patch(`/api/bookings/${response.body._id}/status`)
        .set(bearer(token))
        .send({ status: 'cancelled' })
        .expect(200);
      expect((await availability()).body.availableStalls).toBe(100);
      await t.http.post('/api/bookings').send(stallRequest('A3')).expect(201);
    });

    it('refuses a stall that a pending or confirmed rental holds, and writes nothing', async () => {
      await insertBooking(t.db, newStallRental('C1'));
      await insertBooking(t.db, newStallRental('C2', { status: 'confirmed' }));
      await insertBooking(t.db, newStallRental('C3', { status: 'completed' }));
      const before = await countRows(t.db);
      for (const stallId of ['C1', 'C2']) {
        const response = await t.http.post('/api/bookings').send(stallRequest(stallId)).expect(409);
        expect(response.body).toEqual({ statusCode: 409, message: STALL_TAKEN, code: 'STALL_TAKEN' });
      }
      expect(await countRows(t.db)).toEqual(before);
      await t.http.post('/api/bookings').send(stallRequest('C3')).expect(201);
    });

    it.each([
      [
        'an unknown stall',
        { stallInfo: { stallId: 'A17' } },
        'There is no stall "A17". Stalls are A1–A16, B1–B24, C1–C20, D1–D16, E1–E12, F1–F12.',
      ],
      [
        'a lower-case id',
        { stallInfo: { stallId: 'a1' } },
        'There is no stall "a1". Stalls are A1–A16, B1–B24, C1–C20, D1–D16, E1–E12, F1–F12.',
      ],
      [
        'details that contradict the id',
        { stallInfo: { stallId: 'A1', block: 'B', stallNumber: 1, blockName: 'Block B' } },
        'The stall details do not match: stall A1 is number 1 of Block A.',
      ],
      ['no stall', { stallInfo: undefined }, 'Please select a vendor stall.'],
      ['an empty stall id', { stallInfo: { stallId: '' } }, 'Please select a vendor stall.'],
      [
        'a past start date',
        { eventDate: daysFromToday(-1) },
        'Past dates cannot be booked. Please select today or a later date.',
      ],
      [
        'no contact phone',
        { customer: { name: 'Ruwan', email: 'ruwan@example.lk' } },
        'Please fill in all required fields (Name, Email, Phone, Date).',
      ],
    ])('refuses %s with its message', async (_label, change, message) => {
      const response = await t.http.post('/api/bookings').send(stallRequest('A1', change)).expect(400);
      expect(response.body.message).toBe(message);
      expect(await countRows(t.db)).toEqual({ bookings: 0, mail: 0, audit: 0 });
    });

    it('gives exactly one 201 when 20 visitors ask for the same stall at once', async () => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          t.http
            .post('/api/bookings')
            .send(stallRequest('D9', { customer: { ...CUSTOMER, email: `vendor${i}@example.lk` } })),
        ),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
      const refused = answers.filter((a) => a.status === 409);
      expect(refused).toHaveLength(19);
      for (const answer of refused) expect(answer.body.message).toBe(STALL_TAKEN);
      expect(await t.db.select().from(bookings).where(eq(bookings.stallId, 'D9'))).toHaveLength(1);
      expect((await countRows(t.db)).mail).toBe(2);
    });

    it('says no stall is left once all 100 are rented', async () => {
      await t.db.insert(bookings).values(allStalls().map((s) => newStallRental(s.stallId, { status: 'confirmed' })));
      const response = await t.http.post('/api/bookings').send(stallRequest('E5')).expect(409);
      expect(response.body).toEqual({ statusCode: 409, message: NO_STALLS, code: 'NO_STALLS' });
      expect((await availability().expect(200)).body).toMatchObject({
        availableStalls: 0,
        rentedStalls: 100,
        isAvailable: false,
      });
      const venue = await t.http
        .get(`/api/bookings/availability/Vendor%20Stalls?startDate=${daysFromToday(7)}`)
        .expect(200);
      expect(venue.body).toMatchObject({ isAvailable: false, reason: 'booked', message: NO_STALLS });
      const blocks = await t.http.get('/api/bookings/admin/vendor-stalls').set(bearer(token)).expect(200);
      expect(blocks.body.statistics).toEqual({
        totalStalls: 100,
        bookedStalls: 100,
        availableStalls: 0,
        occupancyRate: '100.0',
      });
    });
  });

  describe('stall availability for a date', () => {
    it.each([
      ['a malformed date', '2027-02-30', 'Please give the date as yyyy-mm-dd (for example 2027-03-10).'],
      ['a past date', daysFromToday(-5), 'Past dates cannot be booked. Please select today or a later date.'],
      [
        'a date beyond two years',
        daysFromToday(800),
        'Bookings can be made up to 2 years ahead. Please select an earlier date.',
      ],
    ])('answers 400 for %s', async (_label, date, message) => {
      expect((await availability(date).expect(400)).body.message).toBe(message);
    });
  });

  describe('the stall grid', () => {
    beforeEach(async () => {
      await insertBooking(
        t.db,
        newStallRental('A2', { status: 'confirmed', notes: 'Sells king coconuts', customerName: 'Chamari Silva' }),
      );
      await insertBooking(t.db, newStallRental('F1'));
      await insertBooking(t.db, newStallRental('B3', { status: 'cancelled' }));
    });

    it('gives staff every block with its stalls, each rental with its customer, and statistics', async () => {
      const response = await t.http.get('/api/bookings/admin/vendor-stalls').set(bearer(token)).expect(200);
      const blocks = response.body.stallBlocks;
      expect(Object.keys(blocks)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
      expect(Object.values(blocks).map((b) => (b as { count: number }).count)).toEqual([16, 24, 20, 16, 12, 12]);
      expect(blocks.A.name).toBe('Block A');
      expect(blocks.A.stalls[0]).toEqual({ stallId: 'A1', stallNumber: 1, status: 'available', booking: null });
      expect(blocks.A.stalls[1]).toEqual({
        stallId: 'A2',
        stallNumber: 2,
        status: 'booked',
        booking: {
          bookingId: expect.stringMatching(/^[0-9a-f-]{36}$/),
          status: 'confirmed',
          customerName: 'Chamari Silva',
          customerEmail: CUSTOMER.email,
          customerPhone: CUSTOMER.phone,
          startDate: daysFromToday(7),
          createdAt: expect.any(String),
          notes: 'Sells king coconuts',
        },
      });
      expect(blocks.F.stalls[0]).toMatchObject({ status: 'booked', booking: { customerName: CUSTOMER.name } });
      expect(blocks.B.stalls[2]).toMatchObject({ stallId: 'B3', status: 'available' });
      expect(response.body.statistics).toEqual({
        totalStalls: 100,
        bookedStalls: 2,
        availableStalls: 98,
        occupancyRate: '2.0',
      });
    });

    it('gives visitors the same layout and statuses on the fallback, never a customer', async () => {
      const staff = await t.http.get('/api/bookings/admin/vendor-stalls').set(bearer(token)).expect(200);
      const visitor = await t.http.get('/api/bookings/vendor-stalls/test').expect(200);
      expect(visitor.body.statistics).toEqual(staff.body.statistics);
      const statuses = (body: {
        stallBlocks: Record<string, { stalls: Array<{ stallId: string; status: string }> }>;
      }) => Object.values(body.stallBlocks).flatMap((b) => b.stalls.map((s) => `${s.stallId}:${s.status}`));
      expect(statuses(visitor.body)).toEqual(statuses(staff.body));
      const stalls = Object.values(
        visitor.body.stallBlocks as Record<string, { stalls: Array<{ booking: unknown }> }>,
      ).flatMap((b) => b.stalls);
      expect(stalls).toHaveLength(100);
      expect(stalls.every((s) => s.booking === null)).toBe(true);
      expect(JSON.stringify(visitor.body)).not.toMatch(/Chamari|example\.lk|coconuts|\+94/);
    });

    it('lists the booked stall ids in layout order', async () => {
      expect((await t.http.get('/api/bookings/vendor-stalls/booked').expect(200)).body).toEqual({
        bookedStalls: ['A2', 'F1'],
      });
    });
  });

  describe('staff book a stall (POST /api/bookings/admin/vendor-stalls/book)', () => {
    const book = (body: Record<string, unknown>) =>
      t.http.post('/api/bookings/admin/vendor-stalls/book').set(bearer(token)).send(body);
    /** What the dashboard's stall form sends. */
    const dashboardBooking = (stallId: string, overrides: Record<string, unknown> = {}) => {
      const [, block, number] = /^([A-F])(\d+)$/.exec(stallId) ?? [];
      return {
        stallInfo: { stallId, block, stallNumber: Number(number), blockName: `Block ${block}` },
        customer: { name: 'Priyanka Dias', email: 'priyanka@example.lk', phone: '0771234567' },
        notes: 'Batik and handloom',
        ...overrides,
      };
    };

    it('books a free stall for a customer: confirmed from today, e-mailed, audited', async () => {
      const response = await book(dashboardBooking('A2')).expect(201);
      expect(response.body.message).toBe('Stall A2 booked successfully!');
      expect(response.body.booking).toMatchObject({
        venue: 'Vendor Stalls',
        status: 'confirmed',
        eventDate: daysFromToday(0),
        totalAmount: 30_000,
        customer: { name: 'Priyanka Dias', email: 'priyanka@example.lk', phone: '0771234567' },
        stallInfo: { stallId: 'A2', block: 'A', stallNumber: 2, blockName: 'Block A' },
        notes: 'Batik and handloom',
      });
      const [mail] = await t.db.select().from(mailOutbox);
      expect(mail).toMatchObject({
        toAddress: 'priyanka@example.lk',
        subject: expect.stringMatching(/^Stall rental confirmed: Stall A2/),
      });
      const [audit] = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, response.body._id), eq(auditLog.action, 'booking.stall-book')));
      expect(audit).toMatchObject({ actorUsername: 'parkadmin', toStatus: 'confirmed' });
      const grid = await t.http.get('/api/bookings/admin/vendor-stalls').set(bearer(token)).expect(200);
      expect(grid.body.stallBlocks.A.stalls[1]).toMatchObject({
        status: 'booked',
        booking: { customerName: 'Priyanka Dias' },
      });
    });

    it('takes the first free stall of a block when only the block is given', async () => {
      await insertBooking(t.db, newStallRental('E1'));
      const response = await book({ ...dashboardBooking('E1'), stallInfo: { block: 'E' } }).expect(201);
      expect(response.body.booking.stallInfo.stallId).toBe('E2');
    });

    it('accepts a later start date', async () => {
      const response = await book(dashboardBooking('C4', { eventDate: daysFromToday(14) })).expect(201);
      expect(response.body.booking.eventDate).toBe(daysFromToday(14));
    });

    it('refuses a rented stall, and a terminated rental can be followed by a new one', async () => {
      const first = await book(dashboardBooking('B5')).expect(201);
      expect((await book(dashboardBooking('B5')).expect(409)).body.message).toBe(STALL_TAKEN);
      await t.http
        .patch(`/api/bookings/${first.body._id}/status`)
        .set(bearer(token))
        .send({ status: 'completed' })
        .expect(200);
      await book(dashboardBooking('B5')).expect(201);
    });

    it.each([
      [
        'no customer name',
        { customer: { name: '', email: 'p@example.lk', phone: '0771234567' } },
        'Please fill in all required fields.',
      ],
      ['no customer', { customer: undefined }, 'Please fill in all required fields.'],
      [
        'a malformed e-mail',
        { customer: { name: 'P', email: 'nope', phone: '0771234567' } },
        'Please enter a valid email address.',
      ],
      ['no stall', { stallInfo: {} }, 'Please select a vendor stall.'],
      [
        'an unknown stall',
        { stallInfo: { stallId: 'Z1' } },
        'There is no stall "Z1". Stalls are A1–A16, B1–B24, C1–C20, D1–D16, E1–E12, F1–F12.',
      ],
      ['an unknown block', { stallInfo: { block: 'Q' } }, 'The stall block must be one letter, A to F.'],
    ])('refuses %s', async (_label, change, message) => {
      expect((await book(dashboardBooking('A1', change)).expect(400)).body.message).toBe(message);
      expect(await countRows(t.db)).toEqual({ bookings: 0, mail: 0, audit: 0 });
    });

    it('refuses to reopen a rejected rental whose stall was rented meanwhile', async () => {
      const rejected = await insertBooking(t.db, newStallRental('D1', { status: 'cancelled' }));
      await book(dashboardBooking('D1')).expect(201);
      const response = await t.http
        .patch(`/api/bookings/${rejected.id}/status`)
        .set(bearer(token))
        .send({ status: 'pending' })
        .expect(409);
      expect(response.body).toMatchObject({
        code: 'STALL_TAKEN',
        message: 'Cannot reopen: stall D1 has been rented to someone else meanwhile.',
      });
    });
  });
});
