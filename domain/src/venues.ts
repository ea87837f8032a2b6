/**
 * Every venue a booking can name: the six the dashboard knows (DECISIONS.md). The public site offers the ones with
 * a published price; Kids Park is shown to visitors but is never booked.
 */
export const VENUE_NAMES = [
  'Open Air Arena',
  'Open Area',
  'Conference Hall',
  'Banquet Hall',
  'Auditorium',
  'Vendor Stalls',
] as const;
export type VenueName = (typeof VENUE_NAMES)[number];

/** The venue whose bookings are monthly stall rentals. */
export const STALL_VENUE = 'Vendor Stalls' satisfies VenueName;

/** The venue shown on the public site that cannot be booked. */
export const KIDS_PARK = 'Kids Park';

/** The venues of the public site, in the order of its cards (ids 1 to 4). */
export const PUBLIC_VENUES = [
  { id: 1, name: 'Open Air Arena', bookable: true },
  { id: 2, name: 'Open Area', bookable: true },
  { id: 3, name: 'Vendor Stalls', bookable: true },
  { id: 4, name: KIDS_PARK, bookable: false },
] as const;
export type PublicVenueName = (typeof PUBLIC_VENUES)[number]['name'];
/** The venues a visitor can request on the public form. */
export type PublicBookableVenueName = Exclude<PublicVenueName, typeof KIDS_PARK>;

export interface Price {
  /** Whole LKR. */
  amount: number;
  per: 'day' | 'month';
}

/**
 * The price list. Conference Hall, Banquet Hall and Auditorium have no published price: their
 * requests carry 0 and staff quote them. Kids Park is free.
 */
export const PRICE_LIST: Readonly<Record<VenueName, Price | null>> = {
  'Open Air Arena': { amount: 1_250_000, per: 'day' },
  'Open Area': { amount: 150_000, per: 'day' },
  'Vendor Stalls': { amount: 30_000, per: 'month' },
  'Conference Hall': null,
  'Banquet Hall': null,
  Auditorium: null,
};

export function isVenueName(value: unknown): value is VenueName {
  return typeof value === 'string' && (VENUE_NAMES as readonly string[]).includes(value);
}
