import { Inject, Injectable } from '@nestjs/common';
import { AuditService } from '../audit';
import { hashAccessToken, isAccessTokenShaped, issueAccessToken } from '../common/access-token';
import type { AuthenticatedAdmin } from '../common/auth.decorators';
import { NotFoundError } from '../common/domain-error';
import { todayInPark } from '../common/park-time';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { Admin } from '../database/schema';
import type { CalendarFeedChanged, CalendarFeedStatus } from './calendar-feed.dto';
import { staffCalendarFeed } from './calendar-feed.ics';
import { CalendarFeedRepository } from './calendar-feed.repository';
import { addDays } from '@kandy-park/domain';

/** How far back a feed reaches: last month's events stay in staff calendars. */
export const FEED_DAYS_BACK = 30;
export const FEED_NOT_FOUND = 'This calendar address is not valid. It may have been replaced or turned off.';
const ACCOUNT_GONE = 'Your account no longer exists.';

/**
 * Each staff member's private calendar address: a long random token in the URL (calendar apps cannot sign in),
 * stored only as its SHA-256, that staff turn on, replace or turn off in Profile Settings.
 */
@Injectable()
export class CalendarFeedService {
  constructor(
    private readonly feeds: CalendarFeedRepository,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async status(actor: AuthenticatedAdmin): Promise<CalendarFeedStatus> {
    const account = await this.feeds.findAccount(actor.id);
    if (!account) throw new NotFoundError(ACCOUNT_GONE);
    return statusOf(account);
  }

  /** On: a new address, whose token is answered this once; the earlier address (if any) stops at once. Off: none. */
  async change(actor: AuthenticatedAdmin, enabled: boolean): Promise<CalendarFeedChanged> {
    const issued = enabled ? issueAccessToken() : undefined;
    return this.feeds.transaction(async (tx) => {
      const account = await this.feeds.lockAccount(actor.id, tx);
      if (!account) throw new NotFoundError(ACCOUNT_GONE);
      const wasOn = account.calendarFeedTokenHash !== null;
      if (!issued && !wasOn) return { ...statusOf(account), url: null, message: 'Your calendar feed is already off.' };
      const row = (await this.feeds.setFeedToken(account.id, issued?.hash ?? null, tx)) as Admin;
      await this.audit.record(tx, actor, {
        action: issued ? (wasOn ? 'calendar-feed.replace' : 'calendar-feed.on') : 'calendar-feed.off',
        entity: 'admin',
        entityId: account.id,
      });
      if (!issued) {
        return { ...statusOf(row), url: null, message: 'Your calendar feed is off. Its address no longer works.' };
      }
      return {
        ...statusOf(row),
        url: `${this.config.publicUrl.replace(/\/$/, '')}/api/calendar-feed/${issued.token}.ics`,
        message: wasOn
          ? 'Your calendar feed has a new address. The old one no longer works.'
          : 'Your calendar feed is on. Add its address to your calendar app.',
      };
    });
  }

  /** The feed behind an address (`<token>.ics`), or 404 for anything else, alike for every wrong address. */
  async feed(file: string): Promise<string> {
    const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
    if (!isAccessTokenShaped(token)) throw new NotFoundError(FEED_NOT_FOUND);
    const account = await this.feeds.findActiveByTokenHash(hashAccessToken(token));
    if (!account) throw new NotFoundError(FEED_NOT_FOUND);
    return staffCalendarFeed(await this.feeds.confirmedSince(addDays(todayInPark(), -FEED_DAYS_BACK)));
  }
}

function statusOf(account: Admin): CalendarFeedStatus {
  return {
    enabled: account.calendarFeedTokenHash !== null,
    createdAt: account.calendarFeedCreatedAt ? account.calendarFeedCreatedAt.toISOString() : null,
  };
}
