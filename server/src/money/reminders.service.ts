import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { RepeatingTask } from '../common/repeating-task';
import { describeError } from '../common/database-errors';
import { todayInPark } from '../common/park-time';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailService } from '../mail';
import { daysBetween } from './calendar';
import { type InvoiceReminder, invoiceReminderMail } from './invoice-mails';
import type { OutgoingMail } from '../mail';
import { type RentReminder, rentReminderMail } from './money-mails';
import { MoneyRepository } from './money.repository';
import { InvoicesService } from './invoices.service';
import { customerLine } from './money-mails';
import { rentItem } from './money-views';

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
 * The payment reminders: vendors' stall rent, then venue invoices' deposits and balances, e-mailed through the
 * outbox: each reminder once per rental or instalment, due date and kind (a row claimed in the transaction that
 * queues the mail), within the park's daily cap of reminders (what the cap leaves out is sent on a later run). Runs
 * a minute after the start, then every RENT_REMINDERS_EVERY_MINUTES, on the one timer of `RepeatingTask`.
 */
@Injectable()
export class RemindersService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('RentReminders');
  private rounds: RepeatingTask | undefined;

  constructor(
    private readonly invoices: InvoicesService,
    private readonly repository: MoneyRepository,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const every = this.config.rentRemindersEveryMinutes;
    if (every === 0) return;
    this.rounds = new RepeatingTask(
      () => this.run(),
      every * 60_000,
      (error) => this.logger.error(`Rent reminders failed: ${describeError(error)}`),
    );
    this.rounds.start(FIRST_RUN_MS);
  }

  async onModuleDestroy(): Promise<void> {
    await this.rounds?.stop();
  }

  /** Queues the reminders due today that were not sent yet, rent first, then invoices; answers how many. */
  async run(today: string = todayInPark()): Promise<number> {
    // The rent months due by today are invoiced first: the reminders read what the ledger charges.
    await this.invoices.allRentUpToDate(today);
    const rent = await this.runRent(today);
    if (rent.capReached) return rent.sent;
    return rent.sent + (await this.runInvoices(today)).sent;
  }

  /**
   * Invoices of approved venue bookings: their deposit and balance, 3 days before each is due and once when it is 7
   * days overdue. A credited or settled invoice gets none, nor one whose booking was deleted (it was settled).
   */
  private async runInvoices(today: string): Promise<{ sent: number; capReached: boolean }> {
    let sent = 0;
    for (const item of await this.invoices.invoiceAccounts(today)) {
      const { invoice, standing } = item;
      if (invoice.bookingId === null || standing.status === 'credited' || standing.balance <= 0) continue;
      const rent = { nextDueDate: standing.nextDueOn, daysOverdue: standing.daysOverdue };
      for (const due of remindersDue({ rent }, today)) {
        const reminder: InvoiceReminder = {
          ...due,
          customerName: invoice.customerName,
          customerEmail: invoice.customerEmail,
          invoiceNumber: invoice.number,
          description: customerLine(invoice),
          instalment:
            due.dueOn === invoice.depositDueOn && standing.paid < invoice.depositAmount ? 'deposit' : 'balance',
          owed: due.kind === 'before' ? standing.nextDueAmount : standing.dueNow,
          daysOverdue: standing.daysOverdue,
          language: invoice.language,
        };
        const outcome = await this.queue(invoice.bookingId, due, invoiceReminderMail(reminder));
        if (outcome === 'cap') return { sent, capReached: true };
        if (outcome === 'queued') sent++;
      }
    }
    return { sent, capReached: false };
  }

  /** Claims the reminder and queues its mail in one transaction: sent once, whatever the number of servers. */
  private async queue(
    bookingId: string,
    due: { kind: 'before' | 'overdue'; dueOn: string },
    mail: OutgoingMail,
  ): Promise<'queued' | 'sent before' | 'cap'> {
    try {
      const queued = await this.repository.transaction(async (tx) => {
        if (!(await this.repository.claimReminder(bookingId, due.dueOn, due.kind, tx))) return false;
        if ((await this.mail.enqueue(tx, mail)) === 0) throw new DailyCapReached();
        return true;
      });
      return queued ? 'queued' : 'sent before';
    } catch (error) {
      if (error instanceof DailyCapReached) return 'cap';
      throw error;
    }
  }

  private async runRent(today: string): Promise<{ sent: number; capReached: boolean }> {
    let sent = 0;
    for (const rental of await this.repository.rentals()) {
      const item = rentItem(rental, today);
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
          language: rental.language,
        };
        const outcome = await this.queue(item.bookingId, due, rentReminderMail(reminder));
        if (outcome === 'cap') return { sent, capReached: true };
        if (outcome === 'queued') sent++;
      }
    }
    return { sent, capReached: false };
  }
}
