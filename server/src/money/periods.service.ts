import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit';
import type { AuthenticatedAdmin } from '../common/auth.decorators';
import { ConflictError, DomainError } from '../common/domain-error';
import { todayInPark } from '../common/park-time';
import type { Executor } from '../database/database';
import type { ClosedPeriod } from '../database/schema';
import type { ClosedPeriodList, ClosedPeriodView, PeriodChangedResponse } from './dto/periods.dto';
import { closableMonths, closeRefusal, type EntryDate, monthLabel, monthOf } from './periods';
import { PeriodsRepository } from './periods.repository';

const adminsOnly = () => new DomainError(403, 'Only admin accounts can do this.');

/**
 * Closed months (docs/money.md, "Closing a month"): an admin closes a month once it has ended, and nothing is dated
 * inside it afterwards (a late entry is dated today and says so); an admin reopens it with a reason. Both are in the
 * record.
 */
@Injectable()
export class PeriodsService {
  constructor(
    private readonly periods: PeriodsRepository,
    private readonly audit: AuditService,
  ) {}

  /** The closed months, newest first, with who closed each and when; and the ended months that may be closed. */
  async list(): Promise<ClosedPeriodList> {
    const today = todayInPark();
    const rows = await this.periods.list();
    return {
      periods: rows.map(viewOf),
      closable: closableMonths(
        today,
        await this.periods.firstMonth(),
        rows.map((row) => row.month),
      ),
      currentMonth: monthOf(today),
    };
  }

  /** Closes an ended month (admins only): from now on nothing is dated inside it. */
  async close(month: string, admin: AuthenticatedAdmin): Promise<PeriodChangedResponse> {
    if (admin.role !== 'admin') throw adminsOnly();
    const refusal = closeRefusal(month, todayInPark());
    if (refusal) throw new ConflictError(refusal, 'MONTH_NOT_ENDED');
    return this.periods.transaction(async (tx) => {
      const closed = await this.periods.insert({ month, closedBy: admin.id, closedByName: admin.displayName }, tx);
      if (!closed) throw alreadyClosed(month, await this.periods.find(month, tx));
      await this.audit.record(tx, admin, {
        action: 'period.close',
        entity: 'period',
        entityId: month,
        details: { month },
      });
      return {
        period: viewOf(closed),
        message: `${monthLabel(month)} is closed: an entry dated inside it from now on is dated the day it is recorded, and says so.`,
      };
    });
  }

  /** Reopens a closed month (admins only), with the reason, kept in the record. */
  async reopen(month: string, admin: AuthenticatedAdmin, reason: string): Promise<PeriodChangedResponse> {
    if (admin.role !== 'admin') throw adminsOnly();
    return this.periods.transaction(async (tx) => {
      const removed = await this.periods.remove(month, tx);
      if (!removed) {
        throw new ConflictError(`${monthLabel(month)} is not closed: there is nothing to reopen.`, 'NOT_CLOSED');
      }
      await this.audit.record(tx, admin, {
        action: 'period.reopen',
        entity: 'period',
        entityId: month,
        details: {
          month,
          reason,
          closedByName: removed.closedByName,
          closedAt: removed.closedAt.toISOString(),
        },
      });
      return {
        period: null,
        message: `${monthLabel(month)} is open again: entries may be dated inside it.`,
      };
    });
  }

  /**
   * The date a staff entry asked for `requested` is given: the same date, or `today` (the writer's reading of the
   * day) when its month is closed (`late`).
   * Read in the writer's own transaction `tx`, which holds the read until it commits, so a close cannot slip in
   * between this answer and the entry's insert (`PeriodsRepository.isClosedInTransaction`).
   */
  async entryDate(requested: string, tx: Executor, today: string = todayInPark()): Promise<EntryDate> {
    const closed = await this.periods.isClosedInTransaction(monthOf(requested), tx);
    if (!closed) return { entryOn: requested, late: false, requestedOn: requested };
    return { entryOn: today, late: true, requestedOn: requested };
  }
}

function viewOf(row: ClosedPeriod): ClosedPeriodView {
  return {
    month: row.month,
    label: monthLabel(row.month),
    closedById: row.closedBy,
    closedByName: row.closedByName,
    closedAt: row.closedAt.toISOString(),
  };
}

function alreadyClosed(month: string, row: ClosedPeriod | undefined): ConflictError {
  const by = row ? ` by ${row.closedByName} on ${todayInPark(row.closedAt)}` : '';
  return new ConflictError(`${monthLabel(month)} is already closed${by}.`, 'ALREADY_CLOSED');
}
