import { Controller, Get, Param } from '@nestjs/common';
import { ApiBadRequestResponse, ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/auth.decorators';
import { BookedStallsResponse, StallAvailabilityResponse, StallBlockDataResponse, StallBlockView } from './stalls.dto';
import { StallAllocationService } from './stall-allocation.service';
import { PublicCache } from '../common/public-cache/public-cache.decorator';

@ApiTags('vendor stalls')
@ApiExtraModels(StallBlockView)
@Controller('bookings')
export class VendorStallsController {
  constructor(private readonly stalls: StallAllocationService) {}

  @Public()
  @PublicCache('bookings')
  @Get('vendor-stalls/availability/:date')
  @ApiOperation({ summary: 'How many of the 100 stalls are free for a rental starting on the date' })
  @ApiOkResponse({ type: StallAvailabilityResponse })
  @ApiBadRequestResponse({ description: 'Bad, past or too distant date' })
  availability(@Param('date') date: string): Promise<StallAvailabilityResponse> {
    return this.stalls.availabilityOn(date);
  }

  @Public()
  @PublicCache('bookings')
  @Get('vendor-stalls/booked')
  @ApiOperation({ summary: 'Ids of the stalls held by a pending or confirmed rental' })
  @ApiOkResponse({ type: BookedStallsResponse })
  async booked(): Promise<BookedStallsResponse> {
    return { bookedStalls: await this.stalls.bookedStallIds() };
  }

  @Public()
  @PublicCache('bookings')
  @Get('vendor-stalls/test')
  @ApiOperation({ summary: 'Public fallback of the stall grid: layout and statuses, never customers' })
  @ApiOkResponse({ type: StallBlockDataResponse })
  publicBlockData(): Promise<StallBlockDataResponse> {
    return this.stalls.blockData({ withCustomers: false });
  }

  @Get('admin/vendor-stalls')
  @ApiOperation({ summary: 'The stall grid by block with each rental and its customer, and occupancy statistics' })
  @ApiOkResponse({ type: StallBlockDataResponse })
  blockData(): Promise<StallBlockDataResponse> {
    return this.stalls.blockData({ withCustomers: true });
  }
}
