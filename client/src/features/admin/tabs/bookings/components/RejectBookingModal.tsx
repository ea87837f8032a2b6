import { type FormEvent, useId, useState } from 'react';
import { Modal } from '@/components/Modal';
import { formatDate } from '@/lib/format';
import type { StaffBooking } from '@/features/admin/tabs/bookings/api/booking-list';

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
      description="The customer is e-mailed that the request was not approved."
    >
      {booking && <RejectForm key={booking._id} booking={booking} busy={busy} onReject={onReject} onClose={onClose} />}
    </Modal>
  );
}

/** The form, remade for each booking so the reason starts empty. */
function RejectForm({ booking, busy, onReject, onClose }: RejectBookingModalProps & { booking: StaffBooking }) {
  const [reason, setReason] = useState('');
  const formId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) onReject(booking, reason);
  }

  return (
    <form onSubmit={submit} noValidate>
      <p className="bookings-reject__summary">
        <strong>{booking.customer.name}</strong>
        <span>
          {booking.venue} · {formatDate(booking.eventDate)}
        </span>
      </p>
      <div className="field">
        <label htmlFor={`${formId}-reason`}>Reason for rejection (optional)</label>
        <textarea
          id={`${formId}-reason`}
          aria-describedby={`${formId}-hint`}
          name="rejectionReason"
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
          placeholder="For example: the arena is closed for maintenance that week."
        />
        <span id={`${formId}-hint`} className="field__hint">
          Included in the e-mail to the customer. Up to 500 characters.
        </span>
      </div>
      <div className="staff-form__actions">
        <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="button button--danger" disabled={busy}>
          {busy ? 'Rejecting...' : 'Reject Booking'}
        </button>
      </div>
    </form>
  );
}
