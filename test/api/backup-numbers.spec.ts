import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { restoreBackup } from '../../server/src/backup/restore-backup';
import { takeBackup } from '../../server/src/backup/take-backup';
import { todayInPark } from '../../server/src/common/park-time';
import { type Database, rowsOf } from '../../server/src/database/database';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, BOOT_TIMEOUT_MS, freshDay, insertBooking, newBooking, newStallRental } from '../support/bookings';
import { emptyDatabase, engine } from '../support/database';

const YEAR = Number(todayInPark().slice(0, 4));

const counters = async (db: Database) =>
  rowsOf<{ kind: string; year: number; last: number }>(
    await db.execute(sql`select kind, year, last from document_counters order by kind, year`),
  ).map((row) => `${row.kind} ${row.year}: ${row.last}`);

/** Ten numbers set aside per series after a restore (RESTORE_NUMBER_GAP; restore-numbers.spec.ts shows them). */
const numbers = { gap: 10, last: [] };

/** Restores never give a document number again: `restoreBackup` as `npm run restore` runs it. */
describe(`document numbers across restores (${engine})`, () => {
  let t: TestApp;
  let token: string;
  const work = mkdtempSync(join(tmpdir(), 'kandy-backup-numbers-'));
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
  }, BOOT_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
    rmSync(work, { recursive: true, force: true });
  });

  const receipt = async (bookingId: string) =>
    (
      await t.http
        .post(`/api/bookings/admin/${bookingId}/payments`)
        .set(bearer(token))
        .send({
          amount: 1_000,
          receivedOn: todayInPark(),
          method: 'cash',
          idempotencyKey: randomUUID(),
          confirmDuplicate: true,
        })
        .expect(201)
    ).body.payment.receiptNumber as string;
  const invoice = async () => {
    const booking = await insertBooking(
      t.db,
      newBooking({ venue: 'Banquet Hall', status: 'pending', eventDate: freshDay(), totalAmount: 90_000 }),
    );
    await t.http
      .patch(`/api/bookings/${booking.id}/status`)
      .set(bearer(token))
      .send({ status: 'confirmed' })
      .expect(200);
  };

  it('keeps the counters of the data it replaces, so an older backup never issues a number again', async () => {
    const rental = await insertBooking(t.db, newStallRental('D9', { status: 'confirmed', eventDate: todayInPark() }));
    await invoice();
    await receipt(rental.id);
    await receipt(rental.id);
    const older = join(work, 'older.backup');
    await takeBackup(t.db, engine, older);
    // The venue invoice and the rental's first rent invoice.
    expect(await counters(t.db)).toEqual([`INV ${YEAR}: 2`, `RCT ${YEAR}: 2`]);

    // After the backup the park goes on: more numbers are issued and e-mailed, in this year and the next.
    await invoice();
    expect(await receipt(rental.id)).toBe(`RCT-${YEAR}-00003`);
    await t.db.execute(sql`insert into document_counters (kind, year, last) values ('INV', ${YEAR + 1}, 7)`);

    const summary = await restoreBackup(t.db, older, { replace: true, place: 'The test database', numbers });
    expect(summary.rows.payments).toBe(2);
    // Each series of this year then continues past ten numbers set aside.
    expect(await counters(t.db)).toEqual([
      `CRN ${YEAR}: 10`,
      `INV ${YEAR}: 13`,
      `INV ${YEAR + 1}: 7`,
      `RCT ${YEAR}: 13`,
      `RFD ${YEAR}: 10`,
    ]);
    expect(summary.keptNumbers).toEqual([
      { kind: 'INV', year: YEAR, last: 3 },
      { kind: 'INV', year: YEAR + 1, last: 7 },
      { kind: 'RCT', year: YEAR, last: 3 },
    ]);
    // The next receipt follows the last one e-mailed before the restore (and the numbers set aside), not the backup's.
    expect(await receipt(rental.id)).toBe(`RCT-${YEAR}-00014`);
  });

  it("raises a counter to the highest number on the backup's own documents", async () => {
    // A backup whose counter is behind its documents (written by hand, or by older software).
    await t.db.execute(sql`update document_counters set last = 1 where kind = 'RCT' and year = ${YEAR}`);
    const behind = join(work, 'behind.backup');
    await takeBackup(t.db, engine, behind);
    const empty = await emptyDatabase();
    try {
      const summary = await restoreBackup(empty.db, behind, {
        replace: false,
        place: 'The empty database',
        numbers,
      });
      expect(summary.keptNumbers).toEqual([{ kind: 'RCT', year: YEAR, last: 14 }]);
      expect(await counters(empty.db)).toEqual([
        `CRN ${YEAR}: 20`,
        `INV ${YEAR}: 23`,
        `INV ${YEAR + 1}: 7`,
        `RCT ${YEAR}: 24`,
        `RFD ${YEAR}: 20`,
      ]);
      // What a data folder's previous database had issued (read before it is set aside) counts as well.
      const again = await emptyDatabase();
      try {
        await restoreBackup(again.db, behind, {
          replace: false,
          place: 'Another empty database',
          issued: [
            { kind: 'RCT', year: YEAR, last: 30 },
            { kind: 'INV', year: YEAR, last: 1 },
          ],
          numbers,
        });
        expect(await counters(again.db)).toEqual([
          `CRN ${YEAR}: 20`,
          `INV ${YEAR}: 23`,
          `INV ${YEAR + 1}: 7`,
          `RCT ${YEAR}: 40`,
          `RFD ${YEAR}: 20`,
        ]);
      } finally {
        await again.close();
      }
    } finally {
      await empty.close();
    }
  });
});
