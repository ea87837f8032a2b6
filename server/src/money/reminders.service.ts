import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { RepeatingTask } from '../common/repeating-task';
import { describeError } from '../common/database-errors';
import { todayInPark } from '../common/park-time';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailService } from '../mail';
import { addDays } from '@kandy-park/domain';
import { invoiceLines, rentLines, type UnpaidLine, unpaidLines } from './aging';
import { daysBetween } from './calendar';
import { type InvoiceReminder, invoiceReminderMail } from './invoice-mails';
import type { OutgoingMail } from '../mail';
import { type RentReminder, rentReminderMail } from './money-mails';
import { MoneyRepository } from './money.repository';
import { InvoicesService } from './invoices.service';
import { customerLine } from './money-mails';
import { endedOn, rentItem } from './money-views';

/** A reminder goes this many days before an instalment or a rent month is due. */
export const REMIND_DAYS_BEFORE = 3;
/** And once when it is this many days overdue. */
export const REMIND_DAYS_OVERDUE = 7;
/** The first look after a start, once the server has settled. */
const FIRST_RUN_MS = 60_000;

class DailyCapReached extends Error {}

export interface ReminderDue {
  kind: 'before' | 'overdue';
  dueOn: string;
  /** Whole LKR still unpaid of what falls due on `dueOn`. */
  owed: number;
  daysOverdue: number;
}

/**
 * The reminders due on `today` for an item's lines (each with what is still unpaid of it, `unpaidLines`), oldest
 * first: for every date with something unpaid, one 3 days before it (or later that side of the date, if the server
 * was not running on the day) and one once it is 7 or more days overdue. Lines due on one date make one reminder
 * (the claim is per booking, date and kind).
 */
export function remindersDue(lines: readonly UnpaidLine[], today: string): ReminderDue[] {
  const owedOn = new Map<string, number>();
  for (const { dueOn, unpaid } of lines) if (unpaid > 0) owedOn.set(dueOn, (owedOn.get(dueOn) ?? 0) + unpaid);
  const due: ReminderDue[] = [];
  for (const [dueOn, owed] of [...owedOn].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const daysOverdue = daysBetween(dueOn, today);
    if (daysOverdue >= REMIND_DAYS_OVERDUE) due.push({ kind: 'overdue', dueOn, owed, daysOverdue });
    else if (daysOverdue < 0 && -daysOverdue <= REMIND_DAYS_BEFORE)
      due.push({ kind: 'before', dueOn, owed, daysOverdue: 0 });
  }
  return due;
}

/**
 * The payment reminders: vendors' stall rent, then venue invoices' deposits and balances, e-mailed through the
 * outbox: every unpaid rent month and instalment, one mail each, once per booking, due date and kind (a row claimed
 * in the transaction that queues the mail), within the park's daily cap of reminders (what the cap leaves out is
 * sent on a later run). Runs a minute after the start, then every RENT_REMINDERS_EVERY_MINUTES, on the one timer of
 * `RepeatingTask`.
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
   * Invoices of approved venue bookings: their deposit and balance, each 3 days before it is due and once when it is
   * 7 days overdue (payments cover the deposit first). A credited or settled invoice gets none, nor one whose
   * booking was deleted (it was settled).
   */
  private async runInvoices(today: string): Promise<{ sent: number; capReached: boolean }> {
    let sent = 0;
    for (const item of await this.invoices.invoiceAccounts(today)) {
      const { invoice, standing } = item;
      if (invoice.bookingId === null || standing.status === 'credited' || standing.balance <= 0) continue;
      // A discount takes off the latest lines first, as the aging reads it.
      const lines = unpaidLines(invoiceLines(invoice), standing.paid, invoice.amount - standing.total);
      const hasDeposit = invoice.depositDueOn !== null && invoice.depositAmount > 0;
      for (const due of remindersDue(lines, today)) {
        // The deposit is the first line when one is asked; lines due on one date are reminded of together.
        const unpaidThen = lines.filter((line) => line.dueOn === due.dueOn && line.unpaid > 0);
        const depositOnly = hasDeposit && unpaidThen.length === 1 && unpaidThen[0] === lines[0];
        const reminder: InvoiceReminder = {
          ...due,
          customerName: invoice.customerName,
          customerEmail: invoice.customerEmail,
          invoiceNumber: invoice.number,
          description: customerLine(invoice),
          instalment: depositOnly ? 'deposit' : 'balance',
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

  /**
   * Stall rentals: every rent month, 3 days before it is due and once when it is 7 days overdue (payments cover the
   * oldest month first). An ended rental is reminded only of the months it was charged before its end.
   */
  private async runRent(today: string): Promise<{ sent: number; capReached: boolean }> {
    let sent = 0;
    for (const rental of await this.repository.rentals()) {
      const monthlyRent = this.invoices.monthlyRent(rental);
      const item = rentItem(rental, today, monthlyRent);
      const months = rentLines(
        { startDate: rental.eventDate, monthlyRent, endedOn: endedOn(rental) },
        addDays(today, REMIND_DAYS_BEFORE),
      );
      for (const due of remindersDue(unpaidLines(months, rental.paid), today)) {
        const reminder: RentReminder = {
          ...due,
          customerName: item.customerName,
          customerEmail: item.customerEmail,
          stallId: item.stallId,
          blockName: item.blockName,
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
