import { addDays, isCalendarDate, latestBookableDate, TOO_FAR_MESSAGE } from '../src/dates.js';

describe('calendar dates', () => {
  it('recognises real calendar dates only', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-13-01')).toBe(false);
    expect(isCalendarDate('2027-3-1')).toBe(false);
    expect(isCalendarDate('10/03/2027')).toBe(false);
    expect(isCalendarDate(20270310)).toBe(false);
  });

  it('adds days across month and year ends, and back', () => {
    expect(addDays('2027-01-31', 1)).toBe('2027-02-01');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2027-03-10', 0)).toBe('2027-03-10');
    expect(addDays('2027-03-10', 730)).toBe('2029-03-09');
  });

  it('refuses to add days to what is not a calendar date', () => {
    expect(() => addDays('2027-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('', 1)).toThrow(RangeError);
  });

  it('opens bookings up to the same day two years ahead, 29 February becoming the 28th', () => {
    expect(latestBookableDate('2027-03-10')).toBe('2029-03-10');
    expect(latestBookableDate('2028-02-29')).toBe('2030-02-28');
    expect(latestBookableDate('2027-12-31')).toBe('2029-12-31');
    expect(TOO_FAR_MESSAGE).toBe('Bookings can be made up to 2 years ahead. Please select an earlier date.');
  });
});
