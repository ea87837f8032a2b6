import { Modal } from '@/components/Modal';
import { formatLkr } from '@/lib/format';
import { useRecordPayment } from '@/features/admin/api/money-api';
import { MoneyEntryForm } from '@/features/admin/components/MoneyEntryForm';

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
  const record = useRecordPayment(bookingId);

  return (
    <MoneyEntryForm
      summary={summary}
      initialAmount={suggestedAmount}
      amountLabel="Amount (LKR)"
      amountHint={suggestedAmount > 0 ? `Due next: ${formatLkr(suggestedAmount)}` : 'Whole rupees'}
      dateLabel="Date received"
      methods={['cash', 'bank transfer', 'card', 'cheque']}
      noteHint="not on the receipt"
      wholeRupeesProblem="Please enter the amount received in whole rupees."
      submitLabel="Record payment"
      failedText="Failed to record the payment"
      erroredText="Error recording the payment"
      busy={record.isPending}
      send={({ date, ...entry }, outcome) => record.mutate({ ...entry, receivedOn: date }, outcome)}
      onClose={onClose}
    />
  );
}
