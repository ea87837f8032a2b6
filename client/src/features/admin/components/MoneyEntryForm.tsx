import { PAYMENT_NOTE_MAX_LENGTH, PAYMENT_REFERENCE_MAX_LENGTH } from '@kandy-park/domain';
import { useId, useMemo, useState } from 'react';
import * as v from 'valibot';
import { useSchemaForm } from '@/lib/form';
import { toast } from '@/lib/toast';
import { parkToday } from '@/lib/park-time';
import { failureText } from '@/features/admin/api/staff-api';
import type { PaymentForm } from '@/features/admin/api/money-api';
import { FormActions } from '@/features/admin/components/FormActions';
import { isDuplicateWarning } from '@/features/admin/components/corrections';

/** How money moved; payments and refunds take the same methods. */
export type MoneyMethod = PaymentForm['method'];

export const METHOD_LABELS: Record<MoneyMethod, string> = {
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
  /** Staff confirmed it is another payment, though it looks like an earlier one (the server warned). */
  confirmDuplicate?: boolean;
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
  /** The most the amount may be, and the problem to show above it. */
  most?: { amount: number; problem: string };
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
  most,
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
  const schema = useMemo(
    () =>
      v.object({
        // Typed with or without thousands separators: "30,000" is 30000.
        amount: v.pipe(
          v.string(),
          v.transform((text) => Number(text.replace(/[,\s]/g, ''))),
          v.check((value) => Number.isInteger(value) && value >= 1, wholeRupeesProblem),
          v.maxValue(most?.amount ?? Infinity, most?.problem),
        ),
        date: v.string(),
        method: v.picklist(methods),
        reference: v.pipe(v.string(), v.trim(), v.maxLength(PAYMENT_REFERENCE_MAX_LENGTH)),
        note: v.pipe(v.string(), v.trim(), v.maxLength(PAYMENT_NOTE_MAX_LENGTH)),
      }),
    [wholeRupeesProblem, most?.amount, most?.problem, methods],
  );
  const form = useSchemaForm(
    schema,
    {
      amount: initialAmount > 0 ? String(initialAmount) : '',
      date: today,
      method: methods[0],
      reference: '',
      note: '',
    },
    { focusProblem: false },
  );
  const [failure, setFailure] = useState<string | null>(null);
  // The server's warning that this looks like a payment already recorded: staff confirm it or close the form.
  const [duplicate, setDuplicate] = useState<string | null>(null);
  // The amount's problem stays until the form is sent again, as the server's refusal does.
  const problem = form.formState.errors.amount?.message ?? failure;

  const sendEntry = (entry: Omit<MoneyEntry, 'idempotencyKey'>) => {
    setFailure(null);
    setDuplicate(null);
    send(
      { ...entry, idempotencyKey },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onClose();
        },
        onError: (error) => {
          if (isDuplicateWarning(error) && error instanceof Error) setDuplicate(error.message);
          else setFailure(failureText(error, failedText, erroredText));
        },
      },
    );
  };
  const submit = form.handleSubmit((entry) => sendEntry(entry));
  const confirm = form.handleSubmit((entry) => sendEntry({ ...entry, confirmDuplicate: true }));

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
            aria-describedby={`${id}-amount-hint`}
            {...form.register('amount')}
          />
          <span id={`${id}-amount-hint`} className="field__hint">
            {amountHint}
          </span>
        </div>
        <div className="field">
          <label htmlFor={`${id}-date`}>{dateLabel}</label>
          <input id={`${id}-date`} type="date" required max={today} {...form.register('date')} />
        </div>
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-method`}>Method</label>
          <select id={`${id}-method`} {...form.register('method')}>
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
            maxLength={PAYMENT_REFERENCE_MAX_LENGTH}
            placeholder="Cheque or transfer number"
            {...form.register('reference')}
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-note`}>
          Note for staff <span className="field__hint">{`(optional, ${noteHint})`}</span>
        </label>
        <textarea id={`${id}-note`} rows={2} maxLength={PAYMENT_NOTE_MAX_LENGTH} {...form.register('note')} />
      </div>
      {problem && (
        <p className="money-form__error" role="alert">
          {problem}
        </p>
      )}
      {duplicate && (
        <div className="money-form__warning" role="alert">
          <p>{duplicate}</p>
          <button type="button" className="button button--small button--primary" disabled={busy} onClick={confirm}>
            Record it anyway
          </button>
        </div>
      )}
      <FormActions
        busy={busy}
        checking={form.checking}
        submitLabel={submitLabel}
        busyLabel="Recording..."
        onCancel={onClose}
      />
    </form>
  );
}
