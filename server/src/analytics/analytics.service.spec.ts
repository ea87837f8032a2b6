import { analyticsMonths } from './analytics.service';

describe('analyticsMonths', () => {
  it('spans the six months before the current one to the five after it, across the new year', () => {
    expect(analyticsMonths('2026-11-23')).toEqual([
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
    ]);
  });

  it('reaches back into the previous year early in the year', () => {
    const months = analyticsMonths('2027-01-31');
    expect(months[0]).toBe('2026-07');
    expect(months[6]).toBe('2027-01');
    expect(months[11]).toBe('2027-06');
  });
});
