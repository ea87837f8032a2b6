import './invoices.css';
import '@/features/admin/components/money.css';
import { Download, Search, X } from 'lucide-react';
import { useId, useState } from 'react';
import { formatLkr } from '@/lib/format';
import { parkToday } from '@/lib/park-time';
import { toast } from '@/lib/toast';
import { failureText } from '@/features/admin/api/staff-api';
import { EmptyState, ListError, ListLoading } from '@/features/admin/components/ListState';
import { StatCard } from '@/features/admin/components/StatCard';
import { useDebounced } from '@/features/admin/hooks/use-debounced';
import { type InvoiceBook, type InvoiceStatusFilter, useInvoiceBook, useInvoicesExport } from './api/invoices';
import { AgingTable } from './components/AgingTable';
import { ClosedMonths } from './components/ClosedMonths';
import { InvoiceTable } from './components/InvoiceTable';
import { NumberGaps } from './components/NumberGaps';
import { STATUS_FILTERS } from './utils/invoice-format';

const count = (n: number) => `${n} invoice${n === 1 ? '' : 's'}`;

/** The totals of the invoices listed: what they asked, what credit notes took off, what came in, what is owed. */
function Totals({ book, filtered }: { book: InvoiceBook; filtered: boolean }) {
  const of = `${filtered ? 'Of the' : 'All'} ${count(book.items.length)}${filtered ? ' listed' : ''}`;
  return (
    <div className="stat-grid invoices-totals" aria-label="Totals of the invoices listed" role="group">
      <StatCard label="Issued" value={formatLkr(book.issued)} hint={of} />
      <StatCard label="Credited" value={formatLkr(book.credited)} hint="By credit notes" />
      <StatCard label="Paid" value={formatLkr(book.paid)} hint="Less reversals and refunds" tone="approved" />
      <StatCard
        label="Owed"
        value={formatLkr(book.owed)}
        hint="Still to be paid"
        tone={book.owed > 0 ? 'pending' : 'approved'}
      />
      <StatCard
        label="Owed today"
        value={formatLkr(book.dueNow)}
        hint="Instalments whose date has come"
        tone={book.dueNow > 0 ? 'pending' : 'approved'}
      />
    </div>
  );
}

/**
 * Every invoice the park has issued, searchable and filtered by status, with their totals, the aging of all that is
 * owed on a day (invoices and stall rent, Current and overdue), a CSV for the accountant, and each invoice's and customer's papers.
 */
export function InvoicesTab() {
  const id = useId();
  const [searchText, setSearchText] = useState('');
  const [status, setStatus] = useState<InvoiceStatusFilter>('all');
  /** The aging's day: empty for today. */
  const [asOf, setAsOf] = useState('');
  const q = useDebounced(searchText);
  const query = { q, status };
  const book = useInvoiceBook({ ...query, asOf });
  const invoicesCsv = useInvoicesExport();
  const data = book.data;
  const filtered = q.trim() !== '' || status !== 'all';

  function exportCsv() {
    const listed = data?.items.length ?? 0;
    invoicesCsv.mutate(
      { query, today: data?.today ?? parkToday() },
      {
        onSuccess: () => toast.success(`Exported ${count(listed)}.`),
        onError: (error) =>
          toast.error(failureText(error, 'Failed to export the invoices', 'Error exporting the invoices')),
      },
    );
  }

  return (
    <div className="invoices">
      <p className="staff-intro">
        Every invoice issued for a venue booking: what it asked, what was credited, paid and is still owed. Stall rent
        has its own account on the Vendor Stalls tab; it is counted in the aging below.
      </p>

      {book.isError && !data ? (
        <ListError message="The invoices could not be loaded." onRetry={() => void book.refetch()} />
      ) : !data ? (
        <ListLoading label="Loading the invoices" />
      ) : (
        <>
          <Totals book={data} filtered={filtered} />
          <AgingTable
            aging={data.aging}
            asOf={data.asOf}
            today={data.today}
            onAsOfChange={(day) => setAsOf(day === data.today ? '' : day)}
          />
        </>
      )}

      <NumberGaps />
      <ClosedMonths />

      <div className="staff-filters invoices-filters" role="search" aria-label="Filter the invoices">
        <div className="staff-filters__row invoices-filters__row">
          <div className="field">
            <label htmlFor={`${id}-q`}>Search invoices</label>
            <div className="invoices-filters__search-box">
              <Search aria-hidden="true" size={18} />
              <input
                id={`${id}-q`}
                type="search"
                value={searchText}
                maxLength={100}
                autoComplete="off"
                placeholder="Number, customer, e-mail or item"
                onChange={(event) => setSearchText(event.target.value)}
              />
            </div>
          </div>
          <div className="field">
            <label htmlFor={`${id}-status`}>Status</label>
            <select
              id={`${id}-status`}
              value={status}
              onChange={(event) => setStatus(event.target.value as InvoiceStatusFilter)}
            >
              {STATUS_FILTERS.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="staff-filters__actions">
          <button
            type="button"
            className="button button--small button--ghost"
            disabled={!filtered && searchText === ''}
            onClick={() => {
              setSearchText('');
              setStatus('all');
            }}
          >
            <X aria-hidden="true" /> Clear filters
          </button>
          <button
            type="button"
            className="button button--small button--ghost"
            disabled={invoicesCsv.isPending || !data || data.items.length === 0}
            onClick={exportCsv}
          >
            <Download aria-hidden="true" /> {invoicesCsv.isPending ? 'Exporting...' : 'Export CSV'}
          </button>
        </div>
      </div>

      {data &&
        (data.items.length === 0 ? (
          <EmptyState title={filtered ? 'No invoice matches these filters.' : 'No invoice has been issued yet.'}>
            {filtered ? (
              <p>Try other words or another status, or clear the filters.</p>
            ) : (
              <p>An invoice is issued when a venue booking with a price is approved.</p>
            )}
          </EmptyState>
        ) : (
          <InvoiceTable items={data.items} today={data.today} />
        ))}
    </div>
  );
}
