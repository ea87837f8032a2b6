import { TOTAL_STALLS } from '@/config/venues';
import { useMessages } from '@/i18n/LanguageProvider';
import { useBookedStalls } from '../api/get-booked-stalls';
import { stallAvailabilityLevel } from '../utils/booking-rules';
import { venuesMessages } from '../venues.messages';

/**
 * "Available Stalls 97 / 100" on the Vendor Stalls card, once the count of stalls rented today is in. It asks for the
 * count itself, so its arrival redraws this badge rather than the whole page.
 */
export function AvailableStalls() {
  const t = useMessages(venuesMessages).card;
  const booked = useBookedStalls().data;
  if (!booked) return null;
  const available = Math.max(0, TOTAL_STALLS - booked.size);
  return (
    <span className={`venue-card__badge stall-count--${stallAvailabilityLevel(available)}`}>
      {t.availableStalls(String(available), String(TOTAL_STALLS))}
    </span>
  );
}
