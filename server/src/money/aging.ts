/** Overdue money by how late it is: the buckets an accountant's aging report uses (DECISIONS.md section 8). */

export const AGING_BUCKETS = [
  { label: '0–30 days', upTo: 30 },
  { label: '31–60 days', upTo: 60 },
  { label: '61–90 days', upTo: 90 },
  { label: '90+ days', upTo: Number.POSITIVE_INFINITY },
] as const;

export interface OverdueAmount {
  /** Whole LKR overdue. */
  amount: number;
  /** Days since it fell due (1 or more). */
  daysOverdue: number;
  source: 'invoices' | 'rent';
}

export interface AgingBucket {
  label: (typeof AGING_BUCKETS)[number]['label'];
  invoices: number;
  rent: number;
  total: number;
}

/** Sums what is overdue into the four buckets, by days overdue; amounts not overdue are left out. */
export function agingOf(amounts: readonly OverdueAmount[]): AgingBucket[] {
  const buckets: AgingBucket[] = AGING_BUCKETS.map(({ label }) => ({ label, invoices: 0, rent: 0, total: 0 }));
  for (const { amount, daysOverdue, source } of amounts) {
    if (amount <= 0 || daysOverdue <= 0) continue;
    const bucket = buckets[AGING_BUCKETS.findIndex(({ upTo }) => daysOverdue <= upTo)] as AgingBucket;
    bucket[source] += amount;
    bucket.total += amount;
  }
  return buckets;
}
