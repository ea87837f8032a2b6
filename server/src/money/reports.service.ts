import { Injectable } from '@nestjs/common';
import { csvLine } from '@kandy-park/domain';
import { InvalidInputError } from '../common/domain-error';
import { todayInPark } from '../common/park-time';
import type {
  DepositsHeldView,
  DayBookView,
  IncomeReportView,
  JournalView,
  OwedBackView,
  TaxSummaryView,
} from './dto/reports.dto';
import { type CashFigures, dayBook, depositsHeld, incomeByMonth, journal, owedBack, taxSummary } from './reports';
import { ReportsRepository } from './reports.repository';

/** The reports' CSV files, as the accountant opens them: one header line, amounts as bare numbers. */
export interface CsvFile {
  filename: string;
  csv: string;
}

const INCOME_HEADER = [
  'Month',
  'Venue invoices (LKR)',
  'Stall rent (LKR)',
  'Credits of venue invoices (LKR)',
  'Credits of rent (LKR)',
  'Net income (LKR)',
  'Cancellation charges kept (LKR)',
] as const;
const TAX_HEADER = ['Month', 'Value before tax (LKR)', 'SSCL (LKR)', 'VAT (LKR)', 'Total (LKR)'] as const;
const HELD_HEADER = ['Event date', 'Venue', 'Customer', 'Account', 'Booking', 'Held (LKR)', 'Documents'] as const;
const OWED_BACK_HEADER = ['Customer', 'Account', 'Booking', 'For', 'Owed back (LKR)', 'Since', 'Documents'] as const;
const DAY_BOOK_HEADER = [
  'Date',
  'Method',
  'Received (LKR)',
  'Reversed (LKR)',
  'Refunded (LKR)',
  'Net (LKR)',
  'Entries',
] as const;
export const JOURNAL_HEADER = [
  'Position',
  'Date',
  'Kind',
  'Document',
  'Account',
  'Customer',
  'Booking',
  'Description',
  'Debit (LKR)',
  'Credit (LKR)',
  'Account balance (LKR)',
  'VAT (LKR)',
  'SSCL (LKR)',
] as const;

const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;

/** `from` … `to` as given, refusing a period that ends before it starts. */
function period(from: string | undefined, to: string | undefined): void {
  if (from && to && from > to) {
    throw new InvalidInputError(`The first day (${from}) must not be after the last day (${to}).`, 'INVALID_DATE');
  }
}

const cashLine = (date: string, method: string, figures: CashFigures) =>
  csvLine([date, method, figures.received, figures.reversed, figures.refunded, figures.net, figures.count]);

/**
 * The accountant's reports (docs/money.md, "Reports"), each read from the ledger alone: income by month, deposits
 * held for events ahead, money owed back, the cashier's day-book and the journal, on screen and as CSV. Where a
 * ledger entry does not say it, a report looks at its document (a credit note's invoice and what it kept, a
 * payment's method) or its booking (the event's date), joined by the entry's ids.
 */
@Injectable()
export class ReportsService {
  constructor(private readonly repository: ReportsRepository) {}

  async income(year = Number(todayInPark().slice(0, 4))): Promise<IncomeReportView> {
    const rows = await this.repository.incomeEntries(year);
    return incomeByMonth(year, rows);
  }

  async incomeCsv(year?: number): Promise<CsvFile> {
    const report = await this.income(year);
    const line = (label: string, f: IncomeReportView['total']) =>
      csvLine([label, f.venueInvoices, f.stallRent, f.venueCredits, f.rentCredits, f.net, f.cancellationKept]);
    return {
      filename: `income-${report.year}.csv`,
      csv: [
        csvLine(INCOME_HEADER),
        ...report.months.map((month) => line(month.month, month)),
        line(`Total ${report.year}`, report.total),
      ].join(''),
    };
  }

  async taxes(year = Number(todayInPark().slice(0, 4))): Promise<TaxSummaryView> {
    return taxSummary(year, await this.repository.taxEntries(year));
  }

  async taxesCsv(year?: number): Promise<CsvFile> {
    const report = await this.taxes(year);
    const line = (label: string, f: TaxSummaryView['total']) => csvLine([label, f.net, f.sscl, f.vat, f.total]);
    return {
      filename: `taxes-${report.year}.csv`,
      csv: [
        csvLine(TAX_HEADER),
        ...report.months.map((month) => line(month.month, month)),
        line(`Total ${report.year}`, report.total),
      ].join(''),
    };
  }

  async depositsHeld(asOf = todayInPark()): Promise<DepositsHeldView> {
    const rows = await this.repository.heldEntries(asOf);
    return depositsHeld(asOf, rows);
  }

  async depositsHeldCsv(asOf?: string): Promise<CsvFile> {
    const report = await this.depositsHeld(asOf);
    return {
      filename: `deposits-held-${report.asOf}.csv`,
      csv: [
        csvLine(HELD_HEADER),
        ...report.bookings.map((b) =>
          csvLine([b.eventDate, b.venue, b.customerName, b.account, b.bookingId, b.held, b.documents.join(' ')]),
        ),
        csvLine(['Total', '', '', '', '', report.total, '']),
      ].join(''),
    };
  }

  async owedBack(): Promise<OwedBackView> {
    const rows = await this.repository.owedBackEntries();
    return { today: todayInPark(), ...owedBack(rows) };
  }

  async owedBackCsv(): Promise<CsvFile> {
    const report = await this.owedBack();
    return {
      filename: `owed-back-${report.today}.csv`,
      csv: [
        csvLine(OWED_BACK_HEADER),
        ...report.items.map((item) =>
          csvLine([
            item.customerName,
            item.account,
            item.bookingId,
            item.description,
            item.owedBack,
            item.since,
            item.documents.map((d) => d.documentNumber).join(' '),
          ]),
        ),
        csvLine(['Total', '', '', '', report.total, '', '']),
      ].join(''),
    };
  }

  async dayBook(query: { from?: string; to?: string }): Promise<DayBookView> {
    period(query.from, query.to);
    const to = query.to ?? (query.from && query.from > todayInPark() ? query.from : todayInPark());
    const from = query.from ?? firstOfMonth(to);
    const rows = await this.repository.cashEntries(from, to);
    return dayBook(from, to, rows);
  }

  async dayBookCsv(query: { from?: string; to?: string }): Promise<CsvFile> {
    const report = await this.dayBook(query);
    return {
      filename: `day-book-${report.from}-to-${report.to}.csv`,
      csv: [
        csvLine(DAY_BOOK_HEADER),
        ...report.days.flatMap((day) => [
          ...day.methods.map((m) => cashLine(day.day, m.method, m)),
          cashLine(day.day, 'Day total', day.total),
        ]),
        ...report.byMethod.map((m) => cashLine(`${report.from} to ${report.to}`, m.method, m)),
        cashLine(`${report.from} to ${report.to}`, 'Period total', report.total),
      ].join(''),
    };
  }

  async journal(query: { from?: string; to?: string }): Promise<JournalView> {
    period(query.from, query.to);
    const rows = await this.repository.journalEntries();
    return journal(query.from ?? null, query.to ?? null, rows);
  }

  async journalCsv(query: { from?: string; to?: string }): Promise<CsvFile> {
    const report = await this.journal(query);
    const named = report.from || report.to ? `${report.from ?? 'start'}-to-${report.to ?? todayInPark()}` : 'all';
    return {
      filename: `journal-${named}.csv`,
      csv: [
        csvLine(JOURNAL_HEADER),
        ...report.lines.map((l) =>
          csvLine([
            l.position,
            l.entryOn,
            l.kind,
            l.documentNumber,
            l.account,
            l.customerName,
            l.bookingId,
            l.description,
            l.debit,
            l.credit,
            l.accountBalance,
            l.vat,
            l.sscl,
          ]),
        ),
      ].join(''),
    };
  }
}
