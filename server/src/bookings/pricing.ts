import { PRICE_LIST, type VenueName } from '@kandy-park/domain';

/** What a booking costs; a stall rental is charged by the month, so its first month. */
export function totalAmountFor(input: { venue: VenueName; duration: number; isAdminBlock?: boolean }): number {
  if (input.isAdminBlock) return 0;
  const price = PRICE_LIST[input.venue];
  if (!price) return 0;
  return price.per === 'month' ? price.amount : price.amount * input.duration;
}
