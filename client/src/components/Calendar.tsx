import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { INTL_LOCALES, type Language } from '@/i18n/languages';
import { formatDate } from '@/lib/format';
import { addDays } from '@kandy-park/domain';
import { monthDays, monthOf, monthTitle, shiftMonth } from '@/lib/month';
import './calendar.css';

export type CalendarDayState = 'available' | 'booked' | 'blocked' | 'past';

/** The calendar's words; English (SPEC.md's legend) unless the page passes its language's. */
export interface CalendarLabels {
  states: Record<CalendarDayState, string>;
  closed: string;
  today: string;
  selected: string;
  previous: string;
  next: string;
  legend: string;
}

const ENGLISH: CalendarLabels = {
  states: { available: 'Available', booked: 'Booked', blocked: 'Admin Blocked', past: 'Past' },
  closed: 'not yet open for booking',
  today: 'today',
  selected: 'selected',
  previous: 'Previous month',
  next: 'Next month',
  legend: 'Legend',
};

/** Sunday first; short names in English (Sun, Mon …), the narrow forms in Sinhala and Tamil, which fit a day cell. */
function weekdays(language: Language): string[] {
  const format = new Intl.DateTimeFormat(INTL_LOCALES[language], {
    weekday: language === 'en' ? 'short' : 'narrow',
    timeZone: 'UTC',
  });
  return Array.from({ length: 7 }, (_, day) => format.format(Date.UTC(2026, 2, 1 + day)));
}

interface CalendarProps {
  /** Today's date (yyyy-mm-dd) in the park's zone: earlier days are past, earlier months unreachable. */
  today: string;
  /** The state of a day that is today or later; past days are worked out here. */
  dayState: (date: string) => Exclude<CalendarDayState, 'past'>;
  selected?: string;
  onSelect: (date: string) => void;
  /** The last day that may be chosen; later days are shown but disabled. */
  maxDate?: string;
  labels?: CalendarLabels;
  language?: Language;
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * A month calendar with SPEC.md's legend (Available, Booked, Admin Blocked, Past). Unavailable days are disabled
 * buttons whose names say why; arrow keys move between the days that can be chosen.
 */
export function Calendar({
  today,
  dayState,
  selected,
  onSelect,
  maxDate,
  labels = ENGLISH,
  language = 'en',
}: CalendarProps) {
  const firstMonth = monthOf(today);
  const lastMonth = maxDate ? monthOf(maxDate) : undefined;
  const [month, setMonth] = useState(() =>
    selected && selected >= today && (!maxDate || selected <= maxDate) ? monthOf(selected) : firstMonth,
  );
  const [focusDate, setFocusDate] = useState<string | undefined>(selected);
  const moveFocus = useRef(false);
  const dayButtons = useRef(new Map<string, HTMLButtonElement>());

  const stateOf = (date: string): CalendarDayState | 'closed' => {
    if (date < today) return 'past';
    if (maxDate && date > maxDate) return 'closed';
    return dayState(date);
  };
  const canChoose = (date: string) => stateOf(date) === 'available';

  const { leadingBlanks, days } = monthDays(month);
  const choosable = days.filter(canChoose);
  const tabStop =
    focusDate && monthOf(focusDate) === month && canChoose(focusDate)
      ? focusDate
      : selected && monthOf(selected) === month && canChoose(selected)
        ? selected
        : (choosable.find((date) => date >= today) ?? choosable[0]);

  useEffect(() => {
    if (!moveFocus.current || !tabStop) return;
    moveFocus.current = false;
    dayButtons.current.get(tabStop)?.focus();
  }, [tabStop, month]);

  const canGoBack = month > firstMonth;
  const canGoForward = !lastMonth || month < lastMonth;

  function onDayKeyDown(event: KeyboardEvent<HTMLButtonElement>, date: string) {
    const step = KEY_STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    // Skip over days that cannot be chosen, as far as two months ahead or back.
    let target = addDays(date, step);
    for (let tries = 0; tries < 62 && !canChoose(target); tries += 1) {
      if (target < today || (maxDate && target > maxDate)) return;
      target = addDays(target, Math.sign(step));
    }
    if (!canChoose(target)) return;
    moveFocus.current = true;
    setFocusDate(target);
    setMonth(monthOf(target));
  }

  return (
    <div className="calendar">
      <div className="calendar__nav">
        <button
          type="button"
          className="icon-button calendar__nav-button"
          aria-label={labels.previous}
          disabled={!canGoBack}
          onClick={() => setMonth(shiftMonth(month, -1))}
        >
          <ChevronLeft aria-hidden="true" />
        </button>
        <h3 className="calendar__title" aria-live="polite" id={`calendar-title-${month}`}>
          {monthTitle(month, INTL_LOCALES[language])}
        </h3>
        <button
          type="button"
          className="icon-button calendar__nav-button"
          aria-label={labels.next}
          disabled={!canGoForward}
          onClick={() => setMonth(shiftMonth(month, 1))}
        >
          <ChevronRight aria-hidden="true" />
        </button>
      </div>

      <div className="calendar__grid" role="group" aria-labelledby={`calendar-title-${month}`}>
        {weekdays(language).map((weekday) => (
          <span key={weekday} className="calendar__weekday" aria-hidden="true">
            {weekday}
          </span>
        ))}
        {Array.from({ length: leadingBlanks }, (_, index) => (
          <span key={`blank-${index}`} className="calendar__blank" aria-hidden="true" />
        ))}
        {days.map((date) => {
          const state = stateOf(date);
          const isSelected = date === selected;
          const isToday = date === today;
          const label = [
            formatDate(date, language),
            state === 'closed' ? labels.closed : labels.states[state].toLowerCase(),
            isToday ? labels.today : '',
            isSelected ? labels.selected : '',
          ]
            .filter(Boolean)
            .join(', ');
          return (
            <button
              key={date}
              ref={(element) => {
                if (element) dayButtons.current.set(date, element);
                else dayButtons.current.delete(date);
              }}
              type="button"
              className={[
                'calendar__day',
                `calendar__day--${state}`,
                isToday ? 'calendar__day--today' : '',
                isSelected ? 'calendar__day--selected' : '',
              ]
                .filter(Boolean)
                .join(' ')}
              data-state={state}
              aria-label={label}
              aria-pressed={isSelected}
              disabled={state !== 'available'}
              tabIndex={date === tabStop ? 0 : -1}
              onKeyDown={(event) => onDayKeyDown(event, date)}
              onClick={() => onSelect(date)}
            >
              {Number(date.slice(8))}
            </button>
          );
        })}
      </div>

      <ul className="calendar__legend" aria-label={labels.legend}>
        {(Object.keys(labels.states) as CalendarDayState[]).map((state) => (
          <li key={state}>
            <span className={`calendar__swatch calendar__swatch--${state}`} aria-hidden="true" />
            {labels.states[state]}
          </li>
        ))}
      </ul>
    </div>
  );
}
