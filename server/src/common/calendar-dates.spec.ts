import {
  addDays,
  bookableDateProblem,
  coveredDays,
  isCalendarDate,
  latestBookableDate,
  rangesOverlap,
  unavailabilityMessage,
  unavailabilityOf,
} from './availability';

describe('availability rules', () => {
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

  it('lists the days a booking covers: eventDate … eventDate + duration − 1', () => {
    expect(coveredDays('2027-03-30', 3)).toEqual(['2027-03-30', '2027-03-31', '2027-04-01']);
  });

  it('finds overlaps between day ranges, not between adjacent ones', () => {
    expect(rangesOverlap('2027-03-10', 3, '2027-03-12', 1)).toBe(true);
    expect(rangesOverlap('2027-03-10', 3, '2027-03-13', 1)).toBe(false);
    expect(rangesOverlap('2027-03-12', 1, '2027-03-10', 3)).toBe(true);
    expect(rangesOverlap('2027-03-08', 2, '2027-03-10', 1)).toBe(false);
  });

  describe('unavailabilityOf', () => {
    const event = { eventDate: '2027-03-10', duration: 3, isAdminBlock: false };
    const block = { eventDate: '2027-03-20', duration: 1, isAdminBlock: true };

    it('is null when no confirmed booking covers the days', () => {
      expect(unavailabilityOf('2027-03-13', 7, [event, block])).toBeNull();
    });

    it('says booked for an event and blocked for an admin block', () => {
      expect(unavailabilityOf('2027-03-12', 1, [event, block])).toBe('booked');
      expect(unavailabilityOf('2027-03-20', 1, [event, block])).toBe('blocked');
    });

    it('prefers blocked when the days meet both', () => {
      expect(unavailabilityOf('2027-03-11', 10, [event, block])).toBe('blocked');
    });

    it('gives SPEC.md’s messages', () => {
      expect(unavailabilityMessage('booked')).toBe('This date is already booked. Please select a different date.');
      expect(unavailabilityMessage('blocked')).toBe(
        'This date is blocked by admin for maintenance or special events. Please select a different date.',
      );
    });
  });
});
