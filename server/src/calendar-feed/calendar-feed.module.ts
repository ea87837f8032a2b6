import { Module } from '@nestjs/common';
import { CalendarFeedController, CalendarFeedSettingsController } from './calendar-feed.controller';
import { CalendarFeedRepository } from './calendar-feed.repository';
import { CalendarFeedService } from './calendar-feed.service';

/** Staff calendar feeds: private .ics addresses that calendar apps subscribe to. */
@Module({
  controllers: [CalendarFeedSettingsController, CalendarFeedController],
  providers: [CalendarFeedRepository, CalendarFeedService],
})
export class CalendarFeedModule {}
