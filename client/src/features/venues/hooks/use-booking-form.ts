import { type FormEvent, useId, useState } from 'react';
import { type UseFormRegisterReturn, useWatch } from 'react-hook-form';
import { TOTAL_STALLS } from '@/config/venues';
import { useMessages } from '@/i18n/LanguageProvider';
import { venueTexts } from '@/i18n/venue-texts.messages';
import { ApiError, NetworkError } from '@/lib/api';
import { useSchemaForm } from '@/lib/form';
import { toast } from '@/lib/toast';
import { useCreateBooking } from '../api/create-booking';
import { useBookedStalls } from '../api/get-booked-stalls';
import {
  isStallGone,
  type MessageCode,
  refusalFromServer,
  refusalOf,
  type Refusal,
  refusalText,
} from '../utils/booking-messages';
import {
  type BookableVenueName,
  buildBookingPayload,
  EMPTY_FORM,
  type InvalidField,
  STALL_VENUE,
} from '../utils/booking-rules';
import { bookingSchema, type BookingValues } from '../utils/booking-schema';
import { venuesMessages } from '../venues.messages';
import { useDateCheck } from './use-date-check';
import { useStallHold } from './use-stall-hold';

/** The fields the visitor types or picks in (the venue is the page's, the stall the plan's). */
export type TypedField = 'name' | 'email' | 'phone' | 'guests' | 'message' | 'eventType' | 'duration';

/** The element ids of the form's fields, their registration, and the marks of the one a problem is about. */
export interface FieldWiring {
  id: (name: string) => string;
  register: (name: TypedField) => UseFormRegisterReturn<TypedField>;
  invalid: (field: InvalidField) => { 'aria-invalid'?: boolean; 'aria-describedby'?: string };
  errorId: string;
}

const NO_STALLS: ReadonlySet<string> = new Set();
const EMPTY_VALUES: BookingValues = { ...EMPTY_FORM, venue: '', stall: '' };
const PROBLEM_ORDER: readonly InvalidField[] = ['venue', 'name', 'email', 'phone', 'date', 'guests', 'stall'];

/**
 * The booking form: react-hook-form over what the visitor typed, checked on submit by `bookingSchema` (the first
 * problem only), the chosen stall and its hold, the check of the picked date, and the request on its way. Choosing
 * another venue clears the date and the stall; a request sent clears the form and leaves a receipt.
 */
export function useBookingForm(venue: BookableVenueName | '', onVenueChange: (venue: BookableVenueName | '') => void) {
  const id = useId();
  const t = useMessages(venuesMessages);
  const names = useMessages(venueTexts).venues;
  const bookedStalls = useBookedStalls();
  const booked = bookedStalls.data ?? NO_STALLS;
  const form = useSchemaForm(bookingSchema(booked), EMPTY_VALUES, { focusProblem: false });
  const [date, duration] = useWatch({ control: form.control, name: ['date', 'duration'] });
  const [receipt, setReceipt] = useState<{ id: string; venue: string } | null>(null);
  const stallHold = useStallHold({ onChosen: () => form.clearErrors('stall') });
  const dateCheck = useDateCheck(venue);
  const createBooking = useCreateBooking();
  const say = (refusal: Refusal) => refusalText(refusal, t.errors);

  const [formVenue, setFormVenue] = useState(venue);
  if (formVenue !== venue) {
    setFormVenue(venue);
    form.setValue('date', '');
    stallHold.release();
    dateCheck.reset();
    form.clearErrors();
  }

  const isStall = venue === STALL_VENUE;
  const stallsLeft =
    dateCheck.stallsOnDate?.availableStalls ?? (bookedStalls.data ? TOTAL_STALLS - bookedStalls.data.size : undefined);
  /** Free stalls on the picked date (or today), once known; none left disables the request. */
  const stalls = {
    left: stallsLeft,
    total: dateCheck.stallsOnDate?.totalStalls ?? TOTAL_STALLS,
    none: isStall && stallsLeft !== undefined && stallsLeft <= 0,
  };
  const submitting = createBooking.isPending;

  const errors = form.formState.errors;
  const problemField = PROBLEM_ORDER.find((field) => errors[field]?.message);
  const problem = problemField
    ? { field: problemField, code: errors[problemField]!.message as MessageCode }
    : undefined;

  const fields: FieldWiring = {
    id: (name) => `${id}-${name}`,
    register: (name) => form.field(name),
    invalid: (field) => (problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}),
    errorId: `${id}-error`,
  };

  function showProblem(field: InvalidField, code: MessageCode) {
    form.setError(field, { message: code });
    document.getElementById(fields.id(field))?.focus();
  }

  /** Takes the picked date, then lets it go again with a warning if the check finds it taken. */
  async function pickDate(picked: string) {
    form.setValue('date', picked);
    form.clearErrors('date');
    const refusal = await dateCheck.check(picked);
    if (!refusal) return;
    toast.warning(say(refusal));
    if (form.getValues('date') === picked) form.setValue('date', '');
  }

  function send(values: BookingValues) {
    if (!venue) return;
    const bookedVenue = venue;
    const payload = buildBookingPayload(bookedVenue, values, stallHold.stall);
    if (stallHold.hold) payload.holdToken = stallHold.hold.holdToken;
    createBooking.mutate(payload, {
      onSuccess: (created) => {
        const venueName = names[bookedVenue].name;
        toast.success(
          bookedVenue === STALL_VENUE ? t.stallSuccess(created._id, venueName) : t.success(created._id, venueName),
        );
        setReceipt({ id: created._id, venue: venueName });
        form.reset(EMPTY_VALUES);
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

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || stalls.none) return;
    // What the schema checks besides the typed fields: the page's venue and the plan's stall.
    form.setValue('venue', venue);
    form.setValue('stall', stallHold.stall?.stallId ?? '');
    void form.handleSubmit(send, (found) => {
      const field = PROBLEM_ORDER.find((name) => found[name]);
      if (field) document.getElementById(fields.id(field))?.focus();
    })(event);
  }

  return {
    fields,
    date,
    duration,
    problem: problem ? { field: problem.field, text: say(refusalOf(problem.code)) } : null,
    receipt,
    dismissReceipt: () => setReceipt(null),
    isStall,
    stalls,
    stallHold,
    checkingDate: dateCheck.checking,
    /** The calendar needs a venue first: say so at the venue field. */
    requireVenue: () => showProblem('venue', 'selectVenue'),
    pickDate,
    submitting,
    /** The submit is being checked: the button waits, so a double click sends once. */
    checking: form.checking,
    submit,
  };
}
