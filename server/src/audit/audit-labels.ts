import { type AuditAction, detailsOf, type StoredDetails } from './audit-actions';

/**
 * How the record's actions read on the Activity tab, in its CSV and in a booking's history: one label for every
 * action of the vocabulary (audit-actions.ts; the type checker asks for a new one's). An entry whose action the
 * vocabulary no longer has reads as its own name made into words ("payment.refund" → "Payment: refund"), so nothing
 * recorded is ever hidden or shown blank.
 */
export const ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
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
  'credit.apply': 'Applied customer credit to another booking',
  'numbers.set-aside': 'Set document numbers aside at a restore',
  'document.enter-lost': 'Entered a lost document',
  'period.close': 'Closed a month of the books',
  'period.reopen': 'Reopened a month of the books',
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
  const { action } = entry;
  const details = entry.details as StoredDetails;
  const isStall = typeof details.stallId === 'string' && details.stallId !== '';
  if (action === 'booking.complete' && isStall) return 'Terminated a stall rental';
  if (action === 'booking.approve' && isStall) return 'Approved a stall rental';
  if (action === 'booking.request' && isStall) return 'Requested a stall rental';
  if (action === 'booking.delete' && details.isAdminBlock === true) return 'Removed a date block';
  if (action === 'contact.handled' && entry.toStatus === 'open') return 'Marked a message not handled';
  if (action === 'admin.create' && details.initial === true) return 'First staff account created at start';
  return kindLabel(action);
}

export function isAuditAction(action: string): action is AuditAction {
  return Object.hasOwn(ACTION_LABELS, action);
}

/** The label of a kind of action, for the Activity tab's filter (no entry to look at). */
export function kindLabel(action: string): string {
  return isAuditAction(action) ? ACTION_LABELS[action] : wordsOf(action);
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
  const parts = (...items: Array<string | null | false | undefined>) => items.filter(Boolean).join(' · ') || null;
  switch (action) {
    case 'invoice.issue': {
      const d = detailsOf(action, details);
      return parts(word(d.number) && `Invoice ${d.number}`, lkr(d.amount));
    }
    case 'payment.record': {
      const d = detailsOf(action, details);
      return parts(word(d.receiptNumber) && `Receipt ${d.receiptNumber}`, lkr(d.amount), word(d.method));
    }
    case 'payment.reverse': {
      const d = detailsOf(action, details);
      return parts(
        word(d.receiptNumber) && `Receipt ${d.receiptNumber} reversed`,
        typeof d.amount === 'number' && `${lkr(d.amount)} taken off what was paid`,
      );
    }
    case 'credit-note.issue': {
      const d = detailsOf(action, details);
      return parts(
        word(d.number) && `Credit note ${d.number}`,
        d.kind === 'write_off' && 'write-off',
        d.kind === 'discount' && 'discount',
        word(d.invoiceNumber) && `on ${d.invoiceNumber}`,
        typeof d.amount === 'number' && `${lkr(d.amount)} credited`,
        typeof d.kept === 'number' && d.kept > 0 && `${lkr(d.kept)} kept`,
      );
    }
    case 'credit.apply': {
      const d = detailsOf(action, details);
      return parts(typeof d.amount === 'number' && `${lkr(d.amount)} applied`);
    }
    case 'refund.record': {
      const d = detailsOf(action, details);
      return parts(word(d.refundNumber) && `Refund note ${d.refundNumber}`, lkr(d.amount), word(d.method));
    }
    case 'numbers.set-aside': {
      const d = detailsOf(action, details);
      return Array.isArray(d.gaps) ? parts(...d.gaps.map((gap) => word(gap.number))) : null;
    }
    case 'document.enter-lost': {
      const d = detailsOf(action, details);
      return parts(word(d.number), lkr(d.amount), word(d.issuedOn) && `dated ${d.issuedOn}`);
    }
    case 'booking.cancel': {
      const d = detailsOf(action, details);
      return parts(
        word(d.creditNoteNumber) && `Credit note ${d.creditNoteNumber}`,
        typeof d.credited === 'number' && `${lkr(d.credited)} credited`,
        typeof d.toRefund === 'number' && d.toRefund > 0 && `${lkr(d.toRefund)} to refund`,
      );
    }
    default:
      return null;
  }
}
