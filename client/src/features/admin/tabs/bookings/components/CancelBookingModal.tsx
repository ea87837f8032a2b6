import { REASON_MAX_LENGTH, REASON_MIN_LENGTH } from '@kandy-park/domain';
import { type FormEvent, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import * as v from 'valibot';
import { Modal } from '@/components/Modal';
import { reasonText, useSchemaForm } from '@/lib/form';
import { toast } from '@/lib/toast';
import { formatDate, formatLkr } from '@/lib/format';
import { failureText } from '@/features/admin/api/staff-api';
import { useBookingAccount } from '@/features/admin/api/money-api';
import { FormActions } from '@/features/admin/components/FormActions';
import type { StaffBooking } from '@/features/admin/api/booking-list';
import { useCancelApproved } from '@/features/admin/tabs/bookings/api/cancel-approved';

const DESCRIPTION =
  'The date is freed and the customer is e-mailed your reason with a credit note that closes the invoice.';

interface CancelBookingModalProps {
  /** The approved booking to cancel; null while the modal is closed. */
  booking: StaffBooking | null;
  onClose: () => void;
}

/** Admins cancel an approved booking: a reason for the customer, and how much of what was paid the park keeps. */
export function CancelBookingModal({ booking, onClose }: CancelBookingModalProps) {
  const cancel = useCancelApproved();
  return (
    <Modal
      open={booking !== null}
      onOpenChange={(open) => !open && !cancel.isPending && onClose()}
      title="Cancel Booking"
      description={DESCRIPTION}
    >
      {booking && <CancelForm key={booking._id} booking={booking} cancel={cancel} onClose={onClose} />}
    </Modal>
  );
}

interface CancelFormProps {
  booking: StaffBooking;
  cancel: ReturnType<typeof useCancelApproved>;
  onClose: () => void;
}

/** What staff typed as the charge kept, in whole rupees ("" is none); NaN when it is not a whole amount. */
function keptOf(text: string): number {
  if (text.trim() === '') return 0;
  const value = Number(text.replace(/[,\s]/g, ''));
  return Number.isInteger(value) && value >= 0 ? value : Number.NaN;
}

/** The reason goes to the customer; the park keeps at most what was paid. */
function cancelSchema(paid: number) {
  return v.object({
    reason: reasonText('Please give the reason for the cancellation: it is sent to the customer.'),
    kept: v.pipe(
      v.string(),
      v.transform(keptOf),
      v.check((kept) => kept <= paid, `The park can keep at most what was paid, ${formatLkr(paid)}, in whole rupees.`),
    ),
  });
}

/** Made anew each time the modal opens, so the reason starts empty and nothing is kept. */
function CancelForm({ booking, cancel, onClose }: CancelFormProps) {
  const id = useId();
  const account = useBookingAccount(booking._id, booking.totalAmount > 0);
  // A booking without a price has no invoice and nothing paid.
  const loading = booking.totalAmount > 0 && account.isPending;
  const failed = booking.totalAmount > 0 && account.isError;
  const paid = account.data?.invoice?.paid ?? 0;
  const form = useSchemaForm(cancelSchema(paid), { reason: '', kept: '0' }, { focusProblem: false });
  const [failure, setFailure] = useState<string | null>(null);
  // A problem stays until the form is sent again, as the server's refusal does.
  const { errors } = form.formState;
  const problem = errors.reason?.message ?? errors.kept?.message ?? failure;
  const keptAmount = keptOf(useWatch({ control: form.control, name: 'kept' }));
  const keptValid = keptAmount <= paid;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (cancel.isPending || loading || failed) return;
    void form.handleSubmit(({ reason, kept }) => {
      setFailure(null);
      cancel.mutate(
        { bookingId: booking._id, reason, kept },
        {
          onSuccess: (answer) => {
            toast.success(answer.message);
            onClose();
          },
          onError: (error) =>
            setFailure(failureText(error, 'Failed to cancel the booking', 'Error cancelling the booking')),
        },
      );
    })(event);
  }

  return (
    <form className="bookings-cancel" onSubmit={submit} noValidate>
      <p className="bookings-reject__summary">
        <strong>{booking.customer.name}</strong>
        <span>
          {booking.venue} · {formatDate(booking.eventDate)} · {formatLkr(booking.totalAmount)}
        </span>
      </p>
      <div className="field">
        <label htmlFor={`${id}-reason`}>Reason for cancellation</label>
        <textarea
          id={`${id}-reason`}
          aria-describedby={`${id}-reason-hint`}
          required
          minLength={REASON_MIN_LENGTH}
          maxLength={REASON_MAX_LENGTH}
          {...form.register('reason')}
          placeholder="For example: the family asked to cancel the wedding."
        />
        <span id={`${id}-reason-hint`} className="field__hint">
          Required. Included in the e-mail to the customer. Up to {REASON_MAX_LENGTH} characters.
        </span>
      </div>
      {loading && <p className="field__hint">Loading what was paid...</p>}
      {failed && (
        <p className="money-form__error" role="alert">
          What was paid could not be loaded. Close this and try again.
        </p>
      )}
      {paid > 0 && (
        <div className="field">
          <label htmlFor={`${id}-kept`}>Keep as a cancellation charge (LKR)</label>
          <input
            id={`${id}-kept`}
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={!keptValid}
            aria-describedby={`${id}-kept-hint`}
            {...form.register('kept')}
          />
          <span id={`${id}-kept-hint`} className="field__hint">
            Paid: {formatLkr(paid)}. At most that much can be kept.
          </span>
        </div>
      )}
      {!loading && !failed && booking.totalAmount > 0 && (
        <p className={`bookings-cancel__owed${paid > 0 ? ' money--owed' : ''}`} aria-live="polite">
          {paid === 0
            ? 'Nothing was paid: nothing is owed back.'
            : keptValid
              ? `To refund to the customer: ${formatLkr(paid - keptAmount)}`
              : `At most ${formatLkr(paid)} can be kept.`}
        </p>
      )}
      {problem && (
        <p className="money-form__error" role="alert">
          {problem}
        </p>
      )}
      <FormActions
        busy={cancel.isPending}
        checking={form.checking}
        submitLabel="Cancel Booking"
        busyLabel="Cancelling..."
        cancelLabel="Close"
        onCancel={onClose}
        tone="danger"
      />
    </form>
  );
}
