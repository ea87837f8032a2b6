import { CalendarCheck, Clock, MailCheck, Send } from 'lucide-react';
import { Link } from 'react-router';
import { useMessages } from '@/i18n/LanguageProvider';
import { venuesMessages } from '../venues.messages';

const STEP_ICONS = [CalendarCheck, Send, MailCheck];

/** Beside the booking form: how a request becomes a booking, and the park's hours. */
export function BookingSteps() {
  const t = useMessages(venuesMessages).section;
  return (
    <aside className="booking-aside" aria-label={t.howLabel}>
      <h3>{t.howLabel}</h3>
      <ol className="booking-steps">
        {t.steps.map((step, index) => {
          const Icon = STEP_ICONS[index]!;
          return (
            <li key={step.title}>
              <Icon aria-hidden="true" />
              <div>
                <strong>{step.title}</strong> {step.text}
              </div>
            </li>
          );
        })}
      </ol>
      <div className="booking-aside__hours">
        <Clock aria-hidden="true" />
        <p>
          {t.hours} <Link to="/contact">{t.contactUs}</Link>.
        </p>
      </div>
    </aside>
  );
}
