import { and, desc, eq } from 'drizzle-orm';
import { Client } from 'pg';
import { ERROR_CODES } from '../../server/src/common/domain-error';
import { todayInPark } from '../../server/src/common/park-time';
import { auditLog, bookings, mailOutbox } from '../../server/src/database/schema';
import { createTestApp, type TestApp } from '../support/app';
import {
  bearer,
  bookingRequest,
  clearBookings,
  countRows,
  CUSTOMER,
  daysFromToday,
  freshDay,
  insertBooking,
  newBooking,
  newStallRental,
  BOOT_TIMEOUT_MS,
} from '../support/bookings';
import { engine, itOnPostgres } from '../support/database';
import { addDays, latestBookableDate } from '@kandy-park/domain';

const REQUIRED = 'Please fill in all required fields (Name, Email, Phone, Date).';
const BOOKED = 'This date is already booked. Please select a different date.';
const BLOCKED = 'This date is blocked by admin for maintenance or special events. Please select a different date.';

describe(`bookings API (${engine})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
  }, BOOT_TIMEOUT_MS);
  afterAll(() => t?.close());
  beforeEach(() => clearBookings(t.db));

  describe('a visitor’s request (POST /api/bookings)', () => {
    it('accepts a request as pending, prices it, and queues mail to the customer and the staff', async () => {
      const date = freshDay();
      const response = await t.http
        .post('/api/bookings')
        .send(bookingRequest({ eventDate: date, duration: 3 }))
        .expect(201);
      const id = response.body._id as string;
      expect(response.body.message).toBe(
        `Booking request submitted successfully! Booking ID: ${id}. We will contact you within 24 hours regarding your Open Air Arena booking.`,
      );
      expect(response.body.booking).toMatchObject({
        _id: id,
        venue: 'Open Air Arena',
        eventType: 'wedding',
        eventDate: date,
        date,
        duration: 3,
        guests: 250,
        status: 'pending',
        totalAmount: 3_750_000,
        stallInfo: null,
      });
      const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
      expect(row).toMatchObject({ customerName: CUSTOMER.name, customerEmail: CUSTOMER.email, status: 'pending' });
      const mail = await t.db.select().from(mailOutbox);
      expect(mail.map((m) => m.toAddress).sort()).toEqual([CUSTOMER.email, 'staff@kandypark.lk'].sort());
    });

    it.each([
      ['Open Area', 2, 300_000],
      ['Conference Hall', 1, 0],
    ])('computes the price of %s for %i day(s) from the price list', async (venue, duration, amount) => {
      const response = await t.http.post('/api/bookings').send(bookingRequest({ venue, duration })).expect(201);
      expect(response.body.booking.totalAmount).toBe(amount);
    });

    it('defaults the event type to other and the duration to one day', async () => {
      const response = await t.http
        .post('/api/bookings')
        .send(
          bookingRequest({
            eventType: undefined,
            duration: undefined,
            specialRequirements: undefined,
            notes: undefined,
          }),
        )
        .expect(201);
      expect(response.body.booking).toMatchObject({ eventType: 'other', duration: 1 });
    });

    it('accepts today in Kandy and the last day two years ahead', async () => {
      const today = todayInPark();
      await t.http
        .post('/api/bookings')
        .send(bookingRequest({ eventDate: today }))
        .expect(201);
      await t.http
        .post('/api/bookings')
        .send(bookingRequest({ eventDate: latestBookableDate(today) }))
        .expect(201);
    });

    const customer = (fields: Record<string, unknown>) => ({ customer: { ...CUSTOMER, ...fields } });
    it.each<[string, Record<string, unknown>, number, string]>([
      ['no venue', { venue: undefined }, 400, 'Please select a venue.'],
      ['an empty venue', { venue: '' }, 400, 'Please select a venue.'],
      ['Kids Park', { venue: 'Kids Park' }, 400, 'Kids Park is free to enter and cannot be booked.'],
      ['an unknown venue', { venue: 'Moon Base' }, 400, 'Unknown venue "Moon Base". Please select a venue.'],
      ['no customer', { customer: undefined }, 400, REQUIRED],
      ['no name', customer({ name: undefined }), 400, REQUIRED],
      ['a blank name', customer({ name: '   ' }), 400, REQUIRED],
      ['no e-mail', customer({ email: '' }), 400, REQUIRED],
      ['no phone', customer({ phone: undefined }), 400, REQUIRED],
      ['no date', { eventDate: undefined }, 400, REQUIRED],
      ['a malformed e-mail', customer({ email: 'nimal-at-example' }), 400, 'Please enter a valid email address.'],
      [
        'an e-mail that would add a copy to a mailto: link',
        customer({ email: 'nimal?cc=everyone@example.lk' }),
        400,
        'Please enter a valid email address.',
      ],
      [
        'a malformed phone',
        customer({ phone: 'call me' }),
        400,
        'Please enter a valid phone number (7 to 15 digits, for example +94 77 123 4567).',
      ],
      ['no guests', { guests: undefined }, 400, 'Please enter the expected number of guests.'],
      ['zero guests', { guests: 0 }, 400, 'Please enter the expected number of guests.'],
      ['guests as words', { guests: 'many' }, 400, 'The number of guests must be a whole number.'],
      [
        'stall details on a venue',
        { stallInfo: { stallId: 'A1' } },
        400,
        'Stall details can only be sent with a Vendor Stalls rental.',
      ],
      [
        'a stall rental without a stall',
        { venue: 'Vendor Stalls', guests: undefined },
        400,
        'Please select a vendor stall.',
      ],
      [
        'an impossible date',
        { eventDate: '2027-02-30' },
        400,
        'Please give the date as yyyy-mm-dd (for example 2027-03-10).',
      ],
      [
        'a date in another format',
        { eventDate: '10/03/2027' },
        400,
        'Please give the date as yyyy-mm-dd (for example 2027-03-10).',
      ],
      [
        'yesterday',
        { eventDate: daysFromToday(-1) },
        400,
        'Past dates cannot be booked. Please select today or a later date.',
      ],
      [
        'a day beyond two years',
        { eventDate: addDays(latestBookableDate(todayInPark()), 1) },
        400,
        'Bookings can be made up to 2 years ahead. Please select an earlier date.',
      ],
      [
        'a stay running beyond two years',
        { eventDate: latestBookableDate(todayInPark()), duration: 3 },
        400,
        'Bookings can be made up to 2 years ahead. Please select an earlier date.',
      ],
      ['a zero duration', { duration: 0 }, 400, 'Duration must be a whole number of days from 1 to 30.'],
      ['a fractional duration', { duration: 1.5 }, 400, 'Duration must be a whole number of days from 1 to 30.'],
      ['a 31-day duration', { duration: 31 }, 400, 'Duration must be a whole number of days from 1 to 30.'],
      ['a status chosen by the client', { status: 'confirmed' }, 400, 'Unknown field: status.'],
      ['a price chosen by the client', { totalAmount: 1 }, 400, 'Unknown field: totalAmount.'],
      ['an unknown customer field', customer({ nic: '901234567V' }), 400, 'Unknown field: customer.nic.'],
      ['a 101-character name', customer({ name: 'N'.repeat(101) }), 400, 'Name must be at most 100 characters.'],
      ['2,001 characters of notes', { notes: 'x'.repeat(2001) }, 400, 'Notes must be at most 2,000 characters.'],
      [
        'a 61-character event type',
        { eventType: 'e'.repeat(61) },
        400,
        'The event type must be at most 60 characters.',
      ],
    ])('refuses %s with its message and writes nothing', async (_label, change, status, message) => {
      const response = await t.http.post('/api/bookings').send(bookingRequest(change)).expect(status);
      expect(response.body.message).toBe(message);
      expect(await countRows(t.db)).toEqual({ bookings: 0, mail: 0, audit: 0 });
    });

    it('checks the required fields in the form’s order: venue, then contact and date, then guests', async () => {
      const all = await t.http.post('/api/bookings').send({}).expect(400);
      expect(all.body.message).toBe('Please select a venue.');
      const afterVenue = await t.http.post('/api/bookings').send({ venue: 'Open Area' }).expect(400);
      expect(afterVenue.body.message).toBe(REQUIRED);
      const guests = await t.http
        .post('/api/bookings')
        .send({ venue: 'Open Area', customer: CUSTOMER, eventDate: freshDay() })
        .expect(400);
      expect(guests.body.message).toBe('Please enter the expected number of guests.');
    });

    it('refuses a day a confirmed booking covers, with SPEC.md’s message, and writes nothing', async () => {
      const day = freshDay();
      await insertBooking(t.db, newBooking({ eventDate: day, duration: 3 }));
      const before = await countRows(t.db);
      for (const request of [{ eventDate: addDays(day, 2) }, { eventDate: addDays(day, -1), duration: 2 }]) {
        const response = await t.http.post('/api/bookings').send(bookingRequest(request)).expect(409);
        expect(response.body).toEqual({ statusCode: 409, message: BOOKED, code: 'DATE_BOOKED' });
      }
      expect(await countRows(t.db)).toEqual(before);
    });

    it('refuses an admin-blocked day with the blocked message', async () => {
      const day = freshDay();
      await insertBooking(
        t.db,
        newBooking({ eventDate: day, isAdminBlock: true, customerName: 'Admin Block', totalAmount: 0 }),
      );
      const response = await t.http
        .post('/api/bookings')
        .send(bookingRequest({ eventDate: day }))
        .expect(409);
      expect(response.body.message).toBe(BLOCKED);
    });

    it('accepts requests on a day that only pending or rejected requests hold, and on other venues', async () => {
      const day = freshDay();
      await insertBooking(t.db, newBooking({ eventDate: day, status: 'pending' }));
      await insertBooking(t.db, newBooking({ eventDate: day, status: 'cancelled' }));
      await insertBooking(t.db, newBooking({ eventDate: day, venue: 'Open Area' }));
      await t.http
        .post('/api/bookings')
        .send(bookingRequest({ eventDate: day }))
        .expect(201);
    });
  });

  describe('venue availability (GET /api/bookings/availability/:venue)', () => {
    const availability = (venue: string, query: string) =>
      t.http.get(`/api/bookings/availability/${encodeURIComponent(venue)}?${query}`);

    it('says a free day is available', async () => {
      const day = freshDay();
      const response = await availability('Open Air Arena', `startDate=${day}`).expect(200);
      expect(response.body).toEqual({
        venue: 'Open Air Arena',
        startDate: day,
        duration: 1,
        isAvailable: true,
        reason: null,
        message: 'This date is available.',
      });
    });

    it('tells booked from blocked, over every day of the asked duration', async () => {
      const day = freshDay();
      await insertBooking(t.db, newBooking({ eventDate: addDays(day, 2) }));
      await insertBooking(
        t.db,
        newBooking({ venue: 'Open Area', eventDate: day, isAdminBlock: true, customerName: 'Admin Block' }),
      );
      const booked = await availability('Open Air Arena', `startDate=${day}&duration=3`).expect(200);
      expect(booked.body).toMatchObject({ isAvailable: false, reason: 'booked', message: BOOKED, duration: 3 });
      const short = await availability('Open Air Arena', `startDate=${day}&duration=2`).expect(200);
      expect(short.body.isAvailable).toBe(true);
      const blocked = await availability('open area', `startDate=${day}`).expect(200);
      expect(blocked.body).toMatchObject({
        venue: 'Open Area',
        isAvailable: false,
        reason: 'blocked',
        message: BLOCKED,
      });
    });

    it('ignores pending, rejected and completed bookings', async () => {
      const day = freshDay();
      for (const status of ['pending', 'cancelled', 'completed'] as const)
        await insertBooking(t.db, newBooking({ eventDate: day, status }));
      const response = await availability('Open Air Arena', `startDate=${day}`).expect(200);
      expect(response.body.isAvailable).toBe(true);
    });

    it.each([
      [
        'a malformed date',
        'Open Air Arena',
        'startDate=2027-13-01',
        'Please give the date as yyyy-mm-dd (for example 2027-03-10).',
      ],
      ['no date', 'Open Air Arena', '', 'Please give startDate as yyyy-mm-dd.'],
      [
        'a past date',
        'Open Air Arena',
        `startDate=${daysFromToday(-3)}`,
        'Past dates cannot be booked. Please select today or a later date.',
      ],
      [
        'a bad duration',
        'Open Air Arena',
        `startDate=${daysFromToday(3)}&duration=abc`,
        'Duration must be a whole number of days from 1 to 30.',
      ],
      ['Kids Park', 'Kids Park', `startDate=${daysFromToday(3)}`, 'Kids Park is free to enter and cannot be booked.'],
      [
        'an unknown venue',
        'Town Hall',
        `startDate=${daysFromToday(3)}`,
        'Unknown venue "Town Hall". Please select a venue.',
      ],
    ])('answers 400 for %s', async (_label, venue, query, message) => {
      const response = await availability(venue, query).expect(400);
      expect(response.body.message).toBe(message);
    });
  });

  describe('who sees what (GET /api/bookings)', () => {
    const secrets = {
      name: 'Kumari Jayasekara',
      email: 'kumari.private@example.lk',
      phone: '+94 71 987 6543',
      notes: 'Private note about the family',
      special: 'Allergy list for the caterer',
    };
    const personal = (overrides = {}) =>
      newBooking({
        customerName: secrets.name,
        customerEmail: secrets.email,
        customerPhone: secrets.phone,
        notes: secrets.notes,
        specialRequirements: secrets.special,
        ...overrides,
      });
    const expectNoPersonalData = (body: unknown) => {
      const text = JSON.stringify(body);
      for (const value of [...Object.values(secrets), CUSTOMER.name, CUSTOMER.email, CUSTOMER.phone, '1250000']) {
        expect(text).not.toContain(value);
      }
      expect(text).not.toMatch(/customer|email|phone|notes|totalAmount|specialRequirements|rejectionReason/i);
    };

    it('gives visitors only confirmed calendar entries, with no personal field', async () => {
      const confirmed = await insertBooking(t.db, personal({ duration: 2 }));
      const block = await insertBooking(
        t.db,
        personal({ venue: 'Open Area', isAdminBlock: true, customerName: 'Admin Block' }),
      );
      await insertBooking(t.db, personal({ status: 'pending' }));
      await insertBooking(t.db, personal({ status: 'cancelled', rejectionReason: 'Double booked' }));
      await insertBooking(t.db, personal({ status: 'completed' }));
      const response = await t.http.get('/api/bookings').expect(200);
      expect(response.body.bookings).toHaveLength(2);
      expect(response.body.bookings).toEqual(
        expect.arrayContaining([
          {
            _id: confirmed.id,
            venue: 'Open Air Arena',
            eventDate: confirmed.eventDate,
            date: confirmed.eventDate,
            duration: 2,
            status: 'confirmed',
            isAdminBlock: false,
          },
          {
            _id: block.id,
            venue: 'Open Area',
            eventDate: block.eventDate,
            date: block.eventDate,
            duration: 1,
            status: 'confirmed',
            isAdminBlock: true,
          },
        ]),
      );
      expectNoPersonalData(response.body);
    });

    it('treats an invalid token as a visitor', async () => {
      await insertBooking(t.db, personal());
      const response = await t.http.get('/api/bookings').set(bearer('not.a.token')).expect(200);
      expectNoPersonalData(response.body);
    });

    it('keeps personal data out of every public answer', async () => {
      const day = freshDay();
      await insertBooking(t.db, personal({ eventDate: day }));
      await insertBooking(
        t.db,
        newStallRental('C3', {
          customerName: secrets.name,
          customerEmail: secrets.email,
          customerPhone: secrets.phone,
          notes: secrets.notes,
          status: 'confirmed',
        }),
      );
      const answers = await Promise.all([
        t.http.get('/api/bookings'),
        t.http.get('/api/bookings?excludeVendorStalls=true'),
        t.http.get(`/api/bookings/availability/Open%20Air%20Arena?startDate=${day}`),
        t.http.get(`/api/bookings/vendor-stalls/availability/${day}`),
        t.http.get('/api/bookings/vendor-stalls/booked'),
        t.http.get('/api/bookings/vendor-stalls/test'),
      ]);
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expectNoPersonalData(answer.body);
      }
    });

    it('does not echo contact details in the submit answer', async () => {
      const response = await t.http
        .post('/api/bookings')
        .send(
          bookingRequest({
            customer: { name: secrets.name, email: secrets.email, phone: secrets.phone },
            notes: secrets.notes,
          }),
        )
        .expect(201);
      expect(JSON.stringify(response.body)).not.toContain(secrets.email);
      expect(JSON.stringify(response.body)).not.toContain(secrets.phone);
    });

    it('drops vendor stall rentals with excludeVendorStalls=true, for visitors and staff', async () => {
      await insertBooking(t.db, newBooking());
      await insertBooking(t.db, newStallRental('A1', { status: 'confirmed' }));
      const all = await t.http.get('/api/bookings').expect(200);
      expect(all.body.bookings.map((b: { venue: string }) => b.venue).sort()).toEqual([
        'Open Air Arena',
        'Vendor Stalls',
      ]);
      const venuesOnly = await t.http.get('/api/bookings?excludeVendorStalls=true').expect(200);
      expect(venuesOnly.body.bookings.map((b: { venue: string }) => b.venue)).toEqual(['Open Air Arena']);
      const staff = await t.http.get('/api/bookings?excludeVendorStalls=true').set(bearer(token)).expect(200);
      expect(staff.body.bookings.map((b: { venue: string }) => b.venue)).toEqual(['Open Air Arena']);
      await t.http.get('/api/bookings?excludeVendorStalls=maybe').expect(400);
    });

    it('gives staff every booking, every status, newest first, with the full record', async () => {
      const first = await t.http.post('/api/bookings').send(bookingRequest()).expect(201);
      const second = await t.http
        .post('/api/bookings')
        .send(bookingRequest({ venue: 'Open Area' }))
        .expect(201);
      await insertBooking(
        t.db,
        newBooking({
          status: 'cancelled',
          rejectionReason: 'Closed for repairs',
          createdAt: new Date(Date.now() - 86_400_000),
        }),
      );
      const response = await t.http.get('/api/bookings').set(bearer(token)).expect(200);
      expect(response.body.bookings).toHaveLength(3);
      expect(response.body.bookings.map((b: { _id: string }) => b._id).slice(0, 2)).toEqual([
        second.body._id,
        first.body._id,
      ]);
      const shown = response.body.bookings[1];
      expect(shown).toEqual({
        _id: first.body._id,
        venue: 'Open Air Arena',
        eventType: 'wedding',
        eventDate: first.body.booking.eventDate,
        date: first.body.booking.eventDate,
        duration: 1,
        customer: { ...CUSTOMER },
        guests: 250,
        status: 'pending',
        totalAmount: 1_250_000,
        stallInfo: null,
        notes: 'Evening ceremony',
        specialRequirements: 'Wheelchair access for two guests',
        rejectionReason: null,
        isAdminBlock: false,
        cancelledByCustomer: false,
        cancelledAfterApproval: false,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(response.body.bookings[2]).toMatchObject({ status: 'cancelled', rejectionReason: 'Closed for repairs' });
      expect(Object.keys(response.body)).toEqual(['bookings']);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    });

    it('gives staff every booking without a page asked for, and pages when asked (20 a page unless given)', async () => {
      const minute = 60_000;
      const start = Date.now() - 200 * minute;
      // Past, completed events: a history that takes no upcoming day from the other tests.
      const past = newBooking({ status: 'completed' });
      const rows = Array.from({ length: 105 }, (_, i) => ({
        ...past,
        eventDate: addDays(todayInPark(), -400 + i),
        createdAt: new Date(start + i * minute),
      }));
      await t.db.insert(bookings).values(rows);
      const newestFirst = (await t.db.select({ id: bookings.id }).from(bookings).orderBy(desc(bookings.createdAt))).map(
        (row) => row.id,
      );
      const ids = (body: { bookings: Array<{ _id: string }> }) => body.bookings.map((b) => b._id);

      const every = await t.http.get('/api/bookings').set(bearer(token)).expect(200);
      expect(ids(every.body)).toEqual(newestFirst);
      expect(Object.keys(every.body)).toEqual(['bookings']);
      const venuesOnly = await t.http.get('/api/bookings?excludeVendorStalls=true').set(bearer(token)).expect(200);
      expect(ids(venuesOnly.body)).toEqual(newestFirst);

      const first = await t.http.get('/api/bookings?page=1').set(bearer(token)).expect(200);
      expect(ids(first.body)).toEqual(newestFirst.slice(0, 20));
      expect(first.body).toMatchObject({ page: 1, pageSize: 20, nextPage: 2 });
      const sixth = await t.http.get('/api/bookings?page=6').set(bearer(token)).expect(200);
      expect(ids(sixth.body)).toEqual(newestFirst.slice(100));
      expect(sixth.body).toMatchObject({ page: 6, pageSize: 20, nextPage: null });
      const large = await t.http.get('/api/bookings?pageSize=100').set(bearer(token)).expect(200);
      expect(ids(large.body)).toEqual(newestFirst.slice(0, 100));
      expect(large.body).toMatchObject({ page: 1, pageSize: 100, nextPage: 2 });
      const small = await t.http.get('/api/bookings?page=3&pageSize=40').set(bearer(token)).expect(200);
      expect(ids(small.body)).toEqual(newestFirst.slice(80, 105));
      expect(small.body).toMatchObject({ page: 3, pageSize: 40, nextPage: null });

      for (const [query, message] of [
        ['page=0', 'page must be a whole number from 1.'],
        ['page=two', 'page must be a whole number from 1.'],
        ['pageSize=501', 'pageSize must be a whole number from 1 to 500.'],
      ]) {
        const refused = await t.http.get(`/api/bookings?${query}`).set(bearer(token)).expect(400);
        expect(refused.body.message).toBe(message);
      }
      // Visitors' calendar is not paged: asking for a page is an unknown field, not a silently ignored one.
      const visitor = await t.http.get('/api/bookings?page=2').expect(400);
      expect(visitor.body.message).toBe('Unknown field: page.');
      const visitorSize = await t.http.get('/api/bookings?excludeVendorStalls=true&pageSize=5').expect(400);
      expect(visitorSize.body.message).toBe('Unknown field: pageSize.');
    });
  });

  describe('staff routes', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    it.each([
      ['patch', `/api/bookings/${id}/status`],
      ['delete', `/api/bookings/${id}`],
      ['get', '/api/bookings/admin/vendor-stalls'],
      ['post', '/api/bookings/admin/vendor-stalls/book'],
      ['post', '/api/bookings/admin-block'],
      ['post', '/api/bookings/reject'],
    ] as const)('%s %s answers 401 without a token, and with a bad one', async (method, path) => {
      const plain = await t.http[method](path).send({}).expect(401);
      expect(plain.body.message).toBe('Your session has expired or is not valid. Please sign in again.');
      await t.http[method](path).set(bearer('x.y.z')).send({}).expect(401);
    });
  });

  describe('status changes (PATCH /api/bookings/:id/status)', () => {
    const patch = (id: string, body: Record<string, unknown>) =>
      t.http.patch(`/api/bookings/${id}/status`).set(bearer(token)).send(body);

    it('approves a request: message, confirmation mail with a calendar file, audit entry', async () => {
      const booking = await insertBooking(t.db, newBooking({ status: 'pending' }));
      const response = await patch(booking.id, { status: 'confirmed' }).expect(200);
      expect(response.body.message).toBe('Booking approved. Confirmation email sent to customer.');
      expect(response.body.booking).toMatchObject({ _id: booking.id, status: 'confirmed' });
      const [mail] = await t.db.select().from(mailOutbox);
      expect(mail?.toAddress).toBe(CUSTOMER.email);
      const calendar = mail?.attachments[0];
      expect(calendar && 'content' in calendar ? calendar.content : '').toContain(`UID:${booking.id}@kandypark.lk`);
      const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, booking.id));
      expect(audit).toMatchObject({
        action: 'booking.approve',
        actorUsername: 'parkadmin',
        fromStatus: 'pending',
        toStatus: 'confirmed',
      });
      expect(audit?.actorId).toBeTruthy();
      const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
      expect(row?.updatedBy).toBe(audit?.actorId);
    });

    it('rejects with a reason, which is kept and mailed; reopening clears it', async () => {
      const booking = await insertBooking(t.db, newBooking({ status: 'pending' }));
      const rejected = await patch(booking.id, {
        status: 'cancelled',
        rejectionReason: 'The arena is being repaired',
      }).expect(200);
      expect(rejected.body.message).toBe('Booking rejected. Notification email sent to customer.');
      expect(rejected.body.booking).toMatchObject({
        status: 'cancelled',
        rejectionReason: 'The arena is being repaired',
      });
      const [mail] = await t.db.select().from(mailOutbox);
      expect(mail?.textBody).toContain('Reason: The arena is being repaired');
      const reopened = await patch(booking.id, { status: 'pending' }).expect(200);
      expect(reopened.body).toMatchObject({
        message: 'Booking reopened. It is pending again.',
        booking: { status: 'pending', rejectionReason: null },
      });
    });

    it('marks a confirmed event completed and terminates a stall rental, without mail', async () => {
      const event = await insertBooking(t.db, newBooking());
      const rental = await insertBooking(t.db, newStallRental('D4', { status: 'confirmed' }));
      expect((await patch(event.id, { status: 'completed' }).expect(200)).body.message).toBe(
        'Booking marked as completed.',
      );
      expect((await patch(rental.id, { status: 'completed' }).expect(200)).body.message).toBe(
        'Stall rental terminated.',
      );
      expect((await countRows(t.db)).mail).toBe(0);
    });

    it.each([
      [
        'pending',
        'completed',
        'Cannot change a booking from pending to completed. A pending booking can only become confirmed or cancelled.',
      ],
      [
        'pending',
        'pending',
        'Cannot change a booking from pending to pending. A pending booking can only become confirmed or cancelled.',
      ],
      [
        'confirmed',
        'pending',
        'Cannot change a booking from confirmed (approved) to pending. A confirmed booking can only become completed.',
      ],
      [
        'confirmed',
        'cancelled',
        'Cannot change a booking from confirmed (approved) to cancelled (rejected). A confirmed booking can only become completed.',
      ],
      [
        'cancelled',
        'confirmed',
        'Cannot change a booking from cancelled (rejected) to confirmed (approved). A cancelled booking can only become pending.',
      ],
      [
        'completed',
        'confirmed',
        'Cannot change a booking from completed to confirmed (approved). A completed booking cannot change status any more.',
      ],
    ] as const)('refuses %s → %s with 409 naming both, changing nothing', async (from, to, message) => {
      const booking = await insertBooking(t.db, newBooking({ status: from }));
      const response = await patch(booking.id, { status: to }).expect(409);
      expect(response.body).toEqual({ statusCode: 409, message, code: 'INVALID_TRANSITION' });
      const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
      expect(row?.status).toBe(from);
      expect(await countRows(t.db)).toMatchObject({ mail: 0, audit: 0 });
    });

    it('refuses an unknown status, and answers 404 for an unknown or malformed id', async () => {
      const booking = await insertBooking(t.db, newBooking({ status: 'pending' }));
      expect((await patch(booking.id, { status: 'approved' }).expect(400)).body.message).toBe(
        'Status must be one of: pending, confirmed, cancelled, completed.',
      );
      expect((await patch(booking.id, {}).expect(400)).body.message).toBe('Please give the new status.');
      await patch('4b7e9d8c-1111-4222-8333-944455556666', { status: 'confirmed' }).expect(404);
      expect((await patch('not-an-id', { status: 'confirmed' }).expect(404)).body.message).toBe(
        'Booking not found. It may have been deleted; please reload the list.',
      );
    });

    it('refuses to approve a request that overlaps a confirmed booking or an admin block', async () => {
      const day = freshDay();
      const confirmed = await insertBooking(t.db, newBooking({ eventDate: day }));
      const overlapping = await insertBooking(
        t.db,
        newBooking({ eventDate: addDays(day, -1), duration: 2, status: 'pending' }),
      );
      const response = await patch(overlapping.id, { status: 'confirmed' }).expect(409);
      expect(response.body.code).toBe('BOOKING_OVERLAP');
      expect(response.body.message).toContain(`Booking ID: ${confirmed.id}`);
      const blockedDay = freshDay();
      await insertBooking(t.db, newBooking({ eventDate: blockedDay, isAdminBlock: true, customerName: 'Admin Block' }));
      const onBlock = await insertBooking(t.db, newBooking({ eventDate: blockedDay, status: 'pending' }));
      expect((await patch(onBlock.id, { status: 'confirmed' }).expect(409)).body.message).toMatch(
        /^Cannot approve: Open Air Arena is blocked by admin on /,
      );
      expect(await countRows(t.db)).toMatchObject({ mail: 0, audit: 0 });
    });

    it('leaves exactly one confirmed when 20 approvals for one venue day race', async () => {
      const day = freshDay();
      const requests = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          insertBooking(t.db, newBooking({ eventDate: day, status: 'pending', customerName: `Guest ${i}` })),
        ),
      );
      const answers = await Promise.all(requests.map((b) => patch(b.id, { status: 'confirmed' })));
      expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
      const confirmed = await t.db
        .select()
        .from(bookings)
        .where(and(eq(bookings.eventDate, day), eq(bookings.status, 'confirmed')));
      expect(confirmed).toHaveLength(1);
      // One approval: its status change and its invoice (docs/money.md), one e-mail and its accounts copy.
      expect(await countRows(t.db)).toMatchObject({ mail: 2, audit: 2 });
    });

    it('lets only one of 20 simultaneous approvals of the same request through', async () => {
      const booking = await insertBooking(t.db, newBooking({ status: 'pending' }));
      const answers = await Promise.all(Array.from({ length: 20 }, () => patch(booking.id, { status: 'confirmed' })));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
      // One approval: its status change and its invoice (docs/money.md), one e-mail and its accounts copy.
      expect(await countRows(t.db)).toMatchObject({ mail: 2, audit: 2 });
    });
  });

  describe('rejecting several at once (POST /api/bookings/reject)', () => {
    const rejectMany = (body: Record<string, unknown>) =>
      t.http.post('/api/bookings/reject').set(bearer(token)).send(body);

    it('rejects every pending request with the one reason, mails each customer and audits each', async () => {
      const customers = ['one', 'two', 'three'].map((name) => ({
        customerName: `Customer ${name}`,
        customerEmail: `${name}@example.lk`,
      }));
      const pending = await Promise.all(
        customers.map((customer, i) =>
          insertBooking(
            t.db,
            i === 2 ? newStallRental('E7', customer) : newBooking({ ...customer, status: 'pending' }),
          ),
        ),
      );
      const response = await rejectMany({
        ids: pending.map((booking) => booking.id),
        rejectionReason: 'The park is closed for the Perahera',
      }).expect(200);
      expect(response.body.message).toBe('3 bookings rejected. Notification emails sent to customers.');
      expect(response.body.notRejected).toEqual([]);
      expect(response.body.rejected.map((b: { _id: string }) => b._id).sort()).toEqual(
        pending.map((booking) => booking.id).sort(),
      );
      const rows = await t.db.select().from(bookings);
      for (const row of rows) {
        expect(row).toMatchObject({ status: 'cancelled', rejectionReason: 'The park is closed for the Perahera' });
      }
      const mails = await t.db.select().from(mailOutbox);
      expect(mails.map((mail) => mail.toAddress).sort()).toEqual([
        'one@example.lk',
        'three@example.lk',
        'two@example.lk',
      ]);
      for (const mail of mails) expect(mail.textBody).toContain('Reason: The park is closed for the Perahera');
      expect(await t.db.select().from(auditLog)).toHaveLength(3);
      // The rented stall is free again.
      await t.http
        .post('/api/bookings')
        .send(bookingRequest({ venue: 'Vendor Stalls', stallInfo: { stallId: 'E7' } }))
        .expect(201);
      expect((await t.http.get('/api/bookings/vendor-stalls/booked').expect(200)).body.bookedStalls).toContain('E7');
    });

    it('leaves what it cannot reject as it was and says why, rejecting the rest', async () => {
      const pending = await insertBooking(t.db, newBooking({ status: 'pending' }));
      const confirmed = await insertBooking(t.db, newBooking({ status: 'confirmed' }));
      const gone = '00000000-0000-4000-8000-000000000000';
      const response = await rejectMany({ ids: [pending.id, confirmed.id, gone, pending.id] }).expect(200);
      expect(response.body.message).toBe('1 booking rejected; 2 bookings could not be rejected.');
      expect(response.body.rejected).toHaveLength(1);
      expect(response.body.rejected[0]).toMatchObject({ _id: pending.id, status: 'cancelled', rejectionReason: null });
      expect(response.body.notRejected).toEqual([
        {
          _id: confirmed.id,
          code: 'INVALID_TRANSITION',
          message:
            'Cannot change a booking from confirmed (approved) to cancelled (rejected). A confirmed booking can only become completed.',
        },
        {
          _id: gone,
          code: 'NOT_FOUND',
          message: 'Booking not found. It may have been deleted; please reload the list.',
        },
      ]);
      const [still] = await t.db.select().from(bookings).where(eq(bookings.id, confirmed.id));
      expect(still?.status).toBe('confirmed');
      expect(await t.db.select().from(mailOutbox)).toHaveLength(1);
    });

    it.each([
      ['no IDs', { ids: [] }, 'Please choose from 1 to 100 bookings to reject.'],
      ['no list', {}, 'Please choose from 1 to 100 bookings to reject.'],
      [
        'more than 100',
        { ids: Array.from({ length: 101 }, () => '00000000-0000-4000-8000-000000000000') },
        'Please choose from 1 to 100 bookings to reject.',
      ],
      [
        'a reason over 500 characters',
        { ids: ['x'], rejectionReason: 'x'.repeat(501) },
        'The rejection reason must be at most 500 characters.',
      ],
    ])('refuses %s, changing nothing', async (_label, body, message) => {
      const pending = await insertBooking(t.db, newBooking({ status: 'pending' }));
      const response = await rejectMany(body).expect(400);
      expect(response.body.message).toBe(message);
      const [row] = await t.db.select().from(bookings).where(eq(bookings.id, pending.id));
      expect(row?.status).toBe('pending');
    });
  });

  describe('deleting (DELETE /api/bookings/:id)', () => {
    const remove = (id: string) => t.http.delete(`/api/bookings/${id}`).set(bearer(token));

    it.each([
      ['a rejected booking', newBooking({ status: 'cancelled' })],
      ['a completed booking', newBooking({ status: 'completed' })],
      ['a confirmed event whose date has passed', newBooking({ eventDate: daysFromToday(-2) })],
      ['an admin block', newBooking({ isAdminBlock: true, customerName: 'Admin Block' })],
    ])('deletes %s and records who did it', async (_label, values) => {
      const booking = await insertBooking(t.db, values);
      const response = await remove(booking.id).expect(200);
      expect(response.body).toEqual({ message: 'Booking deleted successfully' });
      expect(await t.db.select().from(bookings).where(eq(bookings.id, booking.id))).toHaveLength(0);
      const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, booking.id));
      expect(audit).toMatchObject({ action: 'booking.delete', fromStatus: values.status, actorUsername: 'parkadmin' });
    });

    it.each([
      ['a pending request', newBooking({ status: 'pending' }), 'a pending request (reject it first)'],
      ['an upcoming confirmed event', newBooking(), 'an upcoming confirmed event (mark it completed first)'],
      [
        'an active stall rental',
        newStallRental('B2', { status: 'confirmed', eventDate: daysFromToday(-40) }),
        'an active stall rental (terminate it first)',
      ],
    ])('refuses to delete %s with 409', async (_label, values, what) => {
      const booking = await insertBooking(t.db, values);
      const response = await remove(booking.id).expect(409);
      expect(response.body.message).toBe(
        `Only rejected, completed or past bookings and admin blocks can be deleted; this booking is ${what}.`,
      );
      expect(await t.db.select().from(bookings).where(eq(bookings.id, booking.id))).toHaveLength(1);
    });

    it('answers 404 for a booking that does not exist', async () => {
      await remove('4b7e9d8c-1111-4222-8333-944455556666').expect(404);
    });
  });

  describe('admin blocks (POST /api/bookings/admin-block)', () => {
    const block = (body: Record<string, unknown>) =>
      t.http.post('/api/bookings/admin-block').set(bearer(token)).send(body);
    /** Exactly what the dashboard's Block Date form sends. */
    const dashboardBlock = (overrides: Record<string, unknown> = {}) => ({
      venue: 'Open Air Arena',
      eventType: 'other',
      eventDate: freshDay(),
      duration: 1,
      notes: 'Admin blocked date',
      customer: { name: 'Admin Block', email: 'parkadmin@kandypark.lk', phone: 'N/A' },
      guests: 1,
      status: 'confirmed',
      totalAmount: 0,
      ...overrides,
    });

    it('blocks a day: confirmed, one day, one guest, free, no mail, audited', async () => {
      const body = dashboardBlock();
      const response = await block(body).expect(201);
      expect(response.body.message).toBe('Date blocked successfully!');
      expect(response.body._id).toBe(response.body.booking._id);
      expect(response.body.booking).toMatchObject({
        venue: 'Open Air Arena',
        eventDate: body.eventDate,
        duration: 1,
        guests: 1,
        totalAmount: 0,
        status: 'confirmed',
        isAdminBlock: true,
        customer: { name: 'Admin Block', phone: 'N/A' },
        notes: 'Admin blocked date',
      });
      expect(await countRows(t.db)).toEqual({ bookings: 1, mail: 0, audit: 1 });
      const [row] = await t.db.select().from(bookings);
      expect(row?.createdBy).toBeTruthy();
      const visitor = await t.http
        .get(`/api/bookings/availability/Open%20Air%20Arena?startDate=${body.eventDate}`)
        .expect(200);
      expect(visitor.body).toMatchObject({ isAvailable: false, reason: 'blocked' });
      const publicList = await t.http.get('/api/bookings').expect(200);
      expect(publicList.body.bookings).toEqual([
        expect.objectContaining({ isAdminBlock: true, eventDate: body.eventDate }),
      ]);
    });

    it('accepts a minimal block: venue and date', async () => {
      const response = await block({ venue: 'Auditorium', eventDate: freshDay() }).expect(201);
      expect(response.body.booking).toMatchObject({
        customer: { name: 'Admin Block', email: 'staff@kandypark.lk', phone: 'N/A' },
        eventType: 'other',
      });
    });

    it('refuses to block a day with a confirmed booking, naming it, or a day already blocked', async () => {
      const day = freshDay();
      const booking = await insertBooking(
        t.db,
        newBooking({ eventDate: addDays(day, -1), duration: 2, customerName: 'Sunil Fernando' }),
      );
      const response = await block(dashboardBlock({ eventDate: day })).expect(409);
      expect(response.body.message).toContain(`Booking ID: ${booking.id}`);
      expect(response.body.message).toContain('Sunil Fernando');
      const other = freshDay();
      await block(dashboardBlock({ eventDate: other })).expect(201);
      expect((await block(dashboardBlock({ eventDate: other })).expect(409)).body.message).toMatch(
        /^Open Air Arena is already blocked on /,
      );
    });

    it('lets a pending request stay when its day is blocked, then refuses to approve it', async () => {
      const day = freshDay();
      const pending = await insertBooking(t.db, newBooking({ eventDate: day, status: 'pending' }));
      await block(dashboardBlock({ eventDate: day })).expect(201);
      await t.http
        .patch(`/api/bookings/${pending.id}/status`)
        .set(bearer(token))
        .send({ status: 'confirmed' })
        .expect(409);
    });

    it.each([
      ['no venue', { venue: undefined }, 'Please select a venue.'],
      ['Kids Park', { venue: 'Kids Park' }, 'Unknown venue "Kids Park". Please select a venue.'],
      ['no date', { eventDate: undefined }, 'Please choose the date to block.'],
      [
        'a past date',
        { eventDate: daysFromToday(-1) },
        'Past dates cannot be booked. Please select today or a later date.',
      ],
      ['two days', { duration: 2 }, 'An admin block covers exactly one day (duration 1).'],
      ['a pending status', { status: 'pending' }, 'An admin block is always confirmed.'],
      ['a price', { totalAmount: 5000 }, 'An admin block is free: totalAmount must be 0.'],
      ['an unknown field', { reason: 'x' }, 'Unknown field: reason.'],
    ])('refuses a block with %s', async (_label, change, message) => {
      const response = await block(dashboardBlock(change)).expect(400);
      expect(response.body.message).toBe(message);
      expect(await countRows(t.db)).toEqual({ bookings: 0, mail: 0, audit: 0 });
    });

    it('answers the dashboard’s connectivity check without a token', async () => {
      const response = await t.http.post('/api/bookings/admin-block-test').send({ test: true }).expect(200);
      expect(response.body).toMatchObject({ success: true, message: 'The booking server is reachable.' });
    });
  });

  itOnPostgres('keeps answering after PostgreSQL ends its idle connections', async () => {
    // Warm the pool so it holds idle connections, then end them as a server restart or failover would.
    await Promise.all(Array.from({ length: 5 }, () => t.http.get('/api/bookings').set(bearer(token)).expect(200)));
    const admin = new Client({ connectionString: process.env.TEST_PG_URL });
    await admin.connect();
    try {
      const database = new URL(t.config.databaseUrl as string).pathname.slice(1);
      const ended = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [database],
      );
      expect(ended.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    await t.http.post('/api/bookings').send(bookingRequest()).expect(201);
    await t.http.get('/api/bookings').set(bearer(token)).expect(200);
  });

  it('documents the bookings routes in OpenAPI', async () => {
    const response = await t.http.get('/api/docs/openapi.json').expect(200);
    for (const path of [
      '/api/bookings',
      '/api/bookings/availability/{venueName}',
      '/api/bookings/{id}/status',
      '/api/bookings/{id}',
      '/api/bookings/admin-block',
      '/api/bookings/vendor-stalls/availability/{date}',
      '/api/bookings/admin/vendor-stalls/book',
      '/api/bookings/reject',
    ]) {
      expect(response.body.paths[path]).toBeDefined();
    }
    expect(response.body.paths['/api/bookings/{id}/status'].patch.security).toEqual([{ bearer: [] }]);

    const list = response.body.paths['/api/bookings'].get;
    expect(list.parameters.map((parameter: { name: string }) => parameter.name).sort()).toEqual([
      'excludeVendorStalls',
      'page',
      'pageSize',
    ]);
    // One schema per caller; `anyOf`, as an empty list fits both staff's list and the visitors' calendar.
    expect(list.responses['200'].content['application/json'].schema.anyOf).toEqual([
      { $ref: '#/components/schemas/StaffBookingListResponse' },
      { $ref: '#/components/schemas/StaffBookingPageResponse' },
      { $ref: '#/components/schemas/PublicBookingListResponse' },
    ]);
    // Every error answer has one shape, and its codes are an enum the client's types carry.
    const errorBody = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } };
    expect(list.responses['400'].content).toEqual(errorBody);
    expect(list.responses.default.content).toEqual(errorBody);
    const { schemas } = response.body.components;
    expect(schemas.ErrorCode.enum).toEqual([...ERROR_CODES]);
    expect(schemas.ErrorResponse.required).toEqual(['statusCode', 'message']);
    expect(schemas.ErrorResponse.properties.code.allOf).toEqual([{ $ref: '#/components/schemas/ErrorCode' }]);
  });
});
