import { totalAmountFor } from './pricing';

describe('pricing', () => {
  it('charges the arena and the open area by the day', () => {
    expect(totalAmountFor({ venue: 'Open Air Arena', duration: 1 })).toBe(1_250_000);
    expect(totalAmountFor({ venue: 'Open Air Arena', duration: 3 })).toBe(3_750_000);
    expect(totalAmountFor({ venue: 'Open Area', duration: 2 })).toBe(300_000);
  });

  it('charges a stall its monthly rent, whatever the duration', () => {
    expect(totalAmountFor({ venue: 'Vendor Stalls', duration: 1 })).toBe(30_000);
    expect(totalAmountFor({ venue: 'Vendor Stalls', duration: 5 })).toBe(30_000);
  });

  it('leaves venues without a published price, and admin blocks, at 0', () => {
    expect(totalAmountFor({ venue: 'Conference Hall', duration: 2 })).toBe(0);
    expect(totalAmountFor({ venue: 'Auditorium', duration: 1 })).toBe(0);
    expect(totalAmountFor({ venue: 'Open Air Arena', duration: 1, isAdminBlock: true })).toBe(0);
  });
});
