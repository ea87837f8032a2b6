import { and, asc, eq, inArray } from 'drizzle-orm';
import { auditLog, closedPeriods, payments } from '../../server/src/database/schema';
import { todayInPark } from '../../server/src/common/park-time';
import { previousMonth } from '../../server/src/money/periods';
import { newAccount } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, BOOT_TIMEOUT_MS, freshDay, insertBooking, newBooking } from '../support/bookings';
import { engine } from '../support/database';
import { paymentForm, refundForm } from '../support/money';

const TODAY = todayInPark();
const THIS_MONTH = TODAY.slice(0, 7);
const LAST_MONTH = previousMonth(THIS_MONTH);
/** A day inside last month, the month the tests close. */
const IN_LAST_MONTH = `${LAST_MONTH}-15`;
const LAST_MONTH_LABEL = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long' }).format(
  new Date(`${LAST_MONTH}-01T00:00:00Z`),
);

describe(`closing a month of the books (${engine})`, () => {
  let t: TestApp;
  let token: string;
  let moderator: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    moderator = (await newAccount(t, token, { role: 'moderator' })).token;
  }, BOOT_TIMEOUT_MS);
  afterAll(() => t?.close());

  const periods = (as = token) => t.http.get('/api/bookings/admin/periods').set(bearer(as));
  const close = (month: string, as = token) =>
    t.http.post(`/api/bookings/admin/periods/${month}/close`).set(bearer(as)).send({});
  const reopen = (month: string, body: Record<string, unknown>, as = token) =>
    t.http.post(`/api/bookings/admin/periods/${month}/reopen`).set(bearer(as)).send(body);
  const approve = (id: string) =>
    t.http.patch(`/api/bookings/${id}/status`).set(bearer(token)).send({ status: 'confirmed' }).expect(200);
  const pay = (id: string, form: Record<string, unknown>) =>
    t.http.post(`/api/bookings/admin/${id}/payments`).set(bearer(token)).send(form);

  /** An approved wedding of LKR 150,000, requested 60 days ago (so a date last month is after it was made). */
  async function approvedWedding(email: string) {
    const booking = await insertBooking(
      t.db,
      newBooking({
        venue: 'Open Area',
        status: 'pending',
        eventDate: freshDay(),
        totalAmount: 150_000,
        customerEmail: email,
        createdAt: new Date(Date.now() - 60 * 24 * 3600 * 1000),
      }),
    );
    await approve(booking.id);
    return booking;
  }

  it('refuses moderators, bad months, the current month and months to come', async () => {
    expect((await periods(moderator).expect(200)).body).toMatchObject({ periods: [], currentMonth: THIS_MONTH });
    expect((await close(LAST_MONTH, moderator).expect(403)).body.message).toBe('Only admin accounts can do this.');
    expect((await reopen(LAST_MONTH, { reason: 'Because' }, moderator).expect(403)).body.message).toBe(
      'Only admin accounts can do this.',
    );
    for (const bad of ['2027-13', '2027-3', 'march', '2027-03-01']) {
      const answer = await close(bad).expect(400);
      expect(answer.body).toMatchObject({ code: 'INVALID_MONTH' });
      expect(answer.body.message).toContain('yyyy-mm');
    }
    const current = await close(THIS_MONTH).expect(409);
    expect(current.body.code).toBe('MONTH_NOT_ENDED');
    expect(current.body.message).toContain('has not ended yet');
    const next = `${Number(THIS_MONTH.slice(0, 4)) + 1}${THIS_MONTH.slice(4)}`;
    expect((await close(next).expect(409)).body.message).toContain('is still to come');
    expect(await t.db.select().from(closedPeriods)).toEqual([]);
    expect((await reopen(LAST_MONTH, { reason: 'Nothing to reopen' }).expect(409)).body.code).toBe('NOT_CLOSED');
  });

  it('dates a payment and a refund asked inside a closed month today, saying so; reopened, the date is kept', async () => {
    const wedding = await approvedWedding('period-pay@example.lk');
    // Before the close, a date last month is kept as it is.
    const before = await pay(wedding.id, paymentForm({ receivedOn: IN_LAST_MONTH, note: 'Counter 1' })).expect(201);
    expect(before.body.payment).toMatchObject({ receivedOn: IN_LAST_MONTH, note: 'Counter 1' });

    const closed = await close(LAST_MONTH).expect(200);
    expect(closed.body.period).toMatchObject({ month: LAST_MONTH, label: LAST_MONTH_LABEL });
    expect(closed.body.message).toContain(`${LAST_MONTH_LABEL} is closed`);
    expect((await close(LAST_MONTH).expect(409)).body).toMatchObject({ code: 'ALREADY_CLOSED' });
    const list = (await periods(moderator).expect(200)).body;
    expect(list.periods).toEqual([
      expect.objectContaining({ month: LAST_MONTH, closedByName: expect.any(String), closedAt: expect.any(String) }),
    ]);
    expect(list.closable).not.toContain(LAST_MONTH);

    // A payment asked for last month is accepted, dated today, and its note, answer and record say so.
    const form = paymentForm({ receivedOn: IN_LAST_MONTH, reference: 'Cheque 7781', note: 'Cheque found in the safe' });
    const late = await pay(wedding.id, form).expect(201);
    const note = `Cheque found in the safe (received on ${IN_LAST_MONTH}, dated ${TODAY}: ${LAST_MONTH_LABEL} is closed)`;
    expect(late.body.payment).toMatchObject({ receivedOn: TODAY, note });
    expect(late.body.message).toContain(`${LAST_MONTH_LABEL} is closed, so it is dated today`);
    const [row] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.id, late.body.payment.id as string));
    expect(row).toMatchObject({ receivedOn: TODAY, note });
    const [recorded] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.record'), eq(auditLog.entityId, late.body.payment.id as string)));
    expect(recorded?.details).toMatchObject({ receivedOn: TODAY, late: true, requestedOn: IN_LAST_MONTH });
    // The same form sent again answers the payment it recorded, though its date was moved.
    const again = await pay(wedding.id, form).expect(201);
    expect(again.body).toMatchObject({ repeated: true, payment: { id: late.body.payment.id } });

    // A refund the same: cancel a paid wedding, then pay the money back "last month".
    const paid = await approvedWedding('period-refund@example.lk');
    await pay(paid.id, paymentForm({ amount: 40_000 })).expect(201);
    await t.http
      .post(`/api/bookings/admin/${paid.id}/cancellation`)
      .set(bearer(token))
      .send({ reason: 'The family asked to cancel', kept: 0 })
      .expect(200);
    const refund = await t.http
      .post(`/api/bookings/admin/${paid.id}/refunds`)
      .set(bearer(token))
      .send(refundForm({ amount: 40_000, refundedOn: IN_LAST_MONTH }))
      .expect(201);
    const refundNote = `(refunded on ${IN_LAST_MONTH}, dated ${TODAY}: ${LAST_MONTH_LABEL} is closed)`;
    expect(refund.body.refund).toMatchObject({ receivedOn: TODAY, note: refundNote });
    expect(refund.body.message).toContain(`${LAST_MONTH_LABEL} is closed`);
    const [refunded] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'refund.record'), eq(auditLog.entityId, refund.body.refund.id as string)));
    expect(refunded?.details).toMatchObject({ refundedOn: TODAY, late: true, requestedOn: IN_LAST_MONTH });

    // Reopening needs a reason; with one the month takes entries at their own dates again.
    for (const body of [{}, { reason: '' }, { reason: 'no' }, { reason: 'x'.repeat(501) }]) {
      expect((await reopen(LAST_MONTH, body).expect(400)).body.message).toMatch(/reason/);
    }
    const reason = 'A cheque of last month was entered late';
    const reopened = await reopen(LAST_MONTH, { reason }).expect(200);
    expect(reopened.body).toMatchObject({ period: null });
    expect(reopened.body.message).toContain(`${LAST_MONTH_LABEL} is open again`);
    expect((await periods().expect(200)).body.periods).toEqual([]);
    const onTime = await pay(
      wedding.id,
      paymentForm({ receivedOn: IN_LAST_MONTH, reference: 'Counter 3', note: 'Counter 3' }),
    ).expect(201);
    expect(onTime.body.payment).toMatchObject({ receivedOn: IN_LAST_MONTH, note: 'Counter 3' });
    const [kept] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.record'), eq(auditLog.entityId, onTime.body.payment.id as string)));
    expect(kept?.details).not.toHaveProperty('late');

    // The record has the close and the reopening, with who did each, the reason, and the Activity tab shows them.
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.action, ['period.close', 'period.reopen']))
      .orderBy(asc(auditLog.createdAt));
    expect(entries.map((entry) => [entry.action, entry.entity, entry.entityId, entry.actorUsername])).toEqual([
      ['period.close', 'period', LAST_MONTH, 'parkadmin'],
      ['period.reopen', 'period', LAST_MONTH, 'parkadmin'],
    ]);
    expect(entries[0]?.details).toEqual({ month: LAST_MONTH });
    expect(entries[1]?.details).toMatchObject({ month: LAST_MONTH, reason, closedByName: expect.any(String) });
    const activity = (await t.http.get('/api/activity').set(bearer(token)).expect(200)).body as {
      entries: Array<{ action: string; label: string; reason: string | null; subject: { title: string } | null }>;
    };
    const shown = activity.entries.filter((entry) => entry.action.startsWith('period.'));
    expect(shown.map((entry) => [entry.label, entry.reason, entry.subject?.title])).toEqual([
      ['Reopened a month of the books', reason, `Books of ${LAST_MONTH_LABEL}`],
      ['Closed a month of the books', null, `Books of ${LAST_MONTH_LABEL}`],
    ]);
  });
});
