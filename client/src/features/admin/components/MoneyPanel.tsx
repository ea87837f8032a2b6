import { REASON_MAX_LENGTH, RENT_ARREARS_AFTER_DAYS } from '@kandy-park/domain';
import { ArrowRightLeft, FileMinus, FileText, HandCoins, Receipt, Undo2, Wallet } from 'lucide-react';
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
import { type CreditNote, useCreditNoteDownload } from '@/features/admin/api/refund-api';
import { RecordRefundModal } from '@/features/admin/components/RecordRefundModal';
import { ApplyCreditModal, CreditNoteModal } from '@/features/admin/components/CorrectionModals';
import { correctionActions } from '@/features/admin/components/corrections';
import { parkToday } from '@/lib/park-time';
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

const CREDIT_KIND_LABELS: Record<CreditNote['kind'], string> = {
  cancellation: 'cancellation',
  discount: 'discount',
  write_off: 'write-off',
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
      ...(invoice.credited > 0 ? [{ label: 'Credited', value: formatLkr(invoice.credited) }] : []),
      { label: 'Paid', value: formatLkr(invoice.paid), tone: 'paid' },
      { label: 'Balance', value: formatLkr(Math.max(0, invoice.balance)), tone },
    ],
    due: invoice.nextDueAmount,
    note:
      account.credit.available > 0
        ? `Customer credit: ${formatLkr(account.credit.available)}, paid beyond what the invoice asks. Refund it or apply it to another booking.`
        : invoice.status === 'credited'
          ? 'Written off: nothing more is owed.'
          : invoice.nextDueOn
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
  const [crediting, setCrediting] = useState<'discount' | 'write_off' | null>(null);
  const [applying, setApplying] = useState(false);
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
  // The customer's credit (what the park owes back): admins refund it; any staff member may apply it elsewhere.
  const actions = correctionActions(data, isAdmin);
  const owedBack = actions.refund;
  const creditNotes = [
    ...(data.invoice?.creditNotes.filter((note) => note.kind !== 'cancellation') ?? []),
    ...(data.rentInvoices ?? []).flatMap((rent) => rent.creditNotes),
  ];
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
        {actions.applyCredit && (
          <button type="button" className="button button--small button--ghost" onClick={() => setApplying(true)}>
            <ArrowRightLeft aria-hidden="true" />
            Apply credit
          </button>
        )}
        {actions.discount.length > 0 && (
          <button type="button" className="button button--small button--ghost" onClick={() => setCrediting('discount')}>
            <FileMinus aria-hidden="true" />
            Credit note
          </button>
        )}
        {actions.writeOff.length > 0 && (
          <button
            type="button"
            className="button button--small button--ghost"
            onClick={() => setCrediting('write_off')}
          >
            <FileMinus aria-hidden="true" />
            Write off
          </button>
        )}
      </div>
      {creditNotes.length > 0 && (
        <ul className="money-panel__credits" aria-label="Credit notes">
          {creditNotes.map((note) => (
            <li key={note.id}>
              <span>
                Credit note <strong>{note.number}</strong> ({CREDIT_KIND_LABELS[note.kind]}) {formatLkr(note.amount)},{' '}
                {formatDate(note.issuedOn)} by {note.issuedBy}: {note.reason}
              </span>
              <button
                type="button"
                className="button button--small button--ghost"
                aria-label={`Download credit note ${note.number}`}
                onClick={() =>
                  creditNotePdf.mutate(note, { onError: () => toast.error('The credit note could not be downloaded') })
                }
              >
                <FileText aria-hidden="true" />
                PDF
              </button>
            </li>
          ))}
        </ul>
      )}
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
      <CreditNoteModal
        kind={crediting}
        invoices={crediting === 'write_off' ? actions.writeOff : actions.discount}
        onClose={() => setCrediting(null)}
      />
      <ApplyCreditModal bookingId={bookingId} credit={data.credit} open={applying} onClose={() => setApplying(false)} />
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
      <li className={`money-entry money-entry--refund${entry.reversedById ? ' is-reversed' : ''}`}>
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
          {canReverse && !entry.reversedById && (
            <button
              type="button"
              className="button button--small button--ghost"
              aria-label={`Reverse refund ${entry.receiptNumber}: the money came back`}
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
  if (entry.kind === 'reversal') {
    return (
      <li className="money-entry money-entry--reversal">
        <span>
          {formatDate(entry.receivedOn)} · {entry.amount > 0 ? 'refund returned' : 'reversal'}{' '}
          {formatLkr(Math.abs(entry.amount))} by {entry.recordedBy}: {entry.reason}
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
const reversalSchema = v.object({
  reason: reasonText('Please give the reason for the reversal.'),
  reversedOn: v.pipe(v.string(), v.minLength(10, 'Please give the day the money moved.')),
});

function ReverseModal({ entry, onClose }: { entry: PaymentEntry | null; onClose: () => void }) {
  const id = useId();
  const today = parkToday();
  const form = useSchemaForm(reversalSchema, { reason: '', reversedOn: today }, { focusProblem: false });
  const [failure, setFailure] = useState<string | null>(null);
  // The reason's problem stays until the form is sent again, as the server's refusal does.
  const problem = form.formState.errors.reason?.message ?? form.formState.errors.reversedOn?.message ?? failure;
  const reverse = useReversePayment();
  const refund = entry?.kind === 'refund';

  const submit = form.handleSubmit(({ reason, reversedOn }) => {
    if (!entry) return;
    setFailure(null);
    reverse.mutate(
      { paymentId: entry.id, reason, reversedOn },
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
      title={refund ? 'Reverse refund' : 'Reverse payment'}
      description={
        refund
          ? 'For a refund whose money came back (a returned transfer): it is owed to the customer again, and the refund note is marked reversed.'
          : 'The payment stays on record; a reversal entry takes its amount off, with your reason.'
      }
    >
      {entry && (
        <form className="money-form" onSubmit={submit} noValidate>
          <p className="money-form__summary">
            {refund ? 'Refund note' : 'Receipt'} <strong>{entry.receiptNumber}</strong>:{' '}
            {formatLkr(Math.abs(entry.amount))} {refund ? 'paid back' : 'received'} {formatDate(entry.receivedOn)}{' '}
            {refund ? 'to' : 'from'} {entry.customerName}.
          </p>
          <div className="field">
            <label htmlFor={`${id}-date`}>{refund ? 'Date the money came back' : 'Date reversed'}</label>
            <input
              id={`${id}-date`}
              type="date"
              required
              min={entry.receivedOn}
              max={today}
              {...form.register('reversedOn')}
            />
          </div>
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
            submitLabel={refund ? 'Reverse refund' : 'Reverse payment'}
            busyLabel="Reversing..."
            onCancel={onClose}
            tone="danger"
          />
        </form>
      )}
    </Modal>
  );
}
