import { Injectable } from '@nestjs/common';
import { todayInPark } from '../common/park-time';
import { DEFAULT_PAGE_SIZE } from '../common/page-query.dto';
import type { StaffBookingPage, StaffBookingsQuery } from './dto/staff-bookings.dto';
import { type StaffBookingFilters, StaffBookingsRepository } from './staff-bookings.repository';
import { type BookingGroup } from '@kandy-park/domain';

/** What the dashboard's Bookings tab reads: grouped, searched, paged, counted. */
@Injectable()
export class StaffBookingsService {
  constructor(private readonly repository: StaffBookingsRepository) {}

  /** A page of a group, with the header counts of every group and of those matching the search and filters. */
  async page(query: StaffBookingsQuery): Promise<StaffBookingPage> {
    const today = todayInPark();
    const group: BookingGroup = query.group ?? 'pending';
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const filters: StaffBookingFilters = { q: query.q, venue: query.venue, from: query.from, to: query.to };
    // With no search or filter the header counts are the matching ones.
    const filtered = Object.values(filters).some((value) => value !== undefined && value !== '');
    const [rows, counts, matching] = await Promise.all([
      this.repository.page(group, today, filters, { offset: (page - 1) * pageSize, limit: pageSize }),
      this.repository.counts(today),
      filtered ? this.repository.counts(today, filters) : undefined,
    ]);
    return {
      bookings: rows,
      group,
      total: (matching ?? counts)[group],
      page,
      pageSize,
      today,
      counts,
      matching: matching ?? counts,
    };
  }
}
