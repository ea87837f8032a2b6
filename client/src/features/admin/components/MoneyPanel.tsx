import { REASON_MAX_LENGTH, RENT_ARREARS_AFTER_DAYS } from '@kandy-park/domain';
import { FileText, HandCoins, Receipt, Undo2, Wallet } from 'lucide-react';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { Modal } from '@/components/Modal';
import { reasonText, useSchemaForm } from '@/lib/form';
import { toast } from '@/lib/toast';
import { formatDate, formatLkr } from '@/lib/format';
import { failureText, useProfile } from '@/features/admin/api/staff-api';
import {
  type BookingAccount,
  useInvoiceDownload,
  useReceiptDownload,
  type PaymentEntry,
  useBookingAccount,
  useReversePayment,
} from '@/features/admin/api/money-api';
import { RecordPaymentModal } from '@/features/admin/components/RecordPaymentModal';
import { useCreditNoteDownload } from '@/features/admin/api/refund-api';
import { RecordRefundModal } from '@/features/admin/components/RecordRefundModal';
import { RentInvoiceList } from '@/features/admin/components/RentInvoiceList';
import './money.css';
import { FormActions } from '@/features/admin/components/FormActions';

type Tone = 'paid' | 'owed' | 'overdue';

/** Money owed is amber, overdue red, paid green: the same everywhere in the dashboard. */
export function moneyTone(balance: number, daysOverdue: number): Tone {
  if (balance <= 0) return 'paid';
  return daysOverdue > 0 ? 'overdue' : 'owed';
}

type InvoiceAccount = NonNullable<BookingAccount['invoice']>;

export const INVOICE_STATUS_LABELS: Record<InvoiceAccount['status'], string> = {
  unpaid: 'Unpaid',
  'part paid': 'Part paid',
  paid: 'Paid',
  credited: 'Credited',
  overdue: 'Overdue',
};

/** The invoice's status decides its colour; a credited invoice is amber while money is still to refund. */
export function invoiceTone(invoice: Pick<InvoiceAccount, 'status' | 'balance'>): Tone {
  switch (invoice.status) {
    case 'paid':
      return 'paid';
    case 'overdue':
      return 'overdue';
    case 'unpaid':
    case 'part paid':
      return 'owed';
    case 'credited':
      return invoice.balance < 0 ? 'owed' : 'paid';
  }
}

const METHOD_LABELS: Record<string, string> = {
  cash: 'Cash',
  'bank transfer': 'Bank transfer',
  card: 'Card',
  cheque: 'Cheque',
};

/** "2 payments, 1 reversal, 1 refund". */
function entriesLabel(entries: PaymentEntry[]): string {
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const reversals = entries.filter((entry) => entry.kind === 'reversal').length;
  const refunds = entries.filter((entry) => entry.kind === 'refund').length;
  const paymentsText = count(entries.length - reversals - refunds, 'payment');
  return [paymentsText, reversals > 0 && count(reversals, 'reversal'), refunds > 0 && count(refunds, 'refund')]
    .filter(Boolean)
    .join(', ');
}

const dayCount = (days: number) => `${days} day${days === 1 ? '' : 's'}`;

interface Figure {
  label: string;
  value: string;
  tone?: Tone;
}

/** The figures of an account, in the order staff read them; `tone` when the account says it (an invoice's status). */
function figuresOf(account: BookingAccount): { figures: Figure[]; due: number; note: string | null; tone?: Tone } {
  if (account.rent) {
    const rent = account.rent;
    const tone = moneyTone(rent.balance, rent.daysOverdue);
    return {
      figures: [
        { label: 'Monthly rent', value: formatLkr(rent.monthlyRent) },
        { label: 'Months charged', value: String(rent.monthsCharged) },
        { label: 'Paid', value: formatLkr(rent.paid), tone: 'paid' },
        {
          label: 'Balance',
          value: rent.balance < 0 ? `${formatLkr(-rent.balance)} ahead` : formatLkr(rent.balance),
          tone,
        },
        { label: 'Next due', value: rent.nextDueDate ? formatDate(rent.nextDueDate) : 'Nothing more' },
        // What to collect: the overdue amount, or next month's rent less what was paid ahead towards it.
        {
          label: 'Amount due next',
          value: formatLkr(rent.nextDueAmount),
          tone: rent.balance > 0 ? tone : undefined,
        },
        {
          label: 'Days overdue',
          value: rent.daysOverdue > 0 ? dayCount(rent.daysOverdue) : 'None',
          tone: rent.daysOverdue > 0 ? 'overdue' : undefined,
        },
      ],
      due: rent.nextDueAmount,
      note: rent.inArrears ? `In arrears: rent is more than ${RENT_ARREARS_AFTER_DAYS} days overdue.` : null,
    };
  }
  const invoice = account.invoice;
  if (!invoice) return { figures: [], due: 0, note: null };
  const tone = invoiceTone(invoice);
  if (invoice.creditNote) {
    // Closed by a credit note: what was kept stays as a cancellation charge; a negative balance is owed back.
    const toRefund = Math.max(0, -invoice.balance);
    return {
      figures: [
        { label: 'Invoiced', value: formatLkr(invoice.invoiced) },
        { label: 'Credited', value: formatLkr(invoice.credited) },
        { label: 'Paid', value: formatLkr(invoice.paid), tone: 'paid' },
        { label: 'Kept', value: formatLkr(invoice.creditNote.kept) },
      ],
      due: 0,
      note: toRefund > 0 ? `To refund: ${formatLkr(toRefund)}` : 'Settled: nothing is owed either way.',
      tone,
    };
  }
  return {
    tone,
    figures: [
      { label: 'Invoiced', value: formatLkr(invoice.invoiced) },
      { label: 'Paid', value: formatLkr(invoice.paid), tone: 'paid' },
      { label: 'Balance', value: formatLkr(Math.max(0, invoice.balance)), tone },
    ],
    due: invoice.nextDueAmount,
    note: invoice.nextDueOn
      ? `${formatLkr(invoice.nextDueAmount)} due by ${formatDate(invoice.nextDueOn)}${invoice.daysOverdue > 0 ? `: ${dayCount(invoice.daysOverdue)} overdue` : ''}.`
      : 'Paid in full.',
  };
}

interface MoneyPanelProps {
  bookingId: string;
  /** Who pays and for what, for the payment form. */
  summary: string;
}

/** A booking's money in the dashboard: figures, Record payment, the invoice and every receipt. */
export function MoneyPanel({ bookingId, summary }: MoneyPanelProps) {
  const account = useBookingAccount(bookingId);
  const isAdmin = useProfile().data?.role === 'admin';
  const [paying, setPaying] = useState(false);
  const [reversing, setReversing] = useState<PaymentEntry | null>(null);
  const [refunding, setRefunding] = useState(false);
  const invoicePdf = useInvoiceDownload();
  const creditNotePdf = useCreditNoteDownload();

  if (account.isPending) return <p className="money-panel money-panel--quiet">Loading payments...</p>;
  if (account.isError) return <p className="money-panel money-panel--quiet">Payments could not be loaded.</p>;
  const data = account.data;
  if (data.kind === 'none') return null;
  const { figures, due, note, tone: accountTone } = figuresOf(data);
  const invoice = data.invoice?.invoice;
  const creditNote = data.invoice?.creditNote ?? null;
  const canPay = data.rent ? due > 0 : (data.invoice?.balance ?? 0) > 0;
  // What the park owes back on a credited invoice: only admins record a refund.
  const owedBack = data.invoice ? Math.max(0, -data.invoice.balance) : 0;
  const tone = accountTone ?? figures.find((figure) => figure.label === 'Balance')?.tone ?? 'owed';

  return (
    <section className={`money-panel money-panel--${tone}`} aria-label="Payments">
      {data.invoice && (
        <p className="money-panel__status">
          Invoice <span className={`money-status money--${tone}`}>{INVOICE_STATUS_LABELS[data.invoice.status]}</span>
        </p>
      )}
      <dl className="money-figures">
        {figures.map((figure) => (
          <div key={figure.label} className={figure.tone ? `money-figure money--${figure.tone}` : 'money-figure'}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      {note && <p className={`money-panel__note money--${data.rent?.inArrears ? 'overdue' : tone}`}>{note}</p>}
      {creditNote && (
        <p className="money-panel__credit">
          Credit note <strong>{creditNote.number}</strong> issued {formatDate(creditNote.issuedOn)} by{' '}
          {creditNote.issuedBy}
          {creditNote.kept > 0 ? `, keeping ${formatLkr(creditNote.kept)} as a cancellation charge` : ''}:{' '}
          {creditNote.reason}
        </p>
      )}
      <div className="money-panel__actions">
        {canPay && (
          <button type="button" className="button button--small button--primary" onClick={() => setPaying(true)}>
            <Wallet aria-hidden="true" />
            Record payment
          </button>
        )}
        {invoice && (
          <button
            type="button"
            className="button button--small button--ghost"
            onClick={() =>
              invoicePdf.mutate(invoice, { onError: () => toast.error('The invoice could not be downloaded') })
            }
          >
            <FileText aria-hidden="true" />
            Invoice {invoice.number}
          </button>
        )}
        {creditNote && (
          <button
            type="button"
            className="button button--small button--ghost"
            onClick={() =>
              creditNotePdf.mutate(creditNote, {
                onError: () => toast.error('The credit note could not be downloaded'),
              })
            }
          >
            <FileText aria-hidden="true" />
            Credit note {creditNote.number}
          </button>
        )}
        {isAdmin && owedBack > 0 && (
          <button type="button" className="button button--small button--primary" onClick={() => setRefunding(true)}>
            <HandCoins aria-hidden="true" />
            Record refund
          </button>
        )}
      </div>
      <RentInvoiceList invoices={data.rentInvoices ?? []} />
      {data.entries.length > 0 && (
        <details className="money-entries">
          <summary>{entriesLabel(data.entries)}</summary>
          <ul>
            {data.entries.map((entry) => (
              <EntryLine key={entry.id} entry={entry} canReverse={isAdmin} onReverse={() => setReversing(entry)} />
            ))}
          </ul>
        </details>
      )}
      <RecordPaymentModal
        bookingId={bookingId}
        summary={summary}
        suggestedAmount={due}
        open={paying}
        onClose={() => setPaying(false)}
      />
      <RecordRefundModal
        bookingId={bookingId}
        summary={summary}
        owedBack={owedBack}
        open={refunding}
        onClose={() => setRefunding(false)}
      />
      <ReverseModal entry={reversing} onClose={() => setReversing(null)} />
    </section>
  );
}

function EntryLine({
  entry,
  canReverse,
  onReverse,
}: {
  entry: PaymentEntry;
  canReverse: boolean;
  onReverse: () => void;
}) {
  const receiptPdf = useReceiptDownload();
  if (entry.kind === 'refund') {
    return (
      <li className="money-entry money-entry--refund">
        <span>
          {formatDate(entry.receivedOn)} · refund <strong>{formatLkr(-entry.amount)}</strong> ·{' '}
          {METHOD_LABELS[entry.method ?? ''] ?? entry.method}
          {entry.reference ? ` (${entry.reference})` : ''} · {entry.receiptNumber} by {entry.recordedBy}
        </span>
        <span className="money-entry__actions">
          <button
            type="button"
            className="button button--small button--ghost"
            aria-label={`Download refund note ${entry.receiptNumber}`}
            onClick={() =>
              receiptPdf.mutate(entry, { onError: () => toast.error('The refund note could not be downloaded') })
            }
          >
            <Receipt aria-hidden="true" />
            Refund note
          </button>
        </span>
      </li>
    );
  }
  if (entry.kind === 'reversal') {
    return (
      <li className="money-entry money-entry--reversal">
        <span>
          {formatDate(entry.receivedOn)} · reversal {formatLkr(entry.amount)} by {entry.recordedBy}: {entry.reason}
        </span>
      </li>
    );
  }
  return (
    <li className={`money-entry${entry.reversedById ? ' is-reversed' : ''}`}>
      <span>
        {formatDate(entry.receivedOn)} · <strong>{formatLkr(entry.amount)}</strong> ·{' '}
        {METHOD_LABELS[entry.method ?? ''] ?? entry.method}
        {entry.reference ? ` (${entry.reference})` : ''} · {entry.receiptNumber}
        {entry.reversedById ? ' · reversed' : ''}
      </span>
      <span className="money-entry__actions">
        <button
          type="button"
          className="button button--small button--ghost"
          aria-label={`Download receipt ${entry.receiptNumber}`}
          onClick={() =>
            receiptPdf.mutate(entry, { onError: () => toast.error('The receipt could not be downloaded') })
          }
        >
          <Receipt aria-hidden="true" />
          Receipt
        </button>
        {canReverse && !entry.reversedById && (
          <button
            type="button"
            className="button button--small button--ghost"
            aria-label={`Reverse receipt ${entry.receiptNumber}`}
            onClick={onReverse}
          >
            <Undo2 aria-hidden="true" />
            Reverse
          </button>
        )}
      </span>
    </li>
  );
}

/** Admins correct a payment by reversing it whole, with the reason; the payment itself stays on record. */
const reversalSchema = v.object({ reason: reasonText('Please give the reason for the reversal.') });

function ReverseModal({ entry, onClose }: { entry: PaymentEntry | null; onClose: () => void }) {
  const id = useId();
  const form = useSchemaForm(reversalSchema, { reason: '' }, { focusProblem: false });
  const [failure, setFailure] = useState<string | null>(null);
  // The reason's problem stays until the form is sent again, as the server's refusal does.
  const problem = form.formState.errors.reason?.message ?? failure;
  const reverse = useReversePayment();

  const submit = form.handleSubmit(({ reason }) => {
    if (!entry) return;
    setFailure(null);
    reverse.mutate(
      { paymentId: entry.id, reason },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          form.reset();
          onClose();
        },
        onError: (error) =>
          setFailure(failureText(error, 'Failed to reverse the payment', 'Error reversing the payment')),
      },
    );
  });

  return (
    <Modal
      open={entry !== null}
      onOpenChange={(open) => !open && !reverse.isPending && onClose()}
      title="Reverse payment"
      description="The payment stays on record; a reversal entry takes its amount off, with your reason."
    >
      {entry && (
        <form className="money-form" onSubmit={submit} noValidate>
          <p className="money-form__summary">
            Receipt <strong>{entry.receiptNumber}</strong>: {formatLkr(entry.amount)} received{' '}
            {formatDate(entry.receivedOn)} from {entry.customerName}.
          </p>
          <div className="field">
            <label htmlFor={`${id}-reason`}>Reason</label>
            <textarea
              id={`${id}-reason`}
              rows={3}
              maxLength={REASON_MAX_LENGTH}
              required
              {...form.register('reason')}
            />
          </div>
          {problem && (
            <p className="money-form__error" role="alert">
              {problem}
            </p>
          )}
          <FormActions
            busy={reverse.isPending}
            checking={form.checking}
            submitLabel="Reverse payment"
            busyLabel="Reversing..."
            onCancel={onClose}
            tone="danger"
          />
        </form>
      )}
    </Modal>
  );
}
