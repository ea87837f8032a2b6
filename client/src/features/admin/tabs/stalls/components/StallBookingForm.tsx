import { type FormEvent, useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api';
import { formatLkr } from '@/lib/format';
import { getToken } from '@/lib/session';
import { failureText } from '@/features/admin/api/staff-api';
import type { BlockLetter, LocatedStall } from '@/features/admin/tabs/stalls/api/stall-data';
import { useBookStall } from '@/features/admin/tabs/stalls/api/stall-changes';
import { FormActions } from '@/features/admin/components/FormActions';

/** A stall is LKR 30,000 a month; the server sets the amount, this only tells staff. */
const MONTHLY_RENT = 30_000;

interface StallBookingFormProps {
  located: LocatedStall;
  onCancel: () => void;
  onDone: () => void;
}

function bookingFailure(error: unknown): string {
  if (error instanceof ApiError) return `Booking failed: ${failureText(error, 'Please try again.', '')}`;
  return 'Error booking stall. Please try again.';
}

/** Staff rent a free stall to a customer (name, e-mail and phone required; notes optional). */
export function StallBookingForm({ located, onCancel, onDone }: StallBookingFormProps) {
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [notes, setNotes] = useState('');
  const [tried, setTried] = useState(false);
  const { stall, block, blockName } = located;

  const book = useBookStall({
    onSuccess: () => {
      toast.success(`Stall ${stall.stallId} booked successfully!`);
      onDone();
    },
    onError: (error) => toast.error(bookingFailure(error)),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (book.isPending) return;
    setTried(true);
    if (!name.trim() || !email.trim() || !phone.trim()) {
      toast.error('Please fill in all required fields');
      return;
    }
    if (!getToken()) {
      toast.info('Booking simulated only: nothing was saved. Please log in as admin to book stalls for customers.');
      onDone();
      return;
    }
    book.mutate({
      stallInfo: { stallId: stall.stallId, block: block as BlockLetter, stallNumber: stall.stallNumber, blockName },
      customer: { name: name.trim(), email: email.trim(), phone: phone.trim() },
      notes: notes.trim(),
    });
  }

  const missing = (value: string) => tried && !value.trim();

  return (
    <form className="stalls-form" onSubmit={submit} noValidate>
      <p className="stalls-form__summary">
        <strong>{stall.stallId}</strong> in {blockName} · 6 x 4 ft · {formatLkr(MONTHLY_RENT)} per month. The rental
        starts today and runs monthly until it is terminated.
      </p>
      <div className="field">
        <label htmlFor={`${id}-name`}>
          Customer name <span aria-hidden="true">*</span>
        </label>
        <input
          id={`${id}-name`}
          autoComplete="off"
          required
          value={name}
          aria-invalid={missing(name) || undefined}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-email`}>
            E-mail <span aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            required
            value={email}
            aria-invalid={missing(email) || undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-phone`}>
            Phone <span aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-phone`}
            type="tel"
            autoComplete="off"
            required
            value={phone}
            aria-invalid={missing(phone) || undefined}
            onChange={(event) => setPhone(event.target.value)}
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-notes`}>
          Notes <span className="field__hint">(optional)</span>
        </label>
        <textarea id={`${id}-notes`} rows={3} value={notes} onChange={(event) => setNotes(event.target.value)} />
      </div>
      <FormActions
        busy={book.isPending}
        submitLabel="Book Stall"
        busyLabel="Booking..."
        onCancel={onCancel}
        cancelLabel="Back"
      />
    </form>
  );
}
