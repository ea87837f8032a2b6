import { HttpResponse } from 'msw';
import { http } from '@/test/msw/server';
import type { Schemas } from '@/lib/api';

type ClosedPeriod = Schemas['ClosedPeriodView'];

const MONTHS = 'January February March April May June July August September October November December'.split(' ');
const labelOf = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

export function newClosedPeriod(overrides: Partial<ClosedPeriod> = {}): ClosedPeriod {
  const month = overrides.month ?? '2027-02';
  return {
    month,
    label: labelOf(month),
    closedById: 'a1',
    closedByName: 'Nimal Perera',
    closedAt: '2027-03-02T04:30:00.000Z',
    ...overrides,
  };
}

export interface FakePeriods {
  /** Closed months, newest first. */
  periods: ClosedPeriod[];
  /** Ended months the server offers to close (those not in `periods`). */
  ended: string[];
  currentMonth: string;
  /** Who closes, as the server names them. */
  closedByName: string;
}

const refusal = (status: number, message: string, code?: string) =>
  HttpResponse.json({ statusCode: status, message, ...(code ? { code } : {}) }, { status });

/**
 * Stands in for the closed months' routes as the server answers them: the list, closing an ended month and
 * reopening a closed one with a reason (MSW handlers). Add it with `network.use(...fakeClosedPeriods(state))`.
 */
export function fakeClosedPeriods(state: FakePeriods) {
  const closable = () => state.ended.filter((month) => !state.periods.some((period) => period.month === month));
  return [
    http.get('/api/bookings/admin/periods', ({ response }) =>
      response(200).json({ periods: state.periods, closable: closable(), currentMonth: state.currentMonth }),
    ),
    http.post('/api/bookings/admin/periods/{month}/close', ({ params, response }) => {
      const month = params.month;
      if (state.periods.some((period) => period.month === month)) {
        return response.untyped(refusal(409, `${labelOf(month)} is already closed.`, 'ALREADY_CLOSED'));
      }
      const period = newClosedPeriod({ month, closedByName: state.closedByName, closedAt: new Date().toISOString() });
      state.periods = [...state.periods, period].sort((a, b) => b.month.localeCompare(a.month));
      return response(200).json({
        period,
        message: `${period.label} is closed: an entry dated inside it from now on is dated the day it is recorded, and says so.`,
      });
    }),
    http.post('/api/bookings/admin/periods/{month}/reopen', async ({ params, request, response }) => {
      const { reason } = await request.json();
      if (reason.trim().length < 3) {
        return response.untyped(
          refusal(400, 'Please give the reason for reopening the month (at least 3 characters).'),
        );
      }
      state.periods = state.periods.filter((period) => period.month !== params.month);
      return response(200).json({
        period: null,
        message: `${labelOf(params.month)} is open again: entries may be dated inside it.`,
      });
    }),
  ];
}
