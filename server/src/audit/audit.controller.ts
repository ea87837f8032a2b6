import { Controller, Get, Header, Query, type StreamableFile } from '@nestjs/common';
import { NotFoundError } from '../common/domain-error';
import { IdParam } from '../common/id-param';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Roles } from '../common/auth.decorators';
import { todayInPark } from '../common/park-time';
import { textStream } from '../common/text-stream';
import { ActivityFilterChoices, ActivityFilterQuery, ActivityPage, ActivityQuery, BookingHistory } from './audit.dto';
import { HISTORY_NOT_FOUND, AuditViewsService } from './audit-views.service';

/**
 * The Activity tab: the park's record, for admins only. It is read here and nowhere else; no route changes or
 * deletes an entry (the database refuses it too).
 */
@ApiTags('activity')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No valid staff token' })
@ApiForbiddenResponse({ description: 'Not an admin account' })
@Roles('admin')
@Controller('activity')
export class AuditController {
  constructor(private readonly activity: AuditViewsService) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Who did what and when, newest first, filtered and paged' })
  @ApiOkResponse({ type: ActivityPage })
  @ApiBadRequestResponse({ description: 'Bad person, action, date, page or page size' })
  page(@Query() query: ActivityQuery): Promise<ActivityPage> {
    return this.activity.page(query);
  }

  @Get('filters')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'The people and kinds of action the record holds, for the filters' })
  @ApiOkResponse({ type: ActivityFilterChoices })
  filters(): Promise<ActivityFilterChoices> {
    return this.activity.filterChoices();
  }

  @Get('export')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Every entry matching the filters as CSV, newest first' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV with a header line', schema: { type: 'string' } })
  @ApiBadRequestResponse({ description: 'Bad person, action or date' })
  export(@Query() query: ActivityFilterQuery): Promise<StreamableFile> {
    return textStream(this.activity.csv(query), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="activity-${todayInPark()}.csv"`,
    });
  }
}

/** A booking's own history, for every staff member (it is shown in the booking's details). */
@ApiTags('bookings')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No valid staff token' })
@Controller('bookings')
export class BookingHistoryController {
  constructor(private readonly activity: AuditViewsService) {}

  @Get(':id/history')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'How a booking was made and every change since: by whom, when, with the reason' })
  @ApiOkResponse({ type: BookingHistory })
  @ApiNotFoundResponse({ description: 'No such booking, and nothing in the record about it' })
  history(@IdParam('id', () => new NotFoundError(HISTORY_NOT_FOUND)) id: string): Promise<BookingHistory> {
    return this.activity.bookingHistory(id);
  }
}
