import { PRICE_LIST, TOTAL_STALLS, type VenueName } from '@kandy-park/domain';
import type { Schemas } from '@/lib/api';

/** The park's venues as visitors see them. Prices are whole LKR; Kids Park is free and not bookable. */
export interface Venue {
  id: 1 | 2 | 3 | 4;
  name: 'Open Air Arena' | 'Open Area' | 'Vendor Stalls' | 'Kids Park';
  capacity: string;
  description: string;
  features: string[];
  usedFor: string[];
  /** LKR per `priceUnit`; null for free. */
  price: number | null;
  priceUnit: 'day' | 'month' | null;
  bookable: boolean;
}

export const VENUES: Venue[] = [
  {
    id: 1,
    name: 'Open Air Arena',
    capacity: '8,000 seating',
    description:
      'Our flagship amphitheatre beneath the Kandyan hills: a 26x26 stage, tiered lawns and professional sound and lighting rigging for the biggest nights of the year.',
    features: [
      '26x26 ft covered stage',
      '8,000 seating on tiered lawns',
      'Sound and lighting rigging points',
      'Green rooms and artist entrance',
      'Generator backup',
    ],
    usedFor: ['Musical shows', 'Acoustic concerts', 'Cultural festivals', 'Political gatherings'],
    price: PRICE_LIST['Open Air Arena']!.amount,
    priceUnit: PRICE_LIST['Open Air Arena']!.per,
    bookable: true,
  },
  {
    id: 2,
    name: 'Open Area',
    capacity: 'Up to 3,000 guests',
    description:
      'A flat, shaded lawn by the lotus pond, ready for fairs, exhibitions and weddings under canopies, with power points and vehicle access for set-up.',
    features: [
      'Level lawn with canopy anchors',
      'Power points around the edge',
      'Vehicle access for set-up',
      'Next to parking and the food court',
    ],
    usedFor: ['Exhibitions', 'Fairs', 'Weddings', 'Corporate events'],
    price: PRICE_LIST['Open Area']!.amount,
    priceUnit: PRICE_LIST['Open Area']!.per,
    bookable: true,
  },
  {
    id: 3,
    name: 'Vendor Stalls',
    capacity: '100 stalls, 6x4 ft',
    description:
      'One hundred covered stalls in six blocks along the main walkway, rented by the month to craftspeople, food sellers and small businesses.',
    features: [
      '6x4 ft covered stall',
      'Lighting and a power socket',
      'Six blocks along the main walkway',
      'Monthly rental, no long contracts',
    ],
    usedFor: ['Handicrafts', 'Street food', 'Clothing and batik', 'Small businesses'],
    price: PRICE_LIST['Vendor Stalls']!.amount,
    priceUnit: PRICE_LIST['Vendor Stalls']!.per,
    bookable: true,
  },
  {
    id: 4,
    name: 'Kids Park',
    capacity: 'Open to all children',
    description:
      'Swings, slides and a sand garden in the shade of the old mara trees, watched over by park wardens. Free for every family, every day.',
    features: [
      'Swings, slides and climbing frames',
      'Soft sand garden',
      'Shaded seating for parents',
      'Wardens on duty',
    ],
    usedFor: ['Family days', 'School outings', 'Play'],
    price: null,
    priceUnit: null,
    bookable: false,
  },
];

export { TOTAL_STALLS };

/** A venue name as bookings carry it: the public venues and the halls older bookings name. */
export type BookingVenueName = Schemas['StaffBookingItem']['venue'];

/** Every venue a booking can name, in the order staff know them, with its code on the staff calendar. */
export const BOOKING_VENUES: readonly { name: BookingVenueName & VenueName; code: string }[] = [
  { name: 'Open Air Arena', code: 'OAR' },
  { name: 'Open Area', code: 'OA' },
  { name: 'Conference Hall', code: 'CH' },
  { name: 'Banquet Hall', code: 'BH' },
  { name: 'Auditorium', code: 'AUD' },
  { name: 'Vendor Stalls', code: 'VS' },
];
