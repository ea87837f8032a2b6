import { HttpResponse } from 'msw';
import type { BookingVenueName } from '@/config/venues';
import type { Schemas } from '@/lib/api';
import { fakeAnswer, http, notFound, recordRequests, server, type RecordedRequest } from './msw/server';

export type { RecordedRequest };

type PublicBookingView = Schemas['PublicBookingView'];

/** A booking as the public calendar list answers it. */
export type FakePublicBooking = Pick<PublicBookingView, '_id' | 'venue' | 'duration'> &
  Partial<Pick<PublicBookingView, 'eventDate' | 'date' | 'isAdminBlock'>> & { status: string };

export interface FakeApi {
  bookings?: FakePublicBooking[];
  bookedStalls?: string[];
  /** Answer of the stall availability endpoint; defaults to counts derived from `bookedStalls`. */
  stallAvailability?: { totalStalls: number; availableStalls: number; isAvailable: boolean };
  venueAvailability?: { isAvailable: boolean; reason: 'booked' | 'blocked' | null; message: string };
  /** Stalls other visitors hold (GET /api/bookings/vendor-stalls/holds). */
  heldStalls?: string[];
  /** What POST /api/bookings/vendor-stalls/holds answers; by default the hold is granted for 10 minutes. */
  hold?: { status: number; body: unknown };
  /** What POST /api/bookings answers: a status and body, or 'network' for an unreachable server. */
  create?: { status: number; body: unknown } | 'network';
}

/** MSW handlers of the visitor's booking routes (calendar, availability, stalls and holds, the request itself). */
export function publicBookingHandlers(api: FakeApi = {}) {
  const booked = api.bookedStalls ?? [];
  return [
    http.post('/api/bookings', ({ response }) => {
      return response.untyped(
        fakeAnswer(api.create ?? { status: 201, body: { _id: 'bk-123', message: 'Booking request received.' } }),
      );
    }),
    http.get('/api/bookings', ({ response }) => response.untyped(HttpResponse.json({ bookings: api.bookings ?? [] }))),
    http.get('/api/bookings/vendor-stalls/holds', ({ response }) =>
      response(200).json({ heldStalls: api.heldStalls ?? [] }),
    ),
    http.post('/api/bookings/vendor-stalls/holds', async ({ request, response }) => {
      const { stallId } = await request.json();
      if (api.hold) return response.untyped(fakeAnswer(api.hold));
      return response(201).json({
        stallId,
        holdToken: 'h'.repeat(43),
        expiresAt: '2026-03-01T09:10:00.000Z',
        message: `Stall ${stallId} is held for you for 10 minutes.`,
      });
    }),
    http.get('/api/bookings/vendor-stalls/booked', ({ response }) => response(200).json({ bookedStalls: booked })),
    http.get('/api/bookings/vendor-stalls/availability/{date}', ({ params, response }) => {
      const counts = api.stallAvailability ?? {
        totalStalls: 100,
        availableStalls: 100 - booked.length,
        isAvailable: booked.length < 100,
      };
      const rented = counts.totalStalls - counts.availableStalls;
      return response(200).json({ ...counts, date: params.date, rentedStalls: rented, bookedStalls: rented });
    }),
    http.get('/api/bookings/availability/{venueName}', ({ params, query, response }) =>
      response(200).json({
        venue: params.venueName as BookingVenueName,
        startDate: query.get('startDate') ?? '',
        duration: Number(query.get('duration') ?? 1),
        ...(api.venueAvailability ?? { isAvailable: true, reason: null, message: 'This date is available.' }),
      }),
    ),
  ];
}

/** Stands in for the server's visitor booking routes (MSW); returns the requests it saw. */
export function fakeApi(api: FakeApi = {}): RecordedRequest[] {
  server.use(...publicBookingHandlers(api), notFound);
  return recordRequests();
}
