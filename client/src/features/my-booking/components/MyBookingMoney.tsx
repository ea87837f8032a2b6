import { FileText, Receipt, RotateCcw } from 'lucide-react';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api';
import { useFormat, useMessages } from '@/i18n/LanguageProvider';
import {
  type MyBooking,
  downloadCreditNote,
  downloadInvoice,
  downloadReceipt,
  downloadRentInvoice,
} from '../api/my-booking';
import { myBookingMessages } from '../my-booking.messages';

/**
 * The booking's invoice, what was paid, each receipt, and once the park cancelled it, the credit note and each
 * refund, with their PDFs. Nothing while nothing is charged.
 */
export function MyBookingMoney({ booking, token }: { booking: MyBooking; token: string }) {
  const t = useMessages(myBookingMessages).money;
  const { lkr, date } = useFormat();
  const { invoice, creditNote, refunds, paid, balance, receipts, rentInvoices } = booking.money;
  if (!invoice && receipts.length === 0 && rentInvoices.length === 0) return null;

  const failed = (error: unknown) => toast.error(error instanceof ApiError ? error.message : t.downloadFailed);
  const owed = balance ?? 0;
  return (
    <section className="my-booking__money" aria-labelledby="my-booking-money">
      <h3 id="my-booking-money">{t.title}</h3>
      <dl className="my-booking__facts">
        {invoice ? (
          <div>
            <dt>{t.invoiced}</dt>
            <dd>{lkr(invoice.amount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t.paid}</dt>
          <dd className="my-booking__paid">{lkr(paid)}</dd>
        </div>
        {balance !== null ? (
          <div>
            <dt>{t.balance}</dt>
            <dd className={owed > 0 ? 'my-booking__owed' : 'my-booking__paid'}>
              {owed >= 0 ? lkr(owed) : creditNote ? t.toRefund(lkr(-owed)) : t.ahead(lkr(-owed))}
            </dd>
          </div>
        ) : null}
      </dl>
      {invoice ? (
        <>
          {/* A cancelled booking's invoice asks for nothing more: its dates no longer apply. */}
          {creditNote ? null : (
            <ul className="my-booking__terms">
              {invoice.depositDueOn ? (
                <li>{t.deposit(lkr(invoice.depositAmount), date(invoice.depositDueOn))}</li>
              ) : null}
              {invoice.amount > invoice.depositAmount ? (
                <li>{t.balanceDue(lkr(invoice.amount - invoice.depositAmount), date(invoice.balanceDueOn))}</li>
              ) : null}
            </ul>
          )}
          <button
            type="button"
            className="button button--outline"
            onClick={() => void downloadInvoice(token, invoice.number).catch(failed)}
          >
            <FileText aria-hidden="true" />
            {t.invoice(invoice.number)}: {t.downloadInvoice}
          </button>
        </>
      ) : null}
      {creditNote ? (
        <div className="my-booking__credit">
          <p>{t.creditNote(creditNote.number, lkr(creditNote.amount), date(creditNote.issuedOn))}</p>
          {creditNote.kept > 0 ? <p>{t.kept(lkr(creditNote.kept))}</p> : null}
          <button
            type="button"
            className="button button--outline"
            onClick={() => void downloadCreditNote(token, creditNote.number).catch(failed)}
          >
            <FileText aria-hidden="true" />
            {t.downloadCreditNote}
          </button>
        </div>
      ) : null}
      {rentInvoices.length > 0 ? (
        <>
          <h4>{t.rentInvoices}</h4>
          <ul className="my-booking__receipts">
            {rentInvoices.map((rent) => (
              <li key={rent.number}>
                <span className={rent.credited ? 'my-booking__reversed' : undefined}>
                  {t.rentInvoice(rent.number, rent.month, lkr(rent.amount), date(rent.dueOn))}
                  {rent.credited ? ` (${t.credited})` : ''}
                </span>
                <button
                  type="button"
                  className="button button--outline button--small"
                  aria-label={t.downloadRentInvoice(rent.number)}
                  onClick={() => void downloadRentInvoice(token, rent.number).catch(failed)}
                >
                  <FileText aria-hidden="true" />
                  PDF
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {receipts.length > 0 ? (
        <>
          <h4>{t.receipts}</h4>
          <ul className="my-booking__receipts">
            {receipts.map((receipt) => (
              <li key={receipt.number}>
                <span className={receipt.reversed ? 'my-booking__reversed' : undefined}>
                  {t.receipt(receipt.number, lkr(receipt.amount), date(receipt.receivedOn))}
                  {receipt.reversed ? ` (${t.reversed})` : ''}
                </span>
                <button
                  type="button"
                  className="button button--outline button--small"
                  aria-label={t.downloadReceipt(receipt.number)}
                  onClick={() => void downloadReceipt(token, receipt.number).catch(failed)}
                >
                  <Receipt aria-hidden="true" />
                  PDF
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {refunds.length > 0 ? (
        <>
          <h4>{t.refunds}</h4>
          <ul className="my-booking__receipts">
            {refunds.map((refund) => (
              <li key={refund.number}>
                <span>{t.refund(refund.number, lkr(refund.amount), date(refund.refundedOn))}</span>
                <button
                  type="button"
                  className="button button--outline button--small"
                  aria-label={t.downloadRefund(refund.number)}
                  onClick={() => void downloadReceipt(token, refund.number).catch(failed)}
                >
                  <RotateCcw aria-hidden="true" />
                  PDF
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
