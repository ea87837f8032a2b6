import { blockNameOf, STALL_BLOCKS, stallsOfBlock, type Stall, type StallBlockLetter } from '@kandy-park/domain';

export { STALL_BLOCKS, type Stall, type StallBlockLetter };

/** A block of the stall plan with its stalls, as the stall selector draws it. */
export interface StallBlock {
  letter: StallBlockLetter;
  name: string;
  stalls: Stall[];
}

/** The vendor stall plan (100 stalls of 6x4 ft in blocks A to F), block by block. */
export const STALL_LAYOUT: StallBlock[] = STALL_BLOCKS.map(({ letter }) => ({
  letter,
  name: blockNameOf(letter),
  stalls: stallsOfBlock(letter),
}));

export const STALL_COUNT = STALL_LAYOUT.reduce((sum, block) => sum + block.stalls.length, 0);
