import { bookingGroupOf, historyLabelOf } from '../src/booking-groups.js';

const today = '2027-03-10';
const booking = (overrides: Partial<Parameters<typeof bookingGroupOf>[0]> = {}) => ({
  venue: 'Open Air Arena' as const,
  status: 'confirmed' as const,
  eventDate: today,
  duration: 1,
  ...overrides,
});

describe('bookingGroupOf', () => {
  it('puts requests under Pending and rejections under Not Approved, whatever their dates', () => {
    expect(bookingGroupOf(booking({ status: 'pending', eventDate: '2020-01-01' }), today)).toBe('pending');
    expect(bookingGroupOf(booking({ status: 'cancelled' }), today)).toBe('rejected');
  });

  it('keeps a confirmed event under Approved Events until its last day has passed', () => {
    expect(bookingGroupOf(booking(), today)).toBe('approved');
    expect(bookingGroupOf(booking({ eventDate: '2027-03-08', duration: 3 }), today)).toBe('approved');
    expect(bookingGroupOf(booking({ eventDate: '2027-03-08', duration: 2 }), today)).toBe('history');
  });

  it('keeps a confirmed stall rental under Vendor Stalls, however old', () => {
    expect(bookingGroupOf(booking({ venue: 'Vendor Stalls', eventDate: '2025-01-01' }), today)).toBe('stalls');
  });

  it('puts completed bookings in History', () => {
    expect(bookingGroupOf(booking({ status: 'completed', eventDate: '2030-01-01' }), today)).toBe('history');
    expect(bookingGroupOf(booking({ venue: 'Vendor Stalls', status: 'completed' }), today)).toBe('history');
  });
});

describe('historyLabelOf', () => {
  it('labels completed bookings, passed events and anything else', () => {
    expect(historyLabelOf(booking({ status: 'completed' }), today)).toBe('Completed');
    expect(historyLabelOf(booking({ eventDate: '2027-03-01' }), today)).toBe('Event Date Passed');
    expect(historyLabelOf(booking({ status: 'cancelled', eventDate: '2027-03-01' }), today)).toBe('Historical');
  });
});
