import { useId, useState } from 'react';
import { Modal } from '@/components/Modal';
import { formatDate } from '@/lib/format';
import { parkToday } from '@/lib/park-time';

interface TerminateRentalDialogProps {
  open: boolean;
  stallId: string;
  customerName: string;
  /** The rental's start date (yyyy-mm-dd): the earliest last day. */
  startDate: string;
  busy: boolean;
  /** `lastDay` is undefined for a rental that has not started: it ends before its first day. */
  onConfirm: (lastDay: string | undefined) => void;
  onCancel: () => void;
}

/**
 * Terminate's confirmation: asks for the rental's last day (today by default, from its start date to today), as
 * the server takes it. Rent months due after it are not charged; those already invoiced are credited.
 */
export function TerminateRentalDialog({
  open,
  stallId,
  customerName,
  startDate,
  busy,
  onConfirm,
  onCancel,
}: TerminateRentalDialogProps) {
  const id = useId();
  const today = parkToday();
  const started = startDate <= today;
  const [lastDay, setLastDay] = useState(today);
  const [problem, setProblem] = useState<string | null>(null);
  // Each opening starts again from today (React's way of resetting state when a prop changes).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setLastDay(today);
      setProblem(null);
    }
  }

  const confirm = () => {
    if (!started) return onConfirm(undefined);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(lastDay)) return setProblem('Please give the last day of the rental.');
    if (lastDay > today) return setProblem('The last day cannot be later than today.');
    if (lastDay < startDate) {
      return setProblem(`The last day must be on or after ${formatDate(startDate)}, the day the rental started.`);
    }
    setProblem(null);
    onConfirm(lastDay);
  };

  return (
    <Modal open={open} onOpenChange={(next) => !next && !busy && onCancel()} title="Terminate rental?" size="small">
      <p className="confirm__message">
        Terminate the rental of stall {stallId} for {customerName}? The stall becomes available again. This action
        cannot be undone.
      </p>
      {started ? (
        <div className="field">
          <label htmlFor={`${id}-last-day`}>Last day of the rental</label>
          <input
            id={`${id}-last-day`}
            type="date"
            required
            min={startDate}
            max={today}
            value={lastDay}
            aria-describedby={`${id}-last-day-hint`}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => {
              setLastDay(event.target.value);
              setProblem(null);
            }}
          />
          <span id={`${id}-last-day-hint`} className="field__hint">
            A month whose rent falls due on or before this day is owed in full; a month due after it is not charged (one
            already invoiced gets a credit note).
          </span>
        </div>
      ) : (
        <p className="staff-note">
          This rental starts on {formatDate(startDate)}: ended now, it ends before its first day and owes nothing.
        </p>
      )}
      {problem && (
        <p className="money-form__error" role="alert">
          {problem}
        </p>
      )}
      <div className="staff-form__actions">
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy} autoFocus>
          Cancel
        </button>
        <button type="button" className="button button--danger" onClick={confirm} disabled={busy}>
          {busy ? 'Terminating...' : 'Terminate Rental'}
        </button>
      </div>
    </Modal>
  );
}
