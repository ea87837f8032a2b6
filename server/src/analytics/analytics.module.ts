import { Module } from '@nestjs/common';
import { MoneyModule } from '../money';
import { StallsModule } from '../stalls';
import { AnalyticsController } from './analytics.controller';
import { AnalyticsRepository } from './analytics.repository';
import { AnalyticsService } from './analytics.service';

/** The dashboard's Analytics: read-only figures over bookings, money and stalls. */
@Module({
  imports: [MoneyModule, StallsModule],
  controllers: [AnalyticsController],
  providers: [AnalyticsRepository, AnalyticsService],
})
export class AnalyticsModule {}
