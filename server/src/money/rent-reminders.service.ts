import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { todayInPark } from '../common/park-time';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { daysBetween } from './calendar';
import { type RentReminder, rentReminderMail } from './money-mails';
import { MoneyRepository } from './money.repository';
import { MoneyService } from './money.service';

/** A reminder goes this many days before a month's rent is due. */
export const REMIND_DAYS_BEFORE = 3;
/** And once when the month is this many days overdue. */
export const REMIND_DAYS_OVERDUE = 7;
/** The first look after a start, once the server has settled. */
const FIRST_RUN_MS = 60_000;

class DailyCapReached extends Error {}

/**
 * The reminders for one rental on `today`: 3 days before its next unpaid month is due (or later that side of the due
 * date, if the server was not running on the day), and once that month is 7 or more days overdue.
 */
export function remindersDue(
  item: { rent: { nextDueDate: string | null; daysOverdue: number } },
  today: string,
): Array<{ kind: 'before' | 'overdue'; dueOn: string }> {
  const { nextDueDate, daysOverdue } = item.rent;
  if (nextDueDate === null) return [];
  if (daysOverdue >= REMIND_DAYS_OVERDUE) return [{ kind: 'overdue', dueOn: nextDueDate }];
  const daysLeft = daysBetween(today, nextDueDate);
  if (daysLeft > 0 && daysLeft <= REMIND_DAYS_BEFORE) return [{ kind: 'before', dueOn: nextDueDate }];
  return [];
}

/**
 * E-mails vendors about their rent through the outbox: each reminder once per rental, due date and kind (a
 * `rent_reminders` row, claimed in the transaction that queues the mail), within the park's daily cap of reminders
 * (what the cap leaves out is sent on a later run). Runs a minute after the start, then every
 * RENT_REMINDERS_EVERY_MINUTES.
 */
@Injectable()
export class RentRemindersService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('RentReminders');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly money: MoneyService,
    private readonly repository: MoneyRepository,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const every = this.config.rentRemindersEveryMinutes;
    if (every === 0) return;
    const schedule = (delay: number) => {
      this.timer = setTimeout(() => {
        this.running = this.run()
          .catch((error: unknown) => this.logger.error(`Rent reminders failed: ${String(error)}`))
          .finally(() => schedule(every * 60_000));
      }, delay);
      this.timer.unref();
    };
    schedule(FIRST_RUN_MS);
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Queues the reminders due today that were not sent yet; answers how many. */
  async run(today: string = todayInPark()): Promise<number> {
    let sent = 0;
    for (const item of await this.money.rentAccounts(today)) {
      // Reminders are for running rentals; an ended one is followed up by staff from the rent-due list.
      if (item.rent.endedOn !== null) continue;
      for (const due of remindersDue(item, today)) {
        const reminder: RentReminder = {
          ...due,
          customerName: item.customerName,
          customerEmail: item.customerEmail,
          stallId: item.stallId,
          blockName: item.blockName,
          // Before the due date: the coming month's rent, less what was paid ahead towards it.
          owed: due.kind === 'before' ? item.rent.nextDueAmount : item.rent.balance,
          daysOverdue: item.rent.daysOverdue,
        };
        try {
          const queued = await this.repository.transaction(async (tx) => {
            if (!(await this.repository.claimReminder(item.bookingId, due.dueOn, due.kind, tx))) return false;
            if ((await this.mail.enqueue(tx, rentReminderMail(reminder))) === 0) throw new DailyCapReached();
            return true;
          });
          if (queued) sent++;
        } catch (error) {
          if (error instanceof DailyCapReached) return sent;
          throw error;
        }
      }
    }
    return sent;
  }
}
