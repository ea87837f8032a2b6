import { Suspense, useEffect } from 'react';
import { Modal } from '@/components/Modal';
import { useMessages } from '@/i18n/LanguageProvider';
import { venueTexts } from '@/i18n/venue-texts.messages';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { usePublicBookings } from '../../api/get-public-bookings';
import { type BookableVenueName, STALL_VENUE } from '../../utils/booking-rules';
import { venuesMessages } from '../../venues.messages';

// The calendar's code is not part of the page: it is fetched once a venue is chosen (the calendar is what comes
// next), or when the dialog opens.
const { Component: VenueCalendar, preload: preloadCalendar } = lazyWithPreload(
  async () => (await import('./VenueCalendar')).VenueCalendar,
);

interface CalendarDialogProps {
  venue: BookableVenueName | '';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  selected: string;
  onSelect: (date: string) => void;
}

/** The venue's calendar in a dialog: booked, blocked and past days cannot be chosen. */
export function CalendarDialog({ venue, open, onOpenChange, selected, onSelect }: CalendarDialogProps) {
  const t = useMessages(venuesMessages);
  const names = useMessages(venueTexts).venues;
  const publicBookings = usePublicBookings();
  const isStall = venue === STALL_VENUE;
  useEffect(() => {
    if (venue) preloadCalendar();
  }, [venue]);

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t.form.chooseDate}
      description={venue ? t.form.calendarDescription(names[venue].name) : undefined}
      closeLabel={t.form.close}
    >
      {publicBookings.isPending && !isStall ? (
        <p className="booking-form__hint" role="status">
          {t.form.loadingDates}
        </p>
      ) : null}
      {open && venue ? (
        <Suspense fallback={<p className="booking-form__hint">{t.form.loadingDates}</p>}>
          <VenueCalendar
            venue={venue}
            bookings={isStall ? [] : (publicBookings.data ?? [])}
            selected={selected}
            onSelect={onSelect}
            labels={t.calendar}
          />
        </Suspense>
      ) : null}
    </Modal>
  );
}
