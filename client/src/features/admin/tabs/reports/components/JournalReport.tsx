import { useId } from 'react';
import { formatLkr } from '@/lib/format';
import { failureText } from '@/features/admin/api/staff-api';
import { EmptyState, ListError, ListLoading } from '@/features/admin/components/ListState';
import { type Period, useJournal } from '../api/reports';
import { DownloadCsv } from './DownloadCsv';
import { PeriodPicker } from './PeriodPicker';
import { ReportHeader } from './ReportTable';

/** The most lines drawn on screen; the CSV has them all. */
export const JOURNAL_LINES_SHOWN = 300;

const KIND_LABELS: Record<string, string> = {
  invoice: 'Invoice',
  rent: 'Rent',
  credit: 'Credit note',
  payment: 'Payment',
  reversal: 'Reversal',
  refund: 'Refund',
};

const cell = (value: number | null) => (value === null ? '' : formatLkr(value));

/** The ledger in the order written, each entry a debit or a credit, with its account's balance after it. */
export function JournalReport({ period, onPeriod }: { period: Period; onPeriod: (period: Period) => void }) {
  const id = useId();
  const report = useJournal(period);
  const data = report.data;
  const shown = data?.lines.slice(0, JOURNAL_LINES_SHOWN) ?? [];
  return (
    <section className="reports-section" aria-labelledby={`${id}-title`}>
      <ReportHeader
        titleId={`${id}-title`}
        title="Journal"
        intro="Every ledger entry dated in the period, in the order written, for the accounting package: a debit raises what the customer owes, a credit lowers it."
      >
        <PeriodPicker period={period} onChange={onPeriod} />
        <DownloadCsv request={{ report: 'journal', ...period }} label="journal" disabled={!data || report.isError} />
      </ReportHeader>
      {report.isError ? (
        <ListError
          message={failureText(report.error, 'The journal could not be loaded.', 'The journal could not be loaded.')}
          onRetry={() => void report.refetch()}
        />
      ) : !data ? (
        <ListLoading label="Loading the journal" />
      ) : data.lines.length === 0 ? (
        <EmptyState title="No entry is dated in this period." />
      ) : (
        <>
          <div className="reports-table__wrap reports-table__wrap--scroll">
            <table className="reports-table reports-table--dense">
              <caption className="visually-hidden">Journal, in the order written, in LKR</caption>
              <thead>
                <tr>
                  <th scope="col" className="reports-table__amount">
                    #
                  </th>
                  <th scope="col">Date</th>
                  <th scope="col">Document</th>
                  <th scope="col">Customer</th>
                  <th scope="col">Description</th>
                  <th scope="col" className="reports-table__amount">
                    Debit
                  </th>
                  <th scope="col" className="reports-table__amount">
                    Credit
                  </th>
                  <th scope="col" className="reports-table__amount">
                    Balance
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((line) => (
                  <tr key={line.position}>
                    <td className="reports-table__amount reports-muted">{line.position}</td>
                    <td className="reports-table__date">{line.entryOn}</td>
                    <td className="reports-table__documents reports-table__date">
                      {line.documentNumber}
                      <span className="reports-sub">{KIND_LABELS[line.kind] ?? line.kind}</span>
                    </td>
                    <td title={line.account}>{line.customerName}</td>
                    <td className="reports-table__description">{line.description}</td>
                    <td className="reports-table__amount">{cell(line.debit)}</td>
                    <td className="reports-table__amount">{cell(line.credit)}</td>
                    <td className="reports-table__amount">{formatLkr(line.accountBalance)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="reports-table__total">
                  <th scope="row" colSpan={5}>
                    {data.lines.length} entr{data.lines.length === 1 ? 'y' : 'ies'}
                  </th>
                  <td className="reports-table__amount">
                    <strong>{formatLkr(data.debits)}</strong>
                  </td>
                  <td className="reports-table__amount">
                    <strong>{formatLkr(data.credits)}</strong>
                  </td>
                  <td />
                </tr>
              </tfoot>
            </table>
          </div>
          {data.lines.length > shown.length && (
            <p className="reports-note">
              The first {shown.length} of {data.lines.length} entries are shown; the CSV has them all.
            </p>
          )}
        </>
      )}
    </section>
  );
}
