import { FileText, ScrollText } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDate, formatLkr } from '@/lib/format';
import { toast } from '@/lib/toast';
import { failureText } from '@/features/admin/api/staff-api';
import { useInvoiceDownload } from '@/features/admin/api/money-api';
import { AccountLink } from '@/features/admin/components/AccountLink';
import { INVOICE_STATUS_LABELS, invoiceTone } from '@/features/admin/components/MoneyPanel';
import { type InvoiceItem, useStatementDownload } from '../api/invoices';
import { balanceText, dayCount } from '../utils/invoice-format';

/** A button that starts a download (a hook of `useDownload`), disabled while it runs; a failure is a toast. */
function DownloadButton({
  children,
  label,
  failed,
  busy,
  download,
}: {
  children: ReactNode;
  label: string;
  failed: string;
  busy: boolean;
  download: (onError: (error: unknown) => void) => void;
}) {
  return (
    <button
      type="button"
      className="invoices-doc"
      aria-label={label}
      aria-busy={busy}
      disabled={busy}
      onClick={() =>
        download((error) => toast.error(failureText(error, failed, `${failed}: the server could not be reached.`)))
      }
    >
      {children}
    </button>
  );
}

/** When the next instalment is due, or how late the first one not covered is. */
function NextDue({ item }: { item: InvoiceItem }) {
  if (item.daysOverdue > 0) {
    return (
      <>
        <strong className="invoices-tone">{dayCount(item.daysOverdue)} overdue</strong>
        {item.nextDueOn && <span className="invoices-sub">was due {formatDate(item.nextDueOn)}</span>}
      </>
    );
  }
  if (item.nextDueOn) return <>Due {formatDate(item.nextDueOn)}</>;
  return <span className="invoices-muted">Nothing due</span>;
}

function InvoiceRow({ item, today }: { item: InvoiceItem; today: string }) {
  const invoicePdf = useInvoiceDownload();
  const statement = useStatementDownload();
  const tone = invoiceTone(item);
  return (
    <tr className={`money--${tone}`}>
      <td className="invoices-table__number" data-label="Invoice">
        <strong>{item.number}</strong>
        <span className="invoices-sub">Issued {formatDate(item.issuedOn)}</span>
      </td>
      <td className="invoices-table__customer" data-label="Customer and item">
        <AccountLink email={item.customerEmail}>{item.customerName}</AccountLink>
        <span className="invoices-sub">{item.customerEmail}</span>
        <span className="invoices-table__item">
          <span className="visually-hidden">For </span>
          {item.description}
        </span>
        {item.bookingId === null && <span className="invoices-sub">Booking deleted (settled)</span>}
      </td>
      <td className="invoices-table__amount" data-label="Amount">
        {formatLkr(item.amount)}
      </td>
      <td className="invoices-table__amount" data-label="Credited">
        {item.credited > 0 ? formatLkr(item.credited) : <span className="invoices-muted">—</span>}
        {item.creditNoteNumber && <span className="invoices-sub">{item.creditNoteNumber}</span>}
      </td>
      <td className="invoices-table__amount" data-label="Paid">
        {formatLkr(item.paid)}
      </td>
      <td className="invoices-table__amount invoices-tone" data-label="Balance">
        {balanceText(item.balance)}
        {item.dueNow > 0 && item.dueNow !== item.balance && (
          <span className="invoices-sub">{formatLkr(item.dueNow)} due now</span>
        )}
      </td>
      <td className="invoices-table__status" data-label="Status">
        <span className="invoice-status">{INVOICE_STATUS_LABELS[item.status]}</span>
        <span className="invoices-table__due">
          <NextDue item={item} />
        </span>
      </td>
      <td className="invoices-table__actions">
        <div className="invoices-table__buttons">
          <DownloadButton
            label={`Invoice PDF ${item.number}`}
            failed={`The invoice ${item.number} could not be downloaded`}
            busy={invoicePdf.isPending}
            download={(onError) => invoicePdf.mutate(item, { onError })}
          >
            <FileText aria-hidden="true" /> Invoice PDF
          </DownloadButton>
          <DownloadButton
            label={`Statement (PDF) of ${item.customerName}`}
            failed={`The statement of ${item.customerName} could not be downloaded`}
            busy={statement.isPending}
            download={(onError) => statement.mutate({ customer: item, today }, { onError })}
          >
            <ScrollText aria-hidden="true" /> Statement (PDF)
          </DownloadButton>
        </div>
      </td>
    </tr>
  );
}

/** The invoices listed, newest first: what each asked, what was credited and paid, what is owed, and its papers. */
export function InvoiceTable({ items, today }: { items: InvoiceItem[]; today: string }) {
  return (
    <div className="invoices-table__wrap">
      <table className="invoices-table">
        <caption className="visually-hidden">Invoices, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Invoice</th>
            <th scope="col">Customer and item</th>
            <th scope="col" className="invoices-table__amount">
              Amount
            </th>
            <th scope="col" className="invoices-table__amount">
              Credited
            </th>
            <th scope="col" className="invoices-table__amount">
              Paid
            </th>
            <th scope="col" className="invoices-table__amount">
              Balance
            </th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Documents</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <InvoiceRow key={item.id} item={item} today={today} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
