import { bookableDateProblem } from './calendar-dates';
import { addDays, isCalendarDate, latestBookableDate } from '@kandy-park/domain';

describe('calendar dates', () => {
  it('recognises real calendar dates only', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-13-01')).toBe(false);
    expect(isCalendarDate('2027-3-1')).toBe(false);
    expect(isCalendarDate('10/03/2027')).toBe(false);
    expect(isCalendarDate(20270310)).toBe(false);
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2027-01-31', 1)).toBe('2027-02-01');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('allows booking up to the same day two years ahead', () => {
    expect(latestBookableDate('2027-03-10')).toBe('2029-03-10');
    expect(latestBookableDate('2028-02-29')).toBe('2030-02-28');
  });

  it('says why a date cannot be booked', () => {
    const today = '2027-03-10';
    expect(bookableDateProblem('2027-03-10', today)).toBeUndefined();
    expect(bookableDateProblem('2029-03-10', today)).toBeUndefined();
    expect(bookableDateProblem('2027-03-09', today)).toBe('past');
    expect(bookableDateProblem('2029-03-11', today)).toBe('too-far');
    expect(bookableDateProblem('2027-02-30', today)).toBe('invalid');
  });
});
