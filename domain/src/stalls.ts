/** The vendor stall plan: 100 stalls in blocks A–F, ids `A1` … `F12`. */

export const STALL_BLOCKS = [
  { letter: 'A', count: 16 },
  { letter: 'B', count: 24 },
  { letter: 'C', count: 20 },
  { letter: 'D', count: 16 },
  { letter: 'E', count: 12 },
  { letter: 'F', count: 12 },
] as const;

export type StallBlockLetter = (typeof STALL_BLOCKS)[number]['letter'];
export const STALL_BLOCK_LETTERS: readonly StallBlockLetter[] = STALL_BLOCKS.map((b) => b.letter);
export const TOTAL_STALLS = STALL_BLOCKS.reduce((sum, block) => sum + block.count, 0);

export interface Stall {
  stallId: string;
  block: StallBlockLetter;
  stallNumber: number;
  blockName: string;
}

export const blockNameOf = (letter: StallBlockLetter): string => `Block ${letter}`;

export function isStallBlockLetter(value: unknown): value is StallBlockLetter {
  return typeof value === 'string' && (STALL_BLOCK_LETTERS as readonly string[]).includes(value);
}

export function stallsOfBlock(letter: StallBlockLetter): Stall[] {
  const count = STALL_BLOCKS.find((b) => b.letter === letter)?.count ?? 0;
  return Array.from({ length: count }, (_, i) => ({
    stallId: `${letter}${i + 1}`,
    block: letter,
    stallNumber: i + 1,
    blockName: blockNameOf(letter),
  }));
}

/** Every stall in layout order: A1 … A16, B1 … F12. */
export function allStalls(): Stall[] {
  return STALL_BLOCK_LETTERS.flatMap(stallsOfBlock);
}

/** The stall an id names, or undefined when there is no such stall (`A17`, `G1`, `a1`, `A01`). */
export function stallById(stallId: string): Stall | undefined {
  const match = /^([A-F])([1-9][0-9]?)$/.exec(stallId);
  if (!match) return undefined;
  const letter = match[1] as StallBlockLetter;
  return stallsOfBlock(letter)[Number(match[2]) - 1];
}

/** Human list of the valid ids, for error messages: "A1–A16, B1–B24, …". */
export const STALL_RANGES = STALL_BLOCKS.map((b) => `${b.letter}1–${b.letter}${b.count}`).join(', ');

/** The first stall of a block nobody rents, in stall number order. */
export function firstFreeStall(letter: StallBlockLetter, taken: ReadonlySet<string>): Stall | undefined {
  return stallsOfBlock(letter).find((stall) => !taken.has(stall.stallId));
}

/** Sorts stall ids in layout order (A2 before A10). */
export function sortStallIds(ids: Iterable<string>): string[] {
  const order = new Map(allStalls().map((stall, index) => [stall.stallId, index]));
  return [...ids].sort((a, b) => (order.get(a) ?? Number.MAX_SAFE_INTEGER) - (order.get(b) ?? Number.MAX_SAFE_INTEGER));
}

export interface StallCounts {
  totalStalls: number;
  bookedStalls: number;
  availableStalls: number;
}

export function stallCounts(taken: ReadonlySet<string>): StallCounts {
  const booked = allStalls().filter((stall) => taken.has(stall.stallId)).length;
  return { totalStalls: TOTAL_STALLS, bookedStalls: booked, availableStalls: TOTAL_STALLS - booked };
}

/** Percentage of stalls rented, one decimal, as the dashboard shows it ("12.0"). */
export function occupancyRate(booked: number, total: number = TOTAL_STALLS): string {
  return total === 0 ? '0.0' : ((booked / total) * 100).toFixed(1);
}
