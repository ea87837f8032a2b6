import { agingBucketOf, agingOf, unpaidLines } from './aging';

const AS_OF = '2027-03-10';
const byKey = (buckets: ReturnType<typeof agingOf>) =>
  Object.fromEntries(buckets.map(({ key, invoices, rent, total }) => [key, { invoices, rent, total }]));
const empty = { invoices: 0, rent: 0, total: 0 };

describe('aging of receivables, line by line', () => {
  it('has a Current column then 1–30, 31–60, 61–90 and 90+ days, the edges inclusive', () => {
    expect(agingOf([], AS_OF).map(({ key, label }) => [key, label])).toEqual([
      ['current', 'Current'],
      ['1-30', '1–30 days'],
      ['31-60', '31–60 days'],
      ['61-90', '61–90 days'],
      ['90+', '90+ days'],
    ]);
    // 10 March 2027 seen from each due date: not due yet, due today, 1, 30, 31, 60, 61, 90, 91 days late.
    const cases: Array<[string, string]> = [
      ['2027-04-30', 'current'],
      ['2027-03-10', 'current'],
      ['2027-03-09', '1-30'],
      ['2027-02-08', '1-30'],
      ['2027-02-07', '31-60'],
      ['2027-01-09', '31-60'],
      ['2027-01-08', '61-90'],
      ['2026-12-10', '61-90'],
      ['2026-12-09', '90+'],
    ];
    for (const [dueOn, key] of cases) expect([dueOn, agingBucketOf(dueOn, AS_OF)]).toEqual([dueOn, key]);
  });

  it('ages a deposit 40 days overdue and a balance 5 days overdue apart', () => {
    // 29 January to 10 March is 40 days; 5 March to 10 March, 5.
    const invoice = {
      source: 'invoices' as const,
      lines: [
        { dueOn: '2027-01-29', amount: 75_000 },
        { dueOn: '2027-03-05', amount: 75_000 },
      ],
      paid: 0,
    };
    expect(byKey(agingOf([invoice], AS_OF))).toEqual({
      current: empty,
      '1-30': { invoices: 75_000, rent: 0, total: 75_000 },
      '31-60': { invoices: 75_000, rent: 0, total: 75_000 },
      '61-90': empty,
      '90+': empty,
    });
  });

  it('lets a part payment cover the oldest line first, whatever order the lines come in', () => {
    const lines = [
      { dueOn: '2027-03-05', amount: 75_000 },
      { dueOn: '2027-01-29', amount: 75_000 },
    ];
    expect(unpaidLines(lines, 100_000)).toEqual([
      { dueOn: '2027-01-29', amount: 75_000, unpaid: 0 },
      { dueOn: '2027-03-05', amount: 75_000, unpaid: 50_000 },
    ]);
    expect(byKey(agingOf([{ source: 'invoices', lines, paid: 100_000 }], AS_OF))['1-30']).toEqual({
      invoices: 50_000,
      rent: 0,
      total: 50_000,
    });
  });

  it('puts a line due today, and one not due yet, in Current', () => {
    const buckets = byKey(
      agingOf(
        [
          { source: 'rent', lines: [{ dueOn: AS_OF, amount: 30_000 }], paid: 0 },
          { source: 'invoices', lines: [{ dueOn: '2027-05-01', amount: 120_000 }], paid: 20_000 },
        ],
        AS_OF,
      ),
    );
    expect(buckets.current).toEqual({ invoices: 100_000, rent: 30_000, total: 130_000 });
    expect(buckets['1-30']).toEqual(empty);
  });

  it('spreads a rental three months behind over three buckets, the month due today in Current', () => {
    // Started 10 December 2026: months due 10 December (90 days late), 10 January (59), 10 February (28), 10 March.
    const rental = {
      source: 'rent' as const,
      lines: ['2026-12-10', '2027-01-10', '2027-02-10', '2027-03-10'].map((dueOn) => ({ dueOn, amount: 30_000 })),
      paid: 10_000,
    };
    expect(byKey(agingOf([rental], AS_OF))).toEqual({
      current: { invoices: 0, rent: 30_000, total: 30_000 },
      '1-30': { invoices: 0, rent: 30_000, total: 30_000 },
      '31-60': { invoices: 0, rent: 30_000, total: 30_000 },
      // 10,000 paid goes to the oldest month.
      '61-90': { invoices: 0, rent: 20_000, total: 20_000 },
      '90+': empty,
    });
  });

  it('takes a credit note off the latest lines first', () => {
    // 150,000 invoiced, 120,000 credited: the balance goes, 45,000 of the deposit with it; 30,000 is kept.
    const lines = [
      { dueOn: '2027-01-29', amount: 75_000 },
      { dueOn: '2027-03-05', amount: 75_000 },
    ];
    expect(unpaidLines(lines, 0, 120_000).map((line) => line.unpaid)).toEqual([30_000, 0]);
    // Paid in full of what is kept: nothing left.
    expect(
      agingOf([{ source: 'invoices', lines, paid: 30_000, credited: 120_000 }], AS_OF).every((b) => b.total === 0),
    ).toBe(true);
  });

  it('leaves out money paid ahead or owed back, and lines of nothing', () => {
    const buckets = agingOf(
      [
        { source: 'rent', lines: [{ dueOn: '2027-02-10', amount: 30_000 }], paid: 45_000 },
        { source: 'invoices', lines: [{ dueOn: '2027-02-10', amount: 50_000 }], paid: 80_000, credited: 20_000 },
        { source: 'rent', lines: [{ dueOn: '2027-02-10', amount: 0 }], paid: -5_000 },
      ],
      AS_OF,
    );
    expect(buckets.every((bucket) => bucket.total === 0 && bucket.invoices === 0 && bucket.rent === 0)).toBe(true);
  });
});
