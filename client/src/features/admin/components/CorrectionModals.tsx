import { REASON_MAX_LENGTH } from '@kandy-park/domain';
import { useId, useMemo, useState } from 'react';
import * as v from 'valibot';
import { Modal } from '@/components/Modal';
import { reasonText, useSchemaForm } from '@/lib/form';
import { formatLkr } from '@/lib/format';
import { toast } from '@/lib/toast';
import { failureText } from '@/features/admin/api/staff-api';
import type { BookingAccount } from '@/features/admin/api/money-api';
import { useApplyCredit, useIssueCreditNote } from '@/features/admin/api/corrections-api';
import { FormActions } from '@/features/admin/components/FormActions';
import { applicableCredit, type CreditableInvoice } from '@/features/admin/components/corrections';

/** Typed with or without thousands separators: "10,000" is 10000; at least 1 and at most `most`. */
const wholeRupees = (problem: string, most: number, tooMuch: string) =>
  v.pipe(
    v.string(),
    v.transform((text) => Number(text.replace(/[,\s]/g, ''))),
    v.check((value) => Number.isInteger(value) && value >= 1, problem),
    v.maxValue(most, tooMuch),
  );

interface CreditNoteModalProps {
  kind: 'discount' | 'write_off' | null;
  /** The invoices it may credit (a venue invoice, or the rent months still creditable). */
  invoices: CreditableInvoice[];
  onClose: () => void;
}

/**
 * A credit note of part of an invoice (a discount, any staff member) or of all still owed on it (a write-off, admins
 * only): the invoice, the amount (a write-off takes what is owed) and the reason, printed on the note.
 */
export function CreditNoteModal({ kind, invoices, onClose }: CreditNoteModalProps) {
  const writeOff = kind === 'write_off';
  return (
    <Modal
      open={kind !== null}
      onOpenChange={(open) => !open && onClose()}
      title={writeOff ? 'Write off' : 'Credit note'}
      description={
        writeOff
          ? 'Gives up all that is owed on the invoice. The customer is e-mailed the numbered credit note (PDF).'
          : 'Takes part of the invoice off, for goodwill or a discount. The customer is e-mailed the numbered credit note (PDF).'
      }
    >
      {kind !== null && invoices.length > 0 && <CreditNoteFields kind={kind} invoices={invoices} onClose={onClose} />}
    </Modal>
  );
}

function CreditNoteFields({
  kind,
  invoices,
  onClose,
}: {
  kind: 'discount' | 'write_off';
  invoices: CreditableInvoice[];
  onClose: () => void;
}) {
  const id = useId();
  const writeOff = kind === 'write_off';
  const [invoiceId, setInvoiceId] = useState(invoices[0]?.id ?? '');
  const chosen = invoices.find((invoice) => invoice.id === invoiceId) ?? (invoices[0] as CreditableInvoice);
  const most = writeOff ? chosen.owed : chosen.uncredited;
  const schema = useMemo(
    () =>
      v.object({
        amount: writeOff
          ? v.string()
          : wholeRupees(
              'Please enter the amount to credit in whole rupees.',
              most,
              `At most ${formatLkr(most)} is still uncredited on ${chosen.number}.`,
            ),
        reason: reasonText('Please give the reason for the credit note.'),
      }),
    [writeOff, most, chosen.number],
  );
  const form = useSchemaForm(schema, { amount: writeOff ? String(most) : '', reason: '' }, { focusProblem: false });
  const [failure, setFailure] = useState<string | null>(null);
  const problem = form.formState.errors.amount?.message ?? form.formState.errors.reason?.message ?? failure;
  const issue = useIssueCreditNote();

  const submit = form.handleSubmit(({ amount, reason }) => {
    setFailure(null);
    issue.mutate(
      writeOff
        ? { invoiceId: chosen.id, kind, reason }
        : { invoiceId: chosen.id, kind, reason, amount: Number(amount) },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onClose();
        },
        onError: (error) =>
          setFailure(failureText(error, 'Failed to issue the credit note', 'Error issuing the credit note')),
      },
    );
  });

  return (
    <form className="money-form" onSubmit={submit} noValidate>
      {invoices.length > 1 ? (
        <div className="field">
          <label htmlFor={`${id}-invoice`}>Invoice</label>
          <select id={`${id}-invoice`} value={chosen.id} onChange={(event) => setInvoiceId(event.target.value)}>
            {invoices.map((invoice) => (
              <option key={invoice.id} value={invoice.id}>
                {invoice.label}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p className="money-form__summary">
          Invoice <strong>{chosen.number}</strong>: {formatLkr(chosen.uncredited)} uncredited, {formatLkr(chosen.owed)}{' '}
          owed.
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-amount`}>{writeOff ? 'Written off (LKR)' : 'Amount credited (LKR)'}</label>
        {writeOff ? (
          <input id={`${id}-amount`} value={formatLkr(chosen.owed)} readOnly aria-describedby={`${id}-hint`} />
        ) : (
          <input
            id={`${id}-amount`}
            inputMode="numeric"
            autoComplete="off"
            required
            aria-describedby={`${id}-hint`}
            {...form.register('amount')}
          />
        )}
        <span id={`${id}-hint`} className="field__hint">
          {writeOff ? 'All that is owed on the invoice' : `At most ${formatLkr(chosen.uncredited)}`}
        </span>
      </div>
      <div className="field">
        <label htmlFor={`${id}-reason`}>Reason</label>
        <textarea
          id={`${id}-reason`}
          rows={3}
          maxLength={REASON_MAX_LENGTH}
          required
          placeholder="Printed on the credit note the customer receives"
          {...form.register('reason')}
        />
      </div>
      {problem && (
        <p className="money-form__error" role="alert">
          {problem}
        </p>
      )}
      <FormActions
        busy={issue.isPending}
        checking={form.checking}
        submitLabel={writeOff ? 'Write off' : 'Issue credit note'}
        busyLabel="Issuing..."
        onCancel={onClose}
        tone={writeOff ? 'danger' : 'primary'}
      />
    </form>
  );
}

interface ApplyCreditModalProps {
  bookingId: string;
  credit: BookingAccount['credit'];
  open: boolean;
  onClose: () => void;
}

/** Customer credit of this booking applied to another booking of the same customer that owes money. */
export function ApplyCreditModal({ bookingId, credit, open, onClose }: ApplyCreditModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Apply credit"
      description="Moves the customer's credit to another of their bookings; it pays that booking's instalments."
    >
      {open && credit.targets.length > 0 && (
        <ApplyCreditFields bookingId={bookingId} credit={credit} onClose={onClose} />
      )}
    </Modal>
  );
}

function ApplyCreditFields({ bookingId, credit, onClose }: Omit<ApplyCreditModalProps, 'open'>) {
  const id = useId();
  const [targetId, setTargetId] = useState(credit.targets[0]?.bookingId ?? '');
  const target = credit.targets.find((each) => each.bookingId === targetId) ?? credit.targets[0];
  const most = applicableCredit(credit.available, target?.owed ?? 0);
  const schema = useMemo(
    () =>
      v.object({
        amount: wholeRupees(
          'Please enter the credit to apply in whole rupees.',
          most,
          `At most ${formatLkr(most)}: the credit held, and what the other booking owes.`,
        ),
      }),
    [most],
  );
  const form = useSchemaForm(schema, { amount: String(most) }, { focusProblem: false });
  const [failure, setFailure] = useState<string | null>(null);
  const problem = form.formState.errors.amount?.message ?? failure;
  const apply = useApplyCredit(bookingId);

  const submit = form.handleSubmit(({ amount }) => {
    if (!target) return;
    setFailure(null);
    apply.mutate(
      { toBookingId: target.bookingId, amount },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onClose();
        },
        onError: (error) => setFailure(failureText(error, 'Failed to apply the credit', 'Error applying the credit')),
      },
    );
  });

  return (
    <form className="money-form" onSubmit={submit} noValidate>
      <p className="money-form__summary">Credit held: {formatLkr(credit.available)}.</p>
      <div className="field">
        <label htmlFor={`${id}-target`}>Booking it pays</label>
        <select
          id={`${id}-target`}
          value={target?.bookingId}
          onChange={(event) => {
            setTargetId(event.target.value);
            const next = credit.targets.find((each) => each.bookingId === event.target.value);
            form.setValue('amount', String(applicableCredit(credit.available, next?.owed ?? 0)));
          }}
        >
          {credit.targets.map((each) => (
            <option key={each.bookingId} value={each.bookingId}>
              {each.label}: {formatLkr(each.owed)} owed
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-amount`}>Amount (LKR)</label>
        <input
          id={`${id}-amount`}
          inputMode="numeric"
          autoComplete="off"
          required
          aria-describedby={`${id}-hint`}
          {...form.register('amount')}
        />
        <span id={`${id}-hint`} className="field__hint">
          At most {formatLkr(most)}
        </span>
      </div>
      {problem && (
        <p className="money-form__error" role="alert">
          {problem}
        </p>
      )}
      <FormActions
        busy={apply.isPending}
        checking={form.checking}
        submitLabel="Apply credit"
        busyLabel="Applying..."
        onCancel={onClose}
      />
    </form>
  );
}
