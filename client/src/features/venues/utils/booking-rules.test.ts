import { describe, expect, it } from 'vitest';
import {
  buildBookingPayload,
  durationDays,
  EMPTY_FORM,
  failureMessage,
  parseGuests,
  stallAvailabilityLevel,
  successMessage,
  type BookingFormState,
} from './booking-rules';
import { STALL_LAYOUT } from '@/config/stall-layout';
import { MESSAGES } from './booking-messages';
import { validateBooking } from './booking-schema';
import { latestBookableDate } from '@kandy-park/domain';
import { unavailableDays } from './calendar-days';

const filled: BookingFormState = {
  ...EMPTY_FORM,
  name: 'Nadeesha Perera',
  email: 'nadeesha@example.lk',
  phone: '+94 77 123 4567',
  date: '2026-04-02',
  guests: '250',
};
const A1 = STALL_LAYOUT[0]!.stalls[0]!;
const none = new Set<string>();

describe('the booking rules', () => {
  it('checks a submit in SPEC.md order: venue, required fields, guests, stall', () => {
    const check = (venue: string, form: BookingFormState, stall = null as typeof A1 | null, booked = none) =>
      validateBooking({ venue, form, stall, bookedStalls: booked })?.message;
    expect(check('', EMPTY_FORM)).toBe(MESSAGES.selectVenue);
    expect(check('Open Air Arena', EMPTY_FORM)).toBe(MESSAGES.requiredFields);
    expect(check('Open Air Arena', { ...filled, phone: ' ' })).toBe(MESSAGES.requiredFields);
    expect(check('Open Air Arena', { ...filled, date: '' })).toBe(MESSAGES.requiredFields);
    expect(check('Open Air Arena', { ...filled, guests: '' })).toBe(MESSAGES.guests);
    expect(check('Vendor Stalls', { ...filled, guests: '' })).toBe(MESSAGES.selectStall);
    expect(check('Vendor Stalls', { ...filled, guests: '' }, A1, new Set(['A1']))).toBe(MESSAGES.stallBooked);
    expect(check('Vendor Stalls', { ...filled, guests: '' }, A1)).toBeUndefined();
    expect(check('Open Air Arena', filled)).toBeUndefined();
  });

  it('uses SPEC.md messages word for word', () => {
    expect(MESSAGES.selectVenue).toBe('Please select a venue.');
    expect(MESSAGES.requiredFields).toBe('Please fill in all required fields (Name, Email, Phone, Date).');
    expect(MESSAGES.guests).toBe('Please enter the expected number of guests.');
    expect(MESSAGES.selectStall).toBe('Please select a vendor stall.');
    expect(MESSAGES.noStalls).toBe('No vendor stalls are available for rental. All 100 stalls are currently rented.');
  });

  it('maps durations: half-day, full-day and unset give 1 day, multi-day gives 3', () => {
    expect(durationDays('')).toBe(1);
    expect(durationDays('half-day')).toBe(1);
    expect(durationDays('full-day')).toBe(1);
    expect(durationDays('multi-day')).toBe(3);
  });

  it('defaults guests to 1 when the number cannot be read', () => {
    expect(parseGuests('abc')).toBe(1);
    expect(parseGuests('')).toBe(1);
    expect(parseGuests('120')).toBe(120);
  });

  it('builds a stall rental as vendor stall rental, one day, with the stall', () => {
    const payload = buildBookingPayload(
      'Vendor Stalls',
      { ...filled, duration: 'multi-day', eventType: 'wedding' },
      A1,
    );
    expect(payload).toMatchObject({
      venue: 'Vendor Stalls',
      eventType: 'vendor stall rental',
      duration: 1,
      guests: 1,
      stallInfo: { stallId: 'A1', block: 'A', stallNumber: 1, blockName: 'Block A' },
    });
    const venue = buildBookingPayload('Open Area', { ...filled, duration: 'multi-day' }, null);
    expect(venue).toMatchObject({ venue: 'Open Area', eventType: 'other', duration: 3, guests: 250 });
    expect(venue).not.toHaveProperty('stallInfo');
  });

  it('expands confirmed bookings over their duration, admin blocks marked as such', () => {
    const days = unavailableDays(
      [
        { _id: '1', venue: 'Open Air Arena', eventDate: '2026-03-30', duration: 3, status: 'confirmed' },
        { _id: '2', venue: 'Open Air Arena', date: '2026-04-05', duration: 1, status: 'confirmed', isAdminBlock: true },
        { _id: '3', venue: 'Open Area', eventDate: '2026-04-07', duration: 1, status: 'confirmed' },
        { _id: '4', venue: 'Open Air Arena', eventDate: '2026-04-09', duration: 1, status: 'pending' },
      ],
      'Open Air Arena',
    );
    expect([...days]).toEqual([
      ['2026-03-30', 'booked'],
      ['2026-03-31', 'booked'],
      ['2026-04-01', 'booked'],
      ['2026-04-05', 'blocked'],
    ]);
  });

  it('writes the success and failure toasts of the brief', () => {
    expect(successMessage('bk-1', 'Open Air Arena')).toBe(
      'Booking request submitted successfully! Booking ID: bk-1. We will contact you within 24 hours regarding your Open Air Arena booking.',
    );
    expect(successMessage('bk-2', 'Vendor Stalls')).toBe(
      'Stall rental request submitted successfully! Booking ID: bk-2. We will contact you within 24 hours regarding your Vendor Stalls rental.',
    );
    expect(failureMessage('This date is already booked.')).toBe('Booking failed: This date is already booked.');
    expect(failureMessage(undefined)).toBe('Booking failed: Please try again');
  });

  it('colours stall availability: none at zero, limited at 10 or fewer', () => {
    expect(stallAvailabilityLevel(0)).toBe('none');
    expect(stallAvailabilityLevel(10)).toBe('limited');
    expect(stallAvailabilityLevel(11)).toBe('good');
  });

  it('opens bookings two years ahead, 29 February becoming the 28th', () => {
    expect(latestBookableDate('2026-03-10')).toBe('2028-03-10');
    expect(latestBookableDate('2028-02-29')).toBe('2030-02-28');
  });
});
