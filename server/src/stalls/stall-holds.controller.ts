import { Body, Controller, Get, Header, Ip, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Public } from '../common/auth.decorators';
import { RateLimit } from '../common/rate-limit';
import { HeldStallsResponse, HoldStallDto, StallHoldResponse } from './stall-holds.dto';
import { StallHoldsService } from './stall-holds.service';

/** Holds change by the minute on their own: these answers are never kept (no public cache, `no-store`). */
@ApiTags('vendor stalls')
@Controller('bookings/vendor-stalls/holds')
export class StallHoldsController {
  constructor(private readonly holds: StallHoldsService) {}

  @Public()
  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Stalls held right now by visitors filling in the rental form (never who)' })
  @ApiOkResponse({ type: HeldStallsResponse })
  held(): Promise<HeldStallsResponse> {
    return this.holds.held();
  }

  @Public()
  @RateLimit('publicPosts')
  @Post()
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'Hold a free stall for 10 minutes while the rental form is filled in',
    description:
      'One live hold per visitor and per client address: a new hold lets go of the hold of the same token or from ' +
      'the same address.',
  })
  @ApiCreatedResponse({ type: StallHoldResponse })
  @ApiBadRequestResponse({ description: 'No such stall' })
  @ApiConflictResponse({ description: 'Stall rented, or held by another visitor' })
  hold(@Body() body: HoldStallDto, @Ip() clientIp: string): Promise<StallHoldResponse> {
    return this.holds.hold(body.stallId, body.holdToken, clientIp);
  }
}
