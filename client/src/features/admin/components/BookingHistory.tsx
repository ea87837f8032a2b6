import { History } from 'lucide-react';
import { useState } from 'react';
import type { Schemas } from '@/lib/api';
import { type ActivityEntry, useBookingHistory } from '@/features/admin/api/booking-history';
import { STATUS_LABELS } from '@/features/admin/components/StatusBadge';
import { formatDateTime } from '@/features/admin/utils/account-format';

type BookingStatus = Schemas['BookingView']['status'];

const statusWord = (status: string | null) =>
  status && status in STATUS_LABELS ? STATUS_LABELS[status as BookingStatus] : status;

/** "Pending → Approved", when the entry changed the status. */
function statusChange(entry: ActivityEntry): string | null {
  if (!entry.toStatus || entry.fromStatus === entry.toStatus) return null;
  return entry.fromStatus
    ? `${statusWord(entry.fromStatus)} → ${statusWord(entry.toStatus)}`
    : statusWord(entry.toStatus);
}

function HistoryList({ bookingId }: { bookingId: string }) {
  const history = useBookingHistory(bookingId, true);
  if (history.isPending) return <p className="booking-history__note">Loading the history…</p>;
  if (history.isError) {
    return (
      <p className="booking-history__note" role="alert">
        The history could not be loaded.{' '}
        <button type="button" className="button button--ghost button--small" onClick={() => void history.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  return (
    <ol className="booking-history__list" aria-label="History of this booking">
      {history.data.entries.map((entry) => {
        const change = statusChange(entry);
        return (
          <li key={entry._id} className="booking-history__entry">
            <p className="booking-history__what">
              <strong>{entry.label}</strong>
              {change && <span className="booking-history__change"> ({change})</span>}
            </p>
            <p className="booking-history__meta">
              by {entry.by}
              {entry.actor && !entry.actor.exists && ' (account since deleted)'} ·{' '}
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </p>
            {entry.reason && <p className="booking-history__reason">Reason: {entry.reason}</p>}
            {entry.money && <p className="booking-history__money">{entry.money}</p>}
          </li>
        );
      })}
    </ol>
  );
}

/** A booking's own history, folded away until asked for: made by whom, then each change, by whom, when, why. */
export function BookingHistory({ bookingId }: { bookingId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="booking-history" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <History aria-hidden="true" size={16} /> History
      </summary>
      {open && <HistoryList bookingId={bookingId} />}
    </details>
  );
}
