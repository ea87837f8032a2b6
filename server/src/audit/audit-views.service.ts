import { Injectable } from '@nestjs/common';
import { bookingGroupOf, csvLine } from '@kandy-park/domain';
import { DEFAULT_PAGE_SIZE } from '../common/page-query.dto';
import { InvalidInputError, NotFoundError } from '../common/domain-error';
import { PARK_TIME_ZONE, todayInPark } from '../common/park-time';
import { formatLongDate } from '../mail';
import type { StoredDetails } from './audit-actions';
import { actionLabel, kindLabel, moneyFacts } from './audit-labels';
import type {
  ActivityEntry,
  ActivityFilterChoices,
  ActivityFilterQuery,
  ActivityPage,
  ActivityQuery,
  ActivitySubject,
  BookingHistory,
} from './audit.dto';
import { type AuditFilter, AuditRepository, type AuditRow, type BookingFacts } from './audit.repository';

/** Entries read at a time for the CSV export: its memory is one batch, whatever the length of the record. */
const EXPORT_BATCH = 1_000;
/** Actions a visitor takes (no staff member is named). */
const VISITOR_ACTIONS = new Set(['booking.request', 'booking.customer-cancel']);
/** The entries that say how a booking came to be. */
const CREATION_ACTIONS = new Set(['booking.request', 'booking.block', 'booking.stall-book']);
export const HISTORY_NOT_FOUND = 'Booking not found. It may have been deleted before the park kept its history.';

export const ACTIVITY_CSV_HEADER = [
  'When (Kandy time)',
  'Who',
  'Username',
  'What',
  'About',
  'Kind',
  'ID',
  'From',
  'To',
  'Reason',
  'Money',
] as const;

const PARK_CLOCK = new Intl.DateTimeFormat('sv-SE', {
  timeZone: PARK_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'medium',
});

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The park's record as staff read it: the Activity tab, its export, and each booking's history. */
@Injectable()
export class AuditViewsService {
  constructor(private readonly activity: AuditRepository) {}

  async page(query: ActivityQuery): Promise<ActivityPage> {
    const filter = filterOf(query);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const rows = await this.activity.page(filter, (page - 1) * pageSize, pageSize);
    const total = await this.activity.count(filter);
    return {
      entries: await this.viewsOf(rows),
      page,
      pageSize,
      total,
      nextPage: page * pageSize < total ? page + 1 : null,
    };
  }

  async filterChoices(): Promise<ActivityFilterChoices> {
    const people = (await this.activity.people())
      .map((person) => ({
        _id: person.id,
        username: person.username,
        name: person.account
          ? `${person.account.firstName} ${person.account.lastName}`.trim() || person.account.username
          : person.username,
        exists: person.account !== null,
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'));
    const actions = (await this.activity.actions())
      .map((action) => ({ action, label: kindLabel(action) }))
      .sort((a, b) => a.label.localeCompare(b.label, 'en'));
    return { people, actions };
  }

  /** The matching entries as CSV lines, header first, newest first, a batch at a time. */
  async *csv(query: ActivityFilterQuery): AsyncGenerator<string, void, undefined> {
    const filter = filterOf(query);
    yield csvLine(ACTIVITY_CSV_HEADER);
    for await (const rows of this.activity.batches(filter, EXPORT_BATCH)) {
      const lines = (await this.viewsOf(rows)).map((entry) =>
        csvLine([
          PARK_CLOCK.format(new Date(entry.at)),
          entry.by,
          entry.actor?.username ?? '',
          entry.label,
          entry.subject?.title ?? '',
          entry.subject?.kind ?? entry.entity,
          entry.subject?.id ?? entry.entityId ?? '',
          entry.fromStatus ?? '',
          entry.toStatus ?? '',
          entry.reason ?? '',
          entry.money ?? '',
        ]),
      );
      yield lines.join('');
    }
  }

  /**
   * A booking's history, oldest first: how it was made, then every change, by whom, with the reason. A deleted
   * booking keeps it (its last entry says who deleted it and what it was).
   */
  async bookingHistory(id: string): Promise<BookingHistory> {
    const rows = await this.activity.aboutBooking(id);
    const [booking] = await this.activity.bookingsByIds([id]);
    if (!booking && rows.length === 0) throw new NotFoundError(HISTORY_NOT_FOUND);
    const entries = await this.viewsOf(rows);
    // A booking made before the park kept its record: its row still says when it was made, and by whom.
    if (booking && !rows.some((row) => CREATION_ACTIONS.has(row.action))) {
      entries.unshift(await this.creationOf(booking));
    }
    return { bookingId: id, exists: booking !== undefined, entries };
  }

  private async creationOf(booking: BookingFacts): Promise<ActivityEntry> {
    const action = booking.isAdminBlock
      ? 'booking.block'
      : booking.createdBy
        ? 'booking.stall-book'
        : 'booking.request';
    const [account] = booking.createdBy ? await this.activity.accountsByIds([booking.createdBy]) : [];
    const details = { venue: booking.venue, eventDate: booking.eventDate, stallId: booking.stallId };
    return {
      _id: booking.id,
      at: booking.createdAt.toISOString(),
      action,
      label: actionLabel({ action, toStatus: null, details }),
      by: account?.fullName ?? (booking.createdBy ? 'A former staff member' : 'Visitor'),
      actor: account ? { _id: account.id, username: account.username, name: account.fullName, exists: true } : null,
      entity: 'booking',
      entityId: booking.id,
      fromStatus: null,
      toStatus: booking.isAdminBlock || booking.createdBy ? 'confirmed' : 'pending',
      reason: null,
      money: null,
      subject: bookingSubject(booking.id, booking, details),
      details,
    };
  }

  /** Entries as the dashboard shows them: labelled, with the staff member's name and what each was about. */
  private async viewsOf(rows: AuditRow[]): Promise<ActivityEntry[]> {
    const idsOf = (entity: string) =>
      rows.filter((row) => row.entity === entity && row.entityId).map((row) => row.entityId as string);
    const bookingIds = rows.map(bookingIdOf).filter((id): id is string => id !== null);
    const [bookings, accounts, news, messages] = [
      new Map((await this.activity.bookingsByIds(bookingIds)).map((row) => [row.id, row])),
      new Map((await this.activity.accountsByIds(idsOf('admin'))).map((row) => [row.id, row])),
      new Map((await this.activity.newsByIds(idsOf('news'))).map((row) => [row.id, row])),
      new Map((await this.activity.messagesByIds(idsOf('contact'))).map((row) => [row.id, row])),
    ];
    const today = todayInPark();

    const subjectOf = (row: AuditRow): ActivitySubject | null => {
      const bookingId = bookingIdOf(row);
      if (bookingId) {
        const subject = bookingSubject(bookingId, bookings.get(bookingId), row.details);
        return { ...subject, group: subject.exists ? bookingGroupOf(bookings.get(bookingId)!, today) : null };
      }
      if (!row.entityId) return null;
      const id = row.entityId;
      switch (row.entity) {
        case 'admin': {
          const account = accounts.get(id);
          const username =
            account?.username ?? text(row.details.username) ?? (row.actorId === id ? row.actorUsername : null);
          const title = account ? `${account.fullName} (${account.username})` : (username ?? 'A staff account');
          return { kind: 'admin', id, title, exists: account !== undefined, group: null };
        }
        case 'news': {
          const item = news.get(id);
          const title = item?.title ?? text(row.details.title) ?? 'A news item';
          return { kind: 'news', id, title, exists: item !== undefined, group: null };
        }
        case 'contact': {
          const message = messages.get(id);
          const title = message ? `Message from ${message.name}: ${message.subject}` : 'A contact message';
          return { kind: 'contact', id, title, exists: message !== undefined, group: null };
        }
        case 'period':
          return { kind: 'period', id, title: `Books of ${monthTitle(id)}`, exists: true, group: null };
        case 'numbers':
          return {
            kind: 'numbers',
            id,
            title: `Document numbers after the backup of ${id}`,
            exists: true,
            group: null,
          };
        default:
          return { kind: row.entity, id, title: `${kindLabel(row.entity)} ${id}`, exists: true, group: null };
      }
    };

    return rows.map((row) => {
      const name = row.account
        ? `${row.account.firstName} ${row.account.lastName}`.trim() || row.account.username
        : (row.actorUsername ?? '');
      const actor = row.actorId
        ? { _id: row.actorId, username: row.actorUsername ?? '', name, exists: row.account !== null }
        : null;
      return {
        _id: row.id,
        at: row.createdAt.toISOString(),
        action: row.action,
        label: actionLabel(row),
        by: actor ? actor.name : VISITOR_ACTIONS.has(row.action) ? 'Visitor' : 'System',
        actor,
        entity: row.entity,
        entityId: row.entityId,
        fromStatus: row.fromStatus,
        toStatus: row.toStatus,
        reason: text(row.details.rejectionReason) ?? text(row.details.reason) ?? null,
        money: moneyFacts(row.action, row.details),
        subject: subjectOf(row),
        details: row.details,
      };
    });
  }
}

const MONTH_TITLE = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long' });

/** "March 2027" for a closed month's `2027-03` (the id itself when it is not one). */
function monthTitle(month: string): string {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? MONTH_TITLE.format(new Date(`${month}-01T00:00:00Z`)) : month;
}

function filterOf(query: ActivityFilterQuery): AuditFilter {
  if (query.from && query.to && query.to < query.from) {
    throw new InvalidInputError('The end date must be on or after the start date.', 'INVALID_DATE');
  }
  return { person: query.person?.toLowerCase(), action: query.action, from: query.from, to: query.to };
}

/** The booking an entry is about: its own, or the one an entry about its money names. */
function bookingIdOf(row: AuditRow): string | null {
  if (row.entity === 'booking') return row.entityId;
  return text(row.details.bookingId) ?? null;
}

/** "Nimal Perera · Open Air Arena, March 15, 2027", from the booking, or from what the record kept of it. */
function bookingSubject(id: string, booking: BookingFacts | undefined, details: StoredDetails): ActivitySubject {
  const venue = booking?.venue ?? text(details.venue);
  const stallId = booking?.stallId ?? text(details.stallId);
  const date = booking?.eventDate ?? text(details.eventDate) ?? text(details.startDate);
  const who = booking ? (booking.isAdminBlock ? 'Admin block' : booking.customerName) : text(details.customerName);
  const where = [stallId ? `Stall ${stallId}` : venue, date ? formatLongDate(date) : undefined]
    .filter(Boolean)
    .join(', ');
  const title = [who, where].filter(Boolean).join(' · ') || `Booking ${id}`;
  return { kind: 'booking', id, title, exists: booking !== undefined, group: null };
}
