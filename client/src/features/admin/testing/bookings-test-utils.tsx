import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { HttpResponse } from 'msw';
import { addDays } from '@kandy-park/domain';
import {
  type FakeAnswer,
  fakeAnswer,
  http,
  notFound,
  recordRequests,
  server,
  type RecordedRequest,
} from '@/test/msw/server';
import type { BookingGroup, GroupCounts, StaffBooking } from '@/features/admin/api/booking-list';

/** A fixed park date for the tests, and a clock set to its morning in Kandy. */
export const TODAY = '2027-03-10';
export const NOW = new Date('2027-03-10T04:30:00Z');

let sequence = 0;

/** A booking as the staff list answers it; its group and history label follow the brief's rules for TODAY. */
export function newBooking(overrides: Partial<StaffBooking> = {}): StaffBooking {
  sequence += 1;
  const id = `${String(sequence).padStart(8, '0')}-1111-4222-8333-444455556666`;
  const base: StaffBooking = {
    _id: id,
    venue: 'Open Area',
    eventDate: addDays(TODAY, 10),
    date: addDays(TODAY, 10),
    duration: 1,
    customer: { name: `Customer ${sequence}`, email: `customer${sequence}@example.lk`, phone: '+94 71 234 5678' },
    status: 'pending',
    totalAmount: 150_000,
    stallInfo: null,
    rejectionReason: null,
    createdAt: '2027-03-01T05:00:00.000Z',
    updatedAt: '2027-03-01T05:00:00.000Z',
    group: 'pending',
    historyLabel: null,
    eventType: 'wedding',
    guests: 150,
    notes: '',
    specialRequirements: '',
    isAdminBlock: false,
    cancelledByCustomer: false,
    cancelledAfterApproval: false,
  };
  const booking = { ...base, ...overrides };
  booking.date = booking.eventDate;
  return regroup(booking);
}

function regroup(booking: StaffBooking): StaffBooking {
  const lastDay = addDays(booking.eventDate, booking.duration - 1);
  let group: BookingGroup;
  if (booking.status === 'pending') group = 'pending';
  else if (booking.status === 'cancelled') group = 'rejected';
  else if (booking.status === 'completed') group = 'history';
  else if (booking.venue === 'Vendor Stalls') group = 'stalls';
  else group = lastDay < TODAY ? 'history' : 'approved';
  const historyLabel = group !== 'history' ? null : booking.status === 'completed' ? 'Completed' : 'Event Date Passed';
  return { ...booking, group, historyLabel };
}

type Answer = FakeAnswer;

export interface FakeStaffApi {
  bookings?: StaffBooking[];
  /** What PATCH /api/bookings/{id}/status answers instead of applying the change. */
  statusChange?: Answer;
  remove?: Answer;
  /** What POST /api/bookings/admin/{id}/cancellation answers instead of cancelling. */
  cancel?: Answer;
  blockTest?: Answer;
  block?: Answer;
}

export type { RecordedRequest };

function countsOf(bookings: StaffBooking[]): GroupCounts {
  const counts: GroupCounts = { total: bookings.length, pending: 0, approved: 0, stalls: 0, rejected: 0, history: 0 };
  for (const booking of bookings) counts[booking.group] += 1;
  return counts;
}

function matches(booking: StaffBooking, query: URLSearchParams): boolean {
  const q = query.get('q')?.trim().toLowerCase();
  if (q) {
    const digits = q.replace(/\D/g, '');
    const found =
      booking.customer.name.toLowerCase().includes(q) ||
      booking.customer.email.toLowerCase().includes(q) ||
      booking._id.startsWith(q) ||
      (digits.length >= 4 && booking.customer.phone.replace(/\D/g, '').includes(digits));
    if (!found) return false;
  }
  const venue = query.get('venue');
  if (venue && booking.venue !== venue) return false;
  const lastDay = addDays(booking.eventDate, booking.duration - 1);
  const from = query.get('from');
  if (from && lastDay < from) return false;
  const to = query.get('to');
  if (to && booking.eventDate > to) return false;
  return true;
}

/**
 * The staff booking routes (MSW handlers): the grouped list, status changes (one or several rejections), deletion
 * and date blocks.
 */
function staffBookingHandlers(api: FakeStaffApi) {
  let bookings = [...(api.bookings ?? [])];
  return [
    http.get('/api/bookings/admin/list', ({ request, response }) => {
      const query = new URL(request.url).searchParams;
      const group = (query.get('group') ?? 'pending') as BookingGroup;
      const page = Number(query.get('page') ?? 1);
      const pageSize = Number(query.get('pageSize') ?? 20);
      const matching = bookings.filter((booking) => matches(booking, query));
      const inGroup = matching.filter((booking) => booking.group === group);
      return response(200).json({
        bookings: inGroup.slice((page - 1) * pageSize, page * pageSize),
        group,
        total: inGroup.length,
        page,
        pageSize,
        today: TODAY,
        counts: countsOf(bookings),
        matching: countsOf(matching),
      });
    }),
    http.patch('/api/bookings/{id}/status', async ({ params, request, response }) => {
      if (api.statusChange) return response.untyped(fakeAnswer(api.statusChange));
      const { status, rejectionReason } = await request.json();
      const booking = bookings.find((item) => item._id === params.id);
      if (!booking) {
        return response.untyped(HttpResponse.json({ statusCode: 404, message: 'Booking not found.' }, { status: 404 }));
      }
      const changed = regroup({ ...booking, status, rejectionReason: rejectionReason ?? booking.rejectionReason });
      bookings = bookings.map((item) => (item._id === booking._id ? changed : item));
      return response(200).json({ booking: changed, message: `Status is now ${status}.` });
    }),
    http.post('/api/bookings/reject', async ({ request, response }) => {
      const { ids, rejectionReason } = await request.json();
      const rejected: StaffBooking[] = [];
      const notRejected: { _id: string; code: 'INVALID_TRANSITION'; message: string }[] = [];
      for (const id of ids) {
        const booking = bookings.find((item) => item._id === id);
        if (booking?.status !== 'pending') {
          notRejected.push({ _id: id, code: 'INVALID_TRANSITION', message: 'It is no longer pending.' });
          continue;
        }
        const changed = regroup({ ...booking, status: 'cancelled', rejectionReason: rejectionReason ?? null });
        bookings = bookings.map((item) => (item._id === id ? changed : item));
        rejected.push(changed);
      }
      return response(200).json({ rejected, notRejected, message: `${rejected.length} rejected.` });
    }),
    http.post('/api/bookings/admin/{id}/cancellation', async ({ params, request, response }) => {
      if (api.cancel) return response.untyped(fakeAnswer(api.cancel));
      const { reason } = await request.json();
      const booking = bookings.find((item) => item._id === params.id);
      if (booking?.status !== 'confirmed') {
        const body = { statusCode: 409, code: 'INVALID_TRANSITION', message: 'Only an approved booking is cancelled.' };
        return response.untyped(HttpResponse.json(body, { status: 409 }));
      }
      const changed = regroup({
        ...booking,
        status: 'cancelled',
        rejectionReason: reason,
        cancelledAfterApproval: true,
      });
      bookings = bookings.map((item) => (item._id === booking._id ? changed : item));
      return response(200).json({
        booking: changed,
        message: 'Booking cancelled. Credit note CRN-2027-00001 e-mailed.',
      });
    }),
    http.delete('/api/bookings/{id}', ({ params, response }) => {
      if (api.remove) return response.untyped(fakeAnswer(api.remove));
      bookings = bookings.filter((item) => item._id !== params.id);
      return response(200).json({ message: 'Booking deleted successfully' });
    }),
    http.post('/api/bookings/admin-block-test', ({ response }) =>
      response.untyped(
        fakeAnswer(
          api.blockTest ?? { status: 200, body: { success: true, message: 'ok', timestamp: NOW.toISOString() } },
        ),
      ),
    ),
    http.post('/api/bookings/admin-block', async ({ request, response }) => {
      if (api.block) return response.untyped(fakeAnswer(api.block));
      const { venue, eventDate } = await request.json();
      const block = newBooking({
        venue,
        eventDate,
        status: 'confirmed',
        isAdminBlock: true,
        customer: { name: 'Admin Block', email: 'bookings@example.lk', phone: 'N/A' },
        totalAmount: 0,
        guests: 1,
        eventType: 'other',
        notes: 'Admin blocked date',
      });
      bookings = [...bookings, block];
      return response(201).json({ _id: block._id, booking: block, message: 'Date blocked successfully!' });
    }),
  ];
}

/** Stands in for the server's staff booking routes (typed MSW handlers); returns the requests it saw. */
export function fakeStaffApi(api: FakeStaffApi = {}): RecordedRequest[] {
  server.use(...staffBookingHandlers(api), notFound);
  return recordRequests();
}

/** The list calls among the requests, as their query parameters. */
export function listCalls(requests: RecordedRequest[]): URLSearchParams[] {
  return requests
    .map((request) => new URL(request.url, 'http://localhost'))
    .filter((url) => url.pathname === '/api/bookings/admin/list')
    .map((url) => url.searchParams);
}

/** A staff token that expires `seconds` from now (negative: already expired). */
export function fakeToken(seconds = 3600): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ sub: 'staff', exp: Math.floor(Date.now() / 1000) + seconds })}.sig`;
}

/** Renders a dashboard tab with a fresh query cache, a router at `url` and the app's toaster. */
export function renderTab(ui: ReactElement, url = '/admin/dashboard') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
      <Toaster richColors closeButton />
    </QueryClientProvider>,
  );
}
