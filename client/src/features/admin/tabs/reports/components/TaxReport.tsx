import { useId } from 'react';
import { monthName } from '@/lib/month';
import { ListError, ListLoading } from '@/features/admin/components/ListState';
import { type TaxFigures, useTaxSummary } from '../api/reports';
import { DownloadCsv } from './DownloadCsv';
import { Amount, ReportHeader } from './ReportTable';

const COLUMNS: ReadonlyArray<{ key: keyof TaxFigures; label: string }> = [
  { key: 'net', label: 'Value before tax' },
  { key: 'sscl', label: 'SSCL' },
  { key: 'vat', label: 'VAT' },
  { key: 'total', label: 'Total' },
];

/** The output tax of a year month by month: VAT and SSCL charged on invoices and rent, less credit notes. */
export function TaxReport({ year, years, onYear }: { year: number; years: number[]; onYear: (year: number) => void }) {
  const id = useId();
  const report = useTaxSummary(year);
  const data = report.data;
  return (
    <section className="reports-section" aria-labelledby={`${id}-title`}>
      <ReportHeader
        titleId={`${id}-title`}
        title={`Output tax, ${year}`}
        intro="VAT and SSCL charged on invoices and rent invoices, less what credit notes took off, on the documents' dates, with the value before tax they were charged on. Documents issued while taxes were off carry none."
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
        <DownloadCsv request={{ report: 'taxes', year }} label={`output tax of ${year}`} disabled={!data} />
      </ReportHeader>
      {report.isError && !data ? (
        <ListError message="The output tax could not be loaded." onRetry={() => void report.refetch()} />
      ) : !data ? (
        <ListLoading label="Loading the output tax" />
      ) : (
        <div className="reports-table__wrap">
          <table className="reports-table">
            <caption className="visually-hidden">Output tax of {data.year} by month, in LKR</caption>
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
                    <td key={column.key} className="reports-table__amount">
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
