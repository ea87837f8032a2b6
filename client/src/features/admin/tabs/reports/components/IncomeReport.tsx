import { useId } from 'react';
import { monthName } from '@/lib/month';
import { ListError, ListLoading } from '@/features/admin/components/ListState';
import { type IncomeFigures, useIncomeReport } from '../api/reports';
import { DownloadCsv } from './DownloadCsv';
import { Amount, ReportHeader } from './ReportTable';

const COLUMNS: ReadonlyArray<{ key: keyof IncomeFigures; label: string }> = [
  { key: 'venueInvoices', label: 'Venue invoices' },
  { key: 'stallRent', label: 'Stall rent' },
  { key: 'venueCredits', label: 'Credits, venues' },
  { key: 'rentCredits', label: 'Credits, rent' },
  { key: 'net', label: 'Net income' },
  { key: 'cancellationKept', label: 'Kept on cancellation' },
];

/** Income of a year month by month, on the accrual basis: what was invoiced and credited, on the documents' dates. */
export function IncomeReport({
  year,
  years,
  onYear,
}: {
  year: number;
  years: number[];
  onYear: (year: number) => void;
}) {
  const id = useId();
  const report = useIncomeReport(year);
  const data = report.data;
  return (
    <section className="reports-section" aria-labelledby={`${id}-title`}>
      <ReportHeader
        titleId={`${id}-title`}
        title={`Income, ${year}`}
        intro="On the accrual basis: an invoice is income on its date, a credit note takes it off on the credit note's date. Money received is in the day-book."
      >
        <div className="field">
          <label htmlFor={`${id}-year`}>Year</label>
          <select id={`${id}-year`} value={year} onChange={(event) => onYear(Number(event.target.value))}>
            {years.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
        </div>
        <DownloadCsv request={{ report: 'income', year }} label={`income of ${year}`} disabled={!data} />
      </ReportHeader>
      {report.isError && !data ? (
        <ListError message="The income could not be loaded." onRetry={() => void report.refetch()} />
      ) : !data ? (
        <ListLoading label="Loading the income" />
      ) : (
        <div className="reports-table__wrap">
          <table className="reports-table">
            <caption className="visually-hidden">Income of {data.year} by month, in LKR</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                {COLUMNS.map((column) => (
                  <th key={column.key} scope="col" className="reports-table__amount">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.months.map((month) => (
                <tr key={month.month}>
                  <th scope="row">{monthName(month.month)}</th>
                  {COLUMNS.map((column) => (
                    <td
                      key={column.key}
                      className={`reports-table__amount${column.key === 'net' ? ' reports-table__net' : ''}`}
                    >
                      <Amount value={month[column.key]} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="reports-table__total">
                <th scope="row">Total {data.year}</th>
                {COLUMNS.map((column) => (
                  <td key={column.key} className="reports-table__amount">
                    <Amount value={data.total[column.key]} strong />
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
