import { useQuery } from '@tanstack/react-query';
import { callApi, NetworkError, type Schemas } from '@/lib/api';
import { STALL_COUNT, STALL_LAYOUT } from '@/config/stall-layout';
import { staffApi, staffKeys } from '@/features/admin/api/staff-api';

export type StallBlockData = Schemas['StallBlockDataResponse'];
export type StallView = Schemas['StallView'];
export type StallRental = Schemas['StallBookingDetails'];
export type BlockLetter = NonNullable<Schemas['StaffStallInfoDto']['block']>;

/** Where the grid came from: the staff endpoint (with customers), the public fallback (statuses only) or demo data. */
export type StallSource = 'staff' | 'public' | 'demo';

export interface StallData {
  data: StallBlockData;
  source: StallSource;
  /** The brief's warning when demo data is shown. */
  warning: string | null;
}

export const DEMO_WARNING = 'Server connection failed. Showing demo data. Please restart the server and refresh.';
export const NETWORK_WARNING = 'Network error. Please check if the server is running.';
export const NO_DATA_WARNING = 'Failed to load vendor stall data.';

/** A block with 10 or fewer free stalls is shown as limited. */
export const LIMITED_STALLS = 10;

export type AvailabilityTone = 'none' | 'limited' | 'plenty';

export function availabilityTone(available: number): AvailabilityTone {
  if (available <= 0) return 'none';
  return available <= LIMITED_STALLS ? 'limited' : 'plenty';
}

/** An answer that came back without the grid in it. */
class NoStallDataError extends Error {}

function withGrid(answer: StallBlockData | null | undefined): StallBlockData {
  if (!answer?.stallBlocks || Object.keys(answer.stallBlocks).length === 0 || !answer.statistics) {
    throw new NoStallDataError(NO_DATA_WARNING);
  }
  return answer;
}

/** Every stall free: what the dashboard shows when neither endpoint answers. */
export function demoStallData(): StallBlockData {
  const stallBlocks: StallBlockData['stallBlocks'] = {};
  for (const block of STALL_LAYOUT) {
    stallBlocks[block.letter] = {
      name: block.name,
      count: block.stalls.length,
      stalls: block.stalls.map((stall) => ({
        stallId: stall.stallId,
        stallNumber: stall.stallNumber,
        status: 'available',
        booking: null,
      })),
    };
  }
  return {
    stallBlocks,
    statistics: { totalStalls: STALL_COUNT, bookedStalls: 0, availableStalls: STALL_COUNT, occupancyRate: '0.0' },
  };
}

function warningFor(error: unknown): string {
  if (error instanceof NetworkError) return NETWORK_WARNING;
  if (error instanceof NoStallDataError) return NO_DATA_WARNING;
  return DEMO_WARNING;
}

function rethrowIfAborted(error: unknown, signal?: AbortSignal) {
  if (signal?.aborted || (error instanceof DOMException && error.name === 'AbortError')) throw error;
}

/**
 * The staff endpoint first, then the unauthenticated one (layout and statuses, no customers),
 * then demo data with a warning that says why.
 */
export async function loadStallData(signal?: AbortSignal): Promise<StallData> {
  try {
    const data = withGrid(await staffApi('get', '/api/bookings/admin/vendor-stalls', { signal }));
    return { data, source: 'staff', warning: null };
  } catch (staffError) {
    rethrowIfAborted(staffError, signal);
    try {
      const data = withGrid(await callApi('get', '/api/bookings/vendor-stalls/test', { signal }));
      return { data, source: 'public', warning: null };
    } catch (publicError) {
      rethrowIfAborted(publicError, signal);
      return { data: demoStallData(), source: 'demo', warning: warningFor(publicError) };
    }
  }
}

/** The stall grid, under the bookings' key so every booking change reloads it. */
export function useStallData() {
  return useQuery({ queryKey: staffKeys.stalls, queryFn: ({ signal }) => loadStallData(signal) });
}

export interface StallBlockSummary {
  letter: string;
  name: string;
  count: number;
  available: number;
  stalls: StallView[];
}

/** The blocks in letter order, each with its free stalls counted. */
export function blockSummaries(data: StallBlockData): StallBlockSummary[] {
  return Object.entries(data.stallBlocks)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([letter, block]) => ({
      letter,
      name: block.name,
      count: block.count,
      available: block.stalls.filter((stall) => stall.status === 'available').length,
      stalls: [...block.stalls].sort((a, b) => a.stallNumber - b.stallNumber),
    }));
}

export interface LocatedStall {
  stall: StallView;
  block: string;
  blockName: string;
}

export function findStall(data: StallBlockData, stallId: string): LocatedStall | null {
  for (const [letter, block] of Object.entries(data.stallBlocks)) {
    const stall = block.stalls.find((candidate) => candidate.stallId === stallId);
    if (stall) return { stall, block: letter, blockName: block.name };
  }
  return null;
}
