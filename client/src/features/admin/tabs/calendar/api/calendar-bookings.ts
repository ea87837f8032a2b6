import { useQuery } from '@tanstack/react-query';
import { addDays } from '@kandy-park/domain';
import { staffKeys } from '@/features/admin/api/staff-api';
import { fetchAllBookings, type StaffBooking } from '@/features/admin/api/booking-list';

/**
 * The bookings that hold a venue somewhere in `from … to`: approved events and blocks (the approved list), blocks of
 * the stall area (kept with the stall rentals), and, for days already passed, the events of the history list.
 * Stall rentals themselves are monthly and are shown on the Vendor Stalls tab, not here.
 */
export async function loadCalendarBookings(
  from: string,
  to: string,
  today: string,
  signal?: AbortSignal,
): Promise<StaffBooking[]> {
  const yesterday = addDays(today, -1);
  const [approved, stallBlocks, history] = await Promise.all([
    fetchAllBookings({ group: 'approved', from, to }, signal),
    fetchAllBookings({ group: 'stalls', q: 'Admin Block', from, to }, signal),
    from <= yesterday
      ? fetchAllBookings({ group: 'history', from, to: to < yesterday ? to : yesterday }, signal)
      : Promise.resolve([]),
  ]);
  return [
    ...approved,
    ...stallBlocks.filter((booking) => booking.isAdminBlock),
    ...history.filter((booking) => booking.venue !== 'Vendor Stalls' || booking.isAdminBlock),
  ];
}

/** The calendar's bookings of a range, under the staff bookings key so every booking change reloads them. */
export function useCalendarBookings(from: string, to: string, today: string) {
  return useQuery({
    queryKey: staffKeys.calendarRange({ from, to, today }),
    queryFn: ({ signal }) => loadCalendarBookings(from, to, today, signal),
  });
}

/** Admin blocks of today and later, of every venue. */
export function useUpcomingBlocks(today: string) {
  return useQuery({
    queryKey: staffKeys.calendarBlocks(today),
    queryFn: async ({ signal }) => {
      const [approved, stalls] = await Promise.all([
        fetchAllBookings({ group: 'approved', q: 'Admin Block', from: today }, signal),
        fetchAllBookings({ group: 'stalls', q: 'Admin Block', from: today }, signal),
      ]);
      return [...approved, ...stalls].filter((booking) => booking.isAdminBlock);
    },
  });
}
