import { bookableDateProblem } from './calendar-dates';

// The date arithmetic itself (real dates, adding days, the two-year horizon) is tested with it in domain/test.
describe('calendar dates', () => {
  it('says why a date cannot be booked', () => {
    const today = '2027-03-10';
    expect(bookableDateProblem('2027-03-10', today)).toBeUndefined();
    expect(bookableDateProblem('2029-03-10', today)).toBeUndefined();
    expect(bookableDateProblem('2027-03-09', today)).toBe('past');
    expect(bookableDateProblem('2029-03-11', today)).toBe('too-far');
    expect(bookableDateProblem('2027-02-30', today)).toBe('invalid');
  });
});
