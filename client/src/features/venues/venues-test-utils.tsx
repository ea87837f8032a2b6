import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import { TOAST_DURATION_MS } from '../../app/App';
import type { PublicBooking } from './booking-rules';

export interface FakeApi {
  bookings?: PublicBooking[];
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

export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Stands in for the server, following the bookings API contract; returns the requests it saw. */
export function fakeApi(api: FakeApi = {}): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input.toString();
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({ method, url, body });
    const booked = api.bookedStalls ?? [];
    if (method === 'POST' && url === '/api/bookings') {
      if (api.create === 'network') throw new TypeError('Failed to fetch');
      const answer = api.create ?? { status: 201, body: { _id: 'bk-123', message: 'Booking request received.' } };
      return json(answer.status, answer.body);
    }
    if (url.startsWith('/api/bookings?')) return json(200, { bookings: api.bookings ?? [] });
    if (url === '/api/bookings/vendor-stalls/holds') {
      if (method === 'GET') return json(200, { heldStalls: api.heldStalls ?? [] });
      const { stallId } = body as { stallId: string };
      const answer = api.hold ?? {
        status: 201,
        body: {
          stallId,
          holdToken: 'h'.repeat(43),
          expiresAt: '2026-03-01T09:10:00.000Z',
          message: `Stall ${stallId} is held for you for 10 minutes.`,
        },
      };
      return json(answer.status, answer.body);
    }
    if (url === '/api/bookings/vendor-stalls/booked') return json(200, { bookedStalls: booked });
    if (url.startsWith('/api/bookings/vendor-stalls/availability/')) {
      return json(
        200,
        api.stallAvailability ?? {
          totalStalls: 100,
          availableStalls: 100 - booked.length,
          rentedStalls: booked.length,
          isAvailable: booked.length < 100,
        },
      );
    }
    if (url.startsWith('/api/bookings/availability/')) {
      return json(
        200,
        api.venueAvailability ?? { isAvailable: true, reason: null, message: 'This date is available.' },
      );
    }
    return json(404, { statusCode: 404, message: `No such address: ${method} ${url}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return requests;
}

/** Renders with a fresh query cache, a router and the app's toaster. */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
      <Toaster richColors closeButton duration={TOAST_DURATION_MS} />
    </QueryClientProvider>,
  );
}
