import { Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { useFormat, useMessages } from '@/i18n/LanguageProvider';
import { VENUES } from '@/config/venues';
import { useBookingForm } from '../../hooks/use-booking-form';
import { durationDays } from '../../utils/booking-rules';
import { useBookingVenue } from '../../hooks/use-booking-venue';
import { venuesMessages } from '../../venues.messages';
import { BookingReceipt } from './BookingReceipt';
import { ContactFields } from './ContactFields';
import { DateField } from './DateField';
import { EventSizeFields } from './EventSizeFields';
import { StallField } from './StallField';
import { VenueFields } from './VenueFields';
import '../../venues.css';

/** The public booking and stall-rental request form, for the venue chosen (`useBookingVenue`). */
export function BookingForm() {
  const [venue, onVenueChange] = useBookingVenue();
  // Leaving the page forgets the choice.
  useEffect(() => () => onVenueChange(''), [onVenueChange]);
  const t = useMessages(venuesMessages);
  const { lkr } = useFormat();
  const booking = useBookingForm(venue, onVenueChange);
  const { fields, isStall, stalls, submitting } = booking;
  const venueFacts = VENUES.find((candidate) => candidate.name === venue);
  const days = durationDays(booking.duration);
  const submitLabel = submitting
    ? t.form.submitting
    : stalls.none
      ? t.form.noStalls
      : isStall
        ? t.form.sendRental
        : t.form.sendBooking;

  return (
    <form
      id="booking-form"
      className="booking-form"
      onSubmit={booking.submit}
      noValidate
      aria-labelledby={fields.id('title')}
    >
      <header className="booking-form__header">
        <h3 id={fields.id('title')} className="booking-form__title" tabIndex={-1}>
          {t.form.title}
        </h3>
        <p>
          {t.form.requiredBefore} <span aria-hidden="true">*</span>
          <span className="visually-hidden">{t.form.requiredHidden}</span> {t.form.requiredAfter}
        </p>
      </header>

      {booking.receipt ? <BookingReceipt receipt={booking.receipt} onDismiss={booking.dismissReceipt} /> : null}

      <div className="booking-form__grid">
        <VenueFields venue={venue} onVenueChange={onVenueChange} fields={fields} />
        <ContactFields fields={fields} />
        <DateField
          venue={venue}
          date={booking.date}
          checking={booking.checkingDate}
          fields={fields}
          onPick={(date) => void booking.pickDate(date)}
          onNoVenue={booking.requireVenue}
        />
        {isStall ? (
          <StallField
            stallHold={booking.stallHold}
            stalls={stalls}
            fields={fields}
            invalid={booking.problem?.field === 'stall'}
          />
        ) : (
          <EventSizeFields fields={fields} />
        )}
        <div className="field booking-form__wide">
          <label htmlFor={fields.id('message')}>{isStall ? t.form.notes : t.form.requirements}</label>
          <textarea
            id={fields.id('message')}
            rows={4}
            placeholder={isStall ? t.form.notesPlaceholder : t.form.requirementsPlaceholder}
            {...fields.register('message')}
          />
        </div>
      </div>

      {venueFacts?.price ? (
        <p className="booking-form__estimate">
          {isStall
            ? t.form.rent(lkr(venueFacts.price))
            : t.form.estimate(lkr(venueFacts.price * days), days, lkr(venueFacts.price))}{' '}
          {t.form.nothingCharged}
        </p>
      ) : null}

      {booking.problem ? (
        <p className="form-error" id={fields.errorId} role="alert">
          {booking.problem.text}
        </p>
      ) : null}

      <button
        type="submit"
        className="button button--primary button--block booking-form__submit"
        disabled={submitting || booking.checking || stalls.none}
      >
        {submitting ? <Loader2 aria-hidden="true" className="booking-form__spinner" /> : null}
        {submitLabel}
      </button>
    </form>
  );
}
