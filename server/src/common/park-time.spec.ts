import { todayInPark } from './park-time';

describe('todayInPark', () => {
  it('answers the date in Kandy, not in the server’s zone', () => {
    // 20:00 UTC is already 01:30 the next day in Asia/Colombo (UTC+5:30).
    expect(todayInPark(new Date('2027-03-10T20:00:00Z'))).toBe('2027-03-11');
    expect(todayInPark(new Date('2027-03-10T18:29:59Z'))).toBe('2027-03-10');
    expect(todayInPark(new Date('2027-12-31T18:30:00Z'))).toBe('2028-01-01');
  });

  it('turns at midnight in Kandy (UTC+05:30), to the millisecond', () => {
    expect(todayInPark(Date.parse('2026-11-23T18:29:59.999Z'))).toBe('2026-11-23');
    expect(todayInPark(Date.parse('2026-11-23T18:30:00.000Z'))).toBe('2026-11-24');
    expect(todayInPark(Date.parse('2026-12-31T18:30:00.000Z'))).toBe('2027-01-01');
  });

  it('answers any instant asked about, earlier or later than the last one', () => {
    expect(todayInPark(Date.parse('2026-11-24T12:00:00Z'))).toBe('2026-11-24');
    expect(todayInPark(Date.parse('2026-11-23T12:00:00Z'))).toBe('2026-11-23');
    expect(todayInPark(Date.parse('2026-11-24T12:00:00Z'))).toBe('2026-11-24');
    expect(todayInPark(Date.parse('2024-02-29T06:00:00Z'))).toBe('2024-02-29');
    expect(todayInPark()).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date()));
  });
});
