import { unpaidLines } from './aging';
import { remindersDue } from './reminders.service';

const TODAY = '2027-03-10';
const months = ['2027-01-03', '2027-02-03', '2027-03-03', '2027-03-13'].map((dueOn) => ({ dueOn, amount: 30_000 }));

describe('reminders due for every unpaid line', () => {
  it('reminds of each month 7 or more days overdue, and of the one due within 3 days, oldest first', () => {
    // 66, 35 and 7 days late; the fourth due in 3 days. 40,000 paid: the first month, and 10,000 of the second.
    expect(remindersDue(unpaidLines(months, 40_000), TODAY)).toEqual([
      { kind: 'overdue', dueOn: '2027-02-03', owed: 20_000, daysOverdue: 35 },
      { kind: 'overdue', dueOn: '2027-03-03', owed: 30_000, daysOverdue: 7 },
      { kind: 'before', dueOn: '2027-03-13', owed: 30_000, daysOverdue: 0 },
    ]);
  });

  it('says nothing for a line due today, 1 to 6 days late, 4 days away, or paid', () => {
    const lines = ['2027-03-10', '2027-03-04', '2027-03-09', '2027-03-14'].map((dueOn) => ({ dueOn, amount: 1 }));
    expect(remindersDue(unpaidLines(lines, 0), TODAY)).toEqual([]);
    expect(remindersDue(unpaidLines(months, 120_000), TODAY)).toEqual([]);
  });

  it('makes one reminder of lines due on one date, with what is unpaid of both', () => {
    const lines = [
      { dueOn: '2027-03-01', amount: 75_000 },
      { dueOn: '2027-03-01', amount: 75_000 },
    ];
    expect(remindersDue(unpaidLines(lines, 25_000), TODAY)).toEqual([
      { kind: 'overdue', dueOn: '2027-03-01', owed: 125_000, daysOverdue: 9 },
    ]);
  });
});
