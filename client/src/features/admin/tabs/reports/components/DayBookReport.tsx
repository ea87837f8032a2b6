import { Fragment, useId } from 'react';
import { formatDate } from '@/lib/format';
import { failureText } from '@/features/admin/api/staff-api';
import { EmptyState, ListError, ListLoading } from '@/features/admin/components/ListState';
import { type CashFigures, type Period, useDayBook } from '../api/reports';
import { DownloadCsv } from './DownloadCsv';
import { PeriodPicker } from './PeriodPicker';
import { Amount, ReportHeader } from './ReportTable';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function Figures({ figures, strong = false }: { figures: CashFigures; strong?: boolean }) {
  return (
    <>
      <td className="reports-table__amount">
        <Amount value={figures.received} strong={strong} />
      </td>
      <td className="reports-table__amount">
        <Amount value={figures.reversed} strong={strong} />
      </td>
      <td className="reports-table__amount">
        <Amount value={figures.refunded} strong={strong} />
      </td>
      <td className="reports-table__amount reports-table__net">
        <Amount value={figures.net} strong={strong} />
      </td>
      <td className="reports-table__amount">{figures.count}</td>
    </>
  );
}

/** The cashier's day-book: payments, reversals and refunds by day and method, the day's and the period's totals. */
export function DayBookReport({ period, onPeriod }: { period: Period; onPeriod: (period: Period) => void }) {
  const id = useId();
  const report = useDayBook(period);
  const data = report.data;
  return (
    <section className="reports-section" aria-labelledby={`${id}-title`}>
      <ReportHeader
        titleId={`${id}-title`}
        title="Cashier's day-book"
        intro="Money received, reversed and refunded, on the day it moved, by method. A reversal counts under its payment's method."
      >
        <PeriodPicker period={period} onChange={onPeriod} />
        <DownloadCsv request={{ report: 'day-book', ...period }} label="day-book" disabled={!data || report.isError} />
      </ReportHeader>
      {report.isError ? (
        <ListError
          message={failureText(report.error, 'The day-book could not be loaded.', 'The day-book could not be loaded.')}
          onRetry={() => void report.refetch()}
        />
      ) : !data ? (
        <ListLoading label="Loading the day-book" />
      ) : data.days.length === 0 ? (
        <EmptyState title={`No money moved from ${formatDate(data.from)} to ${formatDate(data.to)}.`} />
      ) : (
        <div className="reports-table__wrap">
          <table className="reports-table">
            <caption className="visually-hidden">
              Day-book from {formatDate(data.from)} to {formatDate(data.to)}, in LKR
            </caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Method</th>
                <th scope="col" className="reports-table__amount">
                  Received
                </th>
                <th scope="col" className="reports-table__amount">
                  Reversed
                </th>
                <th scope="col" className="reports-table__amount">
                  Refunded
                </th>
                <th scope="col" className="reports-table__amount">
                  Net
                </th>
                <th scope="col" className="reports-table__amount">
                  Entries
                </th>
              </tr>
            </thead>
            <tbody>
              {data.days.map((day) => (
                <Fragment key={day.day}>
                  {day.methods.map((method, index) => (
                    <tr key={method.method}>
                      {index === 0 && (
                        <th scope="rowgroup" rowSpan={day.methods.length + 1} className="reports-table__date">
                          {formatDate(day.day)}
                        </th>
                      )}
                      <td>{capitalised(method.method)}</td>
                      <Figures figures={method} />
                    </tr>
                  ))}
                  <tr className="reports-table__subtotal">
                    <td>Day total</td>
                    <Figures figures={day.total} strong />
                  </tr>
                </Fragment>
              ))}
            </tbody>
            <tfoot>
              {data.byMethod.map((method) => (
                <tr key={method.method} className="reports-table__by-method">
                  <th scope="row">Period</th>
                  <td>{capitalised(method.method)}</td>
                  <Figures figures={method} />
                </tr>
              ))}
              <tr className="reports-table__total">
                <th scope="row" colSpan={2}>
                  Period total
                </th>
                <Figures figures={data.total} strong />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
