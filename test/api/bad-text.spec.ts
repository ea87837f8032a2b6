import { bookings, contactMessages, newsItems } from '../../server/src/database/schema';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/app';
import {
  bearer,
  BOOT_TIMEOUT_MS,
  bookingRequest,
  CUSTOMER,
  freshDay,
  insertBooking,
  newBooking,
} from '../support/bookings';
import { engine } from '../support/database';
import { databaseSnapshot } from '../support/snapshot';

const NOT_ALLOWED = (label: string) => `${label} contains characters that are not allowed.`;
const ONE_LINE = (label: string) => `${label} must be on one line.`;

interface Case {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  staff?: boolean;
  message: string;
}

/**
 * Issue 19: text no person types (a lone UTF-16 surrogate, a NUL byte) is refused in every field of every route
 * with a 400 naming the field, before any validator or service reads it; one-line fields (names, e-mail
 * addresses, phone numbers, subjects) refuse every kind of line break. Nothing is written either way.
 */
describe(`text that is not text, and line breaks in one-line fields (${engine})`, () => {
  let t: TestApp;
  let token: string;
  let ids: { booking: string; news: string; message: string };

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    const pending = await insertBooking(t.db, newBooking({ status: 'pending' }));
    const [news] = await t.db.insert(newsItems).values({ title: 'T', description: 'D', content: 'C' }).returning();
    const [message] = await t.db
      .insert(contactMessages)
      .values({ name: 'N', email: 'n@example.lk', subject: 'S', message: 'M' })
      .returning();
    ids = { booking: pending.id, news: news?.id as string, message: message?.id as string };
  }, BOOT_TIMEOUT_MS);
  afterAll(() => t?.close());

  const send = (request: Case) =>
    t.app.inject({
      method: request.method,
      url: request.url,
      headers: {
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(request.staff ? bearer(token) : {}),
      },
      ...(request.body === undefined ? {} : { payload: JSON.stringify(request.body) }),
    });

  const refusedWithNothingWritten = async (request: Case) => {
    const before = await databaseSnapshot(t.db);
    const response = await send(request);
    expect({ status: response.statusCode, body: response.json() as unknown }).toEqual({
      status: 400,
      body: { statusCode: 400, message: request.message, errors: [request.message], code: 'VALIDATION' },
    });
    expect(await databaseSnapshot(t.db)).toEqual(before);
  };

  const booking = (customer: Partial<Record<keyof typeof CUSTOMER, string>>, overrides: Record<string, unknown> = {}) =>
    bookingRequest({ customer: { ...CUSTOMER, ...customer }, ...overrides });
  const stallRental = (customer: Partial<Record<keyof typeof CUSTOMER, string>>) =>
    booking(customer, { venue: 'Vendor Stalls', guests: undefined, stallInfo: { stallId: 'B7' } });
  const staffStall = (customer: Partial<Record<keyof typeof CUSTOMER, string>>) => ({
    stallInfo: { stallId: 'C4' },
    customer: { ...CUSTOMER, ...customer },
  });
  const contact = (overrides: Record<string, string>) => ({
    name: 'Dilani',
    email: 'dilani@example.lk',
    subject: 'Wedding',
    message: 'Hello',
    ...overrides,
  });
  const account = (overrides: Record<string, string>) => ({
    username: 'new.staff',
    email: 'new.staff@kandypark.lk',
    password: 'Temple-of-the-Tooth-9',
    firstName: 'Kumari',
    lastName: 'Jayasinghe',
    ...overrides,
  });
  const profile = (overrides: Record<string, string>) => ({
    username: 'parkadmin',
    firstName: 'Park',
    lastName: 'Administrator',
    ...overrides,
  });
  const news = (overrides: Record<string, unknown>) => ({ title: 'T', description: 'D', content: 'C', ...overrides });

  const notText: Array<[string, () => Case]> = [
    [
      'a lone surrogate in a booking’s e-mail',
      () => ({
        method: 'POST',
        url: '/api/bookings',
        body: booking({ email: 'nimal\ud800@example.lk' }),
        message: NOT_ALLOWED('Email'),
      }),
    ],
    [
      'a lone high surrogate in a booking’s name',
      () => ({
        method: 'POST',
        url: '/api/bookings',
        body: booking({ name: 'Nimal \ud83d' }),
        message: NOT_ALLOWED('Name'),
      }),
    ],
    [
      'a lone low surrogate in a booking’s name',
      () => ({
        method: 'POST',
        url: '/api/bookings',
        body: booking({ name: '\udc18Nimal' }),
        message: NOT_ALLOWED('Name'),
      }),
    ],
    [
      'a NUL byte in a booking’s name',
      () => ({
        method: 'POST',
        url: '/api/bookings',
        body: booking({ name: 'Nimal\u0000' }),
        message: NOT_ALLOWED('Name'),
      }),
    ],
    [
      'a NUL byte in a booking’s phone',
      () => ({
        method: 'POST',
        url: '/api/bookings',
        body: booking({ phone: '+94\u000077 123 4567' }),
        message: NOT_ALLOWED('Phone'),
      }),
    ],
    [
      'a NUL byte in a booking’s notes',
      () => ({
        method: 'POST',
        url: '/api/bookings',
        body: bookingRequest({ notes: 'a\u0000b' }),
        message: NOT_ALLOWED('Notes'),
      }),
    ],
    [
      'a lone surrogate in a stall rental’s name',
      () => ({
        method: 'POST',
        url: '/api/bookings',
        body: stallRental({ name: 'Vendor \udbff' }),
        message: NOT_ALLOWED('Name'),
      }),
    ],
    [
      'a NUL byte in a stall hold',
      () => ({
        method: 'POST',
        url: '/api/bookings/vendor-stalls/holds',
        body: { stallId: 'A\u00001' },
        message: NOT_ALLOWED('Stall id'),
      }),
    ],
    [
      'a lone surrogate in a hold token',
      () => ({
        method: 'POST',
        url: '/api/bookings/vendor-stalls/holds',
        body: { stallId: 'A1', holdToken: '\ud800' },
        message: NOT_ALLOWED('Hold token'),
      }),
    ],
    [
      'a lone surrogate in a contact e-mail',
      () => ({
        method: 'POST',
        url: '/api/contact',
        body: contact({ email: 'dilani@\udfffexample.lk' }),
        message: NOT_ALLOWED('Email'),
      }),
    ],
    [
      'a NUL byte in a contact message',
      () => ({
        method: 'POST',
        url: '/api/contact',
        body: contact({ message: 'Hello\u0000' }),
        message: NOT_ALLOWED('Message'),
      }),
    ],
    [
      'a lone surrogate in a newsletter address',
      () => ({
        method: 'POST',
        url: '/api/newsletter',
        body: { email: '\ud800reader@example.lk' },
        message: NOT_ALLOWED('Email'),
      }),
    ],
    [
      'a lone surrogate in a sign-in username',
      () => ({
        method: 'POST',
        url: '/api/admin/login',
        body: { username: 'parkadmin\ud800', password: 'x' },
        message: NOT_ALLOWED('Username'),
      }),
    ],
    [
      'a NUL byte in a sign-in username',
      () => ({
        method: 'POST',
        url: '/api/admin/login',
        body: { username: 'park\u0000admin', password: 'x' },
        message: NOT_ALLOWED('Username'),
      }),
    ],
    [
      'a NUL byte in a sign-in password',
      () => ({
        method: 'POST',
        url: '/api/admin/login',
        body: { username: 'parkadmin', password: 'x\u0000' },
        message: NOT_ALLOWED('Password'),
      }),
    ],
    [
      'a lone surrogate in a My booking token',
      () => ({
        method: 'POST',
        url: '/api/my-booking/lookup',
        body: { token: `${'a'.repeat(42)}\ud800` },
        message: NOT_ALLOWED('Token'),
      }),
    ],
    [
      'a lone surrogate in a new password',
      () => ({
        method: 'PUT',
        url: '/api/admin/change-password',
        body: { currentPassword: 'Perahera-Lake-2026', newPassword: 'Another-Pass-99\ud800' },
        staff: true,
        message: NOT_ALLOWED('New password'),
      }),
    ],
    [
      'a NUL byte in a new account’s first name',
      () => ({
        method: 'POST',
        url: '/api/admin/admins',
        body: account({ firstName: 'Ku\u0000mari' }),
        staff: true,
        message: NOT_ALLOWED('First name'),
      }),
    ],
    [
      'a lone surrogate in a new account’s e-mail',
      () => ({
        method: 'POST',
        url: '/api/admin/admins',
        body: account({ email: 'new\udc00@kandypark.lk' }),
        staff: true,
        message: NOT_ALLOWED('Email'),
      }),
    ],
    [
      'a lone surrogate in a profile’s last name',
      () => ({
        method: 'PUT',
        url: '/api/admin/profile',
        body: profile({ lastName: 'Admin\ud800' }),
        staff: true,
        message: NOT_ALLOWED('Last name'),
      }),
    ],
    [
      'a NUL byte in a news title',
      () => ({
        method: 'POST',
        url: '/api/news',
        body: news({ title: 'Perahera\u0000' }),
        staff: true,
        message: NOT_ALLOWED('Title'),
      }),
    ],
    [
      'a lone surrogate in a news image description',
      () => ({
        method: 'PUT',
        url: `/api/news/${ids.news}`,
        body: news({ image: { url: 'https://images.example.lk/a.jpg', alt: 'Dancers \ud800' } }),
        staff: true,
        message: NOT_ALLOWED('The image description'),
      }),
    ],
    [
      'a NUL byte in a blocked date’s notes',
      () => ({
        method: 'POST',
        url: '/api/bookings/admin-block',
        body: { venue: 'Open Area', eventDate: freshDay(), notes: 'Repairs\u0000' },
        staff: true,
        message: NOT_ALLOWED('Notes'),
      }),
    ],
    [
      'a lone surrogate in a staff stall rental’s name',
      () => ({
        method: 'POST',
        url: '/api/bookings/admin/vendor-stalls/book',
        body: staffStall({ name: '\ud800 Vendor' }),
        staff: true,
        message: NOT_ALLOWED('Name'),
      }),
    ],
    [
      'a NUL byte in a status change',
      () => ({
        method: 'PATCH',
        url: `/api/bookings/${ids.booking}/status`,
        body: { status: 'cancelled\u0000' },
        staff: true,
        message: NOT_ALLOWED('Status'),
      }),
    ],
    [
      'a lone surrogate in a rejection reason',
      () => ({
        method: 'PATCH',
        url: `/api/bookings/${ids.booking}/status`,
        body: { status: 'cancelled', rejectionReason: 'Fully booked \ud800' },
        staff: true,
        message: NOT_ALLOWED('Rejection reason'),
      }),
    ],
    [
      'a NUL byte in the staff search',
      () => ({
        method: 'GET',
        url: '/api/bookings/admin/list?q=Nimal%00',
        staff: true,
        message: NOT_ALLOWED('The search'),
      }),
    ],
    [
      'a NUL byte in a staff list filter',
      () => ({
        method: 'GET',
        url: '/api/bookings/admin/list?from=%002027-01-01',
        staff: true,
        message: NOT_ALLOWED('From'),
      }),
    ],
    [
      'a NUL byte in the bookings list query',
      () => ({
        method: 'GET',
        url: '/api/bookings?excludeVendorStalls=true%00',
        message: NOT_ALLOWED('Exclude vendor stalls'),
      }),
    ],
    [
      'a NUL byte in an availability date',
      () => ({
        method: 'GET',
        url: '/api/bookings/availability/Open%20Air%20Arena?startDate=2027-01-01%00',
        message: NOT_ALLOWED('Start date'),
      }),
    ],
    [
      'a NUL byte in a path parameter',
      () => ({ method: 'DELETE', url: '/api/news/%00', staff: true, message: NOT_ALLOWED('The id') }),
    ],
    [
      'a NUL byte in a contact message id',
      () => ({
        method: 'PATCH',
        url: `/api/contact/messages/${ids.message}%00`,
        body: { handled: true },
        staff: true,
        message: NOT_ALLOWED('The id'),
      }),
    ],
  ];
  it.each(notText)('refuses %s with a 400 naming the field, writing nothing', async (_case, request) => {
    await refusedWithNothingWritten(request());
  });

  const lineBreaks: Array<[string, string]> = [
    ['LF', '\n'],
    ['CR LF', '\r\n'],
    ['CR', '\r'],
    ['a vertical tab', '\u000b'],
    ['a form feed', '\u000c'],
    ['NEL', '\u0085'],
    ['a line separator', '\u2028'],
    ['a paragraph separator', '\u2029'],
  ];
  it.each(lineBreaks)('refuses a booking name with %s in it', async (_case, lineBreak) => {
    await refusedWithNothingWritten({
      method: 'POST',
      url: '/api/bookings',
      body: booking({ name: `Nimal${lineBreak}Bcc: victim@example.lk` }),
      message: ONE_LINE('Name'),
    });
  });

  const oneLine: Array<[string, () => Case]> = [
    [
      'a stall rental’s name',
      () => ({
        method: 'POST',
        url: '/api/bookings',
        body: stallRental({ name: 'Vendor\nTwo' }),
        message: ONE_LINE('Name'),
      }),
    ],
    [
      'a booking’s phone',
      () => ({
        method: 'POST',
        url: '/api/bookings',
        body: booking({ phone: '+94 77\n123 4567' }),
        message: ONE_LINE('Phone'),
      }),
    ],
    [
      'a booking’s e-mail',
      () => ({
        method: 'POST',
        url: '/api/bookings',
        body: booking({ email: 'nimal\u2028perera@example.lk' }),
        message: ONE_LINE('Email'),
      }),
    ],
    [
      'a staff stall rental’s name',
      () => ({
        method: 'POST',
        url: '/api/bookings/admin/vendor-stalls/book',
        body: staffStall({ name: 'Vendor\r\nTwo' }),
        staff: true,
        message: ONE_LINE('Name'),
      }),
    ],
    [
      'a blocked date’s customer name',
      () => ({
        method: 'POST',
        url: '/api/bookings/admin-block',
        body: { venue: 'Open Area', eventDate: freshDay(), customer: { name: 'Admin\nBlock' } },
        staff: true,
        message: ONE_LINE('Name'),
      }),
    ],
    [
      'a contact name',
      () => ({
        method: 'POST',
        url: '/api/contact',
        body: contact({ name: 'Dilani\u2029' + 'W' }),
        message: ONE_LINE('Name'),
      }),
    ],
    [
      'a contact e-mail',
      () => ({
        method: 'POST',
        url: '/api/contact',
        body: contact({ email: '"d\ni"@example.lk' }),
        message: ONE_LINE('E-mail address'),
      }),
    ],
    [
      'a newsletter address',
      () => ({
        method: 'POST',
        url: '/api/newsletter',
        body: { email: 'reader\u2028x@example.lk' },
        message: ONE_LINE('E-mail address'),
      }),
    ],
    [
      'a new account’s e-mail',
      () => ({
        method: 'POST',
        url: '/api/admin/admins',
        body: account({ email: '"new\nstaff"@kandypark.lk' }),
        staff: true,
        message: ONE_LINE('E-mail address'),
      }),
    ],
    [
      'a new account’s last name',
      () => ({
        method: 'POST',
        url: '/api/admin/admins',
        body: account({ lastName: 'Jaya\u2028singhe' }),
        staff: true,
        message: ONE_LINE('Last name'),
      }),
    ],
    [
      'a profile’s first name',
      () => ({
        method: 'PUT',
        url: '/api/admin/profile',
        body: profile({ firstName: 'Park\nAdmin' }),
        staff: true,
        message: ONE_LINE('First name'),
      }),
    ],
  ];
  it.each(oneLine)('refuses a line break in %s, writing nothing', async (_case, request) => {
    await refusedWithNothingWritten(request());
  });

  it('takes text of every script, emoji included, in the same fields', async () => {
    const name = '𝕂𝕒𝕟𝕕𝕪 🐘 ශ්‍රී ලංකා தமிழ்';
    const response = await send({ method: 'POST', url: '/api/bookings', body: booking({ name }), message: '' });
    expect(response.statusCode).toBe(201);
    const id = (response.json() as { _id: string })._id;
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row?.customerName).toBe(name);
  });
});
