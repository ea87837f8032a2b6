import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { AdminModule } from './admin/admin.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { BackupModule } from './backup/backup.module';
import { AnalyticsModule } from './analytics';
import { StallsModule } from './stalls';
import { BookingsModule } from './bookings/bookings.module';
import { CalendarFeedModule } from './calendar-feed/calendar-feed.module';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { throttlerOptions } from './common/rate-limit';
import { DatabaseThrottlerStorage } from './common/rate-limit.storage';
import { requestLogParams } from './common/request-log';
import type { AppConfig } from './config/app-config';
import { AppConfigModule } from './config/config.module';
import { ContactModule } from './contact/contact.module';
import { DATABASE, type Database } from './database/database';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { HousekeepingModule } from './housekeeping/housekeeping.module';
import { MailModule } from './mail/mail.module';
import type { Metrics } from './metrics/metrics';
import { MetricsModule } from './metrics/metrics.module';
import { MoneyModule } from './money/money.module';
import { NewsModule } from './news/news.module';
import { NewsletterModule } from './newsletter/newsletter.module';
import { type KeptValues, KeptValuesModule } from './common/public-cache/kept-values';

@Module({})
export class AppModule {
  static forRoot(
    config: AppConfig,
    keptValues: KeptValues,
    metrics: Metrics,
    logDestination?: DestinationStream,
  ): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        KeptValuesModule.forRoot(keptValues),
        MetricsModule.forRoot(metrics),
        LoggerModule.forRoot(requestLogParams(config.logLevel, logDestination)),
        ThrottlerModule.forRootAsync({
          inject: [DATABASE],
          useFactory: (db: Database) => ({
            ...throttlerOptions(config),
            storage: new DatabaseThrottlerStorage(db, (limit) => metrics.rateLimitRefused(limit)),
          }),
        }),
        DatabaseModule,
        MailModule,
        AuditModule,
        AuthModule,
        AdminModule,
        HealthModule,
        BookingsModule,
        StallsModule,
        AnalyticsModule,
        MoneyModule,
        NewsModule,
        ContactModule,
        NewsletterModule,
        CalendarFeedModule,
        BackupModule,
        HousekeepingModule,
      ],
      providers: [{ provide: APP_FILTER, useClass: AllExceptionsFilter }],
    };
  }
}
