/**
 * Closed months, as pure rules (unit tests in `periods.spec.ts`): which months may be closed, how a month reads, and
 * what a late entry (one asked for a date inside a closed month, dated today instead) says about itself.
 */

/** A month as the books name it: `yyyy-mm`. */
export const MONTH_PATTERN = /^[0-9]{4}-(0[1-9]|1[0-2])$/;

export function isMonth(value: string): boolean {
  return MONTH_PATTERN.test(value);
}

/** The month (`yyyy-mm`) of a calendar date (`yyyy-mm-dd`). */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The month before `month`. */
export function previousMonth(month: string): string {
  const year = Number(month.slice(0, 4));
  const number = Number(month.slice(5, 7));
  return number === 1 ? `${pad(year - 1, 4)}-12` : `${pad(year, 4)}-${pad(number - 1)}`;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

const MONTH_LABEL = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long' });

/** "March 2027". */
export function monthLabel(month: string): string {
  return MONTH_LABEL.format(new Date(`${month}-01T00:00:00Z`));
}

const DAY_LABEL = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });

/** "May 1, 2027": the first day after `month`. */
function firstDayAfter(month: string): string {
  const year = Number(month.slice(0, 4));
  const number = Number(month.slice(5, 7));
  return DAY_LABEL.format(new Date(Date.UTC(year, number, 1)));
}

/**
 * Why `month` cannot be closed on `today` (a month is closed only once it has ended in the park's time), or null
 * when it may be.
 */
export function closeRefusal(month: string, today: string): string | null {
  const current = monthOf(today);
  if (month === current) {
    return `${monthLabel(month)} has not ended yet: a month can be closed once it has ended, this one from ${firstDayAfter(month)}.`;
  }
  if (month > current) {
    return `${monthLabel(month)} is still to come: only a month that has ended can be closed.`;
  }
  return null;
}

/**
 * The ended months not closed yet that the dashboard offers to close, newest first: from last month back to
 * `firstMonth` (the month of the books' first entry, or last month when they have none).
 */
export function closableMonths(today: string, firstMonth: string | null, closed: readonly string[]): string[] {
  const last = previousMonth(monthOf(today));
  const first = firstMonth && firstMonth < last ? firstMonth : last;
  const shut = new Set(closed);
  const months: string[] = [];
  for (let month = last; month >= first; month = previousMonth(month)) {
    if (!shut.has(month)) months.push(month);
  }
  return months;
}

/** The date an entry was asked for and the one it was given: `late` when its month was closed and it is dated today. */
export interface EntryDate {
  entryOn: string;
  late: boolean;
  requestedOn: string;
}

/** What a late entry says happened on the day asked for: money received, refunded, or a reversal's day. */
export type LateVerb = 'received' | 'refunded' | 'reversed';

/** The words a late entry's note ends with: "(received on 2027-03-31, dated 2027-04-02: March 2027 is closed)". */
export function lateEntryNote(verb: LateVerb, dated: EntryDate): string {
  return `(${verb} on ${dated.requestedOn}, dated ${dated.entryOn}: ${monthLabel(monthOf(dated.requestedOn))} is closed)`;
}

/** A staff note with the late entry's words after it (the note alone when the entry keeps its date). */
export function noteWithLateness(note: string, verb: LateVerb, dated: EntryDate): string {
  if (!dated.late) return note;
  return note ? `${note} ${lateEntryNote(verb, dated)}` : lateEntryNote(verb, dated);
}

/** What the record's entry of a late payment or refund adds to its details: nothing when it kept its date. */
export function lateDetails(dated: EntryDate): { late?: true; requestedOn?: string } {
  return dated.late ? { late: true, requestedOn: dated.requestedOn } : {};
}

/** What the answer's sentence adds for a late entry: " Dated April 2, 2027 …" (empty when it kept its date). */
export function lateSentence(dated: EntryDate, formatDate: (date: string) => string): string {
  if (!dated.late) return '';
  return ` ${monthLabel(monthOf(dated.requestedOn))} is closed, so it is dated today, ${formatDate(dated.entryOn)}, and says so.`;
}
