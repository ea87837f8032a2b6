import {
  EMAIL_PATTERN,
  NAME_MAX_LENGTH,
  PAYMENT_NOTE_MAX_LENGTH,
  PAYMENT_REFERENCE_MAX_LENGTH,
  REASON_MAX_LENGTH,
} from '@kandy-park/domain';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import * as v from 'valibot';
import { checkAt, useSchemaForm } from '@/lib/form';
import { parkToday } from '@/lib/park-time';
import { toast } from '@/lib/toast';
import { failureText } from '@/features/admin/api/staff-api';
import { TextField } from '@/features/admin/components/account-fields';
import { FormActions } from '@/features/admin/components/FormActions';
import { METHOD_LABELS, type MoneyMethod } from '@/features/admin/components/MoneyEntryForm';
import { type DocumentKind, type LostDocument, useEnterLostDocument } from '../api/number-gaps';

/** The documents a lost one can be, in the order the form offers them (receipts are the most often lost). */
export const DOCUMENT_NAMES: Record<DocumentKind, string> = {
  RCT: 'Receipt',
  INV: 'Invoice',
  CRN: 'Credit note',
  RFD: 'Refund note',
};
const KINDS = Object.keys(DOCUMENT_NAMES) as DocumentKind[];
const METHODS = Object.keys(METHOD_LABELS) as MoneyMethod[];

type CreditKind = LostDocument['creditKind'];
const CREDIT_KINDS: Record<CreditKind, string> = {
  cancellation: 'Cancellation',
  discount: 'Discount',
  write_off: 'Write-off',
};

const NUMBER_PATTERN = /^(RCT|INV|CRN|RFD)-[0-9]{4}-[0-9]{5,}$/;
const INVOICE_PATTERN = /^INV-[0-9]{4}-[0-9]{5,}$/;
const DESCRIPTION_MAX_LENGTH = 300;

/** Whole rupees as typed, with or without thousands separators ("30,000" is 30000). */
const rupees = (text: string): number => Number(text.replace(/[,\s]/g, ''));
const wholeRupees = (text: string, least: number) => Number.isInteger(rupees(text)) && rupees(text) >= least;

const text = () => v.pipe(v.string(), v.trim());
/** Left empty, or written as `pattern` asks. */
const emptyOr = (pattern: RegExp, message: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => value === '' || pattern.test(value), message),
  );
const amountOrNone = (message: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => value === '' || wholeRupees(value, 0), message),
  );

const schema = v.pipe(
  v.object({
    kind: v.picklist(KINDS),
    number: v.pipe(
      v.string(),
      v.trim(),
      v.toUpperCase(),
      v.regex(NUMBER_PATTERN, 'Please enter the number as printed on the document, such as RCT-2027-00123.'),
    ),
    issuedOn: v.pipe(v.string(), v.nonEmpty("Please enter the document's date, as printed on it.")),
    amount: v.pipe(
      v.string(),
      v.check((value) => wholeRupees(value, 1), "Please enter the document's amount in whole rupees."),
    ),
    bookingId: text(),
    invoiceNumber: emptyOr(INVOICE_PATTERN, 'The invoice number is written INV-2027-00042.'),
    customerName: text(),
    customerEmail: emptyOr(EMAIL_PATTERN, "Please enter the customer's e-mail address as on the document."),
    description: text(),
    method: v.picklist(METHODS),
    reference: text(),
    depositAmount: amountOrNone('The deposit must be in whole rupees.'),
    depositDueOn: v.string(),
    balanceDueOn: v.string(),
    creditKind: v.picklist(Object.keys(CREDIT_KINDS) as CreditKind[]),
    kept: amountOrNone('What was kept must be in whole rupees.'),
    reason: text(),
    note: text(),
  }),
  checkAt(
    'number',
    'The number does not match the kind of document chosen: a receipt is RCT-…, an invoice INV-…, a credit note CRN-… and a refund note RFD-….',
    (fields) => fields.number.startsWith(`${fields.kind}-`),
  ),
);

type Fields = v.InferInput<typeof schema>;
type Checked = v.InferOutput<typeof schema>;

const blank = (kind: DocumentKind): Fields => ({
  kind,
  number: '',
  issuedOn: parkToday(),
  amount: '',
  bookingId: '',
  invoiceNumber: '',
  customerName: '',
  customerEmail: '',
  description: '',
  method: METHODS[0]!,
  reference: '',
  depositAmount: '',
  depositDueOn: '',
  balanceDueOn: '',
  creditKind: 'cancellation',
  kept: '',
  reason: '',
  note: '',
});

/** What a field left empty sends: nothing. */
const given = (value: string): string | undefined => value || undefined;
const givenAmount = (value: string): number | undefined => (value ? rupees(value) : undefined);

/** The body the server reads: the fields the chosen kind takes, those left empty left out. */
export function lostDocumentOf(fields: Checked): LostDocument {
  const common = {
    number: fields.number,
    issuedOn: fields.issuedOn,
    amount: rupees(fields.amount),
    creditKind: fields.creditKind,
    note: given(fields.note),
  };
  if (fields.kind === 'CRN') {
    return {
      ...common,
      invoiceNumber: given(fields.invoiceNumber),
      kept: givenAmount(fields.kept),
      reason: given(fields.reason),
    };
  }
  const party = {
    bookingId: given(fields.bookingId),
    customerName: given(fields.customerName),
    customerEmail: given(fields.customerEmail),
    description: given(fields.description),
  };
  if (fields.kind === 'INV') {
    return {
      ...common,
      ...party,
      depositAmount: givenAmount(fields.depositAmount),
      depositDueOn: given(fields.depositDueOn),
      balanceDueOn: given(fields.balanceDueOn),
    };
  }
  return {
    ...common,
    ...party,
    invoiceNumber: given(fields.invoiceNumber),
    method: fields.method,
    reference: given(fields.reference),
  };
}

/**
 * An admin enters a document issued after the last backup and lost with it, from its copy in the accounts mailbox:
 * its kind and number, its date and amount, whose it is (its booking, its invoice, or the customer named on it) and
 * what its kind needs. The server decides the rest; its refusal is shown as it says it.
 */
export function LostDocumentForm({ onClose }: { onClose: () => void }) {
  const id = useId();
  const form = useSchemaForm(schema, blank('RCT'), { focusProblem: false });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const [failure, setFailure] = useState<string | null>(null);
  const enter = useEnterLostDocument({
    onSuccess: (answer) => {
      toast.success(answer.message);
      form.reset(blank(kind));
    },
    onError: (error) => setFailure(failureText(error, 'Failed to enter the document', 'Error entering the document')),
  });
  const submit = form.handleSubmit((fields) => {
    setFailure(null);
    enter.mutate(lostDocumentOf(fields));
  });
  const today = parkToday();
  const name = DOCUMENT_NAMES[kind].toLowerCase();
  const money = kind === 'RCT' || kind === 'RFD';

  return (
    <form className="money-form lost-document" onSubmit={submit} noValidate aria-label="Enter a lost document">
      <p className="money-form__summary invoices-muted">
        From its copy in the accounts mailbox, as printed on it. It goes into the books under its own number, with its
        ledger entries; nobody is e-mailed.
      </p>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-kind`}>Document</label>
          <select id={`${id}-kind`} {...form.field('kind', () => setFailure(null))}>
            {KINDS.map((choice) => (
              <option key={choice} value={choice}>
                {DOCUMENT_NAMES[choice]}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label="Number"
          autoComplete="off"
          placeholder={`${kind}-${today.slice(0, 4)}-00123`}
          {...form.textField('number')}
        />
      </div>
      <div className="field-row">
        <TextField label="Date on it" type="date" max={today} {...form.textField('issuedOn')} />
        <TextField
          label={kind === 'CRN' ? 'Amount credited (LKR)' : 'Amount (LKR)'}
          inputMode="numeric"
          autoComplete="off"
          {...form.textField('amount')}
        />
      </div>

      {kind === 'CRN' ? (
        <>
          <div className="field-row">
            <TextField
              label="Invoice it credits"
              autoComplete="off"
              placeholder="INV-2027-00042"
              {...form.textField('invoiceNumber')}
            />
            <div className="field">
              <label htmlFor={`${id}-credit-kind`}>Kind of credit note</label>
              <select id={`${id}-credit-kind`} {...form.field('creditKind')}>
                {Object.entries(CREDIT_KINDS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <TextField
            label="Kept of the money paid (LKR, optional)"
            inputMode="numeric"
            autoComplete="off"
            hint="A cancellation charge the park kept, as printed."
            {...form.textField('kept')}
          />
          <div className="field">
            <label htmlFor={`${id}-reason`}>Reason, as printed</label>
            <textarea id={`${id}-reason`} rows={2} maxLength={REASON_MAX_LENGTH} {...form.field('reason')} />
          </div>
        </>
      ) : (
        <fieldset className="lost-document__party">
          <legend>Whose {name} it is</legend>
          <TextField
            label="Booking ID (optional)"
            autoComplete="off"
            hint="Copied from the booking's card, while the booking is still in the books."
            {...form.textField('bookingId')}
          />
          {money && (
            <TextField
              label="Invoice it names (optional)"
              autoComplete="off"
              placeholder="INV-2027-00042"
              {...form.textField('invoiceNumber')}
            />
          )}
          <p className="invoices-muted lost-document__or">
            {money ? 'Without a booking or an invoice' : 'Without a booking'}: the customer as named on it.
          </p>
          <div className="field-row">
            <TextField
              label="Customer's name"
              autoComplete="off"
              maxLength={NAME_MAX_LENGTH}
              {...form.textField('customerName')}
            />
            <TextField label="Customer's e-mail" type="email" autoComplete="off" {...form.textField('customerEmail')} />
          </div>
          <TextField
            label="What it is for (without a booking)"
            autoComplete="off"
            maxLength={DESCRIPTION_MAX_LENGTH}
            placeholder="Open Air Arena, wedding, 12 March 2027"
            {...form.textField('description')}
          />
        </fieldset>
      )}

      {money && (
        <div className="field-row">
          <div className="field">
            <label htmlFor={`${id}-method`}>Method</label>
            <select id={`${id}-method`} {...form.field('method')}>
              {METHODS.map((option) => (
                <option key={option} value={option}>
                  {METHOD_LABELS[option]}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label="Reference (optional)"
            autoComplete="off"
            maxLength={PAYMENT_REFERENCE_MAX_LENGTH}
            placeholder="Cheque or transfer number"
            {...form.textField('reference')}
          />
        </div>
      )}

      {kind === 'INV' && (
        <>
          <div className="field-row">
            <TextField
              label="Deposit (LKR, optional)"
              inputMode="numeric"
              autoComplete="off"
              {...form.textField('depositAmount')}
            />
            <TextField label="Deposit due on" type="date" {...form.textField('depositDueOn')} />
          </div>
          <TextField label="Balance due on" type="date" {...form.textField('balanceDueOn')} />
        </>
      )}

      <div className="field">
        <label htmlFor={`${id}-note`}>
          Note for staff <span className="field__hint">(optional, not printed)</span>
        </label>
        <textarea id={`${id}-note`} rows={2} maxLength={PAYMENT_NOTE_MAX_LENGTH} {...form.field('note')} />
      </div>
      {failure && (
        <p className="money-form__error" role="alert">
          {failure}
        </p>
      )}
      <FormActions
        busy={enter.isPending}
        checking={form.checking}
        submitLabel={`Enter ${name}`}
        busyLabel="Entering..."
        onCancel={onClose}
      />
    </form>
  );
}
