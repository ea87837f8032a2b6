import './reports.css';
import '@/features/admin/components/money.css';
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { parkToday } from '@/lib/park-time';
import type { Period } from './api/reports';
import { DayBookReport } from './components/DayBookReport';
import { DepositsHeldReport } from './components/DepositsHeldReport';
import { IncomeReport } from './components/IncomeReport';
import { JournalReport } from './components/JournalReport';
import { OwedBackReport } from './components/OwedBackReport';
import { TaxReport } from './components/TaxReport';

const REPORTS = [
  { id: 'income', label: 'Income by month' },
  { id: 'taxes', label: 'Taxes' },
  { id: 'deposits', label: 'Deposits held' },
  { id: 'owed-back', label: 'Owed back' },
  { id: 'day-book', label: 'Day-book' },
  { id: 'journal', label: 'Journal' },
] as const;
type ReportId = (typeof REPORTS)[number]['id'];

/** The years the income report offers: from 2020 to next year, newest first. */
function yearsUpTo(year: number): number[] {
  return Array.from({ length: Math.max(1, year + 1 - 2020 + 1) }, (_, index) => year + 1 - index);
}

const thisMonth = (today: string): Period => ({ from: `${today.slice(0, 8)}01`, to: today });

/**
 * The accountant's reports, each read by the server from the ledger alone: income by month, output tax, deposits held for
 * events ahead, money owed back, the cashier's day-book and the journal, each with its period and its CSV.
 */
export function ReportsTab() {
  const today = parkToday();
  const [report, setReport] = useState<ReportId>('income');
  const [year, setYear] = useState(Number(today.slice(0, 4)));
  const [asOf, setAsOf] = useState('');
  const [dayBookPeriod, setDayBookPeriod] = useState<Period>(() => thisMonth(today));
  const [journalPeriod, setJournalPeriod] = useState<Period>(() => thisMonth(today));

  return (
    <div className="reports">
      <p className="staff-intro">
        The accountant's reports, read from the park's ledger: every invoice, rent invoice, credit note, payment,
        reversal and refund as it was written. Amounts are in LKR; each report downloads as CSV for a spreadsheet.
      </p>
      <Tabs.Root value={report} onValueChange={(value) => setReport(value as ReportId)}>
        <Tabs.List className="reports-tabs" aria-label="Reports">
          {REPORTS.map((item) => (
            <Tabs.Trigger key={item.id} value={item.id} className="reports-tabs__tab">
              {item.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="income">
          <IncomeReport year={year} years={yearsUpTo(Number(today.slice(0, 4)))} onYear={setYear} />
        </Tabs.Content>
        <Tabs.Content value="taxes">
          <TaxReport year={year} years={yearsUpTo(Number(today.slice(0, 4)))} onYear={setYear} />
        </Tabs.Content>
        <Tabs.Content value="deposits">
          <DepositsHeldReport asOf={asOf} today={today} onAsOf={setAsOf} />
        </Tabs.Content>
        <Tabs.Content value="owed-back">
          <OwedBackReport today={today} />
        </Tabs.Content>
        <Tabs.Content value="day-book">
          <DayBookReport period={dayBookPeriod} onPeriod={setDayBookPeriod} />
        </Tabs.Content>
        <Tabs.Content value="journal">
          <JournalReport period={journalPeriod} onPeriod={setJournalPeriod} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
