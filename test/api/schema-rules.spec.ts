import { eq, sql } from 'drizzle-orm';
import { pgError } from '../../server/src/common/database-errors';
import {
  admins,
  bookings,
  contactMessages,
  type NewBooking,
  newsItems,
  newsletterSubscriptions,
} from '../../server/src/database/schema';
import { createTestApp, type TestApp } from '../support/app';
import { engine } from '../support/database';

/** The integrity rules of DECISIONS.md live in the database: each refuses a bad row whatever the code does. */
describe(`database integrity rules (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.db.delete(bookings));

  const booking = (overrides: Partial<NewBooking> = {}): NewBooking => ({
    venue: 'Open Air Arena',
    eventType: 'wedding',
    eventDate: '2027-03-10',
    duration: 1,
    customerName: 'Nimal Perera',
    customerEmail: 'nimal@example.lk',
    customerPhone: '+94 77 123 4567',
    guests: 200,
    status: 'confirmed',
    ...overrides,
  });

  async function codeOf(insert: Promise<unknown>): Promise<string | undefined> {
    try {
      await insert;
      return undefined;
    } catch (error) {
      return pgError(error)?.code;
    }
  }

  it('refuses two confirmed bookings of one venue on overlapping days (exclusion constraint)', async () => {
    await t.db.insert(bookings).values(booking({ eventDate: '2027-03-10', duration: 3 }));
    expect(await codeOf(t.db.insert(bookings).values(booking({ eventDate: '2027-03-12' })))).toBe('23P01');
    expect(await codeOf(t.db.insert(bookings).values(booking({ eventDate: '2027-03-08', duration: 5 })))).toBe('23P01');
  });

  it('allows adjacent days, other venues, and pending requests on a confirmed day', async () => {
    await t.db.insert(bookings).values(booking({ eventDate: '2027-03-10', duration: 3 }));
    await t.db.insert(bookings).values(booking({ eventDate: '2027-03-13' }));
    await t.db.insert(bookings).values(booking({ eventDate: '2027-03-10', venue: 'Open Area' }));
    await t.db.insert(bookings).values(booking({ eventDate: '2027-03-11', status: 'pending' }));
    const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(bookings);
    expect(row?.n).toBe(4);
  });

  it('refuses confirming a pending booking that overlaps a confirmed one', async () => {
    await t.db.insert(bookings).values(booking());
    const [pending] = await t.db
      .insert(bookings)
      .values(booking({ status: 'pending' }))
      .returning();
    const confirm = t.db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, pending!.id));
    expect(await codeOf(confirm)).toBe('23P01');
  });

  const stall = (overrides: Partial<NewBooking> = {}) =>
    booking({
      venue: 'Vendor Stalls',
      eventType: 'vendor stall rental',
      stallId: 'B7',
      stallBlock: 'B',
      stallNumber: 7,
      stallBlockName: 'Block B',
      guests: 0,
      status: 'pending',
      ...overrides,
    });

  it('allows one active rental per stall (partial unique index), and a new one after it ends', async () => {
    const [first] = await t.db.insert(bookings).values(stall()).returning();
    expect(await codeOf(t.db.insert(bookings).values(stall({ status: 'confirmed' })))).toBe('23505');
    await t.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, first!.id));
    await t.db.insert(bookings).values(stall({ status: 'confirmed' }));
  });

  it('lets many stalls be rented for the same days', async () => {
    await t.db.insert(bookings).values(stall({ stallId: 'A1', stallBlock: 'A', stallNumber: 1, status: 'confirmed' }));
    await t.db.insert(bookings).values(stall({ stallId: 'A2', stallBlock: 'A', stallNumber: 2, status: 'confirmed' }));
  });

  it.each([
    ['an unknown status', { status: 'approved' as never }],
    ['an unknown venue', { venue: 'Kids Park' as never }],
    ['a zero duration', { duration: 0 }],
    ['a negative amount', { totalAmount: -1 }],
    ['a stall on a venue that has none', { stallId: 'A1', stallBlock: 'A', stallNumber: 1 }],
    ['a malformed stall id', { venue: 'Vendor Stalls' as const, stallId: 'Z99', stallBlock: 'Z', stallNumber: 99 }],
    ['a language the park does not speak', { language: 'fr' as never }],
  ])('refuses a booking with %s (check constraint)', async (_label, overrides) => {
    expect(await codeOf(t.db.insert(bookings).values(booking(overrides)))).toBe('23514');
  });

  it('refuses a second account with the same username or e-mail, whatever the case', async () => {
    const base = { passwordHash: 'x', firstName: 'A', lastName: 'B' };
    await t.db.insert(admins).values({ ...base, username: 'kamala', email: 'kamala@kandypark.lk' });
    expect(await codeOf(t.db.insert(admins).values({ ...base, username: 'KAMALA', email: 'other@kandypark.lk' }))).toBe(
      '23505',
    );
    expect(
      await codeOf(t.db.insert(admins).values({ ...base, username: 'kamala2', email: 'Kamala@KandyPark.lk' })),
    ).toBe('23505');
    expect(
      await codeOf(t.db.insert(admins).values({ ...base, username: 'sunil', email: 's@k.lk', role: 'owner' as never })),
    ).toBe('23514');
  });

  it('refuses a contact message or a subscription in a language the park does not speak', async () => {
    const message = { name: 'n', email: 'e@x.lk', subject: 's', message: 'm' };
    expect(await codeOf(t.db.insert(contactMessages).values({ ...message, language: 'de' as never }))).toBe('23514');
    expect(
      await codeOf(t.db.insert(newsletterSubscriptions).values({ email: 'e@x.lk', language: 'EN' as never })),
    ).toBe('23514');
    await t.db.insert(newsletterSubscriptions).values({ email: 'e@x.lk', language: 'ta' });
  });

  it('refuses news with an unknown category or a non-http image', async () => {
    const item = { title: 't', description: 'd', content: 'c' };
    expect(await codeOf(t.db.insert(newsItems).values({ ...item, category: 'Gossip' as never }))).toBe('23514');
    expect(await codeOf(t.db.insert(newsItems).values({ ...item, imageUrl: 'javascript:alert(1)' }))).toBe('23514');
  });
});
