import { CalendarDays, CheckCircle2, Loader2, Store, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Calendar } from '../../components/Calendar';
import { Modal } from '../../components/Modal';
import { StallSelector } from '../../components/StallSelector';
import { ApiError, NetworkError } from '../../lib/api';
import { formatDate, formatLkr } from '../../lib/format';
import { parkToday } from '../../lib/park-time';
import {
  BOOKINGS_KEY,
  useAvailabilityChecks,
  useBookedStalls,
  useCreateBooking,
  useHeldStalls,
  useHoldStall,
  usePublicBookings,
  type StallAvailability,
  type StallHold,
} from './api';
import {
  BOOKABLE_VENUES,
  buildBookingPayload,
  DURATIONS,
  durationDays,
  EMPTY_FORM,
  EVENT_TYPES,
  failureMessage,
  isBookableVenue,
  latestBookableDate,
  MESSAGES,
  STALL_VENUE,
  stallAvailabilityLevel,
  successMessage,
  unavailableDays,
  validateBooking,
  type BookableVenueName,
  type BookingFormState,
  type DurationChoice,
  type InvalidField,
  type ValidationProblem,
} from './booking-rules';
import { STALL_LAYOUT, type Stall } from './stall-layout';
import { TOTAL_STALLS, VENUES } from './venues-data';
import './venues.css';

interface BookingFormProps {
  venue: BookableVenueName | '';
  onVenueChange: (venue: BookableVenueName | '') => void;
}

/** "2:32 PM" in the park's time, when a stall hold ends. */
function holdUntil(expiresAt: string): string {
  return new Date(expiresAt).toLocaleTimeString('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Colombo',
  });
}

/** The public booking and stall-rental form (SPEC.md sections 4 and 5). */
export function BookingForm({ venue, onVenueChange }: BookingFormProps) {
  const id = useId();
  const today = parkToday();
  const [form, setForm] = useState<BookingFormState>(EMPTY_FORM);
  const [stall, setStall] = useState<Stall | null>(null);
  /** The visitor's 10-minute hold on the chosen stall (docs/visitors.md). */
  const [hold, setHold] = useState<StallHold | null>(null);
  const [stallsOnDate, setStallsOnDate] = useState<StallAvailability | null>(null);
  const [problem, setProblem] = useState<ValidationProblem | null>(null);
  const [checkingDate, setCheckingDate] = useState(false);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [stallsOpen, setStallsOpen] = useState(false);
  const [receipt, setReceipt] = useState<{ id: string; venue: string } | null>(null);
  const dateCheck = useRef(0);

  const publicBookings = usePublicBookings();
  const bookedStalls = useBookedStalls();
  const heldStalls = useHeldStalls(stallsOpen);
  const holdStall = useHoldStall();
  const queryClient = useQueryClient();
  const createBooking = useCreateBooking();
  const { checkVenueDate, checkStallDate } = useAvailabilityChecks();

  // SPEC.md section 4: choosing a venue clears the date and the selected stall.
  const [formVenue, setFormVenue] = useState(venue);
  if (formVenue !== venue) {
    setFormVenue(venue);
    setForm((current) => ({ ...current, date: '' }));
    setStall(null);
    setHold(null);
    setStallsOnDate(null);
    setProblem(null);
    setCheckingDate(false);
  }
  const currentVenue = useRef(venue);
  useEffect(() => {
    currentVenue.current = venue;
  }, [venue]);

  const isStall = venue === STALL_VENUE;
  const venueFacts = VENUES.find((candidate) => candidate.name === venue);
  const booked = bookedStalls.data ?? new Set<string>();
  const stallsLeft =
    stallsOnDate?.availableStalls ?? (bookedStalls.data ? TOTAL_STALLS - bookedStalls.data.size : undefined);
  const stallsTotal = stallsOnDate?.totalStalls ?? TOTAL_STALLS;
  const noStalls = isStall && stallsLeft !== undefined && stallsLeft <= 0;
  const stallTaken = isStall && stall !== null && booked.has(stall.stallId);
  const heldByOthers = new Set([...(heldStalls.data ?? [])].filter((held) => held !== hold?.stallId));
  const submitting = createBooking.isPending;
  const errorId = `${id}-error`;

  const fieldId = (field: InvalidField) => `${id}-${field}`;
  const focusField = (field: InvalidField) => document.getElementById(fieldId(field))?.focus();
  const invalid = (field: InvalidField) =>
    problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};

  function update<K extends keyof BookingFormState>(key: K, value: BookingFormState[K]) {
    setForm((current) => ({ ...current, [key]: value }));
    if (problem?.field === key) setProblem(null);
  }

  function openCalendar() {
    if (!venue) {
      setProblem({ message: MESSAGES.selectVenue, field: 'venue' });
      focusField('venue');
      return;
    }
    setCalendarOpen(true);
  }

  async function pickDate(date: string) {
    setCalendarOpen(false);
    update('date', date);
    if (!venue) return;
    const check = ++dateCheck.current;
    const clearDate = (warning: string) => {
      toast.warning(warning);
      setForm((current) => (current.date === date ? { ...current, date: '' } : current));
    };
    setCheckingDate(true);
    try {
      if (venue === STALL_VENUE) {
        const availability = await checkStallDate(date);
        if (check !== dateCheck.current || currentVenue.current !== venue) return;
        setStallsOnDate(availability);
        if (availability && availability.availableStalls <= 0) clearDate(MESSAGES.noStalls);
      } else {
        const availability = await checkVenueDate(venue, date);
        if (check !== dateCheck.current || currentVenue.current !== venue || availability.isAvailable) return;
        clearDate(
          availability.reason === 'blocked'
            ? MESSAGES.dateBlocked
            : availability.reason === 'booked'
              ? MESSAGES.dateBooked
              : (availability.message ?? MESSAGES.dateBooked),
        );
      }
    } finally {
      if (check === dateCheck.current) setCheckingDate(false);
    }
  }

  function takeStall(chosen: Stall, taken: StallHold | null) {
    setStall(chosen);
    setHold(taken);
    setStallsOpen(false);
    if (problem?.field === 'stall') setProblem(null);
  }

  /** Choosing a stall holds it for 10 minutes; if someone was quicker the plan stays open with fresh data. */
  function chooseStall(chosen: Stall) {
    if (holdStall.isPending) return;
    holdStall.mutate(
      { stallId: chosen.stallId, ...(hold ? { holdToken: hold.holdToken } : {}) },
      {
        onSuccess: (taken) => takeStall(chosen, taken),
        onError: (error) => {
          if (error instanceof ApiError) {
            toast.error(error.message);
            void queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY });
          } else {
            // The hold is a courtesy: without the server's answer the choice still stands, unheld.
            takeStall(chosen, null);
          }
        },
      },
    );
  }

  /** A hold that ran out (or a stall taken meanwhile): say so and offer a fresh choice. */
  function chooseAgain(message: string) {
    toast.error(message);
    setStall(null);
    setHold(null);
    void queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY });
    setStallsOpen(true);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || noStalls) return;
    const found = validateBooking({ venue, form, stall, bookedStalls: booked });
    if (found || !venue) {
      setProblem(found ?? { message: MESSAGES.selectVenue, field: 'venue' });
      if (found) focusField(found.field);
      return;
    }
    setProblem(null);
    const bookedVenue = venue;
    const payload = buildBookingPayload(bookedVenue, form, stall);
    if (hold && stall && hold.stallId === stall.stallId) payload.holdToken = hold.holdToken;
    createBooking.mutate(payload, {
      onSuccess: (created) => {
        toast.success(successMessage(created._id, bookedVenue));
        setReceipt({ id: created._id, venue: bookedVenue });
        setForm(EMPTY_FORM);
        setStall(null);
        setHold(null);
        setStallsOnDate(null);
        onVenueChange('');
      },
      onError: (error) => {
        if (error instanceof ApiError && ['HOLD_EXPIRED', 'STALL_HELD', 'STALL_TAKEN'].includes(error.code ?? '')) {
          chooseAgain(failureMessage(error.message));
        } else if (error instanceof NetworkError) toast.error(MESSAGES.networkError);
        else toast.error(failureMessage(error instanceof ApiError ? error.message : undefined));
      },
    });
  }

  const unavailable =
    isStall || !venue ? new Map<string, 'booked' | 'blocked'>() : unavailableDays(publicBookings.data ?? [], venue);
  const days = durationDays(form.duration);
  const submitLabel = submitting
    ? 'Submitting...'
    : noStalls
      ? 'No Stalls Available'
      : isStall
        ? 'Send Rental Request'
        : 'Send Booking Request';

  return (
    <form id="booking-form" className="booking-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <header className="booking-form__header">
        <h3 id={`${id}-title`} className="booking-form__title" tabIndex={-1}>
          Your booking request
        </h3>
        <p>
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">with an asterisk</span> are required.
        </p>
      </header>

      {receipt ? (
        <div className="booking-receipt">
          <CheckCircle2 aria-hidden="true" className="booking-receipt__icon" />
          <div>
            <p className="booking-receipt__title">Request received for the {receipt.venue}</p>
            <p>
              Booking ID: <strong className="booking-receipt__id">{receipt.id}</strong>. We will contact you within 24
              hours.
            </p>
          </div>
          <button
            type="button"
            className="icon-button booking-receipt__close"
            aria-label="Dismiss confirmation"
            onClick={() => setReceipt(null)}
          >
            <X aria-hidden="true" />
          </button>
        </div>
      ) : null}

      <div className="booking-form__grid">
        <div className={isStall ? 'field booking-form__wide' : 'field'}>
          <label htmlFor={fieldId('venue')}>
            Venue <span aria-hidden="true">*</span>
          </label>
          <select
            id={fieldId('venue')}
            value={venue}
            aria-required="true"
            {...invalid('venue')}
            onChange={(event) => {
              const chosen = event.target.value;
              onVenueChange(isBookableVenue(chosen) ? chosen : '');
            }}
          >
            <option value="">Select a venue</option>
            {BOOKABLE_VENUES.map((option) => (
              <option key={option.name} value={option.name}>
                {option.name}
              </option>
            ))}
          </select>
        </div>

        {isStall ? null : (
          <div className="field">
            <label htmlFor={`${id}-event-type`}>Event Type</label>
            <select
              id={`${id}-event-type`}
              value={form.eventType}
              onChange={(event) => update('eventType', event.target.value)}
            >
              {EVENT_TYPES.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </select>
          </div>
        )}

        <div className="field">
          <label htmlFor={`${id}-name`}>
            Full Name <span aria-hidden="true">*</span>
          </label>
          <input
            id={fieldId('name')}
            autoComplete="name"
            aria-required="true"
            value={form.name}
            {...invalid('name')}
            onChange={(event) => update('name', event.target.value)}
          />
        </div>

        <div className="field">
          <label htmlFor={`${id}-email`}>
            Email Address <span aria-hidden="true">*</span>
          </label>
          <input
            id={fieldId('email')}
            type="email"
            autoComplete="email"
            aria-required="true"
            value={form.email}
            {...invalid('email')}
            onChange={(event) => update('email', event.target.value)}
          />
        </div>

        <div className="field">
          <label htmlFor={`${id}-phone`}>
            Phone Number <span aria-hidden="true">*</span>
          </label>
          <input
            id={fieldId('phone')}
            type="tel"
            autoComplete="tel"
            placeholder="+94 77 123 4567"
            aria-required="true"
            value={form.phone}
            {...invalid('phone')}
            onChange={(event) => update('phone', event.target.value)}
          />
        </div>

        <div className="field">
          <label htmlFor={`${id}-date`}>
            {isStall ? 'Rental Start Date' : 'Event Date'} <span aria-hidden="true">*</span>
          </label>
          <div className="field__with-button">
            <input
              id={fieldId('date')}
              className="booking-form__date"
              readOnly
              aria-required="true"
              placeholder={venue ? 'Choose from the calendar' : 'Select a venue first'}
              value={form.date ? formatDate(form.date) : ''}
              {...invalid('date')}
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
              aria-label="Open calendar"
              disabled={!venue}
              onClick={openCalendar}
            >
              <CalendarDays aria-hidden="true" />
            </button>
          </div>
          {checkingDate ? (
            <span className="booking-form__hint" role="status">
              <Loader2 aria-hidden="true" className="booking-form__spinner" /> Checking availability...
            </span>
          ) : null}
        </div>

        {isStall ? null : (
          <>
            <div className="field">
              <label htmlFor={`${id}-guests`}>
                Expected Guests <span aria-hidden="true">*</span>
              </label>
              <input
                id={fieldId('guests')}
                type="number"
                inputMode="numeric"
                min={1}
                aria-required="true"
                value={form.guests}
                {...invalid('guests')}
                onChange={(event) => update('guests', event.target.value)}
              />
            </div>

            <div className="field">
              <label htmlFor={`${id}-duration`}>Duration</label>
              <select
                id={`${id}-duration`}
                value={form.duration}
                onChange={(event) => update('duration', event.target.value as DurationChoice)}
              >
                <option value="">Select duration</option>
                {DURATIONS.map((duration) => (
                  <option key={duration.value} value={duration.value}>
                    {duration.label}
                  </option>
                ))}
              </select>
            </div>
          </>
        )}

        {isStall ? (
          <div className="field booking-form__wide booking-form__stall">
            <span className="booking-form__label" id={`${id}-stall-label`}>
              Vendor Stall <span aria-hidden="true">*</span>
            </span>
            <div className="booking-form__stall-row">
              <p className="booking-form__stall-choice" id={`${id}-stall-choice`}>
                {stall ? (
                  <>
                    <Store aria-hidden="true" /> Stall <strong>{stall.stallId}</strong> · {stall.blockName}
                    {hold && hold.stallId === stall.stallId ? (
                      <span className="booking-form__hold"> · held for you until {holdUntil(hold.expiresAt)}</span>
                    ) : null}
                  </>
                ) : (
                  'No stall selected'
                )}
              </p>
              <button
                type="button"
                id={fieldId('stall')}
                className="button button--outline"
                aria-describedby={problem?.field === 'stall' ? `${id}-stall-choice ${errorId}` : `${id}-stall-choice`}
                disabled={noStalls}
                onClick={() => setStallsOpen(true)}
              >
                {stall ? 'Change Stall' : 'Choose a Stall'}
              </button>
            </div>
            {stallsLeft !== undefined ? (
              <p className={`stall-count stall-count--${stallAvailabilityLevel(stallsLeft)}`}>
                Available Stalls {stallsLeft} / {stallsTotal}
                {stallAvailabilityLevel(stallsLeft) === 'limited' ? ' · limited availability' : ''}
              </p>
            ) : null}
            {stallTaken ? <p className="booking-form__warning">{MESSAGES.stallBooked}</p> : null}
            {noStalls ? (
              <p className="booking-form__warning" role="status">
                {MESSAGES.noStalls}
              </p>
            ) : null}
          </div>
        ) : null}

        <div className="field booking-form__wide">
          <label htmlFor={`${id}-message`}>{isStall ? 'Notes (what you plan to sell)' : 'Special Requirements'}</label>
          <textarea
            id={`${id}-message`}
            rows={4}
            value={form.message}
            placeholder={
              isStall
                ? 'For example: handwoven baskets and batik sarongs'
                : 'Stage set-up, catering, decorations, parking for guests...'
            }
            onChange={(event) => update('message', event.target.value)}
          />
        </div>
      </div>

      {venueFacts?.price ? (
        <p className="booking-form__estimate">
          {isStall ? (
            <>
              Rent: <strong>{formatLkr(venueFacts.price)}</strong> per month, billed monthly.
            </>
          ) : (
            <>
              Estimated hire: <strong>{formatLkr(venueFacts.price * days)}</strong> for {days}{' '}
              {days === 1 ? 'day' : 'days'} at {formatLkr(venueFacts.price)} per day.
            </>
          )}{' '}
          Nothing is charged until we confirm.
        </p>
      ) : null}

      {problem ? (
        <p className="form-error" id={errorId} role="alert">
          {problem.message}
        </p>
      ) : null}

      <button
        type="submit"
        className="button button--primary button--block booking-form__submit"
        disabled={submitting || noStalls}
      >
        {submitting ? <Loader2 aria-hidden="true" className="booking-form__spinner" /> : null}
        {submitLabel}
      </button>

      <Modal
        open={calendarOpen}
        onOpenChange={setCalendarOpen}
        title="Choose a date"
        description={venue ? `Dates for the ${venue}. Booked, blocked and past days cannot be chosen.` : undefined}
      >
        {publicBookings.isPending && !isStall ? (
          <p className="booking-form__hint" role="status">
            Loading booked dates...
          </p>
        ) : null}
        {calendarOpen ? (
          <Calendar
            today={today}
            maxDate={latestBookableDate(today)}
            selected={form.date || undefined}
            dayState={(date) => unavailable.get(date) ?? 'available'}
            onSelect={(date) => void pickDate(date)}
          />
        ) : null}
      </Modal>

      <Modal
        open={stallsOpen}
        onOpenChange={setStallsOpen}
        size="large"
        title="Choose a vendor stall"
        description="Each stall is 6x4 ft, covered, with lighting and a power socket. Booked stalls cannot be chosen."
      >
        {bookedStalls.isPending ? (
          <p className="booking-form__hint" role="status">
            Loading stalls...
          </p>
        ) : (
          <StallSelector
            blocks={STALL_LAYOUT}
            booked={booked}
            held={heldByOthers}
            selected={stall?.stallId}
            onSelect={chooseStall}
          />
        )}
      </Modal>
    </form>
  );
}
