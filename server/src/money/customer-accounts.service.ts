import { Injectable } from '@nestjs/common';
import { InvalidInputError, NotFoundError } from '../common/domain-error';
import { todayInPark } from '../common/park-time';
import { accountAging, accountBookings, accountDocuments, agingDay, latestContact } from './customer-account';
import type { AccountList, AccountQuery, AccountSummaryView, CustomerAccountView } from './dto/customer-account.dto';
import { InvoicesService } from './invoices.service';
import { accountOf } from './ledger';
import { MoneyRepository } from './money.repository';
import { statementOf } from './statement';

/** At most this many accounts in one answer of the list. */
const LISTED = 50;

export const NO_ACCOUNT_MESSAGE = 'No bookings, invoices or payments have that e-mail address.';

/** The statement's days checked: `from` not after `to`. */
export function checkPeriod(period: { from?: string; to?: string }): void {
  if (period.from && period.to && period.from > period.to) {
    throw new InvalidInputError('The first date must not be after the last date.', 'INVALID_DATE');
  }
}

/**
 * Customers as accounts (docs/money.md, "Customer accounts"): one per mailbox, found by name or address, and each
 * read whole: bookings, every money document, the balance, a statement for a period and its aging.
 */
@Injectable()
export class CustomerAccountsService {
  constructor(
    private readonly money: MoneyRepository,
    private readonly invoices: InvoicesService,
  ) {}

  /** The accounts whose latest name or address holds every word of `q`, most recently active first. */
  async list(q = ''): Promise<AccountList> {
    const { bookings, ledger } = await this.money.accountSummaries();
    const accounts = new Map<string, AccountSummaryView & { at: number }>();
    const merge = (account: string, row: { customerName: string; customerEmail: string; at: Date }) => {
      const known = accounts.get(account);
      const at = row.at.getTime();
      const latest = !known || at > known.at;
      const summary = known ?? {
        account,
        customerName: row.customerName,
        customerEmail: row.customerEmail,
        bookings: 0,
        balance: 0,
        lastActivityOn: todayInPark(row.at),
        at,
      };
      if (latest) {
        Object.assign(summary, {
          customerName: row.customerName,
          customerEmail: row.customerEmail,
          lastActivityOn: todayInPark(row.at),
          at,
        });
      }
      accounts.set(account, summary);
      return summary;
    };
    for (const row of bookings) merge(row.account, row).bookings = row.count;
    for (const row of ledger) merge(row.account, row).balance = row.balance;
    const words = q.toLowerCase().split(/\s+/).filter(Boolean);
    const matching = [...accounts.values()]
      .filter(({ account, customerName, customerEmail }) => {
        const text = `${customerName} ${customerEmail} ${account}`.toLowerCase();
        return words.every((word) => text.includes(word));
      })
      .sort((a, b) => b.at - a.at);
    return {
      items: matching.slice(0, LISTED).map(({ at: _at, ...summary }) => summary),
      total: matching.length,
    };
  }

  /** The account of `email`'s mailbox, with its statement for the period and the aging at the period's end. */
  async account(email: string, period: AccountQuery = {}): Promise<CustomerAccountView> {
    checkPeriod(period);
    await this.invoices.allRentUpToDate();
    const key = accountOf(email);
    const [records, entries] = await Promise.all([this.money.customerRecords(key), this.money.ledgerOfAccount(key)]);
    if (!records.bookings.length && !records.invoices.length && !records.entries.length && !entries.length) {
      throw new NotFoundError(NO_ACCOUNT_MESSAGE);
    }
    const today = todayInPark();
    const to = period.to ?? today;
    const statement = statementOf({ ...records, from: period.from, to, language: 'en' });
    const asOf = agingDay(to, today);
    return {
      account: key,
      ...latestContact(email, records),
      bookings: accountBookings(records.bookings, today),
      documents: accountDocuments(records),
      balance: entries.reduce((sum, entry) => sum + entry.amount, 0),
      statement: {
        from: period.from ?? null,
        to,
        openingBalance: statement.openingBalance,
        lines: statement.lines,
        charged: statement.charged,
        received: statement.received,
        closingBalance: statement.balance,
      },
      aging: { asOf, buckets: accountAging(entries, asOf) },
      today,
    };
  }
}
