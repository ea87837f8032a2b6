import { Global, Module } from '@nestjs/common';
import { ActivityController, BookingHistoryController } from './activity.controller';
import { ActivityRepository } from './activity.repository';
import { ActivityService } from './activity.service';
import { AuditService } from './audit.service';

/** The park's record: written by every module through AuditService, read on the Activity tab and in bookings. */
@Global()
@Module({
  controllers: [ActivityController, BookingHistoryController],
  providers: [AuditService, ActivityRepository, ActivityService],
  exports: [AuditService],
})
export class AuditModule {}
