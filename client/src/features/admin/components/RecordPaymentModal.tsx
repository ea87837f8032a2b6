import { type FormEvent, useId, useState } from 'react';
import { Modal } from '@/components/Modal';
import { toast } from '@/lib/toast';
import { formatLkr } from '@/lib/format';
import { parkToday } from '@/lib/park-time';
import { failureText } from '@/features/admin/api/staff-api';
import { type PaymentForm, useRecordPayment } from '@/features/admin/api/money-api';
import { FormActions } from '@/features/admin/components/FormActions';

const METHODS: Array<{ value: PaymentForm['method']; label: string }> = [
  { value: 'cash', label: 'Cash' },
  { value: 'bank transfer', label: 'Bank transfer' },
  { value: 'card', label: 'Card' },
  { value: 'cheque', label: 'Cheque' },
];

interface RecordPaymentModalProps {
  bookingId: string;
  /** Who pays and for what, shown above the form. */
  summary: string;
  /** The amount the form starts with: what is due next. */
  suggestedAmount: number;
  open: boolean;
  onClose: () => void;
}

/** Staff record money received; the customer is e-mailed a numbered receipt. */
export function RecordPaymentModal({ bookingId, summary, suggestedAmount, open, onClose }: RecordPaymentModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Record payment"
      description="The customer is e-mailed a numbered receipt (PDF)."
    >
      {open && (
        <PaymentFormFields
          bookingId={bookingId}
          summary={summary}
          suggestedAmount={suggestedAmount}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function PaymentFormFields({ bookingId, summary, suggestedAmount, onClose }: Omit<RecordPaymentModalProps, 'open'>) {
  const id = useId();
  // Made once per opened form: the same form sent twice (a double click, a retry) records one payment.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const today = parkToday();
  const [amount, setAmount] = useState(suggestedAmount > 0 ? String(suggestedAmount) : '');
  const [receivedOn, setReceivedOn] = useState(today);
  const [method, setMethod] = useState<PaymentForm['method']>('cash');
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const record = useRecordPayment(bookingId);

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = Number(amount.replace(/[,\s]/g, ''));
    if (!Number.isInteger(value) || value < 1) {
      setProblem('Please enter the amount received in whole rupees.');
      return;
    }
    setProblem(null);
    record.mutate(
      { amount: value, receivedOn, method, reference: reference.trim(), note: note.trim(), idempotencyKey },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onClose();
        },
        onError: (error) =>
          setProblem(failureText(error, 'Failed to record the payment', 'Error recording the payment')),
      },
    );
  }

  return (
    <form className="money-form" onSubmit={submit} noValidate>
      <p className="money-form__summary">{summary}</p>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-amount`}>Amount (LKR)</label>
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
            {suggestedAmount > 0 ? `Due next: ${formatLkr(suggestedAmount)}` : 'Whole rupees'}
          </span>
        </div>
        <div className="field">
          <label htmlFor={`${id}-date`}>Date received</label>
          <input
            id={`${id}-date`}
            type="date"
            required
            max={today}
            value={receivedOn}
            onChange={(event) => setReceivedOn(event.target.value)}
          />
        </div>
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-method`}>Method</label>
          <select
            id={`${id}-method`}
            value={method}
            onChange={(event) => setMethod(event.target.value as PaymentForm['method'])}
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
          Note for staff <span className="field__hint">(optional, not on the receipt)</span>
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
      <FormActions busy={record.isPending} submitLabel="Record payment" busyLabel="Recording..." onCancel={onClose} />
    </form>
  );
}
