import { Body, Controller, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthenticatedAdmin, CurrentAdmin } from '../common/auth.decorators';
import { BookingsService } from './bookings.service';
import { BookStallDto } from './dto/book-stall.dto';
import { StaffBookingCreatedResponse } from './dto/booking-responses.dto';

/** Staff renting a stall for a customer: a booking, so it lives with the bookings; the grid is the stalls module's. */
@ApiTags('vendor stalls')
@Controller('bookings')
export class StallRentalsController {
  constructor(private readonly bookings: BookingsService) {}

  @Post('admin/vendor-stalls/book')
  @ApiOperation({
    summary: 'Rent a stall for a customer (confirmed at once; a block alone takes its first free stall)',
  })
  @ApiCreatedResponse({ type: StaffBookingCreatedResponse })
  @ApiConflictResponse({ description: 'Stall taken or no stall left' })
  book(@Body() body: BookStallDto, @CurrentAdmin() admin: AuthenticatedAdmin): Promise<StaffBookingCreatedResponse> {
    return this.bookings.bookStall(body, admin);
  }
}
