import { Injectable } from '@nestjs/common';
import type { AuthenticatedAdmin } from '../common/auth.decorators';
import type { CombinedWrite } from '../database/combined-write';
import type { Executor } from '../database/database';
import type { AuditEvent } from './audit-actions';
import { AuditRepository } from './audit.repository';

export type { AuditEvent };

/**
 * The audit trail: who changed what, from and to which status, and when. Written in the change's transaction,
 * stamped with the clock rather than the transaction's start, so the entries of one change (an approval, then the
 * invoice it issues) read in the order they happened.
 */
@Injectable()
export class AuditService {
  constructor(private readonly repository: AuditRepository) {}

  async record(executor: Executor, actor: AuthenticatedAdmin | undefined, event: AuditEvent): Promise<void> {
    await this.repository.insert(executor, entryOf(actor, event));
  }

  /** The same entry, as a part of a combined write: written exactly when the write's first part writes its row. */
  recordWith(write: CombinedWrite, actor: AuthenticatedAdmin | undefined, event: AuditEvent): void {
    this.repository.insertAfter(write, entryOf(actor, event));
  }
}

function entryOf(actor: AuthenticatedAdmin | undefined, event: AuditEvent) {
  return {
    actorId: actor?.id ?? null,
    actorUsername: actor?.username ?? null,
    action: event.action,
    entity: event.entity,
    entityId: event.entityId ?? null,
    fromStatus: event.fromStatus ?? null,
    toStatus: event.toStatus ?? null,
    // The vocabulary typed it; the column keeps JSON.
    details: (event.details ?? {}) as Record<string, unknown>,
  };
}
