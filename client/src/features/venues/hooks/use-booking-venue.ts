import { useSyncExternalStore } from 'react';
import type { BookableVenueName } from '../utils/booking-rules';

type Choice = BookableVenueName | '';

/**
 * The venue chosen for the booking form, shared by the venue cards (Book Now) and the form. A store rather than the
 * page's state: the form is hydrated apart from the page when the visitor needs it (lazyWhenNeeded), so it reads
 * the choice once it is, instead of taking it as a prop.
 */
let chosen: Choice = '';
const listeners = new Set<() => void>();

export function chooseBookingVenue(venue: Choice): void {
  if (venue === chosen) return;
  chosen = venue;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The venue chosen, and the way to choose another; none while the built page is hydrated, as it was built. */
export function useBookingVenue(): [Choice, (venue: Choice) => void] {
  const venue = useSyncExternalStore<Choice>(
    subscribe,
    () => chosen,
    () => '',
  );
  return [venue, chooseBookingVenue];
}
