import { useState } from 'react';
import { toast } from '@/lib/toast';
import { formatDate, formatLkr, mailtoHref } from '@/lib/format';
import { parkToday } from '@/lib/park-time';
import { failureText } from '@/features/admin/api/staff-api';
import { BookingHistory } from '@/features/admin/components/BookingHistory';
import { ConfirmDialog } from '@/features/admin/components/ConfirmDialog';
import { MoneyPanel } from '@/features/admin/components/MoneyPanel';
import { StatusBadge } from '@/features/admin/components/StatusBadge';
import type { LocatedStall, StallRental, StallSource } from '@/features/admin/tabs/stalls/api/stall-data';
import { type StallChange, useChangeRental } from '@/features/admin/tabs/stalls/api/stall-changes';
import { AccountLink } from '@/features/admin/components/AccountLink';
import { TerminateRentalDialog } from '@/features/admin/components/TerminateRentalDialog';

const SUCCESS: Record<StallChange, (stallId: string) => string> = {
  terminate: (stallId) => `Rental terminated. Stall ${stallId} is available again.`,
  approve: () => 'Booking approved. Confirmation email sent to customer.',
  reject: () => 'Booking rejected. Notification email sent to customer.',
};

/** The calendar date, in the park, on which the rental was recorded. */
function bookedOn(createdAt: string): string {
  const at = new Date(createdAt);
  return Number.isNaN(at.getTime()) ? '' : formatDate(parkToday(at));
}

function RentalFacts({ rental, blockName }: { rental: StallRental; blockName: string }) {
  return (
    <dl className="staff-dl stalls-facts">
      <dt>Block</dt>
      <dd>{blockName}</dd>
      <dt>Status</dt>
      <dd>
        <span className="stalls-chip stalls-chip--booked">Booked</span> <StatusBadge status={rental.status} />
      </dd>
      <dt>Customer</dt>
      <dd>
        <AccountLink email={rental.customerEmail}>{rental.customerName}</AccountLink>
      </dd>
      <dt>E-mail</dt>
      <dd>
        <a href={mailtoHref(rental.customerEmail)}>{rental.customerEmail}</a>
      </dd>
      <dt>Phone</dt>
      <dd>
        <a href={`tel:${rental.customerPhone.replace(/\s+/g, '')}`}>{rental.customerPhone}</a>
      </dd>
      <dt>Start date</dt>
      <dd>{formatDate(rental.startDate)}</dd>
      <dt>Booked on</dt>
      <dd>{bookedOn(rental.createdAt)}</dd>
      <dt>Notes</dt>
      <dd>{rental.notes || <span className="stalls-muted">None</span>}</dd>
    </dl>
  );
}

interface StallDetailsProps {
  located: LocatedStall;
  source: StallSource;
  onBook: () => void;
  onDone: () => void;
}

/** What staff see when they pick a stall, and what they can do with it. */
export function StallDetails({ located, source, onBook, onDone }: StallDetailsProps) {
  const [confirming, setConfirming] = useState<'terminate' | 'reject' | null>(null);
  const { stall, blockName } = located;
  const rental = stall.booking;

  const change = useChangeRental({
    onSuccess: (_answer, { to }) => {
      toast.success(SUCCESS[to](stall.stallId));
      setConfirming(null);
      onDone();
    },
    onError: (error) => {
      setConfirming(null);
      toast.error(failureText(error, 'Failed to update booking status', 'Error updating booking status'));
    },
  });

  if (stall.status === 'available') {
    return (
      <div className="stalls-details">
        <dl className="staff-dl stalls-facts">
          <dt>Block</dt>
          <dd>{blockName}</dd>
          <dt>Status</dt>
          <dd>
            <span className="stalls-chip stalls-chip--available">Available</span>
          </dd>
          <dt>Size</dt>
          <dd>6 x 4 ft</dd>
          <dt>Rent</dt>
          <dd>{formatLkr(30_000)} per month</dd>
        </dl>
        <div className="staff-form__actions">
          <button type="button" className="button button--primary" onClick={onBook}>
            Book This Stall
          </button>
        </div>
      </div>
    );
  }

  if (!rental) {
    return (
      <div className="stalls-details">
        <dl className="staff-dl stalls-facts">
          <dt>Block</dt>
          <dd>{blockName}</dd>
          <dt>Status</dt>
          <dd>
            <span className="stalls-chip stalls-chip--booked">Booked</span>
          </dd>
        </dl>
        <p className="staff-note stalls-details__note">
          {source === 'staff'
            ? 'The rental details of this stall could not be read.'
            : 'Customer details are not shown: the dashboard could not load the staff stall data. Refresh to try again.'}
        </p>
      </div>
    );
  }

  const busy = change.isPending;
  const running = change.isPending ? change.variables.to : null;
  return (
    <div className="stalls-details">
      <RentalFacts rental={rental} blockName={blockName} />
      {rental.status === 'confirmed' && (
        <MoneyPanel
          bookingId={rental.bookingId}
          summary={`${rental.customerName} · rent of stall ${stall.stallId}, ${formatLkr(30_000)} a month`}
        />
      )}
      <BookingHistory bookingId={rental.bookingId} />
      <div className="staff-form__actions">
        {rental.status === 'pending' ? (
          <>
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => setConfirming('reject')}
            >
              Reject Request
            </button>
            <button
              type="button"
              className="button button--approve"
              disabled={busy}
              onClick={() => change.mutate({ id: rental.bookingId, to: 'approve' })}
            >
              {running === 'approve' ? 'Approving...' : 'Approve Rental'}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="button button--danger"
            disabled={busy}
            onClick={() => setConfirming('terminate')}
          >
            Terminate Rental
          </button>
        )}
      </div>
      <TerminateRentalDialog
        open={confirming === 'terminate'}
        stallId={stall.stallId}
        customerName={rental.customerName}
        startDate={rental.startDate}
        busy={busy}
        onConfirm={(lastDay) => change.mutate({ id: rental.bookingId, to: 'terminate', lastDay })}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'reject'}
        title="Reject rental request?"
        message={`Reject ${rental.customerName}'s request for stall ${stall.stallId}? The customer is e-mailed and the stall becomes available again.`}
        confirmLabel="Reject Request"
        busy={busy}
        busyLabel="Rejecting..."
        onConfirm={() => change.mutate({ id: rental.bookingId, to: 'reject' })}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
