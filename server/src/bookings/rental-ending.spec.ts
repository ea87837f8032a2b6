import { InvalidInputError } from '../common/domain-error';
import { rentalEnding } from './rental-ending';

describe('rentalEnding', () => {
  const today = '2027-05-20';

  it('ends on today as the last day by default: rent stops from tomorrow', () => {
    expect(rentalEnding('2027-02-20', undefined, today)).toEqual({ lastDay: today, rentEndedOn: '2027-05-21' });
  });

  it('takes a last day from the start date to today', () => {
    expect(rentalEnding('2027-02-20', '2027-04-10', today)).toEqual({
      lastDay: '2027-04-10',
      rentEndedOn: '2027-04-11',
    });
    expect(rentalEnding('2027-02-20', '2027-02-20', today).rentEndedOn).toBe('2027-02-21');
    expect(rentalEnding('2027-02-20', today, today).rentEndedOn).toBe('2027-05-21');
    // Across a month's and a year's end.
    expect(rentalEnding('2026-12-01', '2026-12-31', today).rentEndedOn).toBe('2027-01-01');
  });

  it('refuses a last day after today or before the start, saying which', () => {
    expect(() => rentalEnding('2027-02-20', '2027-05-21', today)).toThrow(
      new InvalidInputError('The last day of the rental cannot be later than today.', 'FUTURE_DATE'),
    );
    expect(() => rentalEnding('2027-02-20', '2027-02-19', today)).toThrow(
      'The last day of the rental must be on or after February 20, 2027, the day it started.',
    );
  });

  it('ends a rental that has not started before its first day, and takes no last day for it', () => {
    expect(rentalEnding('2027-05-27', undefined, today)).toEqual({ lastDay: null, rentEndedOn: today });
    expect(() => rentalEnding('2027-05-27', today, today)).toThrow(/starts on May 27, 2027, after today/);
  });
});
