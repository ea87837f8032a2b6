import { Body, Controller, Get, Param, Put, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { type AuthenticatedAdmin, CurrentAdmin, Public } from '../common/auth.decorators';
import { RateLimit } from '../common/rate-limit';
import { CalendarFeedChangeDto, CalendarFeedChanged, CalendarFeedStatus } from './calendar-feed.dto';
import { CalendarFeedService } from './calendar-feed.service';

/** One's own calendar feed, from Profile Settings. */
@ApiTags('staff accounts')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No valid staff token' })
@Controller('admin/profile/calendar-feed')
export class CalendarFeedSettingsController {
  constructor(private readonly feeds: CalendarFeedService) {}

  @Get()
  @ApiOperation({ summary: 'Whether one’s private calendar feed is on, and since when' })
  @ApiOkResponse({ type: CalendarFeedStatus })
  status(@CurrentAdmin() actor: AuthenticatedAdmin): Promise<CalendarFeedStatus> {
    return this.feeds.status(actor);
  }

  @Put()
  @ApiOperation({ summary: 'Turn one’s calendar feed on with a new private address (replacing any), or off' })
  @ApiOkResponse({ type: CalendarFeedChanged })
  @ApiBadRequestResponse({ description: 'enabled missing or not true or false' })
  change(@CurrentAdmin() actor: AuthenticatedAdmin, @Body() body: CalendarFeedChangeDto): Promise<CalendarFeedChanged> {
    return this.feeds.change(actor, body.enabled);
  }
}

/**
 * The feed itself, read by calendar apps that cannot sign in: the address's token is the key. Never kept by the
 * public answer cache (no @PublicCache), never stored by browsers or proxies, and its path is not logged whole.
 */
@ApiTags('staff accounts')
@Controller('calendar-feed')
export class CalendarFeedController {
  constructor(private readonly feeds: CalendarFeedService) {}

  @Public()
  @RateLimit('calendarFeed')
  @Get(':file')
  @ApiOperation({ summary: 'A staff member’s calendar feed (iCalendar), by its private address' })
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'An RFC 5545 calendar', schema: { type: 'string' } })
  @ApiNotFoundResponse({ description: 'Wrong, replaced or turned-off address, or an account deactivated or deleted' })
  @ApiTooManyRequestsResponse({ description: 'Too many reads from this address' })
  async feed(@Param('file') file: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const calendar = await this.feeds.feed(file);
    void reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="kandy-park-bookings.ics"')
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex, nofollow');
    return calendar;
  }
}
