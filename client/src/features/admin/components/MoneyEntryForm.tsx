import { type FormEvent, useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { parkToday } from '@/lib/park-time';
import { failureText } from '@/features/admin/api/staff-api';
import type { PaymentForm } from '@/features/admin/api/money-api';
import { FormActions } from '@/features/admin/components/FormActions';

/** How money moved; payments and refunds take the same methods. */
export type MoneyMethod = PaymentForm['method'];

const METHOD_LABELS: Record<MoneyMethod, string> = {
  cash: 'Cash',
  'bank transfer': 'Bank transfer',
  card: 'Card',
  cheque: 'Cheque',
};

/** What staff entered, checked and trimmed, with the opened form's key. */
export interface MoneyEntry {
  amount: number;
  date: string;
  method: MoneyMethod;
  reference: string;
  note: string;
  idempotencyKey: string;
}

/** What the form does when the server answers: the callbacks a mutation takes. */
export interface MoneyEntryOutcome {
  onSuccess: (answer: { message: string }) => void;
  onError: (error: unknown) => void;
}

interface MoneyEntryFormProps {
  /** Who pays or is paid back and for what, shown above the fields. */
  summary: string;
  /** The amount the form starts with; none when it is not above zero. */
  initialAmount: number;
  amountLabel: string;
  amountHint: string;
  dateLabel: string;
  /** The methods in the order the select lists them; the first is chosen at the start. */
  methods: readonly MoneyMethod[];
  /** Says where the note is not shown, after "optional". */
  noteHint: string;
  /** Shown when the amount is not a whole number of rupees above zero. */
  wholeRupeesProblem: string;
  /** A further check of a whole amount: the problem to show, or null. */
  validateAmount?: (amount: number) => string | null;
  submitLabel: string;
  /** Shown when the server refuses without a reason (`failureText`). */
  failedText: string;
  /** Shown when the server cannot be reached or fails. */
  erroredText: string;
  busy: boolean;
  /** Sends the entry; `outcome` toasts the server's answer and closes, or shows why it failed. */
  send: (entry: MoneyEntry, outcome: MoneyEntryOutcome) => void;
  onClose: () => void;
}

/** The fields staff fill in to record money received or paid back. Mount it once per opened form. */
export function MoneyEntryForm({
  summary,
  initialAmount,
  amountLabel,
  amountHint,
  dateLabel,
  methods,
  noteHint,
  wholeRupeesProblem,
  validateAmount,
  submitLabel,
  failedText,
  erroredText,
  busy,
  send,
  onClose,
}: MoneyEntryFormProps) {
  const id = useId();
  // Made once per opened form: the same form sent twice (a double click, a retry) records one entry.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const today = parkToday();
  const [amount, setAmount] = useState(initialAmount > 0 ? String(initialAmount) : '');
  const [date, setDate] = useState(today);
  const [method, setMethod] = useState<MoneyMethod>(methods[0]);
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = Number(amount.replace(/[,\s]/g, ''));
    const amountProblem =
      !Number.isInteger(value) || value < 1 ? wholeRupeesProblem : (validateAmount?.(value) ?? null);
    setProblem(amountProblem);
    if (amountProblem) return;
    send(
      { amount: value, date, method, reference: reference.trim(), note: note.trim(), idempotencyKey },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onClose();
        },
        onError: (error) => setProblem(failureText(error, failedText, erroredText)),
      },
    );
  }

  return (
    <form className="money-form" onSubmit={submit} noValidate>
      <p className="money-form__summary">{summary}</p>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-amount`}>{amountLabel}</label>
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
            {amountHint}
          </span>
        </div>
        <div className="field">
          <label htmlFor={`${id}-date`}>{dateLabel}</label>
          <input
            id={`${id}-date`}
            type="date"
            required
            max={today}
            value={date}
            onChange={(event) => setDate(event.target.value)}
          />
        </div>
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-method`}>Method</label>
          <select id={`${id}-method`} value={method} onChange={(event) => setMethod(event.target.value as MoneyMethod)}>
            {methods.map((option) => (
              <option key={option} value={option}>
                {METHOD_LABELS[option]}
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
          Note for staff <span className="field__hint">{`(optional, ${noteHint})`}</span>
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
      <FormActions busy={busy} submitLabel={submitLabel} busyLabel="Recording..." onCancel={onClose} />
    </form>
  );
}
