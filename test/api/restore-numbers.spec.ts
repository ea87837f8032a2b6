import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { BackupError } from '../../server/src/backup/backup-file';
import { parseLastNumber } from '../../server/src/backup/number-gaps';
import { parkRows, restoreBackup } from '../../server/src/backup/restore-backup';
import { takeBackup } from '../../server/src/backup/take-backup';
import { todayInPark } from '../../server/src/common/park-time';
import { type Database, rowsOf } from '../../server/src/database/database';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, BOOT_TIMEOUT_MS, freshDay, insertBooking, newBooking } from '../support/bookings';
import { emptyDatabase, engine } from '../support/database';

const YEAR = Number(todayInPark().slice(0, 4));
const GAP = 50;

const gapRows = async (db: Database) =>
  rowsOf<{ kind: string; year: number; first: number; last: number; reason: string }>(
    await db.execute(sql`select kind, year, first, last, reason from document_number_gaps order by kind, year, first`),
  );
const counters = async (db: Database) =>
  rowsOf<{ kind: string; year: number; last: number }>(
    await db.execute(sql`select kind, year, last from document_counters order by kind, year`),
  ).map((row) => `${row.kind} ${row.year}: ${row.last}`);

/**
 * A restore never lets a new document take a number that may have been given out after the backup: every series
 * continues past a block set aside (docs/deploy.md, "Restore"), or exactly past the last number staff know.
 */
describe(`numbers set aside by a restore (${engine})`, () => {
  let t: TestApp;
  let token: string;
  let bookingId: string;
  let takenAt: string;
  const work = mkdtempSync(join(tmpdir(), 'kandy-restore-numbers-'));
  const file = join(work, 'park.backup');
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    // The backup holds invoice 1 and receipts 1 and 2; receipt 3 is given out after it, and lost with the disk.
    const booking = await insertBooking(
      t.db,
      newBooking({ venue: 'Banquet Hall', status: 'pending', eventDate: freshDay(), totalAmount: 90_000 }),
    );
    bookingId = booking.id;
    await t.http
      .patch(`/api/bookings/${booking.id}/status`)
      .set(bearer(token))
      .send({ status: 'confirmed' })
      .expect(200);
    await receipt();
    await receipt();
    takenAt = (await takeBackup(t.db, engine, file)).header.takenAt;
    expect(await receipt()).toBe(`RCT-${YEAR}-00003`);
  }, BOOT_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
    rmSync(work, { recursive: true, force: true });
  });

  async function receipt(): Promise<string> {
    const response = await t.http
      .post(`/api/bookings/admin/${bookingId}/payments`)
      .set(bearer(token))
      .send({
        amount: 1_000,
        receivedOn: todayInPark(),
        method: 'cash',
        idempotencyKey: randomUUID(),
        confirmDuplicate: true,
      })
      .expect(201);
    return response.body.payment.receiptNumber as string;
  }

  it("sets aside a block after the backup's last number of every kind, and moves each counter past it", async () => {
    const empty = await emptyDatabase();
    try {
      const summary = await restoreBackup(empty.db, file, {
        replace: false,
        place: 'The new database',
        numbers: { gap: GAP, last: [] },
      });
      expect(summary.setAside).toEqual([
        { kind: 'INV', year: YEAR, first: 2, last: 51, known: false },
        { kind: 'RCT', year: YEAR, first: 3, last: 52, known: false },
        { kind: 'CRN', year: YEAR, first: 1, last: 50, known: false },
        { kind: 'RFD', year: YEAR, first: 1, last: 50, known: false },
      ]);
      const reason = `Restore on ${todayInPark()} of the backup taken ${takenAt}: set aside, as they may have been given out after the backup.`;
      expect(await gapRows(empty.db)).toEqual([
        { kind: 'CRN', year: YEAR, first: 1, last: 50, reason },
        { kind: 'INV', year: YEAR, first: 2, last: 51, reason },
        { kind: 'RCT', year: YEAR, first: 3, last: 52, reason },
        { kind: 'RFD', year: YEAR, first: 1, last: 50, reason },
      ]);
      expect(await counters(empty.db)).toEqual([
        `CRN ${YEAR}: 50`,
        `INV ${YEAR}: 51`,
        `RCT ${YEAR}: 52`,
        `RFD ${YEAR}: 50`,
      ]);
      // The record says so, with the backup's time.
      const [entry] = rowsOf<{ action: string; entity_id: string; details: Record<string, unknown> }>(
        await empty.db.execute(
          sql`select action, entity_id, details from audit_log where action = 'numbers.set-aside'`,
        ),
      );
      expect(entry).toEqual({
        action: 'numbers.set-aside',
        entity_id: takenAt,
        details: {
          takenAt,
          restoredOn: todayInPark(),
          gaps: [
            { number: `INV-${YEAR}-00002 to INV-${YEAR}-00051`, known: false },
            { number: `RCT-${YEAR}-00003 to RCT-${YEAR}-00052`, known: false },
            { number: `CRN-${YEAR}-00001 to CRN-${YEAR}-00050`, known: false },
            { number: `RFD-${YEAR}-00001 to RFD-${YEAR}-00050`, known: false },
          ],
        },
      });
    } finally {
      await empty.close();
    }
  });

  it('lets the park go on after the block, and the invoice book lists the gap with its reason', async () => {
    // The disk is lost: the app's database is empty again, and the backup is restored into it.
    await t.db.execute(sql`drop schema if exists drizzle cascade`);
    await t.db.execute(sql`drop schema public cascade`);
    await t.db.execute(sql`create schema public`);
    expect(await parkRows(t.db)).toEqual({});
    await restoreBackup(t.db, file, { replace: false, place: 'The test database', numbers: { gap: GAP, last: [] } });
    token = await t.login();
    // Receipt 3, e-mailed before the loss, is never given again: the next is past the block.
    expect(await receipt()).toBe(`RCT-${YEAR}-00053`);
    const { body } = await t.http.get('/api/bookings/admin/number-gaps').set(bearer(token)).expect(200);
    expect(body.gaps).toHaveLength(4);
    expect(body.gaps).toContainEqual({
      kind: 'RCT',
      year: YEAR,
      firstNumber: `RCT-${YEAR}-00003`,
      lastNumber: `RCT-${YEAR}-00052`,
      size: 50,
      reason: expect.stringContaining(`the backup taken ${takenAt}`),
      createdAt: expect.any(String),
      entered: [],
    });
    // The Activity tab reads the restore's entry.
    const activity = await t.http.get('/api/activity?action=numbers.set-aside').set(bearer(token)).expect(200);
    expect(activity.body.entries[0]).toMatchObject({
      label: 'Set document numbers aside at a restore',
      by: 'System',
      money: expect.stringContaining(`RCT-${YEAR}-00003 to RCT-${YEAR}-00052`),
    });
  });

  it('continues a series exactly past the last number staff give, and refuses one below what was issued', async () => {
    const empty = await emptyDatabase();
    try {
      const summary = await restoreBackup(empty.db, file, {
        replace: false,
        place: 'The new database',
        numbers: { gap: GAP, last: [parseLastNumber(`rct-${YEAR}-00003`), parseLastNumber(`INV-${YEAR}-00001`)] },
      });
      expect(summary.setAside).toEqual([
        { kind: 'RCT', year: YEAR, first: 3, last: 3, known: true },
        { kind: 'CRN', year: YEAR, first: 1, last: 50, known: false },
        { kind: 'RFD', year: YEAR, first: 1, last: 50, known: false },
      ]);
      expect(await counters(empty.db)).toEqual([
        `CRN ${YEAR}: 50`,
        `INV ${YEAR}: 1`,
        `RCT ${YEAR}: 3`,
        `RFD ${YEAR}: 50`,
      ]);
      expect((await gapRows(empty.db)).find((gap) => gap.kind === 'RCT')?.reason).toContain(
        `up to RCT-${YEAR}-00003 (the last known from the accounts mailbox)`,
      );
    } finally {
      await empty.close();
    }
    const again = await emptyDatabase();
    try {
      const restore = restoreBackup(again.db, file, {
        replace: false,
        place: 'The new database',
        numbers: { gap: GAP, last: [{ kind: 'RCT', year: YEAR, last: 1 }] },
      });
      await expect(restore).rejects.toThrow(BackupError);
      await expect(restore).rejects.toThrow(
        `--last RCT-${YEAR}-00001 is below RCT-${YEAR}-00002, already issued in the backup or the database it replaces`,
      );
      expect(await parkRows(again.db)).toEqual({});
    } finally {
      await again.close();
    }
    expect(() => parseLastNumber('RCT-27-1')).toThrow('is not a document number');
    expect(() => parseLastNumber(`XYZ-${YEAR}-00001`)).toThrow('is not a document number');
  });

  it('sets aside in both years when a year turned between the backup and the restore', async () => {
    const empty = await emptyDatabase();
    try {
      const summary = await restoreBackup(empty.db, file, {
        replace: false,
        place: 'The new database',
        // Restored on 2 January of the next year, in Kandy.
        numbers: { gap: GAP, last: [], now: Date.parse(`${YEAR + 1}-01-02T09:00:00+05:30`) },
      });
      expect(summary.setAside.map(({ kind, year, first, last }) => `${kind} ${year}: ${first}-${last}`)).toEqual([
        `INV ${YEAR}: 2-51`,
        `INV ${YEAR + 1}: 1-50`,
        `RCT ${YEAR}: 3-52`,
        `RCT ${YEAR + 1}: 1-50`,
        `CRN ${YEAR}: 1-50`,
        `CRN ${YEAR + 1}: 1-50`,
        `RFD ${YEAR}: 1-50`,
        `RFD ${YEAR + 1}: 1-50`,
      ]);
      expect(await counters(empty.db)).toContain(`RCT ${YEAR + 1}: 50`);
    } finally {
      await empty.close();
    }
  });
});
