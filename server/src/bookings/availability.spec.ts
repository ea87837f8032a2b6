import { coveredDays, rangesOverlap, unavailabilityMessage, unavailabilityOf } from './availability';

describe('venue availability', () => {
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
