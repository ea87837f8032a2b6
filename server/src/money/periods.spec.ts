import {
  closableMonths,
  closeRefusal,
  isMonth,
  lateDetails,
  lateEntryNote,
  lateSentence,
  monthLabel,
  noteWithLateness,
  previousMonth,
} from './periods';

describe('closed months', () => {
  it('reads months written yyyy-mm only', () => {
    for (const month of ['2027-03', '2000-01', '2027-12']) expect(isMonth(month)).toBe(true);
    for (const month of ['2027-13', '2027-00', '2027-3', '27-03', '2027-03-01', 'march', '']) {
      expect(isMonth(month)).toBe(false);
    }
    expect(monthLabel('2027-03')).toBe('March 2027');
    expect(previousMonth('2027-01')).toBe('2026-12');
    expect(previousMonth('2027-10')).toBe('2027-09');
  });

  it('closes only a month that has ended in the park', () => {
    expect(closeRefusal('2027-03', '2027-04-01')).toBeNull();
    expect(closeRefusal('2026-11', '2027-04-01')).toBeNull();
    expect(closeRefusal('2027-04', '2027-04-30')).toBe(
      'April 2027 has not ended yet: a month can be closed once it has ended, this one from May 1, 2027.',
    );
    expect(closeRefusal('2027-12', '2027-12-01')).toContain('this one from January 1, 2028.');
    expect(closeRefusal('2027-05', '2027-04-30')).toContain('May 2027 is still to come');
  });

  it('offers the ended months not closed, newest first, back to the first entry', () => {
    expect(closableMonths('2027-04-10', '2026-12', ['2027-02'])).toEqual(['2027-03', '2027-01', '2026-12']);
    expect(closableMonths('2027-04-10', null, [])).toEqual(['2027-03']);
    expect(closableMonths('2027-04-10', '2027-04', [])).toEqual(['2027-03']);
    expect(closableMonths('2027-04-10', '2027-03', ['2027-03'])).toEqual([]);
  });

  it('has a late entry say what was asked and what it was dated', () => {
    const late = { requestedOn: '2027-03-31', entryOn: '2027-04-02', late: true };
    const onTime = { requestedOn: '2027-04-01', entryOn: '2027-04-01', late: false };
    expect(lateEntryNote('received', late)).toBe('(received on 2027-03-31, dated 2027-04-02: March 2027 is closed)');
    expect(noteWithLateness('Counter 2', 'refunded', late)).toBe(
      'Counter 2 (refunded on 2027-03-31, dated 2027-04-02: March 2027 is closed)',
    );
    expect(noteWithLateness('', 'received', late)).toBe(lateEntryNote('received', late));
    expect(noteWithLateness('Counter 2', 'received', onTime)).toBe('Counter 2');
    expect(lateDetails(late)).toEqual({ late: true, requestedOn: '2027-03-31' });
    expect(lateDetails(onTime)).toEqual({});
    expect(lateSentence(onTime, String)).toBe('');
    expect(lateSentence(late, String)).toBe(' March 2027 is closed, so it is dated today, 2027-04-02, and says so.');
  });
});
