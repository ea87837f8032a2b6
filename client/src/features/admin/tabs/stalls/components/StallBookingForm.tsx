import { PRICE_LIST } from '@kandy-park/domain';
import { type FormEvent, useId } from 'react';
import { useWatch } from 'react-hook-form';
import * as v from 'valibot';
import { requiredText, useSchemaForm } from '@/lib/form';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api';
import { formatLkr } from '@/lib/format';
import { getToken } from '@/lib/session';
import { failureText } from '@/features/admin/api/staff-api';
import type { BlockLetter, LocatedStall } from '@/features/admin/tabs/stalls/api/stall-data';
import { useBookStall } from '@/features/admin/tabs/stalls/api/stall-changes';
import { FormActions } from '@/features/admin/components/FormActions';

/** A stall's monthly rent (domain/'s price list); the server sets the amount, this only tells staff. */
const MONTHLY_RENT = PRICE_LIST['Vendor Stalls']?.amount ?? 0;
const MISSING = 'Please fill in all required fields';

/** Name, e-mail and phone required (one message for all three); notes optional. Trimmed. */
const stallBookingSchema = v.object({
  name: requiredText(MISSING),
  email: requiredText(MISSING),
  phone: requiredText(MISSING),
  notes: v.pipe(v.string(), v.trim()),
});
type Customer = v.InferInput<typeof stallBookingSchema>;

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
  const form = useSchemaForm(
    stallBookingSchema,
    { name: '', email: '', phone: '', notes: '' },
    { focusProblem: false },
  );
  const typed = useWatch({ control: form.control });
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
    void form.handleSubmit(
      ({ notes, ...customer }) => {
        if (!getToken()) {
          toast.info('Booking simulated only: nothing was saved. Please log in as admin to book stalls for customers.');
          onDone();
          return;
        }
        book.mutate({
          stallInfo: { stallId: stall.stallId, block: block as BlockLetter, stallNumber: stall.stallNumber, blockName },
          customer,
          notes,
        });
      },
      () => toast.error(MISSING),
    )(event);
  }

  /** Once a request has been tried, a required field left empty is marked, as it is typed. */
  const missing = (name: keyof Customer) => form.formState.isSubmitted && !typed[name]?.trim();

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
          aria-invalid={missing('name') || undefined}
          {...form.register('name')}
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
            aria-invalid={missing('email') || undefined}
            {...form.register('email')}
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
            aria-invalid={missing('phone') || undefined}
            {...form.register('phone')}
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-notes`}>
          Notes <span className="field__hint">(optional)</span>
        </label>
        <textarea id={`${id}-notes`} rows={3} {...form.register('notes')} />
      </div>
      <FormActions
        busy={book.isPending}
        checking={form.checking}
        submitLabel="Book Stall"
        busyLabel="Booking..."
        onCancel={onCancel}
        cancelLabel="Back"
      />
    </form>
  );
}
