import { CheckCircle2, X } from 'lucide-react';
import { useMessages } from '@/i18n/LanguageProvider';
import { venuesMessages } from '../../venues.messages';

interface BookingReceiptProps {
  receipt: { id: string; venue: string };
  onDismiss: () => void;
}

/** What stays on the form after a request was sent: the venue and the booking id to quote. */
export function BookingReceipt({ receipt, onDismiss }: BookingReceiptProps) {
  const t = useMessages(venuesMessages);
  return (
    <div className="booking-receipt">
      <CheckCircle2 aria-hidden="true" className="booking-receipt__icon" />
      <div>
        <p className="booking-receipt__title">{t.form.receiptTitle(receipt.venue)}</p>
        <p>
          {t.form.receiptId} <strong className="booking-receipt__id">{receipt.id}</strong>. {t.form.receiptContact}
        </p>
      </div>
      <button
        type="button"
        className="icon-button booking-receipt__close"
        aria-label={t.form.dismiss}
        onClick={onDismiss}
      >
        <X aria-hidden="true" />
      </button>
    </div>
  );
}
