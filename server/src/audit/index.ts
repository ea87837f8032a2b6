// What other modules may use of this one (the lint keeps them to this file).
export { AuditModule } from './audit.module';
export { type AuditEvent, AuditService } from './audit.service';
export type { AuditAction, AuditDetails } from './audit-actions';
