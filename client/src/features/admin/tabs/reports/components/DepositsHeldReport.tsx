import { useId } from 'react';
import { formatDate, formatLkr } from '@/lib/format';
import { EmptyState, ListError, ListLoading } from '@/features/admin/components/ListState';
import { useDepositsHeld } from '../api/reports';
import { DownloadCsv } from './DownloadCsv';
import { Amount, ReportHeader } from './ReportTable';

/** Money received on venue bookings whose event is still ahead: held until the event, or refunded. */
export function DepositsHeldReport({
  asOf,
  today,
  onAsOf,
}: {
  asOf: string;
  today: string;
  onAsOf: (day: string) => void;
}) {
  const id = useId();
  const report = useDepositsHeld(asOf);
  const data = report.data;
  const day = asOf || today;
  return (
    <section className="reports-section" aria-labelledby={`${id}-title`}>
      <ReportHeader
        titleId={`${id}-title`}
        title="Deposits held for events ahead"
        intro="Payments less reversals and refunds received by the day on venue bookings whose event comes after it and that are not cancelled."
      >
        <div className="field">
          <label htmlFor={`${id}-as-of`}>As of</label>
          <input
            id={`${id}-as-of`}
            type="date"
            value={day}
            onChange={(event) => onAsOf(event.target.value === today ? '' : event.target.value)}
          />
        </div>
        <DownloadCsv request={{ report: 'deposits-held', asOf: day }} label="deposits held" disabled={!data} />
      </ReportHeader>
      {report.isError && !data ? (
        <ListError message="The deposits held could not be loaded." onRetry={() => void report.refetch()} />
      ) : !data ? (
        <ListLoading label="Loading the deposits held" />
      ) : data.bookings.length === 0 ? (
        <EmptyState title={`No money is held for events after ${formatDate(data.asOf)}.`} />
      ) : (
        <div className="reports-table__wrap">
          <table className="reports-table">
            <caption className="visually-hidden">Deposits held at the end of {formatDate(data.asOf)}</caption>
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Venue</th>
                <th scope="col">Customer</th>
                <th scope="col">Documents</th>
                <th scope="col" className="reports-table__amount">
                  Held
                </th>
              </tr>
            </thead>
            <tbody>
              {data.bookings.map((booking) => (
                <tr key={booking.bookingId}>
                  <td className="reports-table__date">{formatDate(booking.eventDate)}</td>
                  <td>{booking.venue}</td>
                  <td>
                    {booking.customerName}
                    <span className="reports-sub">{booking.account}</span>
                  </td>
                  <td className="reports-table__documents">
                    {booking.documents.map((number) => (
                      <span key={number} className="reports-doc">
                        {number}
                      </span>
                    ))}
                  </td>
                  <td className="reports-table__amount">
                    <Amount value={booking.held} />
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="reports-table__total">
                <th scope="row" colSpan={4}>
                  Held on {data.bookings.length} booking{data.bookings.length === 1 ? '' : 's'}
                </th>
                <td className="reports-table__amount">
                  <strong>{formatLkr(data.total)}</strong>
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
