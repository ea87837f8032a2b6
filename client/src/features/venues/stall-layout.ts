/** The vendor stall layout (DECISIONS.md section 5): 100 stalls of 6x4 ft in blocks A–F, ids `A1` … `F12`. */
export const STALL_BLOCKS = [
  { letter: 'A', count: 16 },
  { letter: 'B', count: 24 },
  { letter: 'C', count: 20 },
  { letter: 'D', count: 16 },
  { letter: 'E', count: 12 },
  { letter: 'F', count: 12 },
] as const;

export type StallBlockLetter = (typeof STALL_BLOCKS)[number]['letter'];

/** What the booking payload's `stallInfo` carries. */
export interface Stall {
  stallId: string;
  block: StallBlockLetter;
  stallNumber: number;
  blockName: string;
}

export interface StallBlock {
  letter: StallBlockLetter;
  name: string;
  stalls: Stall[];
}

export const STALL_LAYOUT: StallBlock[] = STALL_BLOCKS.map(({ letter, count }) => ({
  letter,
  name: `Block ${letter}`,
  stalls: Array.from({ length: count }, (_, index) => ({
    stallId: `${letter}${index + 1}`,
    block: letter,
    stallNumber: index + 1,
    blockName: `Block ${letter}`,
  })),
}));

export const STALL_COUNT = STALL_LAYOUT.reduce((sum, block) => sum + block.stalls.length, 0);
