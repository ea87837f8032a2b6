import { FileText } from 'lucide-react';
import { formatDate, formatLkr } from '@/lib/format';
import { toast } from '@/lib/toast';
import { type RentInvoice, useRentInvoiceDownload } from '@/features/admin/api/money-api';

/** A rental's rent invoices, one per month charged, each downloadable as the PDF it was issued as. */
export function RentInvoiceList({ invoices }: { invoices: RentInvoice[] }) {
  const pdf = useRentInvoiceDownload();
  if (invoices.length === 0) return null;
  return (
    <details className="money-entries">
      <summary>
        {invoices.length} rent invoice{invoices.length === 1 ? '' : 's'}
      </summary>
      <ul>
        {invoices.map((rent) => (
          <li key={rent.id} className={`money-entry${rent.creditNoteNumber ? ' is-reversed' : ''}`}>
            <span>
              Month {rent.month} · due {formatDate(rent.periodStart)} · <strong>{formatLkr(rent.amount)}</strong> ·{' '}
              {rent.number}
              {rent.creditNoteNumber ? ` · credited by ${rent.creditNoteNumber}` : ''}
            </span>
            <span className="money-entry__actions">
              <button
                type="button"
                className="button button--small button--ghost"
                aria-label={`Download rent invoice ${rent.number}`}
                disabled={pdf.isPending}
                onClick={() =>
                  pdf.mutate(rent, {
                    onError: () => toast.error(`The rent invoice ${rent.number} could not be downloaded`),
                  })
                }
              >
                <FileText aria-hidden="true" />
                Invoice
              </button>
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
