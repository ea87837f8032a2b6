import { useMessages } from '@/i18n/LanguageProvider';
import type { FieldWiring } from '../../hooks/use-booking-form';
import { DURATIONS } from '../../utils/booking-rules';
import { venuesMessages } from '../../venues.messages';

interface EventSizeFieldsProps {
  fields: FieldWiring;
}

/** How big the event is: the expected guests (required) and how long it lasts. */
export function EventSizeFields({ fields }: EventSizeFieldsProps) {
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
          {...fields.invalid('guests')}
          {...fields.register('guests')}
        />
      </div>

      <div className="field">
        <label htmlFor={fields.id('duration')}>{t.form.duration}</label>
        <select id={fields.id('duration')} {...fields.register('duration')}>
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
