import type { VenueName } from '../database/schema';

export interface Price {
  /** Whole LKR. */
  amount: number;
  per: 'day' | 'month';
}

/**
 * The price list of SPEC.md section 9. Conference Hall, Banquet Hall and Auditorium have no published price:
 * their requests carry 0 and staff quote them.
 */
export const PRICE_LIST: Readonly<Record<VenueName, Price | null>> = {
  'Open Air Arena': { amount: 1_250_000, per: 'day' },
  'Open Area': { amount: 150_000, per: 'day' },
  'Vendor Stalls': { amount: 30_000, per: 'month' },
  'Conference Hall': null,
  'Banquet Hall': null,
  Auditorium: null,
};

/** What a booking costs; a stall rental is charged by the month, so its first month. */
export function totalAmountFor(input: { venue: VenueName; duration: number; isAdminBlock?: boolean }): number {
  if (input.isAdminBlock) return 0;
  const price = PRICE_LIST[input.venue];
  if (!price) return 0;
  return price.per === 'month' ? price.amount : price.amount * input.duration;
}
