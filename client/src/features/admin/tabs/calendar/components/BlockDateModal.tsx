import { CircleAlert } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import * as v from 'valibot';
import { useSchemaForm } from '@/lib/form';
import { toast } from '@/lib/toast';
import { Modal } from '@/components/Modal';
import { formatDate } from '@/lib/format';
import type { VenueName } from '@/features/admin/api/booking-list';
import { useBlockDate } from '@/features/admin/tabs/calendar/api/block-date';
import { type DayEntry } from '@/features/admin/tabs/calendar/utils/calendar-days';
import { BOOKING_VENUES } from '@/config/venues';

interface BlockDateModalProps {
  /** The day to block (yyyy-mm-dd), or null when closed. */
  date: string | null;
  /** What already holds a venue that day. */
  entries: readonly DayEntry[];
  onClose: () => void;
}

/** The brief's Block Date modal: one venue, the chosen day, one day long, as an Admin Block. */
export function BlockDateModal({ date, entries, onClose }: BlockDateModalProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={date !== null}
      onOpenChange={(open) => !open && !busy && onClose()}
      title="Block Date"
      description="A blocked day cannot be booked by visitors for that venue."
      size="small"
    >
      {date && (
        <BlockDateForm key={date} date={date} entries={entries} busy={busy} setBusy={setBusy} onClose={onClose} />
      )}
    </Modal>
  );
}

interface BlockDateFormProps {
  date: string;
  entries: readonly DayEntry[];
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onClose: () => void;
}

const SELECT_VENUE = 'Please select a venue';

/** One of the park's venues must be chosen. */
const blockSchema = v.object({
  venue: v.picklist(
    BOOKING_VENUES.map(({ name }) => name),
    SELECT_VENUE,
  ),
});

/** The form, remade for each day so the venue and the alert start empty. */
function BlockDateForm({ date, entries, busy, setBusy, onClose }: BlockDateFormProps) {
  const id = useId();
  const form = useSchemaForm<{ venue: VenueName | '' }, { venue: VenueName }>(
    blockSchema,
    { venue: '' },
    { focusProblem: false },
  );
  const [failure, setFailure] = useState('');
  const venueProblem = form.problem('venue');
  const error = venueProblem ?? failure;
  const block = useBlockDate({
    onSuccess: () => {
      toast.success('Date blocked successfully!');
      onClose();
    },
  });

  async function send({ venue }: { venue: VenueName }) {
    setFailure('');
    setBusy(true);
    try {
      await block.mutateAsync({ venue, date });
    } catch (caught) {
      const message = caught instanceof Error && caught.message ? caught.message : 'Please try again';
      setFailure(`Error blocking date: ${message}`);
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) void form.handleSubmit(send)(event);
  }

  const taken = new Map(entries.map((entry) => [entry.venue, entry]));

  return (
    <form onSubmit={submit} noValidate className="bcal-block">
      {error && (
        <p className="form-error bcal-block__error" role="alert">
          <CircleAlert aria-hidden="true" size={18} />
          {error}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-venue`}>Venue</label>
        <select id={`${id}-venue`} aria-invalid={venueProblem !== undefined || undefined} {...form.field('venue')}>
          <option value="">Select a venue</option>
          {BOOKING_VENUES.map(({ name, code }) => {
            const holder = taken.get(name);
            return (
              <option key={name} value={name} disabled={holder !== undefined}>
                {name} ({code}){holder ? ` · already ${holder.kind}` : ''}
              </option>
            );
          })}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-date`}>Date</label>
        <input id={`${id}-date`} type="text" readOnly value={formatDate(date)} />
      </div>
      <div className="field-row bcal-block__fixed">
        <div className="field">
          <label htmlFor={`${id}-duration`}>Duration</label>
          <input id={`${id}-duration`} type="text" readOnly value="1 day" />
        </div>
        <div className="field">
          <label htmlFor={`${id}-type`}>Type</label>
          <input id={`${id}-type`} type="text" readOnly value="Admin Block" />
        </div>
      </div>
      <div className="staff-form__actions">
        <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={busy || form.checking}>
          {busy ? 'Blocking...' : 'Block Date'}
        </button>
      </div>
    </form>
  );
}
