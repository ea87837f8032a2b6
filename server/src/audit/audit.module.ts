import { Global, Module } from '@nestjs/common';
import { AuditController, BookingHistoryController } from './audit.controller';
import { AuditRepository } from './audit.repository';
import { AuditViewsService } from './audit-views.service';
import { AuditService } from './audit.service';

/** The park's record: written by every module through AuditService, read on the Activity tab and in bookings. */
@Global()
@Module({
  controllers: [AuditController, BookingHistoryController],
  providers: [AuditService, AuditRepository, AuditViewsService],
  exports: [AuditService],
})
export class AuditModule {}
