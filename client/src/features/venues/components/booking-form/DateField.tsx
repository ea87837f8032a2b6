import { CalendarDays, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useFormat, useMessages } from '@/i18n/LanguageProvider';
import type { FieldWiring } from '../../hooks/use-booking-form';
import { type BookableVenueName, STALL_VENUE } from '../../utils/booking-rules';
import { venuesMessages } from '../../venues.messages';
import { CalendarDialog } from './CalendarDialog';

interface DateFieldProps {
  venue: BookableVenueName | '';
  date: string;
  /** The picked date is being checked with the server. */
  checking: boolean;
  fields: FieldWiring;
  onPick: (date: string) => void;
  /** The calendar was asked for before a venue was chosen. */
  onNoVenue: () => void;
}

/** The event date (or a rental's start): read-only, set only through the calendar, which needs a venue first. */
export function DateField({ venue, date, checking, fields, onPick, onNoVenue }: DateFieldProps) {
  const t = useMessages(venuesMessages);
  const { date: formatDate } = useFormat();
  const [calendarOpen, setCalendarOpen] = useState(false);

  function openCalendar() {
    if (!venue) {
      onNoVenue();
      return;
    }
    setCalendarOpen(true);
  }

  return (
    <div className="field">
      <label htmlFor={fields.id('date')}>
        {venue === STALL_VENUE ? t.form.rentalStart : t.form.eventDate} <span aria-hidden="true">*</span>
      </label>
      <div className="field__with-button">
        <input
          id={fields.id('date')}
          className="booking-form__date"
          readOnly
          aria-required="true"
          placeholder={venue ? t.form.chooseFromCalendar : t.form.selectVenueFirst}
          value={date ? formatDate(date) : ''}
          {...fields.invalid('date')}
          onClick={openCalendar}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              openCalendar();
            }
          }}
        />
        <button
          type="button"
          className="icon-button booking-form__calendar-button"
          aria-label={t.form.openCalendar}
          disabled={!venue}
          onClick={openCalendar}
        >
          <CalendarDays aria-hidden="true" />
        </button>
      </div>
      {checking ? (
        <span className="booking-form__hint" role="status">
          <Loader2 aria-hidden="true" className="booking-form__spinner" /> {t.form.checking}
        </span>
      ) : null}
      <CalendarDialog
        venue={venue}
        open={calendarOpen}
        onOpenChange={setCalendarOpen}
        selected={date}
        onSelect={(picked) => {
          setCalendarOpen(false);
          onPick(picked);
        }}
      />
    </div>
  );
}
