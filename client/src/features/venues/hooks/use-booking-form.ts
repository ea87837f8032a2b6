import { type FormEvent, useId, useState } from 'react';
import { TOTAL_STALLS } from '@/config/venues';
import { useMessages } from '@/i18n/LanguageProvider';
import { venueTexts } from '@/i18n/venue-texts.messages';
import { ApiError, NetworkError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useCreateBooking } from '../api/create-booking';
import { useBookedStalls } from '../api/get-booked-stalls';
import { isStallGone, refusalFromServer, type Refusal, refusalText } from '../utils/booking-messages';
import {
  type BookableVenueName,
  type BookingFormState,
  buildBookingPayload,
  EMPTY_FORM,
  type InvalidField,
  STALL_VENUE,
  validateBooking,
  validationProblem,
  type ValidationProblem,
} from '../utils/booking-rules';
import { venuesMessages } from '../venues.messages';
import { useDateCheck } from './use-date-check';
import { useStallHold } from './use-stall-hold';

export type UpdateField = <K extends keyof BookingFormState>(key: K, value: BookingFormState[K]) => void;

/** The element ids of the form's fields and the marks of the one a problem is about. */
export interface FieldWiring {
  id: (name: string) => string;
  invalid: (field: InvalidField) => { 'aria-invalid'?: boolean; 'aria-describedby'?: string };
  errorId: string;
}

const NO_STALLS: ReadonlySet<string> = new Set();

/**
 * The booking form's state: what the visitor typed, the first problem with it, the chosen stall and its hold, the
 * check of the picked date, and the request on its way. Choosing another venue clears the date and the stall; a
 * request sent clears the form and leaves a receipt.
 */
export function useBookingForm(venue: BookableVenueName | '', onVenueChange: (venue: BookableVenueName | '') => void) {
  const id = useId();
  const t = useMessages(venuesMessages);
  const names = useMessages(venueTexts).venues;
  const [form, setForm] = useState<BookingFormState>(EMPTY_FORM);
  const [problem, setProblem] = useState<ValidationProblem | null>(null);
  const [receipt, setReceipt] = useState<{ id: string; venue: string } | null>(null);
  const clearProblem = (field: InvalidField) => setProblem((current) => (current?.field === field ? null : current));
  const stallHold = useStallHold({ onChosen: () => clearProblem('stall') });
  const dateCheck = useDateCheck(venue);
  const bookedStalls = useBookedStalls();
  const createBooking = useCreateBooking();
  const say = (refusal: Refusal) => refusalText(refusal, t.errors);

  const [formVenue, setFormVenue] = useState(venue);
  if (formVenue !== venue) {
    setFormVenue(venue);
    setForm((current) => ({ ...current, date: '' }));
    stallHold.release();
    dateCheck.reset();
    setProblem(null);
  }

  const isStall = venue === STALL_VENUE;
  const booked = bookedStalls.data ?? NO_STALLS;
  const stallsLeft =
    dateCheck.stallsOnDate?.availableStalls ?? (bookedStalls.data ? TOTAL_STALLS - bookedStalls.data.size : undefined);
  /** Free stalls on the picked date (or today), once known; none left disables the request. */
  const stalls = {
    left: stallsLeft,
    total: dateCheck.stallsOnDate?.totalStalls ?? TOTAL_STALLS,
    none: isStall && stallsLeft !== undefined && stallsLeft <= 0,
  };
  const submitting = createBooking.isPending;

  const fields: FieldWiring = {
    id: (name) => `${id}-${name}`,
    invalid: (field) => (problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}),
    errorId: `${id}-error`,
  };

  const update: UpdateField = (key, value) => {
    setForm((current) => ({ ...current, [key]: value }));
    if (problem?.field === key) setProblem(null);
  };

  function showProblem(found: ValidationProblem) {
    setProblem(found);
    document.getElementById(fields.id(found.field))?.focus();
  }

  /** Takes the picked date, then lets it go again with a warning if the check finds it taken. */
  async function pickDate(date: string) {
    update('date', date);
    const refusal = await dateCheck.check(date);
    if (!refusal) return;
    toast.warning(say(refusal));
    setForm((current) => (current.date === date ? { ...current, date: '' } : current));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || stalls.none) return;
    const found = validateBooking({ venue, form, stall: stallHold.stall, bookedStalls: booked });
    if (found) showProblem(found);
    if (found || !venue) return;
    setProblem(null);
    const bookedVenue = venue;
    const payload = buildBookingPayload(bookedVenue, form, stallHold.stall);
    if (stallHold.hold) payload.holdToken = stallHold.hold.holdToken;
    createBooking.mutate(payload, {
      onSuccess: (created) => {
        const venueName = names[bookedVenue].name;
        toast.success(
          bookedVenue === STALL_VENUE ? t.stallSuccess(created._id, venueName) : t.success(created._id, venueName),
        );
        setReceipt({ id: created._id, venue: venueName });
        setForm(EMPTY_FORM);
        stallHold.release();
        dateCheck.reset();
        onVenueChange('');
      },
      onError: (error) => {
        if (error instanceof NetworkError) {
          toast.error(t.errors.networkError);
          return;
        }
        const refusal =
          error instanceof ApiError ? refusalFromServer(error, payload.stallInfo?.stallId) : { message: '' };
        const failure = t.failure(refusal.code || refusal.message ? say(refusal) : t.tryAgain);
        if (error instanceof ApiError && isStallGone(error.code)) stallHold.chooseAgain(failure);
        else toast.error(failure);
      },
    });
  }

  return {
    fields,
    form,
    update,
    problem: problem ? { field: problem.field, text: say(problem) } : null,
    receipt,
    dismissReceipt: () => setReceipt(null),
    isStall,
    stalls,
    stallHold,
    checkingDate: dateCheck.checking,
    /** The calendar needs a venue first: say so at the venue field. */
    requireVenue: () => showProblem(validationProblem('selectVenue', 'venue')),
    pickDate,
    submitting,
    submit,
  };
}
