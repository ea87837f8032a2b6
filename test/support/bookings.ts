import { sql } from 'drizzle-orm';
import type { Database } from '../../server/src/database/database';
import { auditLog, type Booking, bookings, mailOutbox, type NewBooking } from '../../server/src/database/schema';
import { todayInPark } from '../../server/src/common/park-time';
import { addDays, latestBookableDate, stallById } from '@kandy-park/domain';

/** Booting the app on a fresh database can take a while on a busy shared machine: more than a test needs. */
export const BOOT_TIMEOUT_MS = 180_000;

/** A calendar date `days` after today in Kandy (negative: in the past). */
export const daysFromToday = (days: number): string => addDays(todayInPark(), days);

export const CUSTOMER = { name: 'Nimal Perera', email: 'nimal.perera@example.lk', phone: '+94 77 123 4567' } as const;

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

let sequence = 0;
/**
 * A distinct future day for each call, so tests sharing one app never collide on a venue day. The days run from
 * 33 days ahead to the booking horizon and then start again: the sequence is the same on every run, so a test file
 * that calls it more often than there are days and confirms on a day reused finds out every time, not by chance.
 */
export function freshDay(): string {
  const today = todayInPark();
  for (;;) {
    sequence += 3;
    const day = daysFromToday(30 + sequence);
    if (day <= latestBookableDate(today)) return day;
    sequence = 0;
  }
}

/** Row values for a direct insert: a confirmed Open Air Arena wedding unless overridden. */
export function newBooking(overrides: Partial<NewBooking> = {}): NewBooking {
  return {
    venue: 'Open Air Arena',
    eventType: 'wedding',
    eventDate: freshDay(),
    duration: 1,
    customerName: CUSTOMER.name,
    customerEmail: CUSTOMER.email,
    customerPhone: CUSTOMER.phone,
    guests: 200,
    status: 'confirmed',
    totalAmount: 1_250_000,
    ...overrides,
  };
}

/** Row values for a stall rental of `stallId` (pending unless overridden). */
export function newStallRental(stallId: string, overrides: Partial<NewBooking> = {}): NewBooking {
  const stall = stallById(stallId);
  if (!stall) throw new Error(`no stall ${stallId}`);
  return newBooking({
    venue: 'Vendor Stalls',
    eventType: 'vendor stall rental',
    eventDate: daysFromToday(7),
    guests: 1,
    totalAmount: 30_000,
    status: 'pending',
    stallId: stall.stallId,
    stallBlock: stall.block,
    stallNumber: stall.stallNumber,
    stallBlockName: stall.blockName,
    ...overrides,
  });
}

export async function insertBooking(db: Database, values: NewBooking = newBooking()): Promise<Booking> {
  const [row] = await db.insert(bookings).values(values).returning();
  return row as Booking;
}

/** The JSON a visitor's form posts to POST /api/bookings. */
export function bookingRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    venue: 'Open Air Arena',
    eventType: 'wedding',
    eventDate: overrides.eventDate ?? freshDay(),
    duration: 1,
    customer: { ...CUSTOMER },
    guests: 250,
    specialRequirements: 'Wheelchair access for two guests',
    notes: 'Evening ceremony',
    ...overrides,
  };
}

export function stallRequest(stallId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const stall = stallById(stallId);
  return {
    venue: 'Vendor Stalls',
    eventType: 'vendor stall rental',
    eventDate: daysFromToday(7),
    duration: 1,
    customer: { ...CUSTOMER },
    stallInfo: stall ? { ...stall } : { stallId },
    ...overrides,
  };
}

export async function countRows(db: Database): Promise<{ bookings: number; mail: number; audit: number }> {
  const count = async (table: typeof bookings | typeof mailOutbox | typeof auditLog) => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
    return row?.n ?? 0;
  };
  return { bookings: await count(bookings), mail: await count(mailOutbox), audit: await count(auditLog) };
}

/**
 * Empties what booking tests write, between tests sharing one app. The record refuses DELETE of its rows, so it is
 * emptied the way only the database's owner can: TRUNCATE.
 */
export async function clearBookings(db: Database): Promise<void> {
  await db.delete(mailOutbox);
  await db.execute(sql`truncate ${auditLog}`);
  await db.delete(bookings);
}
