import { describe, expect, it } from 'vitest';
import { monthDays, monthName, monthOf, monthRange, monthShortName, monthTitle, shiftMonth } from './month';

describe('month helpers', () => {
  it('moves across years both ways', () => {
    expect(monthOf('2026-12-31')).toBe('2026-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-03', 14)).toBe('2027-05');
  });

  it('knows the length of every month, leap years included', () => {
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthRange('2026-04').to).toBe('2026-04-30');
  });

  it('lays a month out in weeks that start on Sunday', () => {
    // 1 March 2026 is a Sunday, 1 April 2026 a Wednesday.
    expect(monthDays('2026-03').leadingBlanks).toBe(0);
    const april = monthDays('2026-04');
    expect(april.leadingBlanks).toBe(3);
    expect(april.days).toHaveLength(30);
    expect(april.days[0]).toBe('2026-04-01');
    expect(april.days.at(-1)).toBe('2026-04-30');
  });

  it('names months in English by default and in the given locale', () => {
    expect(monthTitle('2026-03')).toBe('March 2026');
    expect(monthName('2026-11')).toBe('November');
    expect(monthShortName('2026-03')).toBe('Mar');
    expect(monthTitle('2026-03', 'si-LK')).not.toBe('March 2026');
  });
});
