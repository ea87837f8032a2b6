import { CalendarDays, CheckCircle2, Loader2, Store, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { Modal } from '../../components/Modal';
import { ApiError, NetworkError } from '../../lib/api';
import { useFormat, useLanguage, useMessages } from '../../i18n/LanguageProvider';
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
  FORMAT_MESSAGES,
  isBookableVenue,
  latestBookableDate,
  MESSAGES,
  STALL_VENUE,
  stallAvailabilityLevel,
  unavailableDays,
  validateBooking,
  type BookableVenueName,
  type BookingFormState,
  type DurationChoice,
  type InvalidField,
  type ValidationProblem,
} from './booking-rules';
import { STALL_LAYOUT, type Stall } from './stall-layout';
import { venueTexts } from './venue-texts.messages';
import { TOTAL_STALLS, VENUES } from './venues-data';
import { venuesMessages } from './venues.messages';
import './venues.css';

// The calendar and the stall plan open in dialogs: their code loads when one first opens, not with the page.
const Calendar = lazy(async () => ({ default: (await import('../../components/Calendar')).Calendar }));
const StallSelector = lazy(async () => ({ default: (await import('../../components/StallSelector')).StallSelector }));

interface BookingFormProps {
  venue: BookableVenueName | '';
  onVenueChange: (venue: BookableVenueName | '') => void;
}

/** "2:32 PM" in the park's time, when a stall hold ends. */
function holdUntil(expiresAt: string, locale: string): string {
  return new Date(expiresAt).toLocaleTimeString(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Colombo',
  });
}

/** The public booking and stall-rental form (SPEC.md sections 4 and 5). */
const ENGLISH_TEXTS = new Map<string, keyof typeof MESSAGES | keyof typeof FORMAT_MESSAGES>(
  Object.entries({ ...MESSAGES, ...FORMAT_MESSAGES }).map(([key, text]) => [text, key as keyof typeof MESSAGES]),
);

export function BookingForm({ venue, onVenueChange }: BookingFormProps) {
  const id = useId();
  const t = useMessages(venuesMessages);
  const names = useMessages(venueTexts).venues;
  const { language, locale } = useLanguage();
  const { lkr, date: formatDate } = useFormat();
  /** SPEC.md's English messages (also the server's, for booked and blocked days) in the visitor's language. */
  const say = (message: string) => {
    const key = ENGLISH_TEXTS.get(message);
    return key ? t.errors[key] : message;
  };
  const failureMessage = (serverMessage: string | undefined) =>
    t.failure(serverMessage?.trim() ? say(serverMessage.trim()) : t.tryAgain);
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
      toast.warning(say(warning));
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
    toast.error(say(message));
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
        const venueName = names[bookedVenue].name;
        toast.success(
          bookedVenue === STALL_VENUE ? t.stallSuccess(created._id, venueName) : t.success(created._id, venueName),
        );
        setReceipt({ id: created._id, venue: venueName });
        setForm(EMPTY_FORM);
        setStall(null);
        setHold(null);
        setStallsOnDate(null);
        onVenueChange('');
      },
      onError: (error) => {
        if (error instanceof ApiError && ['HOLD_EXPIRED', 'STALL_HELD', 'STALL_TAKEN'].includes(error.code ?? '')) {
          chooseAgain(failureMessage(error.message));
        } else if (error instanceof NetworkError) toast.error(t.errors.networkError);
        else toast.error(failureMessage(error instanceof ApiError ? error.message : undefined));
      },
    });
  }

  const unavailable =
    isStall || !venue ? new Map<string, 'booked' | 'blocked'>() : unavailableDays(publicBookings.data ?? [], venue);
  const days = durationDays(form.duration);
  const submitLabel = submitting
    ? t.form.submitting
    : noStalls
      ? t.form.noStalls
      : isStall
        ? t.form.sendRental
        : t.form.sendBooking;

  return (
    <form id="booking-form" className="booking-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <header className="booking-form__header">
        <h3 id={`${id}-title`} className="booking-form__title" tabIndex={-1}>
          {t.form.title}
        </h3>
        <p>
          {t.form.requiredBefore} <span aria-hidden="true">*</span>
          <span className="visually-hidden">{t.form.requiredHidden}</span> {t.form.requiredAfter}
        </p>
      </header>

      {receipt ? (
        <div className="booking-receipt">
          <CheckCircle2 aria-hidden="true" className="booking-receipt__icon" />
          <div>
            <p className="booking-receipt__title">{t.form.receiptTitle(receipt.venue)}</p>
            <p>
              {t.form.receiptId} <strong className="booking-receipt__id">{receipt.id}</strong>. {t.form.receiptContact}
            </p>
          </div>
          <button
            type="button"
            className="icon-button booking-receipt__close"
            aria-label={t.form.dismiss}
            onClick={() => setReceipt(null)}
          >
            <X aria-hidden="true" />
          </button>
        </div>
      ) : null}

      <div className="booking-form__grid">
        <div className={isStall ? 'field booking-form__wide' : 'field'}>
          <label htmlFor={fieldId('venue')}>
            {t.form.venue} <span aria-hidden="true">*</span>
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
            <option value="">{t.form.selectVenue}</option>
            {BOOKABLE_VENUES.map((option) => (
              <option key={option.name} value={option.name}>
                {names[option.name].name}
              </option>
            ))}
          </select>
        </div>

        {isStall ? null : (
          <div className="field">
            <label htmlFor={`${id}-event-type`}>{t.form.eventType}</label>
            <select
              id={`${id}-event-type`}
              value={form.eventType}
              onChange={(event) => update('eventType', event.target.value)}
            >
              {EVENT_TYPES.map((type) => (
                <option key={type.value} value={type.value}>
                  {t.form.eventTypes[type.value] ?? type.label}
                </option>
              ))}
            </select>
          </div>
        )}

        <div className="field">
          <label htmlFor={`${id}-name`}>
            {t.form.name} <span aria-hidden="true">*</span>
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
            {t.form.email} <span aria-hidden="true">*</span>
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
            {t.form.phone} <span aria-hidden="true">*</span>
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
            {isStall ? t.form.rentalStart : t.form.eventDate} <span aria-hidden="true">*</span>
          </label>
          <div className="field__with-button">
            <input
              id={fieldId('date')}
              className="booking-form__date"
              readOnly
              aria-required="true"
              placeholder={venue ? t.form.chooseFromCalendar : t.form.selectVenueFirst}
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
              aria-label={t.form.openCalendar}
              disabled={!venue}
              onClick={openCalendar}
            >
              <CalendarDays aria-hidden="true" />
            </button>
          </div>
          {checkingDate ? (
            <span className="booking-form__hint" role="status">
              <Loader2 aria-hidden="true" className="booking-form__spinner" /> {t.form.checking}
            </span>
          ) : null}
        </div>

        {isStall ? null : (
          <>
            <div className="field">
              <label htmlFor={`${id}-guests`}>
                {t.form.guests} <span aria-hidden="true">*</span>
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
              <label htmlFor={`${id}-duration`}>{t.form.duration}</label>
              <select
                id={`${id}-duration`}
                value={form.duration}
                onChange={(event) => update('duration', event.target.value as DurationChoice)}
              >
                <option value="">{t.form.selectDuration}</option>
                {DURATIONS.map((duration) => (
                  <option key={duration.value} value={duration.value}>
                    {t.form.durations[duration.value]}
                  </option>
                ))}
              </select>
            </div>
          </>
        )}

        {isStall ? (
          <div className="field booking-form__wide booking-form__stall">
            <span className="booking-form__label" id={`${id}-stall-label`}>
              {t.form.stall} <span aria-hidden="true">*</span>
            </span>
            <div className="booking-form__stall-row">
              <p className="booking-form__stall-choice" id={`${id}-stall-choice`}>
                {stall ? (
                  <>
                    <Store aria-hidden="true" /> {t.form.stallChoice} <strong>{stall.stallId}</strong> ·{' '}
                    {t.stalls.blockName(stall.block)}
                    {hold && hold.stallId === stall.stallId ? (
                      <span className="booking-form__hold">{t.form.heldUntil(holdUntil(hold.expiresAt, locale))}</span>
                    ) : null}
                  </>
                ) : (
                  t.form.noStall
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
                {stall ? t.form.changeStall : t.form.chooseStall}
              </button>
            </div>
            {stallsLeft !== undefined ? (
              <p className={`stall-count stall-count--${stallAvailabilityLevel(stallsLeft)}`}>
                {t.card.availableStalls(String(stallsLeft), String(stallsTotal))}
                {stallAvailabilityLevel(stallsLeft) === 'limited' ? t.form.limited : ''}
              </p>
            ) : null}
            {stallTaken ? <p className="booking-form__warning">{t.errors.stallBooked}</p> : null}
            {noStalls ? (
              <p className="booking-form__warning" role="status">
                {t.errors.noStalls}
              </p>
            ) : null}
          </div>
        ) : null}

        <div className="field booking-form__wide">
          <label htmlFor={`${id}-message`}>{isStall ? t.form.notes : t.form.requirements}</label>
          <textarea
            id={`${id}-message`}
            rows={4}
            value={form.message}
            placeholder={isStall ? t.form.notesPlaceholder : t.form.requirementsPlaceholder}
            onChange={(event) => update('message', event.target.value)}
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

      {problem ? (
        <p className="form-error" id={errorId} role="alert">
          {say(problem.message)}
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
        title={t.form.chooseDate}
        description={venue ? t.form.calendarDescription(names[venue].name) : undefined}
        closeLabel={t.form.close}
      >
        {publicBookings.isPending && !isStall ? (
          <p className="booking-form__hint" role="status">
            {t.form.loadingDates}
          </p>
        ) : null}
        {calendarOpen ? (
          <Suspense fallback={<p className="booking-form__hint">{t.form.loadingDates}</p>}>
            <Calendar
              today={today}
              maxDate={latestBookableDate(today)}
              selected={form.date || undefined}
              dayState={(date) => unavailable.get(date) ?? 'available'}
              onSelect={(date) => void pickDate(date)}
              labels={t.calendar}
              language={language}
            />
          </Suspense>
        ) : null}
      </Modal>

      <Modal
        open={stallsOpen}
        onOpenChange={setStallsOpen}
        size="large"
        title={t.form.chooseStallTitle}
        description={t.form.stallDescription}
        closeLabel={t.form.close}
      >
        {bookedStalls.isPending ? (
          <p className="booking-form__hint" role="status">
            {t.form.loadingStalls}
          </p>
        ) : (
          <Suspense fallback={<p className="booking-form__hint">{t.form.loadingStalls}</p>}>
            <StallSelector
              blocks={STALL_LAYOUT}
              booked={booked}
              held={heldByOthers}
              selected={stall?.stallId}
              onSelect={chooseStall}
              labels={t.stalls}
            />
          </Suspense>
        )}
      </Modal>
    </form>
  );
}
