import {
  type CashEntry,
  dayBook,
  depositsHeld,
  type HeldEntry,
  type IncomeEntry,
  incomeByMonth,
  journal,
  type JournalEntry,
  owedBack,
  type OwedBackEntry,
  taxSummary,
  UNKNOWN_METHOD,
} from './reports';

const income = (kind: IncomeEntry['kind'], amount: number, entryOn: string, extra: Partial<IncomeEntry> = {}) => ({
  kind,
  amount,
  entryOn,
  creditOf: null,
  kept: 0,
  ...extra,
});

describe('income by month (accrual)', () => {
  const entries: IncomeEntry[] = [
    income('invoice', 50_000, '2027-01-05'),
    income('invoice', 50_000, '2027-01-05'),
    income('rent', 30_000, '2027-01-10'),
    income('rent', 30_000, '2027-02-10'),
    income('credit', -90_000, '2027-03-02', { creditOf: 'invoice', kept: 10_000 }),
    income('credit', -30_000, '2027-03-02', { creditOf: 'rent' }),
    // Money moving is not income, nor is another year's charge.
    income('payment', -60_000, '2027-01-06'),
    income('invoice', 75_000, '2026-12-31'),
    income('invoice', 75_000, '2028-01-01'),
  ];
  const report = incomeByMonth(2027, entries);

  it('lists every month of the year in order, quiet months at zero', () => {
    expect(report.months.map((m) => m.month)).toEqual([
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
      '2027-06',
      '2027-07',
      '2027-08',
      '2027-09',
      '2027-10',
      '2027-11',
      '2027-12',
    ]);
    expect(report.months[11]).toMatchObject({ venueInvoices: 0, stallRent: 0, net: 0 });
  });

  it('counts a charge on its document date and a credit on the credit note’s, apart by what they credit', () => {
    expect(report.months[0]).toMatchObject({ venueInvoices: 100_000, stallRent: 30_000, net: 130_000 });
    expect(report.months[1]).toMatchObject({ stallRent: 30_000, net: 30_000 });
    expect(report.months[2]).toMatchObject({
      venueInvoices: 0,
      venueCredits: -90_000,
      rentCredits: -30_000,
      cancellationKept: 10_000,
      net: -120_000,
    });
  });

  it('totals the year: net income is charges plus credits, the kept charge inside it', () => {
    expect(report.total).toEqual({
      venueInvoices: 100_000,
      stallRent: 60_000,
      venueCredits: -90_000,
      rentCredits: -30_000,
      cancellationKept: 10_000,
      net: 40_000,
    });
    expect(report.months.reduce((sum, m) => sum + m.net, 0)).toBe(report.total.net);
  });
});

describe('deposits held for events still ahead', () => {
  const entry = (over: Partial<HeldEntry>): HeldEntry => ({
    kind: 'payment',
    amount: -10_000,
    entryOn: '2027-03-01',
    documentNumber: 'RCT-2027-00001',
    bookingId: 'a',
    customerName: 'Ann',
    account: 'ann@example.lk',
    venue: 'Banquet Hall',
    eventDate: '2027-06-01',
    status: 'confirmed',
    ...over,
  });

  it('holds payments less reversals and refunds received by the day, for events after it', () => {
    const report = depositsHeld('2027-03-10', [
      entry({ amount: -40_000 }),
      entry({ amount: -20_000, documentNumber: 'RCT-2027-00002' }),
      entry({ kind: 'reversal', amount: 20_000, documentNumber: 'RCT-2027-00002' }),
      // Received after the day: not held yet on it.
      entry({ amount: -5_000, entryOn: '2027-03-11', documentNumber: 'RCT-2027-00009' }),
      // The event is on the day: no longer ahead.
      entry({ bookingId: 'b', eventDate: '2027-03-10' }),
      entry({ bookingId: 'c', eventDate: '2027-04-01', amount: -7_000, documentNumber: 'RCT-2027-00003' }),
    ]);
    expect(report.bookings.map((b) => [b.bookingId, b.held, b.documents])).toEqual([
      ['c', 7_000, ['RCT-2027-00003']],
      ['a', 40_000, ['RCT-2027-00001', 'RCT-2027-00002']],
    ]);
    expect(report.total).toBe(47_000);
  });

  it('holds nothing for a booking credited by the day, but did before its credit note', () => {
    const entries = [
      entry({ bookingId: 'a', status: 'cancelled', amount: -30_000 }),
      entry({ bookingId: 'a', status: 'cancelled', kind: 'credit', amount: -90_000, entryOn: '2027-03-05' }),
      entry({ bookingId: 'r', status: 'cancelled', amount: -1_000 }),
    ];
    expect(depositsHeld('2027-03-10', entries).bookings).toEqual([]);
    expect(depositsHeld('2027-03-04', entries).bookings.map((b) => [b.bookingId, b.held])).toEqual([['a', 30_000]]);
  });
});

describe('money owed back', () => {
  const entry = (over: Partial<OwedBackEntry>): OwedBackEntry => ({
    kind: 'invoice',
    amount: 100_000,
    entryOn: '2027-01-05',
    documentNumber: 'INV-2027-00001',
    bookingId: 'a',
    account: 'ann@example.lk',
    customerName: 'Ann',
    customerEmail: 'ann@example.lk',
    description: 'Banquet Hall, wedding',
    ...over,
  });

  it('lists bookings whose balance is below zero, with the amount, since when and every document', () => {
    const report = owedBack([
      entry({}),
      entry({ kind: 'payment', amount: -100_000, entryOn: '2027-01-10', documentNumber: 'RCT-2027-00001' }),
      entry({ kind: 'credit', amount: -90_000, entryOn: '2027-02-01', documentNumber: 'CRN-2027-00001' }),
      entry({ kind: 'refund', amount: 50_000, entryOn: '2027-02-03', documentNumber: 'RFD-2027-00001' }),
      // Settled: not listed.
      entry({ bookingId: 'b', amount: 30_000, kind: 'rent' }),
      entry({ bookingId: 'b', amount: -30_000, kind: 'payment' }),
      // Paid ahead by more: listed first.
      entry({ bookingId: 'c', kind: 'rent', amount: 30_000, customerName: 'Bo' }),
      entry({ bookingId: 'c', kind: 'payment', amount: -90_000, entryOn: '2027-01-20', customerName: 'Bo Silva' }),
    ]);
    expect(report.items.map((i) => [i.bookingId, i.owedBack, i.balance, i.since, i.customerName])).toEqual([
      ['c', 60_000, -60_000, '2027-01-20', 'Bo Silva'],
      ['a', 40_000, -40_000, '2027-02-01', 'Ann'],
    ]);
    expect(report.items[1]?.documents.map((d) => d.documentNumber)).toEqual([
      'INV-2027-00001',
      'RCT-2027-00001',
      'CRN-2027-00001',
      'RFD-2027-00001',
    ]);
    expect(report.total).toBe(100_000);
  });

  it('keeps entries without a booking by their account', () => {
    const report = owedBack([entry({ bookingId: null, kind: 'payment', amount: -5_000 })]);
    expect(report.items).toMatchObject([{ bookingId: null, account: 'ann@example.lk', owedBack: 5_000 }]);
  });
});

describe('the cashier’s day-book', () => {
  const cash = (kind: CashEntry['kind'], amount: number, entryOn: string, method: string | null): CashEntry => ({
    kind,
    amount,
    entryOn,
    method,
  });

  it('adds up each day by method, each day, the period by method and the period', () => {
    const report = dayBook('2027-03-01', '2027-03-31', [
      cash('payment', -30_000, '2027-03-02', 'cash'),
      cash('payment', -50_000, '2027-03-02', 'bank transfer'),
      cash('payment', -20_000, '2027-03-02', 'cash'),
      cash('reversal', 20_000, '2027-03-05', 'cash'),
      cash('refund', 10_000, '2027-03-05', 'bank transfer'),
      cash('payment', -1_000, '2027-03-05', null),
      cash('payment', -99_000, '2027-04-01', 'cash'),
    ]);
    expect(report.days.map((d) => d.day)).toEqual(['2027-03-02', '2027-03-05']);
    expect(report.days[0]?.methods.map((m) => [m.method, m.received, m.net, m.count])).toEqual([
      ['cash', 50_000, 50_000, 2],
      ['bank transfer', 50_000, 50_000, 1],
    ]);
    expect(report.days[1]?.total).toEqual({
      received: 1_000,
      reversed: -20_000,
      refunded: -10_000,
      net: -29_000,
      count: 3,
    });
    expect(report.byMethod.map((m) => [m.method, m.net])).toEqual([
      ['cash', 30_000],
      ['bank transfer', 40_000],
      [UNKNOWN_METHOD, 1_000],
    ]);
    expect(report.total).toEqual({ received: 101_000, reversed: -20_000, refunded: -10_000, net: 71_000, count: 6 });
  });
});

describe('the journal', () => {
  const line = (position: number, amount: number, entryOn: string, over: Partial<JournalEntry> = {}) => ({
    position,
    amount,
    entryOn,
    kind: amount > 0 ? ('invoice' as const) : ('payment' as const),
    documentNumber: `DOC-${position}`,
    account: 'ann@example.lk',
    customerName: 'Ann',
    bookingId: 'a',
    description: 'Banquet Hall',
    vat: 0,
    sscl: 0,
    ...over,
  });

  it('writes debits and credits as positive numbers, with each account’s balance counting earlier entries', () => {
    const report = journal('2027-03-01', '2027-03-31', [
      line(1, 100_000, '2027-02-20'),
      line(2, 30_000, '2027-03-01', { account: 'bo@example.lk', kind: 'rent' }),
      line(3, -60_000, '2027-03-02'),
      line(4, 0, '2027-03-03', { kind: 'credit' }),
      line(5, -10_000, '2027-04-01'),
    ]);
    expect(report.lines.map((l) => [l.position, l.debit, l.credit, l.accountBalance])).toEqual([
      [2, 30_000, null, 30_000],
      [3, null, 60_000, 40_000],
      [4, null, 0, 40_000],
    ]);
    expect([report.debits, report.credits]).toEqual([30_000, 60_000]);
    expect(journal(null, null, [line(1, 5, '2027-01-01')]).lines).toHaveLength(1);
  });
});

describe('the output tax by month', () => {
  it('adds the taxes of charges and takes off those of credit notes, on their dates, with the value before tax', () => {
    const report = taxSummary(2027, [
      { amount: 100_000, vat: 15_254, sscl: 2_067, entryOn: '2027-01-10' },
      { amount: 36_285, vat: 5_535, sscl: 750, entryOn: '2027-01-31' },
      { amount: -70_000, vat: -10_678, sscl: -1_447, entryOn: '2027-03-02' },
      { amount: 30_000, vat: 4_576, sscl: 620, entryOn: '2026-12-31' },
    ]);
    expect(report.months).toHaveLength(12);
    expect(report.months[0]).toEqual({ month: '2027-01', net: 112_679, sscl: 2_817, vat: 20_789, total: 136_285 });
    expect(report.months[1]).toEqual({ month: '2027-02', net: 0, sscl: 0, vat: 0, total: 0 });
    expect(report.months[2]).toEqual({ month: '2027-03', net: -57_875, sscl: -1_447, vat: -10_678, total: -70_000 });
    expect(report.total).toEqual({ net: 54_804, sscl: 1_370, vat: 10_111, total: 66_285 });
  });
});
