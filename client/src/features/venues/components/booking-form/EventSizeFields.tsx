import { useMessages } from '@/i18n/LanguageProvider';
import type { FieldWiring, UpdateField } from '../../hooks/use-booking-form';
import { type BookingFormState, type DurationChoice, DURATIONS } from '../../utils/booking-rules';
import { venuesMessages } from '../../venues.messages';

interface EventSizeFieldsProps {
  form: BookingFormState;
  update: UpdateField;
  fields: FieldWiring;
}

/** How big the event is: the expected guests (required) and how long it lasts. */
export function EventSizeFields({ form, update, fields }: EventSizeFieldsProps) {
  const t = useMessages(venuesMessages);
  return (
    <>
      <div className="field">
        <label htmlFor={fields.id('guests')}>
          {t.form.guests} <span aria-hidden="true">*</span>
        </label>
        <input
          id={fields.id('guests')}
          type="number"
          inputMode="numeric"
          min={1}
          aria-required="true"
          value={form.guests}
          {...fields.invalid('guests')}
          onChange={(event) => update('guests', event.target.value)}
        />
      </div>

      <div className="field">
        <label htmlFor={fields.id('duration')}>{t.form.duration}</label>
        <select
          id={fields.id('duration')}
          value={form.duration}
          onChange={(event) => update('duration', event.target.value as DurationChoice)}
        >
          <option value="">{t.form.selectDuration}</option>
          {DURATIONS.map((duration) => (
            <option key={duration} value={duration}>
              {t.form.durations[duration]}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
