import { useId, useState } from 'react';
import { formatDate } from '@/lib/format';
import { monthTitle } from '@/lib/month';
import { parkToday } from '@/lib/park-time';
import { toast } from '@/lib/toast';
import { failureText, useProfile } from '@/features/admin/api/staff-api';
import { type ClosedPeriod, useClosedPeriods, useClosePeriod, useReopenPeriod } from '../api/periods';

const REASON_MIN = 3;
const REASON_MAX = 500;

/** "Closed by Nimal Perera on April 2, 2027" (the park's date of the close). */
function closedLine(period: ClosedPeriod): string {
  return `Closed by ${period.closedByName} on ${formatDate(parkToday(new Date(period.closedAt)))}`;
}

/** An admin reopens a closed month: the reason is asked for, and kept in the record. */
function ReopenForm({ period, onDone }: { period: ClosedPeriod; onDone: () => void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const reopen = useReopenPeriod({
    onSuccess: (answer) => {
      toast.success(answer.message);
      onDone();
    },
    onError: (error) => toast.error(failureText(error, 'Failed to reopen the month', 'Error reopening the month')),
  });
  const trimmed = reason.trim();
  return (
    <form
      className="closed-months__reopen"
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed.length >= REASON_MIN) reopen.mutate({ month: period.month, reason: trimmed });
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-reason`}>Why reopen {monthTitle(period.month)}?</label>
        <textarea
          id={`${id}-reason`}
          value={reason}
          rows={2}
          maxLength={REASON_MAX}
          required
          onChange={(event) => setReason(event.target.value)}
        />
        <small className="invoices-muted">Kept in the record, with your name. 3 to 500 characters.</small>
      </div>
      <div className="closed-months__actions">
        <button
          type="submit"
          className="button button--small"
          disabled={reopen.isPending || trimmed.length < REASON_MIN}
        >
          {reopen.isPending ? 'Reopening...' : `Reopen ${monthTitle(period.month)}`}
        </button>
        <button type="button" className="button button--small button--ghost" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** An admin closes an ended month not closed yet. */
function CloseForm({ closable }: { closable: string[] }) {
  const id = useId();
  const [chosen, setChosen] = useState('');
  const month = closable.includes(chosen) ? chosen : (closable[0] ?? '');
  const close = useClosePeriod({
    onSuccess: (answer) => toast.success(answer.message),
    onError: (error) => toast.error(failureText(error, 'Failed to close the month', 'Error closing the month')),
  });
  if (closable.length === 0) return <p className="invoices-muted">Every ended month is closed.</p>;
  return (
    <form
      className="closed-months__close"
      onSubmit={(event) => {
        event.preventDefault();
        if (month) close.mutate(month);
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-month`}>Close a month</label>
        <select id={`${id}-month`} value={month} onChange={(event) => setChosen(event.target.value)}>
          {closable.map((choice) => (
            <option key={choice} value={choice}>
              {monthTitle(choice)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--small" disabled={close.isPending || !month}>
        {close.isPending ? 'Closing...' : 'Close month'}
      </button>
    </form>
  );
}

/**
 * The closed months of the books: who closed each and when. Admins close an ended month and reopen a closed one
 * with a reason; moderators see the list. A payment or refund later asked for a date inside a closed month is dated
 * the day it is recorded, and says so.
 */
export function ClosedMonths() {
  const id = useId();
  const periods = useClosedPeriods();
  const isAdmin = useProfile().data?.role === 'admin';
  const [reopening, setReopening] = useState<string | null>(null);
  const data = periods.data;
  return (
    <section className="closed-months" aria-labelledby={`${id}-title`}>
      <header className="invoices-section__header">
        <h2 id={`${id}-title`}>Closed months</h2>
        <p className="invoices-muted">
          Nothing is dated inside a closed month: a payment or refund dated there is recorded today, and says so.
        </p>
      </header>
      {periods.isError && !data ? (
        <p role="alert">The closed months could not be loaded.</p>
      ) : !data ? (
        <p className="invoices-muted">Loading the closed months...</p>
      ) : (
        <>
          {data.periods.length === 0 ? (
            <p className="invoices-muted">No month is closed.</p>
          ) : (
            <ul className="closed-months__list" aria-label="Closed months">
              {data.periods.map((period) => (
                <li key={period.month} className="closed-months__item">
                  <div className="closed-months__row">
                    <span>
                      <strong>{period.label}</strong>
                      <span className="invoices-sub">{closedLine(period)}</span>
                    </span>
                    {isAdmin && reopening !== period.month && (
                      <button
                        type="button"
                        className="button button--small button--ghost"
                        onClick={() => setReopening(period.month)}
                      >
                        Reopen
                      </button>
                    )}
                  </div>
                  {isAdmin && reopening === period.month && (
                    <ReopenForm period={period} onDone={() => setReopening(null)} />
                  )}
                </li>
              ))}
            </ul>
          )}
          {isAdmin && <CloseForm closable={data.closable} />}
        </>
      )}
    </section>
  );
}
