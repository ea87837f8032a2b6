import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { isUuid } from '../common/input';
import type { StoredDetails } from './audit-actions';
import { PARK_TIME_ZONE } from '../common/park-time';
import { DATABASE, type Database, type Executor } from '../database/database';
import type { CombinedWrite } from '../database/combined-write';
import { columnsAndValues, raw, statement } from '../database/statement';
import {
  admins,
  auditLog,
  type BookingStatus,
  bookings,
  contactMessages,
  newsItems,
  type VenueName,
} from '../database/schema';

export interface AuditFilter {
  /** A staff account's id, or 'none' for entries no staff member made (visitors, the server itself). */
  person?: string;
  action?: string;
  /** Park dates, both included. */
  from?: string;
  to?: string;
}

/** An entry of the record with what is known today of the account that made it. */
export interface AuditRow {
  id: string;
  actorId: string | null;
  actorUsername: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  fromStatus: string | null;
  toStatus: string | null;
  /** As the entry wrote them: the vocabulary's fields (audit-actions.ts), read with their names checked. */
  details: StoredDetails;
  createdAt: Date;
  /** `created_at` as PostgreSQL writes it (microseconds): where the next batch of an export starts. */
  cursor: string;
  account: { username: string; firstName: string; lastName: string } | null;
}

export interface BookingFacts {
  id: string;
  venue: VenueName;
  status: BookingStatus;
  eventDate: string;
  duration: number;
  eventType: string;
  customerName: string;
  isAdminBlock: boolean;
  stallId: string | null;
  createdAt: Date;
  createdBy: string | null;
}

const uuidsOf = (ids: Iterable<string>) => [...new Set(ids)].filter(isUuid);

/** Every read of the park's record. Nothing here changes a row of it: the record is only ever added to. */
@Injectable()
export class AuditRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Adds an entry, stamped with the clock rather than the transaction's start (see AuditService). */
  async insert(executor: Executor, entry: Omit<typeof auditLog.$inferInsert, 'id' | 'createdAt'>): Promise<void> {
    await executor.insert(auditLog).values({ ...entry, createdAt: sql`clock_timestamp()` });
  }

  /** The same entry as a part of `write`, written with its first part's row (see AuditService). */
  insertAfter(write: CombinedWrite, entry: Omit<typeof auditLog.$inferInsert, 'id' | 'createdAt'>): void {
    const { columns, values } = columnsAndValues(auditLog, { ...entry, createdAt: raw('clock_timestamp()') });
    write.add(statement`insert into ${auditLog} (${columns}) select ${values} from ${write.written}`);
  }

  private readonly columns = {
    id: auditLog.id,
    actorId: auditLog.actorId,
    actorUsername: auditLog.actorUsername,
    action: auditLog.action,
    entity: auditLog.entity,
    entityId: auditLog.entityId,
    fromStatus: auditLog.fromStatus,
    toStatus: auditLog.toStatus,
    details: auditLog.details,
    createdAt: auditLog.createdAt,
    cursor: sql<string>`${auditLog.createdAt}::text`,
    accountUsername: admins.username,
    accountFirstName: admins.firstName,
    accountLastName: admins.lastName,
  };

  private conditions(filter: AuditFilter): SQL[] {
    const conditions: SQL[] = [];
    if (filter.person === 'none') conditions.push(isNull(auditLog.actorId));
    else if (filter.person) conditions.push(eq(auditLog.actorId, filter.person));
    if (filter.action) conditions.push(eq(auditLog.action, filter.action));
    // A park date runs from Kandy's midnight to the next, whatever the server's zone.
    if (filter.from) {
      conditions.push(
        sql`${auditLog.createdAt} >= (${filter.from}::date::timestamp at time zone ${sql.raw(`'${PARK_TIME_ZONE}'`)})`,
      );
    }
    if (filter.to) {
      conditions.push(
        sql`${auditLog.createdAt} < ((${filter.to}::date + 1)::timestamp at time zone ${sql.raw(`'${PARK_TIME_ZONE}'`)})`,
      );
    }
    return conditions;
  }

  private select() {
    return this.db.select(this.columns).from(auditLog).leftJoin(admins, eq(admins.id, auditLog.actorId));
  }

  /** One page, newest first. */
  async page(filter: AuditFilter, offset: number, limit: number): Promise<AuditRow[]> {
    const rows = await this.select()
      .where(and(...this.conditions(filter)))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .offset(offset)
      .limit(limit);
    return rows.map(toRow);
  }

  async count(filter: AuditFilter): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(...this.conditions(filter)));
    return row?.n ?? 0;
  }

  /**
   * Every matching entry, newest first, `size` at a time; each batch starts after the last entry of the one before
   * (by its exact time and id), so entries added meanwhile never shift or repeat what is read.
   */
  async *batches(filter: AuditFilter, size: number): AsyncGenerator<AuditRow[], void, undefined> {
    let after: { cursor: string; id: string } | undefined;
    for (;;) {
      const conditions = this.conditions(filter);
      if (after) {
        conditions.push(
          sql`(${auditLog.createdAt}, ${auditLog.id}) < (${after.cursor}::timestamptz, ${after.id}::uuid)`,
        );
      }
      const rows = (
        await this.select()
          .where(and(...conditions))
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(size)
      ).map(toRow);
      if (rows.length > 0) yield rows;
      if (rows.length < size) return;
      const last = rows[rows.length - 1] as AuditRow;
      after = { cursor: last.cursor, id: last.id };
    }
  }

  /** The entries about one booking, its money's included, oldest first. */
  async aboutBooking(id: string): Promise<AuditRow[]> {
    const rows = await this.select()
      .where(
        or(
          and(eq(auditLog.entity, 'booking'), eq(auditLog.entityId, id)),
          and(sql`${auditLog.details} ? 'bookingId'`, sql`(${auditLog.details} ->> 'bookingId') = ${id}`),
        ),
      )
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
    return rows.map(toRow);
  }

  /** Everyone who appears in the record as a staff member, with their latest username there. */
  async people(): Promise<Array<{ id: string; username: string; account: AuditRow['account'] }>> {
    const latest = this.db
      .selectDistinctOn([auditLog.actorId], { actorId: auditLog.actorId, username: auditLog.actorUsername })
      .from(auditLog)
      .where(isNotNull(auditLog.actorId))
      .orderBy(auditLog.actorId, desc(auditLog.createdAt))
      .as('latest');
    const rows = await this.db
      .select({
        id: latest.actorId,
        username: latest.username,
        accountUsername: admins.username,
        accountFirstName: admins.firstName,
        accountLastName: admins.lastName,
      })
      .from(latest)
      .leftJoin(admins, eq(admins.id, latest.actorId));
    return rows.map((row) => ({
      id: row.id as string,
      username: row.accountUsername ?? row.username ?? '',
      account:
        row.accountUsername === null
          ? null
          : {
              username: row.accountUsername,
              firstName: row.accountFirstName ?? '',
              lastName: row.accountLastName ?? '',
            },
    }));
  }

  /** The kinds of action the record holds. */
  async actions(): Promise<string[]> {
    const rows = await this.db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action);
    return rows.map((row) => row.action);
  }

  async bookingsByIds(ids: Iterable<string>): Promise<BookingFacts[]> {
    const wanted = uuidsOf(ids);
    if (wanted.length === 0) return [];
    return this.db
      .select({
        id: bookings.id,
        venue: bookings.venue,
        status: bookings.status,
        eventDate: bookings.eventDate,
        duration: bookings.duration,
        eventType: bookings.eventType,
        customerName: bookings.customerName,
        isAdminBlock: bookings.isAdminBlock,
        stallId: bookings.stallId,
        createdAt: bookings.createdAt,
        createdBy: bookings.createdBy,
      })
      .from(bookings)
      .where(inArray(bookings.id, wanted));
  }

  async accountsByIds(ids: Iterable<string>): Promise<Array<{ id: string; username: string; fullName: string }>> {
    const wanted = uuidsOf(ids);
    if (wanted.length === 0) return [];
    const rows = await this.db
      .select({ id: admins.id, username: admins.username, firstName: admins.firstName, lastName: admins.lastName })
      .from(admins)
      .where(inArray(admins.id, wanted));
    return rows.map((row) => ({
      id: row.id,
      username: row.username,
      fullName: `${row.firstName} ${row.lastName}`.trim() || row.username,
    }));
  }

  async newsByIds(ids: Iterable<string>): Promise<Array<{ id: string; title: string }>> {
    const wanted = uuidsOf(ids);
    if (wanted.length === 0) return [];
    return this.db
      .select({ id: newsItems.id, title: newsItems.title })
      .from(newsItems)
      .where(inArray(newsItems.id, wanted));
  }

  async messagesByIds(ids: Iterable<string>): Promise<Array<{ id: string; subject: string; name: string }>> {
    const wanted = uuidsOf(ids);
    if (wanted.length === 0) return [];
    return this.db
      .select({ id: contactMessages.id, subject: contactMessages.subject, name: contactMessages.name })
      .from(contactMessages)
      .where(inArray(contactMessages.id, wanted));
  }
}

interface SelectedRow {
  id: string;
  actorId: string | null;
  actorUsername: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  fromStatus: string | null;
  toStatus: string | null;
  details: Record<string, unknown>;
  createdAt: Date;
  cursor: string;
  accountUsername: string | null;
  accountFirstName: string | null;
  accountLastName: string | null;
}

function toRow(row: SelectedRow): AuditRow {
  const { accountUsername, accountFirstName, accountLastName, ...entry } = row;
  return {
    ...entry,
    // Written through AuditService, so shaped by the vocabulary; each reader still checks a value's type.
    details: entry.details as StoredDetails,
    account:
      accountUsername === null
        ? null
        : { username: accountUsername, firstName: accountFirstName ?? '', lastName: accountLastName ?? '' },
  };
}
