import { addDays } from '@kandy-park/domain';
import { Injectable } from '@nestjs/common';
import { bookingGone } from './money-errors';
import { todayInPark } from '../common/park-time';
import type { Executor } from '../database/database';
import type { Booking, CreditNote } from '../database/schema';
import type { RentDueQuery } from './dto/payment.dto';
import { describeBooks } from './books-check';
import type {
  BooksCheckResponse,
  BookingAccountView,
  CreditTargetView,
  CustomerCreditView,
  CustomerMoneyView,
  PaymentEntryView,
  RentInvoiceView,
  RentDueItem,
  RentDueList,
} from './dto/money-responses.dto';
import { invoiceStanding } from './invoice-terms';
import { owedBack, unsettledReason } from './payment-rules';
import { creditsOf, owedPerMonth } from './corrections';
import { MoneyRepository } from './money.repository';
import { InvoicesService } from './invoices.service';
import {
  applicationView,
  creditNoteView,
  creditTargetLabel,
  entryViews,
  invoiceStandingOf,
  invoiceView,
  isStallRental,
  rentAccountOf,
  rentItem,
} from './money-views';

/**
 * The park's money as staff and customers read it: a booking's account (its invoice or rent, and its entries),
 * whether its money is settled, the customer's view, the rent due, the Analytics figures. Invoices and payments are
 * written by `InvoicesService` and `PaymentsService`. Rules: docs/money.md.
 */
@Injectable()
export class MoneyService {
  constructor(
    private readonly money: MoneyRepository,
    private readonly invoices: InvoicesService,
  ) {}

  async account(bookingId: string): Promise<BookingAccountView> {
    const booking = await this.money.findBooking(bookingId);
    if (!booking) throw bookingGone();
    return this.accountOf(booking);
  }

  /**
   * Why the booking's money keeps it from being deleted, or null when its money is settled (nothing owed either
   * way): a booking is deleted from the lists only once its books are closed.
   */
  async unsettled(booking: Booking, tx: Executor): Promise<string | null> {
    const today = todayInPark();
    // Locked, so no payment or refund lands between this look and the deletion.
    await this.money.lockBooking(booking.id, tx);
    const balance = await this.balanceOf(booking, today, tx);
    const invoice = isStallRental(booking) ? undefined : await this.money.invoiceOfBooking(booking.id, tx);
    return unsettledReason({
      isStallRental: isStallRental(booking),
      status: booking.status,
      balance,
      invoiceNumber: invoice?.number ?? null,
    });
  }

  /** The money of a booking as its customer sees it on their own page. */
  async customerView(booking: Booking): Promise<CustomerMoneyView> {
    const account = await this.accountOf(booking);
    const receipts = account.entries
      .filter((entry) => entry.kind === 'payment')
      .map((entry) => ({
        number: entry.receiptNumber as string,
        amount: entry.amount,
        receivedOn: entry.receivedOn,
        method: entry.method as NonNullable<PaymentEntryView['method']>,
        reversed: entry.reversedById !== null,
      }));
    const refunds = account.entries
      .filter((entry) => entry.kind === 'refund')
      .map((entry) => ({
        number: entry.receiptNumber as string,
        amount: -entry.amount,
        refundedOn: entry.receivedOn,
        method: entry.method as NonNullable<PaymentEntryView['method']>,
      }));
    const paid = account.entries.reduce((sum, entry) => sum + entry.amount, 0);
    const creditNote = account.invoice?.creditNote;
    return {
      invoice: account.invoice?.invoice ?? null,
      creditNote: creditNote
        ? { number: creditNote.number, issuedOn: creditNote.issuedOn, amount: creditNote.amount, kept: creditNote.kept }
        : null,
      refunds,
      paid,
      balance: account.rent?.balance ?? account.invoice?.balance ?? null,
      receipts,
      rentInvoices: (account.rentInvoices ?? []).map((rent) => ({
        number: rent.number,
        month: rent.month,
        dueOn: rent.periodStart,
        lastDay: rent.lastDay,
        amount: rent.amount,
        issuedOn: rent.issuedOn,
        credited: rent.closed,
      })),
    };
  }

  /** The rentals whose rent is due soon or overdue, most overdue first, with totals. */
  async rentDue(query: RentDueQuery): Promise<RentDueList> {
    const today = todayInPark();
    const show = query.show ?? 'all';
    const items = (await this.rentAccounts(today))
      .filter((item) => !query.block || item.stallId.startsWith(query.block))
      .filter(({ rent }) => {
        if (show === 'due') return rent.standing === 'due';
        if (show === 'overdue') return rent.standing === 'overdue';
        if (show === 'arrears') return rent.inArrears;
        return rent.standing !== 'paid';
      })
      .sort(
        (a, b) =>
          b.rent.daysOverdue - a.rent.daysOverdue || a.stallId.localeCompare(b.stallId, 'en', { numeric: true }),
      );
    const owed = (item: RentDueItem) => Math.max(0, item.rent.balance);
    return {
      items,
      totalOwed: items.reduce((sum, item) => sum + owed(item), 0),
      totalInArrears: items.filter((item) => item.rent.inArrears).reduce((sum, item) => sum + owed(item), 0),
      today,
    };
  }

  /** Every stall rental that charges or charged rent, with its account. */
  async rentAccounts(today: string = todayInPark()): Promise<RentDueItem[]> {
    await this.invoices.allRentUpToDate(today);
    return (await this.money.rentals()).map((rental) => rentItem(rental, today, this.invoices.monthlyRent(rental)));
  }

  /**
   * The money figures of Analytics, from the ledger: income (invoices and rent invoices less credit notes) in all and
   * per month of the document's date, cash received (payments less reversals and refunds) in all and per month of the
   * date received for `[firstDay, endDay)`, what is owed today (invoice instalments whose date has come and are not
   * paid, rent charged and unpaid), and the
   * rent in arrears per stall block.
   */
  async analytics(
    firstDay: string,
    endDay: string,
  ): Promise<{
    income: number;
    incomeByMonth: Map<string, number>;
    received: number;
    receivedByMonth: Map<string, number>;
    outstanding: number;
    arrearsByBlock: Map<string, { rentals: number; owed: number }>;
  }> {
    const today = todayInPark();
    // The rent months due by today are invoiced before the ledger is summed.
    const rentals = await this.rentAccounts(today);
    const [income, incomeMonths, received, months, invoices] = await Promise.all([
      this.money.totalIncome(),
      this.money.incomeByMonth(firstDay, endDay),
      this.money.totalReceived(),
      this.money.receivedByMonth(firstDay, endDay),
      this.money.invoiceLedger(),
    ]);
    // Owed today: the instalments whose date has come, not a balance due months ahead.
    const invoicesOwed = invoices.reduce((sum, row) => sum + invoiceStandingOf(row, today).dueNow, 0);
    const arrearsByBlock = new Map<string, { rentals: number; owed: number }>();
    for (const { stallId, rent } of rentals.filter((item) => item.rent.inArrears)) {
      const block = stallId.charAt(0);
      const sum = arrearsByBlock.get(block) ?? { rentals: 0, owed: 0 };
      arrearsByBlock.set(block, { rentals: sum.rentals + 1, owed: sum.owed + Math.max(0, rent.balance) });
    }
    const rentOwed = rentals.reduce((sum, item) => sum + Math.max(0, item.rent.balance), 0);
    return {
      income,
      incomeByMonth: new Map(incomeMonths.map((row) => [row.month, row.income])),
      received,
      receivedByMonth: new Map(months.map((row) => [row.month, row.received])),
      outstanding: invoicesOwed + rentOwed,
      arrearsByBlock,
    };
  }

  /**
   * What the customer owes on the booking (negative: owed back), read from the ledger once its rent is up to date.
   * The booking is locked by the caller.
   */
  /** Whether every document and the ledger agree, and each difference. */
  async booksCheck(): Promise<BooksCheckResponse> {
    const { differences, counted } = await this.money.checkBooks();
    return {
      agree: differences.length === 0,
      entries: counted,
      differences,
      message: describeBooks(differences, counted).join('\n'),
    };
  }

  async balanceOf(booking: Booking, today: string, tx: Executor): Promise<number> {
    await this.invoices.rentUpToDate(booking, today, null, tx);
    return this.money.bookingBalance(booking.id, tx);
  }

  /** The booking's account; `executor` is a transaction that holds the booking locked. */
  async accountOf(booking: Booking, executor?: Executor): Promise<BookingAccountView> {
    const today = todayInPark();
    const charged = booking.status === 'confirmed' || booking.status === 'completed';
    if (isStallRental(booking) && charged) {
      if (executor) await this.invoices.rentUpToDate(booking, today, null, executor);
      else await this.invoices.allRentUpToDate(today, booking.id);
    }
    const entries = await this.money.entriesOf(booking.id, executor);
    const paid = await this.money.netPaid(booking.id, executor);
    const account: BookingAccountView = {
      bookingId: booking.id,
      kind: 'none',
      entries: entryViews(entries),
      credit: await this.customerCredit(booking, executor),
      applications: (await this.money.creditApplicationsOf(booking.id, executor)).map(applicationView),
    };
    const notes = await this.money.creditNotesOfBooking(booking.id, executor);
    if (isStallRental(booking)) {
      if (charged) {
        const { months, credited } = await this.money.rentCharges(booking.id, executor);
        account.kind = 'rent';
        account.rent = rentAccountOf(booking, paid, today, months, credited, this.invoices.monthlyRent(booking));
      }
      account.rentInvoices = await this.rentInvoiceViews(booking, notes, paid, executor);
      return account;
    }
    const invoice = await this.money.invoiceOfBooking(booking.id, executor);
    if (invoice) {
      const invoiceNotes = notes.filter((note) => note.invoiceId === invoice.id);
      const { credited, closedBy } = creditsOf(invoice.amount, invoiceNotes);
      const creditNote = invoiceNotes.find((note) => note.kind === 'cancellation');
      const { total: _total, ...standing } = invoiceStanding(
        invoice.amount,
        invoice,
        paid,
        today,
        credited,
        closedBy !== null,
      );
      account.kind = 'invoice';
      account.invoice = {
        invoice: invoiceView(invoice),
        invoiced: invoice.amount,
        credited,
        paid,
        ...standing,
        creditNote: creditNote ? creditNoteView(creditNote) : null,
        creditNotes: invoiceNotes.map(creditNoteView),
      };
    }
    return account;
  }

  /** A rental's rent invoices with their credit notes and what is owed on each (payments cover the oldest first). */
  private async rentInvoiceViews(
    booking: Booking,
    notes: readonly CreditNote[],
    paid: number,
    executor?: Executor,
  ): Promise<RentInvoiceView[]> {
    const rents = await this.money.rentInvoicesOf(booking.id, executor);
    const rows = rents.map((rent) => {
      const own = notes.filter((note) => note.rentInvoiceId === rent.id);
      const credited = own.reduce((sum, note) => sum + note.amount, 0);
      return { rent, own, credited, closedBy: creditsOf(rent.amount, own).closedBy };
    });
    const owed = owedPerMonth(
      rows.map(({ rent, credited }) => rent.amount - credited),
      paid,
    );
    return rows.map(({ rent, own, credited, closedBy }, index) => ({
      id: rent.id,
      number: rent.number,
      issuedOn: rent.issuedOn,
      periodStart: rent.periodStart,
      lastDay: addDays(rent.periodEnd, -1),
      month: rent.monthIndex + 1,
      amount: rent.amount,
      credited,
      owed: owed[index] ?? 0,
      closed: closedBy !== null,
      creditNoteNumber: closedBy?.number ?? null,
      creditNotes: own.map(creditNoteView),
    }));
  }

  /**
   * The customer credit a booking holds (what is owed back to them: money paid beyond its charges), and the other
   * bookings of the same account that owe money, where it may be applied.
   */
  async customerCredit(booking: Booking, executor?: Executor): Promise<CustomerCreditView> {
    const balance = await this.money.bookingBalance(booking.id, executor);
    const available = owedBack({ isStallRental: isStallRental(booking), status: booking.status, balance });
    if (available <= 0) return { available: 0, targets: [] };
    const targets: CreditTargetView[] = [];
    for (const other of await this.money.chargedBookingsOf(booking.customerEmail, executor)) {
      if (other.id === booking.id) continue;
      const owed = await this.money.bookingBalance(other.id, executor);
      if (owed <= 0) continue;
      const invoice = isStallRental(other) ? undefined : await this.money.invoiceOfBooking(other.id, executor);
      targets.push({ bookingId: other.id, label: creditTargetLabel(other, invoice?.number ?? null), owed });
    }
    return { available, targets };
  }
}
