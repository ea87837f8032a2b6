import { Modal } from '@/components/Modal';
import { formatLkr } from '@/lib/format';
import { useRecordRefund } from '@/features/admin/api/refund-api';
import { MoneyEntryForm } from '@/features/admin/components/MoneyEntryForm';

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
  const record = useRecordRefund(bookingId);

  return (
    <MoneyEntryForm
      summary={summary}
      initialAmount={owedBack}
      amountLabel="Amount refunded (LKR)"
      amountHint={`Owed back: ${formatLkr(owedBack)}`}
      dateLabel="Date refunded"
      methods={['bank transfer', 'cash', 'card', 'cheque']}
      noteHint="not on the refund note"
      wholeRupeesProblem="Please enter the amount paid back in whole rupees."
      most={{ amount: owedBack, problem: `At most ${formatLkr(owedBack)} is owed back to the customer.` }}
      submitLabel="Record refund"
      failedText="Failed to record the refund"
      erroredText="Error recording the refund"
      busy={record.isPending}
      send={({ date, ...entry }, outcome) => record.mutate({ ...entry, refundedOn: date }, outcome)}
      onClose={onClose}
    />
  );
}
