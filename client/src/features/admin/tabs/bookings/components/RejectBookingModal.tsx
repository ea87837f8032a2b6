import { REASON_MAX_LENGTH } from '@kandy-park/domain';
import { type ReactNode, useId } from 'react';
import * as v from 'valibot';
import { useSchemaForm } from '@/lib/form';
import { Modal } from '@/components/Modal';
import { formatDate } from '@/lib/format';
import type { StaffBooking } from '@/features/admin/api/booking-list';

const DESCRIPTION = 'The customer is e-mailed that the request was not approved.';

interface RejectBookingModalProps {
  booking: StaffBooking | null;
  busy: boolean;
  onReject: (booking: StaffBooking, reason: string) => void;
  onClose: () => void;
}

/** The brief's Reject Booking modal: the reason is optional and goes to the customer with the notice. */
export function RejectBookingModal({ booking, busy, onReject, onClose }: RejectBookingModalProps) {
  return (
    <Modal
      open={booking !== null}
      onOpenChange={(open) => !open && !busy && onClose()}
      title="Reject Booking"
      description={DESCRIPTION}
    >
      {booking && (
        <RejectForm
          key={booking._id}
          busy={busy}
          submitLabel="Reject Booking"
          onReject={(reason) => onReject(booking, reason)}
          onClose={onClose}
        >
          <p className="bookings-reject__summary">
            <strong>{booking.customer.name}</strong>
            <span>
              {booking.venue} · {formatDate(booking.eventDate)}
            </span>
          </p>
        </RejectForm>
      )}
    </Modal>
  );
}

interface RejectSelectedModalProps {
  /** The selected pending requests; null while the modal is closed. */
  bookings: StaffBooking[] | null;
  busy: boolean;
  onReject: (bookings: StaffBooking[], reason: string) => void;
  onClose: () => void;
}

/** Several pending requests rejected at once, with one reason, after one confirmation. */
export function RejectSelectedModal({ bookings, busy, onReject, onClose }: RejectSelectedModalProps) {
  const count = bookings?.length ?? 0;
  const label = count === 1 ? 'Reject 1 Booking' : `Reject ${count} Bookings`;
  return (
    <Modal
      open={bookings !== null}
      onOpenChange={(open) => !open && !busy && onClose()}
      title="Reject Selected Bookings"
      description="Each customer is e-mailed that their request was not approved, with the same reason."
    >
      {bookings && (
        <RejectForm busy={busy} submitLabel={label} onReject={(reason) => onReject(bookings, reason)} onClose={onClose}>
          <ul className="bookings-reject__summary bookings-reject__list" aria-label="Bookings to reject">
            {bookings.map((booking) => (
              <li key={booking._id}>
                <strong>{booking.customer.name}</strong>
                <span>
                  {booking.stallInfo ? `Stall ${booking.stallInfo.stallId}` : booking.venue} ·{' '}
                  {formatDate(booking.eventDate)}
                </span>
              </li>
            ))}
          </ul>
        </RejectForm>
      )}
    </Modal>
  );
}

interface RejectFormProps {
  busy: boolean;
  submitLabel: string;
  onReject: (reason: string) => void;
  onClose: () => void;
  children: ReactNode;
}

/** The reason is optional; the textarea stops at domain/'s longest. */
const rejectSchema = v.object({ rejectionReason: v.pipe(v.string(), v.maxLength(REASON_MAX_LENGTH)) });

/** The reason and the buttons, made anew each time the modal opens so the reason starts empty. */
function RejectForm({ busy, submitLabel, onReject, onClose, children }: RejectFormProps) {
  const form = useSchemaForm(rejectSchema, { rejectionReason: '' });
  const formId = useId();

  const submit = form.handleSubmit(({ rejectionReason }) => {
    if (!busy) onReject(rejectionReason);
  });

  return (
    <form onSubmit={submit} noValidate>
      {children}
      <div className="field">
        <label htmlFor={`${formId}-reason`}>Reason for rejection (optional)</label>
        <textarea
          id={`${formId}-reason`}
          aria-describedby={`${formId}-hint`}
          maxLength={REASON_MAX_LENGTH}
          {...form.register('rejectionReason')}
          placeholder="For example: the arena is closed for maintenance that week."
        />
        <span id={`${formId}-hint`} className="field__hint">
          Included in the e-mail to the customer. Up to {REASON_MAX_LENGTH} characters.
        </span>
      </div>
      <div className="staff-form__actions">
        <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="button button--danger" disabled={busy || form.checking}>
          {busy ? 'Rejecting...' : submitLabel}
        </button>
      </div>
    </form>
  );
}
