import { type FormEvent, useId, useState } from 'react';
import { Modal } from '@/components/Modal';
import { toast } from '@/lib/toast';
import { formatLkr } from '@/lib/format';
import { parkToday } from '@/lib/park-time';
import { failureText } from '@/features/admin/api/staff-api';
import { type RefundForm, useRecordRefund } from '@/features/admin/api/refund-api';
import { FormActions } from '@/features/admin/components/FormActions';

const METHODS: Array<{ value: RefundForm['method']; label: string }> = [
  { value: 'bank transfer', label: 'Bank transfer' },
  { value: 'cash', label: 'Cash' },
  { value: 'card', label: 'Card' },
  { value: 'cheque', label: 'Cheque' },
];

interface RecordRefundModalProps {
  bookingId: string;
  /** Who is paid back and for what, shown above the form. */
  summary: string;
  /** What the park owes back: the amount the form starts with, and the most it takes. */
  owedBack: number;
  open: boolean;
  onClose: () => void;
}

/** Admins record money paid back to the customer; the customer is e-mailed a numbered refund note. */
export function RecordRefundModal({ bookingId, summary, owedBack, open, onClose }: RecordRefundModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Record refund"
      description="The refund is an entry of its own; the customer is e-mailed a numbered refund note (PDF)."
    >
      {open && <RefundFormFields bookingId={bookingId} summary={summary} owedBack={owedBack} onClose={onClose} />}
    </Modal>
  );
}

function RefundFormFields({ bookingId, summary, owedBack, onClose }: Omit<RecordRefundModalProps, 'open'>) {
  const id = useId();
  // Made once per opened form: the same form sent twice (a double click, a retry) records one refund.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const today = parkToday();
  const [amount, setAmount] = useState(owedBack > 0 ? String(owedBack) : '');
  const [refundedOn, setRefundedOn] = useState(today);
  const [method, setMethod] = useState<RefundForm['method']>('bank transfer');
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const record = useRecordRefund(bookingId);

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = Number(amount.replace(/[,\s]/g, ''));
    if (!Number.isInteger(value) || value < 1) {
      setProblem('Please enter the amount paid back in whole rupees.');
      return;
    }
    if (value > owedBack) {
      setProblem(`At most ${formatLkr(owedBack)} is owed back to the customer.`);
      return;
    }
    setProblem(null);
    record.mutate(
      { amount: value, refundedOn, method, reference: reference.trim(), note: note.trim(), idempotencyKey },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onClose();
        },
        onError: (error) => setProblem(failureText(error, 'Failed to record the refund', 'Error recording the refund')),
      },
    );
  }

  return (
    <form className="money-form" onSubmit={submit} noValidate>
      <p className="money-form__summary">{summary}</p>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-amount`}>Amount refunded (LKR)</label>
          <input
            id={`${id}-amount`}
            inputMode="numeric"
            autoComplete="off"
            required
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-describedby={`${id}-amount-hint`}
          />
          <span id={`${id}-amount-hint`} className="field__hint">
            Owed back: {formatLkr(owedBack)}
          </span>
        </div>
        <div className="field">
          <label htmlFor={`${id}-date`}>Date refunded</label>
          <input
            id={`${id}-date`}
            type="date"
            required
            max={today}
            value={refundedOn}
            onChange={(event) => setRefundedOn(event.target.value)}
          />
        </div>
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-method`}>Method</label>
          <select
            id={`${id}-method`}
            value={method}
            onChange={(event) => setMethod(event.target.value as RefundForm['method'])}
          >
            {METHODS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-reference`}>
            Reference <span className="field__hint">(optional)</span>
          </label>
          <input
            id={`${id}-reference`}
            autoComplete="off"
            maxLength={100}
            placeholder="Cheque or transfer number"
            value={reference}
            onChange={(event) => setReference(event.target.value)}
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-note`}>
          Note for staff <span className="field__hint">(optional, not on the refund note)</span>
        </label>
        <textarea
          id={`${id}-note`}
          rows={2}
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      {problem && (
        <p className="money-form__error" role="alert">
          {problem}
        </p>
      )}
      <FormActions busy={record.isPending} submitLabel="Record refund" busyLabel="Recording..." onCancel={onClose} />
    </form>
  );
}
