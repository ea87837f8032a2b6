import { Ban, Check, CheckCheck, Copy, Mail, Phone, RotateCcw, Trash2, X, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { formatDate, formatLkr, mailtoHref } from '@/lib/format';
import { addDays } from '@kandy-park/domain';
import { BookingHistory } from '@/features/admin/components/BookingHistory';
import { AccountLink } from '@/features/admin/components/AccountLink';
import { MoneyPanel } from '@/features/admin/components/MoneyPanel';
import { STATUS_LABELS, StatusBadge } from '@/features/admin/components/StatusBadge';
import { eventTypeLabel } from '@/features/admin/utils/event-type';
import { daysLabel, requestedOn, shortId, stallLabel } from '@/features/admin/tabs/bookings/utils/booking-format';
import { type StaffBooking } from '@/features/admin/api/booking-list';
import { type BookingAction, BUSY_LABELS } from '@/features/admin/tabs/bookings/api/use-booking-actions';

interface ActionButton {
  action: BookingAction;
  label: string;
  busyLabel?: string;
  icon: LucideIcon;
  tone: 'approve' | 'danger' | 'ghost';
}

/** What staff can do with a booking in its list. */
function actionsFor(booking: StaffBooking): ActionButton[] {
  if (booking.isAdminBlock) {
    return [{ action: 'delete', label: 'Remove Block', busyLabel: 'Removing...', icon: Trash2, tone: 'ghost' }];
  }
  switch (booking.group) {
    case 'pending':
      return [
        { action: 'approve', label: 'Approve', icon: Check, tone: 'approve' },
        { action: 'reject', label: 'Reject', icon: X, tone: 'danger' },
      ];
    case 'approved':
      return [{ action: 'complete', label: 'Mark Complete', icon: CheckCheck, tone: 'ghost' }];
    case 'stalls':
      return [{ action: 'terminate', label: 'Terminate Rental', icon: X, tone: 'danger' }];
    case 'rejected':
      return [
        // One cancelled after approval had its invoice closed by a credit note: the server refuses to reopen it.
        ...(booking.cancelledAfterApproval
          ? []
          : [{ action: 'reopen', label: 'Reopen', icon: RotateCcw, tone: 'ghost' } as const]),
        { action: 'delete', label: 'Delete', icon: Trash2, tone: 'danger' },
      ];
    case 'history':
      return [{ action: 'delete', label: 'Delete', icon: Trash2, tone: 'ghost' }];
  }
}

const hasEmail = (email: string) => email.includes('@');
const hasPhone = (phone: string) => /\d/.test(phone);

function copyId(id: string) {
  navigator.clipboard
    .writeText(id)
    .then(() => toast.success('Booking ID copied'))
    .catch(() => toast.error('Could not copy the booking ID'));
}

interface Fact {
  label: string;
  value: ReactNode;
  className?: string;
}

interface BookingCardProps {
  booking: StaffBooking;
  busyAction?: BookingAction;
  onAction: (booking: StaffBooking, action: BookingAction) => void;
  /** Given on pending requests: the card has a checkbox to choose it for rejecting several at once. */
  selection?: { selected: boolean; onChange: (booking: StaffBooking, selected: boolean) => void };
  /** Given to admins: an approved venue booking's card offers Cancel Booking (a credit note closes its invoice). */
  onCancelApproved?: (booking: StaffBooking) => void;
}

/** One booking with every fact staff act on and the actions of its list. */
export function BookingCard({ booking, busyAction, onAction, selection, onCancelApproved }: BookingCardProps) {
  const { customer } = booking;
  const isStall = booking.venue === 'Vendor Stalls' && !booking.isAdminBlock;
  const titleId = `booking-${booking._id}`;
  const lastDay = addDays(booking.eventDate, booking.duration - 1);
  const notes = booking.notes.trim();
  const requirements = booking.specialRequirements.trim();
  // Approved bookings carry money: a venue's invoice, a stall's rent; one cancelled after approval keeps its
  // invoice, closed by a credit note, with what is still to refund.
  const hasMoney =
    !booking.isAdminBlock &&
    booking.totalAmount > 0 &&
    (booking.status === 'confirmed' || booking.status === 'completed' || booking.cancelledAfterApproval);
  const canCancel = onCancelApproved && booking.group === 'approved' && !booking.isAdminBlock && !isStall;

  const eventType = {
    label: 'Event type',
    value: booking.isAdminBlock ? 'Admin Block' : eventTypeLabel(booking.eventType),
  };
  const date = {
    label: isStall ? 'Start date' : 'Date',
    className: 'bookings-card__date',
    value: (
      <>
        {formatDate(booking.eventDate)}
        {booking.duration > 1 && <span className="bookings-card__until"> to {formatDate(lastDay)}</span>}
      </>
    ),
  };
  const rest: Fact[] = [
    { label: 'Duration', value: isStall ? 'Monthly, ongoing' : daysLabel(booking.duration) },
    { label: 'Guests', value: booking.guests > 0 ? booking.guests.toLocaleString('en-LK') : '—' },
    { label: 'Amount', className: 'bookings-card__amount', value: formatLkr(booking.totalAmount) },
  ];
  // A rental is known by its stall: it leads, where an event leads with its type.
  const facts: Fact[] = booking.stallInfo
    ? [{ label: 'Stall', value: stallLabel(booking) }, date, eventType, ...rest]
    : [eventType, date, ...rest];

  return (
    <article
      className={`staff-card bookings-card bookings-card--${booking.isAdminBlock ? 'blocked' : booking.status}${selection?.selected ? ' is-selected' : ''}`}
      aria-labelledby={`${titleId} ${titleId}-customer`}
    >
      <header className={`bookings-card__header${selection ? ' has-select' : ''}`}>
        {selection && (
          <label className="bookings-card__select">
            <input
              type="checkbox"
              checked={selection.selected}
              disabled={busyAction !== undefined}
              onChange={(event) => selection.onChange(booking, event.target.checked)}
              aria-label={`Select the request of ${customer.name} (${booking.venue}, ${formatDate(booking.eventDate)})`}
            />
          </label>
        )}
        <div className="bookings-card__heading">
          <h3 id={titleId} className="bookings-card__title">
            {booking.venue}
          </h3>
          <p id={`${titleId}-customer`} className="bookings-card__customer">
            <AccountLink email={booking.isAdminBlock ? null : customer.email}>{customer.name}</AccountLink>
          </p>
          <ul className="bookings-card__contacts">
            <li>
              <Mail aria-hidden="true" size={15} />
              <span className="visually-hidden">E-mail: </span>
              {hasEmail(customer.email) ? (
                <a href={mailtoHref(customer.email)}>{customer.email}</a>
              ) : (
                customer.email || '—'
              )}
            </li>
            <li>
              <Phone aria-hidden="true" size={15} />
              <span className="visually-hidden">Phone: </span>
              {hasPhone(customer.phone) ? (
                <a href={`tel:${customer.phone.replace(/[^\d+]/g, '')}`}>{customer.phone}</a>
              ) : (
                customer.phone || '—'
              )}
            </li>
          </ul>
        </div>
        <div className="bookings-card__badges">
          <StatusBadge status={booking.status} isAdminBlock={booking.isAdminBlock} />
          {booking.cancelledByCustomer && <span className="bookings-card__history">Cancelled by customer</span>}
          {booking.cancelledAfterApproval && <span className="bookings-card__history">Cancelled after approval</span>}
          {booking.historyLabel && booking.historyLabel !== STATUS_LABELS[booking.status] && (
            <span className="bookings-card__history">{booking.historyLabel}</span>
          )}
        </div>
      </header>

      <dl className="bookings-card__facts">
        {facts.map((fact) => (
          <div key={fact.label} className={fact.className}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>

      {booking.rejectionReason && (
        <div className="bookings-card__note bookings-card__note--reason">
          <p className="bookings-card__note-title">
            {booking.cancelledAfterApproval ? 'Reason for cancellation' : 'Reason for rejection'}
          </p>
          <p>{booking.rejectionReason}</p>
        </div>
      )}
      {requirements && (
        <div className="bookings-card__note">
          <p className="bookings-card__note-title">Special requirements</p>
          <p>{requirements}</p>
        </div>
      )}
      {notes && (
        <div className="bookings-card__note">
          <p className="bookings-card__note-title">Notes</p>
          <p>{notes}</p>
        </div>
      )}

      {hasMoney && (
        <MoneyPanel
          bookingId={booking._id}
          summary={`${customer.name} · ${booking.stallInfo ? stallLabel(booking) : booking.venue} · ${formatDate(booking.eventDate)}`}
        />
      )}
      <BookingHistory bookingId={booking._id} />

      <footer className="bookings-card__footer">
        <p className="bookings-card__id">
          <span>
            ID <code title={booking._id}>{shortId(booking._id)}</code>
          </span>
          <button
            type="button"
            className="bookings-card__copy"
            aria-label={`Copy booking ID ${booking._id}`}
            title="Copy the full booking ID"
            onClick={() => copyId(booking._id)}
          >
            <Copy aria-hidden="true" size={15} />
          </button>
          <span className="bookings-card__requested">Requested {formatDate(requestedOn(booking))}</span>
        </p>
        <div className="bookings-card__actions">
          {actionsFor(booking).map(({ action, label, busyLabel, icon: Icon, tone }) => (
            <button
              key={label}
              type="button"
              className={`button button--small button--${tone}`}
              disabled={busyAction !== undefined}
              onClick={() => onAction(booking, action)}
            >
              <Icon aria-hidden="true" />
              {busyAction === action ? (busyLabel ?? BUSY_LABELS[action]) : label}
            </button>
          ))}
          {canCancel && (
            <button
              type="button"
              className="button button--small button--danger"
              disabled={busyAction !== undefined}
              onClick={() => onCancelApproved(booking)}
            >
              <Ban aria-hidden="true" />
              Cancel Booking
            </button>
          )}
        </div>
      </footer>
    </article>
  );
}
