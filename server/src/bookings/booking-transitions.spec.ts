import { BOOKING_STATUSES } from '../database/schema';
import {
  canDelete,
  canTransition,
  isHistory,
  transitionRefusal,
  transitionSuccessMessage,
} from './booking-transitions';

describe('booking transitions', () => {
  it('allows exactly the four staff changes and refuses every other', () => {
    const allowed = BOOKING_STATUSES.flatMap((from) =>
      BOOKING_STATUSES.filter((to) => canTransition(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed.sort()).toEqual([
      'cancelled→pending',
      'confirmed→completed',
      'pending→cancelled',
      'pending→confirmed',
    ]);
  });

  it('names both states when refusing', () => {
    expect(transitionRefusal('completed', 'pending')).toBe(
      'Cannot change a booking from completed to pending. A completed booking cannot change status any more.',
    );
    expect(transitionRefusal('confirmed', 'cancelled')).toContain('from confirmed (approved) to cancelled (rejected)');
  });

  it('answers SPEC.md’s success texts', () => {
    expect(transitionSuccessMessage('confirmed', 'Open Area')).toBe(
      'Booking approved. Confirmation email sent to customer.',
    );
    expect(transitionSuccessMessage('cancelled', 'Open Area')).toBe(
      'Booking rejected. Notification email sent to customer.',
    );
    expect(transitionSuccessMessage('completed', 'Vendor Stalls')).toBe('Stall rental terminated.');
  });

  describe('deleting', () => {
    const today = '2027-03-10';
    const booking = { venue: 'Open Air Arena' as const, eventDate: '2027-03-20', isAdminBlock: false };

    it('counts completed bookings and past confirmed events as history, never a live stall rental', () => {
      expect(isHistory({ ...booking, status: 'completed' }, today)).toBe(true);
      expect(isHistory({ ...booking, status: 'confirmed', eventDate: '2027-03-09' }, today)).toBe(true);
      expect(isHistory({ ...booking, status: 'confirmed', eventDate: '2027-03-10' }, today)).toBe(false);
      expect(
        isHistory({ ...booking, venue: 'Vendor Stalls', status: 'confirmed', eventDate: '2026-01-01' }, today),
      ).toBe(false);
    });

    it('allows rejected bookings, history and admin blocks only', () => {
      expect(canDelete({ ...booking, status: 'cancelled' }, today)).toBe(true);
      expect(canDelete({ ...booking, status: 'confirmed', isAdminBlock: true }, today)).toBe(true);
      expect(canDelete({ ...booking, status: 'pending' }, today)).toBe(false);
      expect(canDelete({ ...booking, status: 'confirmed' }, today)).toBe(false);
    });
  });
});
