import { agingOf } from './aging';

describe('aging of overdue money', () => {
  it('puts each amount in its bucket by days overdue, invoices and rent apart, the edges inclusive', () => {
    const buckets = agingOf([
      { amount: 75_000, daysOverdue: 1, source: 'invoices' },
      { amount: 30_000, daysOverdue: 30, source: 'rent' },
      { amount: 10_000, daysOverdue: 31, source: 'invoices' },
      { amount: 20_000, daysOverdue: 90, source: 'invoices' },
      { amount: 60_000, daysOverdue: 91, source: 'rent' },
      { amount: 5_000, daysOverdue: 400, source: 'invoices' },
    ]);
    expect(buckets).toEqual([
      { label: '0–30 days', invoices: 75_000, rent: 30_000, total: 105_000 },
      { label: '31–60 days', invoices: 10_000, rent: 0, total: 10_000 },
      { label: '61–90 days', invoices: 20_000, rent: 0, total: 20_000 },
      { label: '90+ days', invoices: 5_000, rent: 60_000, total: 65_000 },
    ]);
  });

  it('leaves out what is not overdue yet', () => {
    const buckets = agingOf([
      { amount: 75_000, daysOverdue: 0, source: 'invoices' },
      { amount: 0, daysOverdue: 12, source: 'rent' },
    ]);
    expect(buckets.every((bucket) => bucket.total === 0)).toBe(true);
  });
});
