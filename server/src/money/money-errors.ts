import { NotFoundError } from '../common/domain-error';

/** The money routes' answers for an id that names nothing (also given by `IdParam` to an id that is no UUID). */
export const bookingGone = () => new NotFoundError('Booking not found. It may have been deleted.');
export const paymentGone = () => new NotFoundError('Payment not found.');
export const invoiceGone = () => new NotFoundError('Invoice not found.');
export const creditNoteGone = () => new NotFoundError('Credit note not found.');
export const rentInvoiceGone = () => new NotFoundError('Rent invoice not found.');
