import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { StaffBookingPage, StaffBookingsQuery } from './dto/staff-bookings.dto';
import { StaffBookingsService } from './staff-bookings.service';

@ApiTags('bookings')
@Controller('bookings/admin')
export class StaffBookingsController {
  constructor(private readonly staffBookings: StaffBookingsService) {}

  @Get('list')
  @ApiOperation({
    summary: 'One group of the Bookings tab, searched, filtered and paged, with the count of every group',
  })
  @ApiOkResponse({ type: StaffBookingPage })
  @ApiBadRequestResponse({ description: 'Unknown group or venue, bad date, page or page size' })
  list(@Query() query: StaffBookingsQuery): Promise<StaffBookingPage> {
    return this.staffBookings.page(query);
  }
}
