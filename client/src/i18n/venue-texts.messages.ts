import { defineMessages } from './messages';
import { VENUES, type Venue } from '@/config/venues';

export interface VenueText {
  name: string;
  capacity: string;
  description: string;
  features: string[];
  usedFor: string[];
}

/** The venues' own words, shared by the public pages. English: config/venues.ts, SPEC.md's texts. */
const en = {
  venues: Object.fromEntries(
    VENUES.map(({ name, capacity, description, features, usedFor }) => [
      name,
      { name, capacity, description, features, usedFor },
    ]),
  ) as Record<Venue['name'], VenueText>,
  perDay: (price: string) => `${price} per day`,
  perMonth: (price: string) => `${price} per month`,
  freeAccess: 'Free Access',
  /** Event types by the value a booking stores. */
  eventTypes: {
    'musical shows': 'Musical Shows',
    'accoustic concerts': 'Acoustic Concerts',
    wedding: 'Wedding',
    corporate: 'Corporate',
    birthday: 'Birthday',
    anniversary: 'Anniversary',
    classes: 'Classes',
    'political gatherings': 'Political Gatherings',
    exhibitions: 'Exhibitions',
    fairs: 'Fairs',
    other: 'Other',
  } as Record<string, string>,
  blockName: (letter: string) => `Block ${letter}`,
};

export type VenueTexts = typeof en;

export const venueTexts = defineMessages('venue-texts', en, {
  si: () => import('./venue-texts.messages.si'),
  ta: () => import('./venue-texts.messages.ta'),
});
