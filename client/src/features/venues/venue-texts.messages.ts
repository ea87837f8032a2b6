import { defineMessages } from '../../i18n/messages';
import { VENUES, type Venue } from './venues-data';

export interface VenueText {
  name: string;
  capacity: string;
  description: string;
  features: string[];
  usedFor: string[];
}

/** The venues' own words, shared by Home and Venues. English: venues-data.ts, SPEC.md's texts. */
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
};

export type VenueTexts = typeof en;

export const venueTexts = defineMessages('venue-texts', en, {
  si: () => import('./venue-texts.messages.si'),
  ta: () => import('./venue-texts.messages.ta'),
});
