import { useEffect, useRef, useState } from 'react';
import { type StallAvailability, useAvailabilityChecks } from '../api/check-availability';
import { refusalOf, type Refusal } from '../utils/booking-messages';
import { type BookableVenueName, STALL_VENUE } from '../utils/booking-rules';

/**
 * The availability check made when a date is picked: for a venue, whether that day is free; for stalls, how many
 * are free from that day. Only the latest check counts: an answer that arrives after another date or another venue
 * was picked is dropped.
 */
export function useDateCheck(venue: BookableVenueName | '') {
  const { checkVenueDate, checkStallDate } = useAvailabilityChecks();
  const [checking, setChecking] = useState(false);
  const [stallsOnDate, setStallsOnDate] = useState<StallAvailability | null>(null);
  const latestCheck = useRef(0);
  const currentVenue = useRef(venue);
  useEffect(() => {
    currentVenue.current = venue;
  }, [venue]);

  /** Why `date` cannot be had, or undefined when it can (or when a later pick has made the answer moot). */
  async function check(date: string): Promise<Refusal | undefined> {
    if (!venue) return undefined;
    const thisCheck = ++latestCheck.current;
    const outdated = () => thisCheck !== latestCheck.current || currentVenue.current !== venue;
    setChecking(true);
    try {
      if (venue === STALL_VENUE) {
        const availability = await checkStallDate(date);
        if (outdated()) return undefined;
        setStallsOnDate(availability);
        return availability && availability.availableStalls <= 0 ? refusalOf('noStalls') : undefined;
      }
      const availability = await checkVenueDate(venue, date);
      if (outdated() || availability.isAvailable) return undefined;
      return refusalOf(availability.reason === 'blocked' ? 'dateBlocked' : 'dateBooked');
    } finally {
      if (thisCheck === latestCheck.current) setChecking(false);
    }
  }

  /** Forgets the last answer, as when the venue changes or a request has been sent. */
  function reset() {
    setChecking(false);
    setStallsOnDate(null);
  }

  return { checking, stallsOnDate, check, reset };
}
