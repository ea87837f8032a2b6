import { useId } from 'react';
import { formatDate, formatLkr } from '@/lib/format';
import { EmptyState, ListError, ListLoading } from '@/features/admin/components/ListState';
import { useOwedBack } from '../api/reports';
import { DownloadCsv } from './DownloadCsv';
import { ReportHeader } from './ReportTable';

/** Bookings whose ledger balance is below zero: what the park owes back, since when, and the documents. */
export function OwedBackReport({ today }: { today: string }) {
  const id = useId();
  const report = useOwedBack();
  const data = report.data;
  return (
    <section className="reports-section" aria-labelledby={`${id}-title`}>
      <ReportHeader
        titleId={`${id}-title`}
        title="Money owed back"
        intro="Bookings whose balance in the ledger is below zero today: money received beyond what a credit note left on the invoice, or rent paid ahead on an ended rental. Record the refund on the booking."
      >
        <DownloadCsv
          request={{ report: 'owed-back', today: data?.today ?? today }}
          label="money owed back"
          disabled={!data}
        />
      </ReportHeader>
      {report.isError && !data ? (
        <ListError message="The money owed back could not be loaded." onRetry={() => void report.refetch()} />
      ) : !data ? (
        <ListLoading label="Loading the money owed back" />
      ) : data.items.length === 0 ? (
        <EmptyState title="The park owes nothing back." />
      ) : (
        <div className="reports-table__wrap">
          <table className="reports-table">
            <caption className="visually-hidden">Money owed back today, largest first</caption>
            <thead>
              <tr>
                <th scope="col">Customer</th>
                <th scope="col">For</th>
                <th scope="col">Since</th>
                <th scope="col">Documents</th>
                <th scope="col" className="reports-table__amount">
                  Owed back
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <tr key={item.bookingId ?? item.account}>
                  <td>
                    {item.customerName}
                    <span className="reports-sub">{item.account}</span>
                  </td>
                  <td className="reports-table__description">{item.description}</td>
                  <td className="reports-table__date">{formatDate(item.since)}</td>
                  <td className="reports-table__documents">
                    {[...new Set(item.documents.map((document) => document.documentNumber))].map((number) => (
                      <span key={number} className="reports-doc">
                        {number}
                      </span>
                    ))}
                  </td>
                  <td className="reports-table__amount money--owed">
                    <span className="reports-owed">{formatLkr(item.owedBack)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="reports-table__total">
                <th scope="row" colSpan={4}>
                  Owed back on {data.items.length} booking{data.items.length === 1 ? '' : 's'}
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
