import './booking-calendar.css';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Fragment, useState } from 'react';
import { formatDate } from '@/lib/format';
import { parkToday } from '@/lib/park-time';
import { ListError } from '@/features/admin/components/ListState';
import { StatCard } from '@/features/admin/components/StatCard';
import { eventTypeLabel } from '@/features/admin/utils/event-type';
import { BlockDateModal } from './components/BlockDateModal';
import { bookedDayCount, type DayEntry, dayState, type DayState, entriesByDay } from './utils/calendar-days';
import { monthDays, monthName, monthOf, monthRange, monthTitle, shiftMonth } from '@/lib/month';
import { useCalendarBookings, useUpcomingBlocks } from './api/calendar-bookings';
import { BOOKING_VENUES } from '@/config/venues';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The brief's legend (Available, Booked, Past Date), with Blocked for staff blocks. */
const LEGEND: { state: DayState; label: string }[] = [
  { state: 'available', label: 'Available' },
  { state: 'booked', label: 'Booked' },
  { state: 'blocked', label: 'Blocked' },
  { state: 'past', label: 'Past Date' },
];

const STATE_WORDS: Record<DayState, string> = {
  available: 'available',
  booked: 'booked',
  blocked: 'blocked',
  past: 'past date',
};

/** At most this many codes fit in a day cell; the rest are counted. */
const CODES_SHOWN = 3;

/** What the cell shows, in its words: the day's number, the venue codes shown and how many more ("14 OA MH +1"). */
function cellText(date: string, entries: readonly DayEntry[]): string {
  const codes = entries.slice(0, CODES_SHOWN).map((entry) => entry.code);
  const more = entries.length > CODES_SHOWN ? [`+${entries.length - CODES_SHOWN}`] : [];
  return [String(Number(date.slice(8))), ...codes, ...more].join(' ');
}

/**
 * The day's accessible name. A day with venues starts with what the cell shows, so a voice-control user can say
 * the codes they see (WCAG 2.5.3, label in name); the full date and each venue's state follow.
 */
function dayLabel(date: string, state: DayState, entries: readonly DayEntry[], isToday: boolean): string {
  const held = entries.map((entry) => `${entry.venue} ${entry.kind}`).join(', ');
  const described = `${formatDate(date)}${isToday ? ', today' : ''}, ${STATE_WORDS[state]}${held ? `: ${held}` : ''}`;
  return entries.length > 0 ? `${cellText(date, entries)}, ${described}` : described;
}

function useToday(): string {
  const [today] = useState(() => parkToday());
  return today;
}

/** The brief's Booking Calendar tab: the month view with venue codes, the Block Date modal, the stat cards. */
export function BookingCalendarTab() {
  const today = useToday();
  const thisMonth = monthOf(today);
  const [month, setMonth] = useState(thisMonth);
  const [blocking, setBlocking] = useState<string | null>(null);

  const range = monthRange(month);
  const calendar = useCalendarBookings(range.from, range.to, today);
  const days = entriesByDay(calendar.data ?? [], range.from, range.to, today);

  const statsRange = { from: monthRange(thisMonth).from, to: monthRange(shiftMonth(thisMonth, 1)).to };
  const stats = useCalendarBookings(statsRange.from, statsRange.to, today);
  const statDays = stats.data ? entriesByDay(stats.data, statsRange.from, statsRange.to, today) : undefined;
  const blocks = useUpcomingBlocks(today);

  const nextMonth = shiftMonth(thisMonth, 1);
  const thisMonthRange = monthRange(thisMonth);
  const nextMonthRange = monthRange(nextMonth);

  const { leadingBlanks, days: monthDayList } = monthDays(month);
  const agenda = [...days.entries()]
    .filter(([date]) => date >= today || month !== thisMonth)
    .sort(([a], [b]) => a.localeCompare(b));

  return (
    <div className="bcal">
      <section aria-labelledby="bcal-stats-title">
        <h2 id="bcal-stats-title" className="visually-hidden">
          Booked days
        </h2>
        <div className="stat-grid bcal-stats">
          <StatCard
            label="This Month"
            tone="approved"
            value={statDays ? bookedDayCount(statDays, thisMonthRange.from, thisMonthRange.to) : '–'}
            hint={`Booked days in ${monthName(thisMonth)}`}
          />
          <StatCard
            label="Next Month"
            tone="info"
            value={statDays ? bookedDayCount(statDays, nextMonthRange.from, nextMonthRange.to) : '–'}
            hint={`Booked days in ${monthName(nextMonth)}`}
          />
          <StatCard
            label="Admin Blocks"
            tone="neutral"
            value={blocks.data ? blocks.data.length : '–'}
            hint="Venue days blocked from today on"
          />
        </div>
      </section>

      <div className="bcal-layout">
        <section className="staff-card bcal-month" aria-labelledby="bcal-title">
          <header className="bcal-nav">
            <button
              type="button"
              className="icon-button bcal-nav__button"
              aria-label="Previous month"
              onClick={() => setMonth(shiftMonth(month, -1))}
            >
              <ChevronLeft aria-hidden="true" />
            </button>
            <h2 id="bcal-title" className="bcal-nav__title" aria-live="polite">
              {monthTitle(month)}
            </h2>
            <button
              type="button"
              className="icon-button bcal-nav__button"
              aria-label="Next month"
              onClick={() => setMonth(shiftMonth(month, 1))}
            >
              <ChevronRight aria-hidden="true" />
            </button>
            <button
              type="button"
              className="button button--small button--ghost bcal-nav__today"
              disabled={month === thisMonth}
              onClick={() => setMonth(thisMonth)}
            >
              Today
            </button>
          </header>

          <p className="bcal-hint">Choose a day from today on to block a venue for that day.</p>

          {calendar.isError ? (
            <ListError message="The calendar could not be loaded." onRetry={() => void calendar.refetch()} />
          ) : (
            <div
              className={`bcal-grid${calendar.isPending ? ' is-loading' : ''}`}
              role="group"
              aria-labelledby="bcal-title"
              aria-busy={calendar.isFetching}
            >
              {WEEKDAYS.map((weekday, index) => (
                <abbr key={weekday} title={WEEKDAY_NAMES[index]} className="bcal-grid__weekday">
                  {weekday}
                </abbr>
              ))}
              {Array.from({ length: leadingBlanks }, (_, index) => (
                <span key={`blank-${index}`} className="bcal-grid__blank" aria-hidden="true" />
              ))}
              {monthDayList.map((date) => {
                const entries = days.get(date) ?? [];
                const state = dayState(date, today, entries);
                const isToday = date === today;
                const shown = entries.slice(0, CODES_SHOWN);
                return (
                  <button
                    key={date}
                    type="button"
                    className={`bcal-day bcal-day--${state}${isToday ? ' is-today' : ''}`}
                    aria-label={dayLabel(date, state, entries, isToday)}
                    disabled={state === 'past'}
                    onClick={() => setBlocking(date)}
                  >
                    {/* The spaces between the pieces keep "14 OA MH" as words for assistive technology; the flex
                        layout does not draw them. */}
                    <span className="bcal-day__number" aria-hidden="true">
                      {Number(date.slice(8))}
                    </span>{' '}
                    {entries.length > 0 && (
                      <span className="bcal-day__codes" aria-hidden="true">
                        {shown.map((entry) => (
                          <Fragment key={entry.venue}>
                            <span className={`bcal-code bcal-code--${entry.kind}`}>{entry.code}</span>{' '}
                          </Fragment>
                        ))}
                        {entries.length > CODES_SHOWN && (
                          <span className="bcal-code bcal-code--more">+{entries.length - CODES_SHOWN}</span>
                        )}
                      </span>
                    )}
                  </button>
                );
              })}
            </div>
          )}

          <div className="bcal-legends">
            <ul className="bcal-legend" aria-label="Legend">
              {LEGEND.map((item) => (
                <li key={item.state}>
                  <span className={`bcal-swatch bcal-swatch--${item.state}`} aria-hidden="true" />
                  {item.label}
                </li>
              ))}
              <li>
                <span className="bcal-swatch bcal-swatch--today" aria-hidden="true" />
                Today
              </li>
            </ul>
            <div role="group" aria-label="Venue codes">
              <dl className="bcal-codes">
                {BOOKING_VENUES.map(({ name: venue, code }) => (
                  <div key={code}>
                    <dt>{code}</dt>
                    <dd>{venue}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </div>
        </section>

        <section className="staff-card bcal-agenda" aria-labelledby="bcal-agenda-title">
          <h2 id="bcal-agenda-title" className="bcal-agenda__title">
            {month === thisMonth ? 'Coming up this month' : `In ${monthTitle(month)}`}
          </h2>
          {calendar.isPending ? (
            <p className="bcal-agenda__empty" role="status">
              Loading bookings…
            </p>
          ) : agenda.length === 0 ? (
            <p className="bcal-agenda__empty">Nothing booked or blocked. Every venue is free.</p>
          ) : (
            <ol className="bcal-agenda__list">
              {agenda.map(([date, entries]) => (
                <li key={date}>
                  <p className="bcal-agenda__date">{formatDate(date)}</p>
                  <ul>
                    {entries.map((entry) => (
                      <li key={entry.venue} className="bcal-agenda__entry">
                        <span className={`bcal-code bcal-code--${entry.kind}`}>{entry.code}</span>
                        <span>
                          <strong>{entry.venue}</strong>
                          <span className="bcal-agenda__who">
                            {entry.kind === 'blocked'
                              ? 'Admin Block'
                              : `${entry.booking.customer.name} · ${eventTypeLabel(entry.booking.eventType)}`}
                          </span>
                        </span>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>

      <BlockDateModal
        date={blocking}
        entries={blocking ? (days.get(blocking) ?? []) : []}
        onClose={() => setBlocking(null)}
      />
    </div>
  );
}
