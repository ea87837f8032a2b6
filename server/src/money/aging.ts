import { daysBetween } from './calendar';
import { monthsChargedOn, rentDueDate } from './rent-ledger';

/**
 * Receivables by age, as an accountant's aging report reads them (DECISIONS.md section 8): each charged line (a
 * venue invoice's deposit and balance, a rental's rent months) is aged by its own due date, not by the oldest line
 * of its customer, so a deposit 40 days late and a balance 5 days late land in two buckets.
 *
 * - **Current**: not due yet, or due on the day itself; then **1–30**, **31–60**, **61–90** and **90+** days
 *   overdue, the edges inclusive.
 * - **Paid** (net of reversals and refunds) covers the oldest line first: a part payment leaves the later lines
 *   owing, so what is owed is the youngest money.
 * - **Credited** (a credit note) takes off the latest lines first: a cancellation cancels what was still to come
 *   (the balance) before what was asked first (the deposit), as the deposit is what a customer pays to hold a date.
 * - Money paid ahead or owed back to the customer is not a receivable: it is left out (never a negative amount).
 *
 * Pure: the caller says which lines were charged and what was paid and credited as of `asOf`, so the source of the
 * figures (the ledger, `InvoiceBookService.agingItems`) is read apart from the buckets.
 */

export const AGING_BUCKETS = [
  { key: 'current', label: 'Current', upTo: 0 },
  { key: '1-30', label: '1–30 days', upTo: 30 },
  { key: '31-60', label: '31–60 days', upTo: 60 },
  { key: '61-90', label: '61–90 days', upTo: 90 },
  { key: '90+', label: '90+ days', upTo: Number.POSITIVE_INFINITY },
] as const;

export type AgingBucketKey = (typeof AGING_BUCKETS)[number]['key'];
export type AgingSource = 'invoices' | 'rent';

/** One charged line: what was asked for and when it is (or was) due. */
export interface ChargedLine {
  /** `yyyy-mm-dd`. */
  dueOn: string;
  /** Whole LKR charged. */
  amount: number;
}

/** A customer's item (an invoice, a rental) as of the aging's day: its charged lines and the money against them. */
export interface AgingItem {
  source: AgingSource;
  lines: readonly ChargedLine[];
  /** Whole LKR received towards it on or before the day, reversals and refunds taken off. */
  paid: number;
  /** Whole LKR taken off by a credit note issued on or before the day. */
  credited?: number;
}

/** A line with the part of it still unpaid. */
export interface UnpaidLine extends ChargedLine {
  unpaid: number;
}

export interface AgingBucket {
  key: AgingBucketKey;
  label: (typeof AGING_BUCKETS)[number]['label'];
  invoices: number;
  rent: number;
  total: number;
}

/** The bucket of a line due on `dueOn`, seen on `asOf`. */
export function agingBucketOf(dueOn: string, asOf: string): AgingBucketKey {
  const daysOverdue = daysBetween(dueOn, asOf);
  return AGING_BUCKETS.find(({ upTo }) => daysOverdue <= upTo)?.key ?? '90+';
}

/**
 * Each line, oldest due first, with what is still unpaid on it: the credit taken off the latest lines first, then
 * what was paid spread over the oldest lines first.
 */
export function unpaidLines(lines: readonly ChargedLine[], paid: number, credited = 0): UnpaidLine[] {
  const ordered = lines
    .map((line, index) => ({ ...line, index }))
    .sort((a, b) => (a.dueOn === b.dueOn ? a.index - b.index : a.dueOn < b.dueOn ? -1 : 1));
  const net = ordered.map((line) => Math.max(0, line.amount));
  let credit = Math.max(0, credited);
  for (let i = net.length - 1; i >= 0 && credit > 0; i--) {
    const taken = Math.min(credit, net[i] as number);
    net[i] = (net[i] as number) - taken;
    credit -= taken;
  }
  let left = Math.max(0, paid);
  return ordered.map(({ dueOn, amount }, i) => {
    const covered = Math.min(left, net[i] as number);
    left -= covered;
    return { dueOn, amount, unpaid: (net[i] as number) - covered };
  });
}

/** Sums every item's unpaid lines into the five buckets by each line's own age on `asOf`, invoices and rent apart. */
export function agingOf(items: readonly AgingItem[], asOf: string): AgingBucket[] {
  const buckets: AgingBucket[] = AGING_BUCKETS.map(({ key, label }) => ({
    key,
    label,
    invoices: 0,
    rent: 0,
    total: 0,
  }));
  for (const item of items) {
    for (const line of unpaidLines(item.lines, item.paid, item.credited)) {
      if (line.unpaid <= 0) continue;
      const key = agingBucketOf(line.dueOn, asOf);
      const bucket = buckets.find((candidate) => candidate.key === key) as AgingBucket;
      bucket[item.source] += line.unpaid;
      bucket.total += line.unpaid;
    }
  }
  return buckets;
}

/** A venue invoice's lines: its deposit (when one is asked) and its balance, each on its own date. */
export function invoiceLines(invoice: {
  amount: number;
  depositAmount: number;
  depositDueOn: string | null;
  balanceDueOn: string;
}): ChargedLine[] {
  const lines: ChargedLine[] = [];
  const deposit = invoice.depositDueOn !== null ? invoice.depositAmount : 0;
  if (deposit > 0) lines.push({ dueOn: invoice.depositDueOn as string, amount: deposit });
  if (invoice.amount - deposit > 0) lines.push({ dueOn: invoice.balanceDueOn, amount: invoice.amount - deposit });
  return lines;
}

/**
 * A rental's rent months due on or before `upTo` (its charged months on that day, by the rent ledger's rules): none
 * due on or after the day the rental was ended.
 */
export function rentLines(rental: { startDate: string; monthlyRent: number; endedOn: string | null }, upTo: string) {
  const months = monthsChargedOn(rental.startDate, rental.endedOn, upTo);
  return Array.from({ length: months }, (_, index): ChargedLine => ({
    dueOn: rentDueDate(rental.startDate, index),
    amount: rental.monthlyRent,
  }));
}
