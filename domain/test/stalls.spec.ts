import {
  allStalls,
  firstFreeStall,
  occupancyRate,
  sortStallIds,
  STALL_RANGES,
  stallById,
  stallCounts,
  stallsOfBlock,
  TOTAL_STALLS,
} from '../src/stalls.js';

describe('stall layout', () => {
  it('has 100 stalls in blocks A 16, B 24, C 20, D 16, E 12, F 12', () => {
    expect(TOTAL_STALLS).toBe(100);
    expect(allStalls()).toHaveLength(100);
    expect(['A', 'B', 'C', 'D', 'E', 'F'].map((l) => stallsOfBlock(l as 'A').length)).toEqual([16, 24, 20, 16, 12, 12]);
    expect(new Set(allStalls().map((s) => s.stallId)).size).toBe(100);
    expect(STALL_RANGES).toBe('A1–A16, B1–B24, C1–C20, D1–D16, E1–E12, F1–F12');
  });

  it('resolves real stall ids only', () => {
    expect(stallById('B24')).toEqual({ stallId: 'B24', block: 'B', stallNumber: 24, blockName: 'Block B' });
    for (const id of ['A17', 'E13', 'G1', 'a1', 'A0', 'A01', 'A', '']) expect(stallById(id)).toBeUndefined();
  });

  it('picks the first free stall of a block', () => {
    expect(firstFreeStall('E', new Set(['E1', 'E2', 'E4']))?.stallId).toBe('E3');
    expect(firstFreeStall('E', new Set(stallsOfBlock('E').map((s) => s.stallId)))).toBeUndefined();
  });

  it('counts stalls and gives the occupancy as a one-decimal string', () => {
    expect(stallCounts(new Set(['A1', 'C20', 'nonsense']))).toEqual({
      totalStalls: 100,
      bookedStalls: 2,
      availableStalls: 98,
    });
    expect(occupancyRate(2)).toBe('2.0');
    expect(occupancyRate(1, 3)).toBe('33.3');
    expect(occupancyRate(0, 0)).toBe('0.0');
  });

  it('sorts ids in layout order', () => {
    expect(sortStallIds(['B1', 'A10', 'A2'])).toEqual(['A2', 'A10', 'B1']);
  });
});
