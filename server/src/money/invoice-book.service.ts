import { Injectable } from '@nestjs/common';
import { csvLine } from '@kandy-park/domain';
import { InvalidInputError } from '../common/domain-error';
import { todayInPark } from '../common/park-time';
import { type AgingBucket, type AgingItem, agingOf, type ChargedLine } from './aging';
import type { InvoiceBook, InvoiceBookQuery, InvoiceListItem, InvoicesQuery } from './dto/invoice-book.dto';
import { InvoicesService } from './invoices.service';
import { MoneyRepository } from './money.repository';

const OWED = new Set(['unpaid', 'part paid', 'overdue']);

export const INVOICES_CSV_HEADER = [
  'Invoice',
  'Issued',
  'Customer',
  'E-mail',
  'For',
  'Amount (LKR)',
  'Credited (LKR)',
  'Credit note',
  'Paid (LKR)',
  'Balance (LKR)',
  'Due now (LKR)',
  'Next due',
  'Days overdue',
  'Status',
] as const;

/**
 * The Invoices view: every invoice with what was issued, credited, paid and is owed, searchable and filtered by
 * status, its totals, the aging of all that is owed (invoices and rent) on a day, and the same list as CSV.
 */
@Injectable()
export class InvoiceBookService {
  constructor(
    private readonly repository: MoneyRepository,
    private readonly invoices: InvoicesService,
  ) {}

  async book(query: InvoiceBookQuery): Promise<InvoiceBook> {
    const today = todayInPark();
    const asOf = query.asOf ?? today;
    if (asOf > today) {
      throw new InvalidInputError(
        `The aging can be read as of today (${today}) or an earlier day, not ${asOf}.`,
        'FUTURE_DATE',
      );
    }
    const [invoices, aging] = await Promise.all([this.invoices.invoiceAccounts(today), this.aging(asOf)]);
    const all: InvoiceListItem[] = invoices.map(({ invoice, creditNoteNumber, standing }) => ({
      id: invoice.id,
      number: invoice.number,
      issuedOn: invoice.issuedOn,
      bookingId: invoice.bookingId,
      customerName: invoice.customerName,
      customerEmail: invoice.customerEmail,
      description: invoice.description,
      amount: invoice.amount,
      credited: invoice.amount - standing.total,
      creditNoteNumber,
      paid: standing.paid,
      balance: standing.balance,
      dueNow: standing.dueNow,
      nextDueOn: standing.nextDueOn,
      daysOverdue: standing.daysOverdue,
      status: standing.status,
    }));
    const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const status = query.status ?? 'all';
    const items = all.filter((item) => {
      if (status === 'owed' ? !OWED.has(item.status) : status !== 'all' && item.status !== status) return false;
      const text = `${item.number} ${item.customerName} ${item.customerEmail} ${item.description}`.toLowerCase();
      return words.every((word) => text.includes(word));
    });
    const sum = (pick: (item: InvoiceListItem) => number) => items.reduce((total, item) => total + pick(item), 0);
    return {
      items,
      issued: sum((item) => item.amount),
      credited: sum((item) => item.credited),
      paid: sum((item) => item.paid),
      owed: sum((item) => Math.max(0, item.balance)),
      dueNow: sum((item) => item.dueNow),
      aging,
      asOf,
      today,
    };
  }

  /** Every receivable on `asOf` by the age of each of its lines: `agingOf` over `agingItems`. */
  async aging(asOf: string): Promise<AgingBucket[]> {
    return agingOf(await this.agingItems(asOf), asOf);
  }

  /**
   * What was charged, paid and credited on each invoice and rental as it stood at the end of `asOf`, read from the
   * ledger once the rent months due today are on it: each venue invoice issued by then with its deposit and balance
   * entries, each rent month due by then, the money and credits dated by then. The one place that reads the sources
   * of the aging.
   */
  private async agingItems(asOf: string): Promise<AgingItem[]> {
    await this.invoices.allRentUpToDate();
    const items = new Map<string, AgingItem & { lines: ChargedLine[]; credited: number }>();
    for (const entry of await this.repository.agingEntries(asOf)) {
      let item = items.get(entry.item);
      if (!item) {
        item = { source: entry.source, lines: [], paid: 0, credited: 0 };
        items.set(entry.item, item);
      }
      if (entry.kind === 'invoice' || entry.kind === 'rent') {
        item.lines.push({ dueOn: entry.dueOn as string, amount: entry.amount });
      } else if (entry.kind === 'credit') {
        item.credited -= entry.amount;
      } else {
        item.paid -= entry.amount;
      }
    }
    return [...items.values()];
  }

  /** The invoices listed as CSV, amounts as numbers so a spreadsheet sums them. */
  async csv(query: InvoicesQuery): Promise<string> {
    const { items } = await this.book(query);
    return [
      csvLine(INVOICES_CSV_HEADER),
      ...items.map((item) =>
        csvLine([
          item.number,
          item.issuedOn,
          item.customerName,
          item.customerEmail,
          item.description,
          item.amount,
          item.credited,
          item.creditNoteNumber,
          item.paid,
          item.balance,
          item.dueNow,
          item.nextDueOn,
          item.daysOverdue,
          item.status,
        ]),
      ),
    ].join('');
  }
}
