import { HttpResponse } from 'msw';
import { http } from '@/test/msw/server';
import type { Schemas } from '@/lib/api';

type NumberGap = Schemas['NumberGapView'];

export function newNumberGap(overrides: Partial<NumberGap> = {}): NumberGap {
  return {
    kind: 'RCT',
    year: 2027,
    firstNumber: 'RCT-2027-00124',
    lastNumber: 'RCT-2027-00623',
    size: 500,
    reason:
      'Restore on 2027-03-05 of the backup taken 2027-03-04T21:30:00.000Z: set aside, as documents given out after the backup may hold them.',
    createdAt: '2027-03-05T04:30:00.000Z',
    entered: [],
    ...overrides,
  };
}

export interface FakeNumberGaps {
  gaps: NumberGap[];
  /** Numbers already in the books: entering one again is refused as the server refuses it. */
  taken: string[];
}

const refusal = (status: number, message: string, code?: string) =>
  HttpResponse.json({ statusCode: status, message, ...(code ? { code } : {}) }, { status });

const NAMES = { RCT: 'Receipt', INV: 'Invoice', CRN: 'Credit note', RFD: 'Refund note' } as const;

/**
 * Stands in for the number gaps' routes as the server answers them: the list, and entering a lost document (a
 * number taken is refused with 409, one in a gap is listed as entered). Add it with
 * `network.use(...fakeNumberGaps(state))`.
 */
export function fakeNumberGaps(state: FakeNumberGaps) {
  return [
    http.get('/api/bookings/admin/number-gaps', ({ response }) => response(200).json({ gaps: state.gaps })),
    http.post('/api/bookings/admin/lost-documents', async ({ request, response }) => {
      const { number, amount, bookingId } = await request.json();
      if (state.taken.includes(number)) {
        return response.untyped(
          refusal(
            409,
            `${number} is already in the books: a number is entered once. Find it in the invoice book or the payments.`,
            'NUMBER_TAKEN',
          ),
        );
      }
      state.taken.push(number);
      const kind = number.slice(0, 3) as keyof typeof NAMES;
      const sequence = Number(number.slice(9));
      const gap = state.gaps.find(
        (row) =>
          row.kind === kind &&
          row.firstNumber.slice(0, 9) === number.slice(0, 9) &&
          sequence >= Number(row.firstNumber.slice(9)) &&
          sequence <= Number(row.lastNumber.slice(9)),
      );
      if (gap) gap.entered = [...gap.entered, number].sort();
      return response(201).json({
        number,
        kind,
        id: 'doc-1',
        bookingId: bookingId ?? null,
        message: `${NAMES[kind]} ${number} of LKR ${amount.toLocaleString('en-LK')} entered under its own number${gap ? ', in the numbers the restore set aside.' : '.'}`,
      });
    }),
  ];
}
