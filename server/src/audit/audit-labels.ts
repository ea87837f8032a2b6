/**
 * How the record's actions read on the Activity tab, in its CSV and in a booking's history. A new kind of action
 * needs only an entry here; until it has one it reads as its own name made into words ("payment.refund" →
 * "Payment: refund"), so nothing recorded is ever hidden or shown blank.
 */
export const ACTION_LABELS: Readonly<Record<string, string>> = {
  'auth.sign-in': 'Signed in',
  'auth.sign-out': 'Signed out',
  'auth.lock': 'Sign-in locked after repeated failures',
  'booking.request': 'Requested a booking',
  'booking.customer-cancel': 'Cancelled their request',
  'booking.approve': 'Approved a booking',
  'booking.reject': 'Rejected a booking',
  'booking.complete': 'Marked a booking completed',
  'booking.reopen': 'Reopened a booking',
  'booking.cancel': 'Cancelled an approved booking',
  'booking.delete': 'Deleted a booking',
  'booking.block': 'Blocked a date',
  'booking.stall-book': 'Booked a stall for a customer',
  'invoice.issue': 'Issued an invoice',
  'payment.record': 'Recorded a payment',
  'payment.reverse': 'Reversed a payment',
  'credit-note.issue': 'Issued a credit note',
  'refund.record': 'Recorded a refund',
  'news.create': 'Published a news item',
  'news.update': 'Edited a news item',
  'news.delete': 'Deleted a news item',
  'admin.create': 'Created a staff account',
  'admin.profile': 'Edited a profile',
  'admin.password': 'Changed their password',
  'admin.deactivate': 'Deactivated a staff account',
  'admin.reactivate': 'Reactivated a staff account',
  'admin.delete': 'Deleted a staff account',
  'contact.handled': 'Marked a message handled',
  'calendar-feed.on': 'Turned on their calendar feed',
  'calendar-feed.replace': 'Replaced their calendar feed address',
  'calendar-feed.off': 'Turned off their calendar feed',
};

/** What an entry needs for its label: some actions read differently for a stall, a block or a step back. */
export interface LabelledEntry {
  action: string;
  toStatus: string | null;
  details: Record<string, unknown>;
}

/** The words for one entry of the record. */
export function actionLabel(entry: LabelledEntry): string {
  const { action, details } = entry;
  const isStall = typeof details.stallId === 'string' && details.stallId !== '';
  if (action === 'booking.complete' && isStall) return 'Terminated a stall rental';
  if (action === 'booking.approve' && isStall) return 'Approved a stall rental';
  if (action === 'booking.request' && isStall) return 'Requested a stall rental';
  if (action === 'booking.delete' && details.isAdminBlock === true) return 'Removed a date block';
  if (action === 'contact.handled' && entry.toStatus === 'open') return 'Marked a message not handled';
  if (action === 'admin.create' && details.initial === true) return 'First staff account created at start';
  return ACTION_LABELS[action] ?? wordsOf(action);
}

/** The label of a kind of action, for the Activity tab's filter (no entry to look at). */
export function kindLabel(action: string): string {
  return ACTION_LABELS[action] ?? wordsOf(action);
}

function wordsOf(action: string): string {
  const [subject = '', ...rest] = action.split('.');
  const words = (text: string) => text.replace(/[-_]+/g, ' ').trim();
  const head = words(subject);
  const capitalised = head.charAt(0).toUpperCase() + head.slice(1);
  return rest.length ? `${capitalised}: ${words(rest.join(' '))}` : capitalised || 'Unnamed action';
}

const LKR = new Intl.NumberFormat('en-LK', { maximumFractionDigits: 0 });
const lkr = (value: unknown): string | null =>
  typeof value === 'number' && Number.isFinite(value) ? `LKR ${LKR.format(value)}` : null;
const word = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * The money an entry moved, in words: its document numbers and amounts ("Receipt RCT-2027-00003 · LKR 30,000"),
 * or null for an entry without money. Read from what the entry wrote down, so it reads the same for ever.
 */
export function moneyFacts(action: string, details: Record<string, unknown>): string | null {
  const parts = (...items: Array<string | null | false>) => items.filter(Boolean).join(' · ') || null;
  switch (action) {
    case 'invoice.issue':
      return parts(word(details.number) && `Invoice ${String(details.number)}`, lkr(details.amount));
    case 'payment.record':
      return parts(
        word(details.receiptNumber) && `Receipt ${String(details.receiptNumber)}`,
        lkr(details.amount),
        word(details.method),
      );
    case 'payment.reverse':
      return parts(
        word(details.receiptNumber) && `Receipt ${String(details.receiptNumber)} reversed`,
        typeof details.amount === 'number' && `${lkr(details.amount)} taken off what was paid`,
      );
    case 'credit-note.issue':
      return parts(
        word(details.number) && `Credit note ${String(details.number)}`,
        word(details.invoiceNumber) && `on ${String(details.invoiceNumber)}`,
        typeof details.amount === 'number' && `${lkr(details.amount)} credited`,
        typeof details.kept === 'number' && details.kept > 0 && `${lkr(details.kept)} kept`,
      );
    case 'refund.record':
      return parts(
        word(details.refundNumber) && `Refund note ${String(details.refundNumber)}`,
        lkr(details.amount),
        word(details.method),
      );
    case 'booking.cancel':
      return parts(
        word(details.creditNoteNumber) && `Credit note ${String(details.creditNoteNumber)}`,
        typeof details.credited === 'number' && `${lkr(details.credited)} credited`,
        typeof details.toRefund === 'number' && details.toRefund > 0 && `${lkr(details.toRefund)} to refund`,
      );
    default:
      return null;
  }
}
