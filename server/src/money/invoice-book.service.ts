import { Injectable } from '@nestjs/common';
import { csvLine } from '@kandy-park/domain';
import { todayInPark } from '../common/park-time';
import { agingOf } from './aging';
import type { InvoiceBook, InvoiceListItem, InvoicesQuery } from './dto/invoice-book.dto';
import { InvoicesService } from './invoices.service';
import { MoneyService } from './money.service';

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
 * status, its totals, the aging of everything overdue (invoices and rent), and the same list as CSV.
 */
@Injectable()
export class InvoiceBookService {
  constructor(
    private readonly money: MoneyService,
    private readonly invoices: InvoicesService,
  ) {}

  async book(query: InvoicesQuery): Promise<InvoiceBook> {
    const today = todayInPark();
    const [invoices, rentals] = await Promise.all([
      this.invoices.invoiceAccounts(today),
      this.money.rentAccounts(today),
    ]);
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
    const aging = agingOf([
      ...all.map((item) => ({ amount: item.dueNow, daysOverdue: item.daysOverdue, source: 'invoices' as const })),
      ...rentals.map(({ rent }) => ({
        amount: Math.max(0, rent.balance),
        daysOverdue: rent.daysOverdue,
        source: 'rent' as const,
      })),
    ]);
    return {
      items,
      issued: sum((item) => item.amount),
      credited: sum((item) => item.credited),
      paid: sum((item) => item.paid),
      owed: sum((item) => Math.max(0, item.balance)),
      dueNow: sum((item) => item.dueNow),
      aging,
      today,
    };
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
