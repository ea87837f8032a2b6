/** Every query of this feature starts with this key, so one invalidation refreshes calendar and stalls. */
export const BOOKINGS_KEY = ['bookings'] as const;

export const bookingKeys = {
  publicBookings: [...BOOKINGS_KEY, 'public'] as const,
  bookedStalls: [...BOOKINGS_KEY, 'vendor-stalls', 'booked'] as const,
  heldStalls: [...BOOKINGS_KEY, 'vendor-stalls', 'held'] as const,
  stallAvailability: (date: string) => [...BOOKINGS_KEY, 'vendor-stalls', 'availability', date] as const,
  venueAvailability: (venue: string, date: string) => [...BOOKINGS_KEY, 'availability', venue, date] as const,
};
