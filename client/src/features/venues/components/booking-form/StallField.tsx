import { Store } from 'lucide-react';
import { useLanguage, useMessages } from '@/i18n/LanguageProvider';
import { venueTexts } from '@/i18n/venue-texts.messages';
import { useBookedStalls } from '../../api/get-booked-stalls';
import type { FieldWiring } from '../../hooks/use-booking-form';
import type { StallHoldState } from '../../hooks/use-stall-hold';
import { stallAvailabilityLevel } from '../../utils/booking-rules';
import { venuesMessages } from '../../venues.messages';
import { StallPlanDialog } from './StallPlanDialog';

interface StallFieldProps {
  stallHold: StallHoldState;
  /** Free stalls on the picked date (or today), once known. */
  stalls: { left: number | undefined; total: number; none: boolean };
  fields: FieldWiring;
  /** The form's problem is about the stall. */
  invalid: boolean;
}

/** "2:32 PM" in the park's time, when a stall hold ends. */
function holdUntil(expiresAt: string, locale: string): string {
  return new Date(expiresAt).toLocaleTimeString(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Colombo',
  });
}

/** The stall of a rental: the one chosen on the plan and how long it is held, and how many are still free. */
export function StallField({ stallHold, stalls, fields, invalid }: StallFieldProps) {
  const t = useMessages(venuesMessages);
  const { blockName } = useMessages(venueTexts);
  const { locale } = useLanguage();
  const booked = useBookedStalls().data;
  const { stall, hold } = stallHold;
  const level = stalls.left === undefined ? undefined : stallAvailabilityLevel(stalls.left);

  return (
    <div className="field booking-form__wide booking-form__stall">
      <span className="booking-form__label" id={fields.id('stall-label')}>
        {t.form.stall} <span aria-hidden="true">*</span>
      </span>
      <div className="booking-form__stall-row">
        <p className="booking-form__stall-choice" id={fields.id('stall-choice')}>
          {stall ? (
            <>
              <Store aria-hidden="true" /> {t.form.stallChoice} <strong>{stall.stallId}</strong> ·{' '}
              {blockName(stall.block)}
              {hold ? (
                <span className="booking-form__hold">{t.form.heldUntil(holdUntil(hold.expiresAt, locale))}</span>
              ) : null}
            </>
          ) : (
            t.form.noStall
          )}
        </p>
        <button
          type="button"
          id={fields.id('stall')}
          className="button button--outline"
          aria-describedby={invalid ? `${fields.id('stall-choice')} ${fields.errorId}` : fields.id('stall-choice')}
          disabled={stalls.none}
          onClick={() => stallHold.setPlanOpen(true)}
        >
          {stall ? t.form.changeStall : t.form.chooseStall}
        </button>
      </div>
      {stalls.left !== undefined ? (
        <p className={`stall-count stall-count--${level}`}>
          {t.card.availableStalls(String(stalls.left), String(stalls.total))}
          {level === 'limited' ? t.form.limited : ''}
        </p>
      ) : null}
      {stall && booked?.has(stall.stallId) ? <p className="booking-form__warning">{t.errors.stallBooked}</p> : null}
      {stalls.none ? (
        <p className="booking-form__warning" role="status">
          {t.errors.noStalls}
        </p>
      ) : null}
      <StallPlanDialog
        open={stallHold.planOpen}
        onOpenChange={stallHold.setPlanOpen}
        held={stallHold.heldByOthers}
        selected={stall?.stallId}
        onSelect={stallHold.choose}
      />
    </div>
  );
}
