import { asc, inArray } from 'drizzle-orm';
import { addDays } from '@kandy-park/domain';
import { mailOutbox } from '../../server/src/database/schema';
import { formatLongDate } from '../../server/src/mail/mail-layout';
import { RemindersService } from '../../server/src/money/reminders.service';
import { addMonthsClamped, daysBetween } from '../../server/src/money/calendar';
import { todayInPark } from '../../server/src/common/park-time';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, BOOT_TIMEOUT_MS, daysFromToday, insertBooking, newBooking, newStallRental } from '../support/bookings';
import { engine } from '../support/database';
import { paymentForm } from '../support/money';

interface Bucket {
  key: string;
  label: string;
  invoices: number;
  rent: number;
  total: number;
}

/** The bucket of a line `days` overdue, written out by hand: Current, then 1–30, 31–60, 61–90, 90+. */
const bucketAfter = (days: number) =>
  days <= 0 ? 'current' : days <= 30 ? '1-30' : days <= 60 ? '31-60' : days <= 90 ? '61-90' : '90+';

/** The last 10 March before today: a day whose three months before it fall in three buckets. */
function lastTenthOfMarch(): string {
  const today = todayInPark();
  const year = Number(today.slice(0, 4));
  const candidate = `${year}-03-10`;
  return candidate < today ? candidate : `${year - 1}-03-10`;
}

describe(`aging line by line, and reminders for every unpaid line (${engine})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
  }, BOOT_TIMEOUT_MS);
  afterAll(() => t?.close());

  const book = (query: Record<string, string> = {}) =>
    t.http.get('/api/bookings/admin/invoices').query(query).set(bearer(token));
  const agingOn = async (asOf?: string) => {
    const body = (await book(asOf ? { asOf } : {}).expect(200)).body as { aging: Bucket[]; asOf: string };
    return { asOf: body.asOf, buckets: Object.fromEntries(body.aging.map((bucket) => [bucket.key, bucket])) };
  };
  const pay = (id: string, form: Record<string, unknown>) =>
    t.http.post(`/api/bookings/admin/${id}/payments`).set(bearer(token)).send(paymentForm(form));
  const approve = (id: string) =>
    t.http.patch(`/api/bookings/${id}/status`).set(bearer(token)).send({ status: 'confirmed' });
  const mailsTo = (...addresses: string[]) =>
    t.db.select().from(mailOutbox).where(inArray(mailOutbox.toAddress, addresses)).orderBy(asc(mailOutbox.createdAt));
  const reminders = () => t.app.get(RemindersService);

  it('ages a rental three months behind month by month: three buckets and a Current one, as of any past day', async () => {
    const asOf = lastTenthOfMarch();
    const start = addMonthsClamped(asOf, -3);
    const rental = await insertBooking(
      t.db,
      newStallRental('A9', {
        status: 'confirmed',
        eventDate: start,
        customerEmail: 'three.behind@example.lk',
        createdAt: new Date(`${addDays(start, -5)}T06:00:00Z`),
      }),
    );
    const months = [0, 1, 2, 3].map((index) => addMonthsClamped(start, index));
    expect(months[3]).toBe(asOf);
    const expected = new Map<string, number>();
    for (const dueOn of months) {
      const key = bucketAfter(daysBetween(dueOn, asOf));
      expected.set(key, (expected.get(key) ?? 0) + 30_000);
    }
    // 10 December, January, February: 90 (91 in a leap year), 59 (60) and 28 (29) days late; 10 March is due today.
    expect([...expected.keys()]).toHaveLength(4);
    expect(expected.get('current')).toBe(30_000);

    const before = await agingOn(asOf);
    expect(before.asOf).toBe(asOf);
    expect(Object.keys(before.buckets)).toEqual(['current', '1-30', '31-60', '61-90', '90+']);
    expect(before.buckets.current?.label).toBe('Current');
    for (const [key, bucket] of Object.entries(before.buckets)) {
      expect([key, bucket.rent]).toEqual([key, expected.get(key) ?? 0]);
    }

    // A payment received the day before covers the oldest month; one received today is not in the figures of then.
    await pay(rental.id, { amount: 30_000, receivedOn: addDays(asOf, -1) }).expect(201);
    await pay(rental.id, { amount: 60_000 }).expect(201);
    const after = await agingOn(asOf);
    const oldest = bucketAfter(daysBetween(months[0] as string, asOf));
    expect(after.buckets[oldest]?.rent).toBe((expected.get(oldest) ?? 0) - 30_000);
    for (const key of [...expected.keys()].filter((key) => key !== oldest)) {
      expect([key, after.buckets[key]?.rent]).toEqual([key, expected.get(key)]);
    }
    expect(Object.values(after.buckets).reduce((sum, bucket) => sum + bucket.total, 0)).toBe(90_000);

    // Two days earlier: the March month was not charged yet and nothing had been paid.
    const earlier = await agingOn(addDays(asOf, -2));
    expect(earlier.buckets.current?.rent).toBe(0);
    expect(Object.values(earlier.buckets).reduce((sum, bucket) => sum + bucket.rent, 0)).toBe(90_000);
  });

  it('ages the deposit and the balance of one invoice apart, and counts a balance not due yet as Current', async () => {
    const start = await agingOn();
    const booking = await insertBooking(
      t.db,
      newBooking({ venue: 'Open Area', status: 'pending', eventDate: daysFromToday(60), totalAmount: 150_000 }),
    );
    await approve(booking.id).expect(200);
    const now = await agingOn();
    // Deposit due in 7 days, balance 14 days before the event: both Current today.
    expect(now.buckets.current?.invoices).toBe((start.buckets.current?.invoices ?? 0) + 150_000);
    await pay(booking.id, { amount: 50_000 }).expect(201);
    expect((await agingOn()).buckets.current?.invoices).toBe((start.buckets.current?.invoices ?? 0) + 100_000);
  });

  it('refuses an aging day in the future or malformed, saying why', async () => {
    const tomorrow = daysFromToday(1);
    const future = await book({ asOf: tomorrow }).expect(400);
    expect(future.body.message).toContain(`not ${tomorrow}`);
    expect(future.body.message).toContain(todayInPark());
    for (const bad of ['2027-02-30', '10/03/2027', 'today']) {
      const refused = await book({ asOf: bad }).expect(400);
      expect(JSON.stringify(refused.body.message)).toContain('asOf must be a date as yyyy-mm-dd');
    }
    expect((await agingOn(todayInPark())).asOf).toBe(todayInPark());
  });

  it('reminds a vendor who stops paying of every month, each as it reaches 7 days overdue', async () => {
    const start = todayInPark();
    const rental = await insertBooking(
      t.db,
      newStallRental('A10', { status: 'confirmed', eventDate: start, customerEmail: 'stopped@example.lk' }),
    );
    const due = [0, 1, 2].map((index) => addMonthsClamped(start, index));
    const run = (day: string) => reminders().run(day);
    await pay(rental.id, { amount: 10_000 }).expect(201);
    // Each month: 3 days before (not the first, due on the start day) and at 7 days overdue, each run twice.
    for (const [index, dueOn] of due.entries()) {
      if (index > 0) {
        await run(addDays(dueOn, -3));
        await run(addDays(dueOn, -2));
      }
      await run(addDays(dueOn, 7));
      await run(addDays(dueOn, 8));
    }
    const mails = await mailsTo('stopped@example.lk');
    const rentMails = mails.filter((mail) => mail.subject.startsWith('Rent'));
    expect(rentMails.map((mail) => mail.subject)).toEqual([
      'Rent for stall A10 is overdue',
      `Rent for stall A10 is due on ${formatLongDate(due[1] as string)}`,
      'Rent for stall A10 is overdue',
      `Rent for stall A10 is due on ${formatLongDate(due[2] as string)}`,
      'Rent for stall A10 is overdue',
    ]);
    const overdue = rentMails.filter((mail) => mail.subject.endsWith('overdue'));
    // 10,000 paid went to the first month: 20,000 of it is owed; the later months are owed whole.
    expect(overdue[0]?.textBody).toContain(
      `due on ${formatLongDate(due[0] as string)} is now 7 days overdue: LKR 20,000 is owed`,
    );
    expect(overdue[1]?.textBody).toContain(
      `due on ${formatLongDate(due[1] as string)} is now 7 days overdue: LKR 30,000 is owed`,
    );
    expect(overdue[2]?.textBody).toContain(
      `due on ${formatLongDate(due[2] as string)} is now 7 days overdue: LKR 30,000 is owed`,
    );
  });

  it('reminds a vendor found 3 months behind of each month at once, and an ended rental never of months after its end', async () => {
    const start = addDays(addMonthsClamped(todayInPark(), -2), -10);
    await insertBooking(
      t.db,
      newStallRental('A11', { status: 'confirmed', eventDate: start, customerEmail: 'behind@example.lk' }),
    );
    // Ended 5 days ago: its second month (about 40 days ago) and third (about 10 days ago) were charged before.
    const endedStart = daysFromToday(-40);
    await insertBooking(
      t.db,
      newStallRental('A12', {
        status: 'completed',
        eventDate: endedStart,
        rentEndedOn: daysFromToday(-5),
        customerEmail: 'ended@example.lk',
      }),
    );
    await reminders().run();
    const behind = (await mailsTo('behind@example.lk')).filter((mail) => mail.subject.endsWith('overdue'));
    expect(behind).toHaveLength(3);
    for (const index of [0, 1, 2]) {
      const dueOn = addMonthsClamped(start, index);
      const days = daysBetween(dueOn, todayInPark());
      expect(behind.some((mail) => mail.textBody.includes(`due on ${formatLongDate(dueOn)} is now ${days} days`))).toBe(
        true,
      );
    }
    // The ended rental: its two charged months, then nothing for the months after its end.
    const charged = [0, 1].map((index) => addMonthsClamped(endedStart, index));
    expect((charged[1] as string) < daysFromToday(-5)).toBe(true);
    const nextDue = addMonthsClamped(endedStart, 2);
    await reminders().run(addDays(nextDue, -3));
    await reminders().run(addDays(nextDue, 7));
    const ended = (await mailsTo('ended@example.lk')).filter((mail) => mail.subject.startsWith('Rent'));
    expect(ended.map((mail) => mail.subject)).toEqual([
      'Rent for stall A12 is overdue',
      'Rent for stall A12 is overdue',
    ]);
    expect(ended.some((mail) => mail.textBody.includes(formatLongDate(nextDue)))).toBe(false);
  });

  it('reminds of the deposit and the balance apart, and never of a credited invoice', async () => {
    const eventDate = daysFromToday(40);
    const wedding = await insertBooking(
      t.db,
      newBooking({
        venue: 'Open Area',
        status: 'pending',
        eventDate,
        totalAmount: 150_000,
        customerEmail: 'two.lines@example.lk',
      }),
    );
    const cancelled = await insertBooking(
      t.db,
      newBooking({
        venue: 'Open Area',
        status: 'pending',
        eventDate: daysFromToday(41),
        totalAmount: 150_000,
        customerEmail: 'credited@example.lk',
      }),
    );
    await approve(wedding.id).expect(200);
    await approve(cancelled.id).expect(200);
    await t.http
      .post(`/api/bookings/admin/${cancelled.id}/cancellation`)
      .set(bearer(token))
      .send({ reason: 'Moved to another park' })
      .expect(200);
    const depositDue = daysFromToday(7);
    const balanceDue = addDays(eventDate, -14);
    // The deposit: before and overdue; the balance, still unpaid, before and overdue too.
    for (const day of [
      addDays(depositDue, -3),
      addDays(depositDue, 7),
      addDays(balanceDue, -3),
      addDays(balanceDue, 7),
    ]) {
      await reminders().run(day);
      await reminders().run(addDays(day, 1));
    }
    const mails = (await mailsTo('two.lines@example.lk')).filter((mail) => mail.subject.startsWith('Invoice'));
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(new RegExp(`LKR 75,000 due on ${formatLongDate(depositDue)}$`)),
      expect.stringMatching(/is overdue$/),
      expect.stringMatching(new RegExp(`LKR 75,000 due on ${formatLongDate(balanceDue)}$`)),
      expect.stringMatching(/is overdue$/),
    ]);
    expect(mails[1]?.textBody).toContain('The deposit of invoice');
    expect(mails[1]?.textBody).toContain(`due on ${formatLongDate(depositDue)}, is now 7 days overdue: LKR 75,000`);
    expect(mails[3]?.textBody).toContain('The balance of invoice');
    expect(mails[3]?.textBody).toContain(`due on ${formatLongDate(balanceDue)}, is now 7 days overdue: LKR 75,000`);
    const toCredited = (await mailsTo('credited@example.lk')).filter((mail) => mail.subject.startsWith('Invoice'));
    expect(toCredited).toEqual([]);
  });
});
