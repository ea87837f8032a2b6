import { Injectable } from '@nestjs/common';
import { addDays, blockNameOf, STALL_BLOCKS } from '@kandy-park/domain';
import { todayInPark } from '../common/park-time';
import { MoneyService } from '../money';
import { StallAllocationService } from '../stalls';
import type { BookingAnalytics } from './analytics.dto';
import { AnalyticsRepository } from './analytics.repository';

/**
 * The twelve `yyyy-mm` months the Analytics charts show, oldest first: the six before the one `today` is in, that
 * month, and the five after it. Bookings are requested months ahead, so a window that ended today would leave out
 * most of what the park has on its books.
 */
export function analyticsMonths(today: string): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, i) => {
    const value = new Date(Date.UTC(year, month - 7 + i, 1));
    return value.toISOString().slice(0, 7);
  });
}

/** The Analytics tab: bookings and revenue, money received and owed, stall occupancy and arrears. */
@Injectable()
export class AnalyticsService {
  constructor(
    private readonly repository: AnalyticsRepository,
    private readonly stalls: StallAllocationService,
    private readonly money: MoneyService,
  ) {}

  async figures(): Promise<BookingAnalytics> {
    const today = todayInPark();
    const months = analyticsMonths(today);
    const first = `${months[0]}-01`;
    const end = addDays(`${months[11]}-01`, 31).slice(0, 7) + '-01';
    const [totals, monthRows, booked, money] = await Promise.all([
      this.repository.totals(),
      this.repository.byMonth(first, end),
      this.stalls.bookedStallIds(),
      this.money.analytics(first, end),
    ]);
    const byMonth = new Map(monthRows.map((row) => [row.month, row]));
    const taken = new Set(booked);
    return {
      totalBookings: totals.bookings,
      confirmedBookings: totals.confirmed,
      totalRevenue: money.income,
      bookedValue: totals.revenue,
      confirmedRevenue: totals.confirmedRevenue,
      received: money.received,
      outstanding: money.outstanding,
      byMonth: months.map((month) => ({
        month,
        bookings: byMonth.get(month)?.bookings ?? 0,
        revenue: money.incomeByMonth.get(month) ?? 0,
        booked: byMonth.get(month)?.revenue ?? 0,
        received: money.receivedByMonth.get(month) ?? 0,
      })),
      arrearsByBlock: STALL_BLOCKS.map(({ letter }) => ({
        block: letter,
        name: blockNameOf(letter),
        rentals: money.arrearsByBlock.get(letter)?.rentals ?? 0,
        owed: money.arrearsByBlock.get(letter)?.owed ?? 0,
      })),
      stallOccupancy: STALL_BLOCKS.map(({ letter, count }) => ({
        block: letter,
        name: blockNameOf(letter),
        total: count,
        booked: Array.from({ length: count }, (_, i) => `${letter}${i + 1}`).filter((id) => taken.has(id)).length,
      })),
    };
  }
}
