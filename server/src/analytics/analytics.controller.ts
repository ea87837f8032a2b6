import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { BookingAnalytics } from './analytics.dto';
import { AnalyticsService } from './analytics.service';

@ApiTags('bookings')
@Controller('bookings/admin')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Get('analytics')
  @ApiOperation({ summary: 'Booking totals, bookings and revenue by month, stall occupancy by block' })
  @ApiOkResponse({ type: BookingAnalytics })
  figures(): Promise<BookingAnalytics> {
    return this.analytics.figures();
  }
}
