import { Calendar, type CalendarLabels } from '@/components/Calendar';
import { useLanguage } from '@/i18n/LanguageProvider';
import { parkToday } from '@/lib/park-time';
import { latestBookableDate } from '@kandy-park/domain';
import { type PublicBooking, unavailableDays } from '../../utils/calendar-days';

interface VenueCalendarProps {
  venue: string;
  /** Confirmed bookings of every venue; none for a stall rental, which may start on any day. */
  bookings: readonly PublicBooking[];
  selected: string;
  onSelect: (date: string) => void;
  labels: CalendarLabels;
}

/** The calendar of one venue, from today to the last bookable day: its booked and blocked days cannot be chosen. */
export function VenueCalendar({ venue, bookings, selected, onSelect, labels }: VenueCalendarProps) {
  const { language } = useLanguage();
  const today = parkToday();
  const unavailable = unavailableDays(bookings, venue);
  return (
    <Calendar
      today={today}
      maxDate={latestBookableDate(today)}
      selected={selected || undefined}
      dayState={(date) => unavailable.get(date) ?? 'available'}
      onSelect={onSelect}
      labels={labels}
      language={language}
    />
  );
}
