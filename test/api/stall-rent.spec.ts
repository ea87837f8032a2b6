import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { auditLog, bookings, mailOutbox } from '../../server/src/database/schema';
import { formatLongDate } from '../../server/src/mail/mail-layout';
import { RemindersService } from '../../server/src/money/reminders.service';
import { addMonthsClamped } from '../../server/src/money/calendar';
import { todayInPark } from '../../server/src/common/park-time';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, BOOT_TIMEOUT_MS, daysFromToday, insertBooking, newStallRental } from '../support/bookings';
import { engine } from '../support/database';
import { TestSmtpServer } from '../support/smtp';

interface RentAccount {
  monthlyRent: number;
  monthsCharged: number;
  balance: number;
  nextDueDate: string | null;
  nextDueAmount: number;
  daysOverdue: number;
  inArrears: boolean;
  standing: string;
  endedOn: string | null;
}
interface RentDueItem {
  bookingId: string;
  stallId: string;
  customerName: string;
  rent: RentAccount;
}
interface StallView {
  stallId: string;
  status: string;
  booking: { bookingId: string; status: string; customerName: string; startDate: string } | null;
}

const paymentForm = (amount: number) => ({
  amount,
  receivedOn: todayInPark(),
  method: 'cash',
  idempotencyKey: randomUUID(),
});

describe(`stall rent by rental (${engine})`, () => {
  const smtp = new TestSmtpServer();
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({ SMTP_URL: smtp.url });
    token = await t.login();
  }, BOOT_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  const setStatus = (id: string, status: string) =>
    t.http.patch(`/api/bookings/${id}/status`).set(bearer(token)).send({ status });
  const pay = (id: string, amount: number) =>
    t.http.post(`/api/bookings/admin/${id}/payments`).set(bearer(token)).send(paymentForm(amount));
  const rentOf = async (id: string): Promise<RentAccount> =>
    (await t.http.get(`/api/bookings/admin/${id}/account`).set(bearer(token)).expect(200)).body.rent as RentAccount;
  const rentDue = async (query: string): Promise<RentDueItem[]> =>
    (await t.http.get(`/api/bookings/admin/rent-due?${query}`).set(bearer(token)).expect(200)).body
      .items as RentDueItem[];
  const gridStall = async (stallId: string): Promise<StallView | undefined> => {
    const grid = (await t.http.get('/api/bookings/admin/vendor-stalls').set(bearer(token)).expect(200)).body as {
      stallBlocks: Record<string, { stalls: StallView[] }>;
    };
    return grid.stallBlocks[stallId.charAt(0)]?.stalls.find((stall) => stall.stallId === stallId);
  };

  it('keeps the arrears of an ended rental with that rental when its stall is let again', async () => {
    const old = await insertBooking(
      t.db,
      newStallRental('A5', { status: 'confirmed', eventDate: daysFromToday(-40), customerName: 'Old Tenant' }),
    );
    await setStatus(old.id, 'completed').expect(200);
    const relet = await t.http
      .post('/api/bookings/admin/vendor-stalls/book')
      .set(bearer(token))
      .send({
        stallInfo: { stallId: 'A5', block: 'A', stallNumber: 5, blockName: 'Block A' },
        customer: { name: 'New Tenant', email: 'new.tenant@example.lk', phone: '0771234567' },
      })
      .expect(201);
    const newId = relet.body._id as string;

    // The grid's stall holds the new rental, which owes only its first month, due today.
    expect((await gridStall('A5'))?.booking).toMatchObject({ bookingId: newId, status: 'confirmed' });
    expect(await rentOf(newId)).toMatchObject({ monthsCharged: 1, daysOverdue: 0, inArrears: false });
    // The old rental keeps its arrears, listed by its own id and tenant. Its last day was today: its rent stopped
    // from tomorrow.
    expect(await rentOf(old.id)).toMatchObject({ monthsCharged: 2, inArrears: true, endedOn: daysFromToday(1) });
    const arrears = (await rentDue('show=arrears&block=A')).filter((item) => item.stallId === 'A5');
    expect(arrears.map((item) => [item.bookingId, item.customerName])).toEqual([[old.id, 'Old Tenant']]);
    const all = (await rentDue('show=all&block=A')).filter((item) => item.stallId === 'A5');
    expect(new Map(all.map((item) => [item.bookingId, item.rent.inArrears]))).toEqual(
      new Map([
        [old.id, true],
        [newId, false],
      ]),
    );
  });

  it('starts a stall rental approved after its requested start on the day of approval, never overdue', async () => {
    const requested = daysFromToday(-10);
    const today = todayInPark();
    const rental = await insertBooking(
      t.db,
      newStallRental('B6', { status: 'pending', eventDate: requested, customerEmail: 'late.approval@example.lk' }),
    );
    const approved = await setStatus(rental.id, 'confirmed').expect(200);
    expect(approved.body.booking.eventDate).toBe(today);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, rental.id));
    expect(row?.eventDate).toBe(today);

    // Rent from the day of approval: the first month is due today, nothing for the days before.
    expect(await rentOf(rental.id)).toMatchObject({
      monthsCharged: 1,
      balance: 30_000,
      nextDueDate: today,
      nextDueAmount: 30_000,
      daysOverdue: 0,
      inArrears: false,
      standing: 'due',
    });
    expect((await rentDue('show=overdue&block=B')).map((item) => item.bookingId)).not.toContain(rental.id);

    // The record keeps the date asked for beside the date the rental starts.
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'booking.approve'), eq(auditLog.entityId, rental.id)));
    expect(audit?.details).toMatchObject({ eventDate: today, requestedStartDate: requested });

    // The vendor is told the rental starts today, not on the date asked for.
    const mails = await smtp.waitFor((all) => all.some((m) => m.to.includes('late.approval@example.lk')));
    const confirmation = mails.find((m) => m.to.includes('late.approval@example.lk'));
    expect(confirmation?.subject).toBe(`Stall rental confirmed: Stall B6 rental from ${formatLongDate(today)}`);
    expect(confirmation?.text).toContain(`starting ${formatLongDate(today)}`);
    expect(confirmation?.text).toContain(`You asked for the rental to start on ${formatLongDate(requested)}`);
    expect(confirmation?.attachments.find((a) => a.filename.endsWith('.ics'))?.content).toContain(
      `DTSTART;VALUE=DATE:${today.replaceAll('-', '')}`,
    );

    // No overdue reminder comes with the confirmation, nor in the days after, while the month is not 7 days late.
    const reminders = t.app.get(RemindersService);
    await reminders.run();
    await reminders.run(daysFromToday(6));
    const sent = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'late.approval@example.lk'));
    // Only the confirmation and the first month's rent invoice, which follows it.
    expect(sent.map((mail) => mail.subject).filter((subject) => !subject.startsWith('Invoice INV-'))).toEqual([
      confirmation?.subject,
    ]);
    expect(sent.filter((mail) => mail.subject.endsWith('rent of stall B6'))).toHaveLength(1);
  });

  it('keeps the requested start of a stall rental approved on or before it', async () => {
    const requested = daysFromToday(5);
    const rental = await insertBooking(t.db, newStallRental('B7', { status: 'pending', eventDate: requested }));
    await setStatus(rental.id, 'confirmed').expect(200);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, rental.id));
    expect(row?.eventDate).toBe(requested);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'booking.approve'), eq(auditLog.entityId, rental.id)));
    expect(audit?.details).not.toHaveProperty('requestedStartDate');
    expect(await rentOf(rental.id)).toMatchObject({ monthsCharged: 0, nextDueDate: requested, nextDueAmount: 30_000 });
  });

  it('answers the amount due next: the overdue amount, or next month less what was paid ahead', async () => {
    const today = todayInPark();
    const running = await insertBooking(t.db, newStallRental('C8', { status: 'confirmed', eventDate: today }));
    expect(await rentOf(running.id)).toMatchObject({ monthlyRent: 30_000, balance: 30_000, nextDueAmount: 30_000 });
    // A month and a half paid: next month needs the other half.
    const paid = await pay(running.id, 45_000).expect(201);
    expect(paid.body.account.rent).toMatchObject({
      balance: -15_000,
      nextDueDate: addMonthsClamped(today, 1),
      nextDueAmount: 15_000,
    });
    await pay(running.id, 15_000).expect(201);
    expect(await rentOf(running.id)).toMatchObject({ balance: -30_000, nextDueAmount: 30_000 });

    // Two months charged and unpaid: all of it is due now, also in the rent-due list.
    const late = await insertBooking(
      t.db,
      newStallRental('C9', { status: 'confirmed', eventDate: daysFromToday(-35) }),
    );
    expect(await rentOf(late.id)).toMatchObject({ monthsCharged: 2, balance: 60_000, nextDueAmount: 60_000 });
    const listed = (await rentDue('show=overdue&block=C')).find((item) => item.bookingId === late.id);
    expect(listed?.rent.nextDueAmount).toBe(60_000);

    // Ended and settled: nothing more.
    await setStatus(late.id, 'completed').expect(200);
    await pay(late.id, 60_000).expect(201);
    expect(await rentOf(late.id)).toMatchObject({ balance: 0, nextDueDate: null, nextDueAmount: 0 });
  });
});
