import { useMessages } from '@/i18n/LanguageProvider';
import { venueTexts } from '@/i18n/venue-texts.messages';
import type { FieldWiring } from '../../hooks/use-booking-form';
import {
  BOOKABLE_VENUES,
  type BookableVenueName,
  EVENT_TYPES,
  isBookableVenue,
  STALL_VENUE,
} from '../../utils/booking-rules';
import { venuesMessages } from '../../venues.messages';

interface VenueFieldsProps {
  venue: BookableVenueName | '';
  onVenueChange: (venue: BookableVenueName | '') => void;
  fields: FieldWiring;
}

/** The venue, and the kind of event for a venue that hosts events (a stall rental has none). */
export function VenueFields({ venue, onVenueChange, fields }: VenueFieldsProps) {
  const t = useMessages(venuesMessages);
  const texts = useMessages(venueTexts);
  const isStall = venue === STALL_VENUE;
  return (
    <>
      <div className={isStall ? 'field booking-form__wide' : 'field'}>
        <label htmlFor={fields.id('venue')}>
          {t.form.venue} <span aria-hidden="true">*</span>
        </label>
        <select
          id={fields.id('venue')}
          value={venue}
          aria-required="true"
          {...fields.invalid('venue')}
          onChange={(event) => {
            const chosen = event.target.value;
            onVenueChange(isBookableVenue(chosen) ? chosen : '');
          }}
        >
          <option value="">{t.form.selectVenue}</option>
          {BOOKABLE_VENUES.map((option) => (
            <option key={option.name} value={option.name}>
              {texts.venues[option.name].name}
            </option>
          ))}
        </select>
      </div>

      {isStall ? null : (
        <div className="field">
          <label htmlFor={fields.id('event-type')}>{t.form.eventType}</label>
          <select id={fields.id('event-type')} {...fields.register('eventType')}>
            {EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {texts.eventTypes[type]}
              </option>
            ))}
          </select>
        </div>
      )}
    </>
  );
}
