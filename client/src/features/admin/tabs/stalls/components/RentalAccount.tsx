import { formatDate, formatLkr, mailtoHref } from '@/lib/format';
import type { RentDueItem } from '@/features/admin/api/money-api';
import { BookingHistory } from '@/features/admin/components/BookingHistory';
import { AccountLink } from '@/features/admin/components/AccountLink';
import { MoneyPanel } from '@/features/admin/components/MoneyPanel';

/**
 * A rental opened from the rent-due list when it no longer holds its stall (it was ended, and the stall may be let
 * to someone else): its vendor, its rent account with Record payment, and its history.
 */
export function RentalAccount({ item }: { item: RentDueItem }) {
  const { bookingId, stallId, blockName, customerName, customerEmail, customerPhone, rent } = item;
  return (
    <div className="stalls-details">
      <dl className="staff-dl stalls-facts">
        <dt>Block</dt>
        <dd>{blockName}</dd>
        <dt>Status</dt>
        <dd>{rent.endedOn ? `Ended on ${formatDate(rent.endedOn)}` : 'Approved'}</dd>
        <dt>Vendor</dt>
        <dd>
          <AccountLink email={customerEmail}>{customerName}</AccountLink>
        </dd>
        <dt>E-mail</dt>
        <dd>
          <a href={mailtoHref(customerEmail)}>{customerEmail}</a>
        </dd>
        <dt>Phone</dt>
        <dd>
          <a href={`tel:${customerPhone.replace(/\s+/g, '')}`}>{customerPhone}</a>
        </dd>
      </dl>
      <MoneyPanel
        bookingId={bookingId}
        summary={`${customerName} · rent of stall ${stallId}, ${formatLkr(rent.monthlyRent)} a month`}
      />
      <BookingHistory bookingId={bookingId} />
    </div>
  );
}
