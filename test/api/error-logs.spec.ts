import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/app';
import { BOOT_TIMEOUT_MS, bookingRequest, stallRequest } from '../support/bookings';
import { engine } from '../support/database';
import { LOGGED_CLIENT, LOGGED_CUSTOMER, PERSONAL_TEXTS } from '../support/personal-data';

/**
 * Issue 33: the database library puts a failed statement and its parameters into its error's message (drizzle's
 * `Failed query: … params: …`; PGlite's own copy of query and parameters; a trigger's message naming a value). The
 * error log says which statement failed and its SQLSTATE, never a value: read from the real logger while a booking
 * and a stall request fail on a statement the database refuses with an unexpected error.
 */
describe(`error logs carry no personal data (${engine})`, () => {
  let t: TestApp;
  const raw: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'info', TRUST_PROXY: 'loopback' },
      { write: (line: string) => raw.push(line) },
    );
    // An error the product does not expect, whose message names the customer as a careless trigger's would.
    await t.db.execute(sql`create function refuse_booking() returns trigger language plpgsql as $$
      begin raise exception 'refused for % <%>', new.customer_name, new.customer_email; end $$`);
    await t.db.execute(
      sql`create trigger refuse_booking before insert on bookings for each row execute function refuse_booking()`,
    );
  }, BOOT_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('logs a failed insert by its SQLSTATE and table, with no name, e-mail, phone or client address', async () => {
    const from = raw.length;
    for (const body of [
      bookingRequest({ customer: { ...LOGGED_CUSTOMER } }),
      stallRequest('A1', { customer: { ...LOGGED_CUSTOMER } }),
    ]) {
      const response = await t.http.post('/api/bookings').set('X-Forwarded-For', LOGGED_CLIENT).send(body);
      expect(response.status).toBe(500);
    }
    const logged = raw.slice(from).join('');
    // Both: a venue request's one statement (prepared, on PostgreSQL) and a stall request's transaction.
    expect(logged.split('database error P0001 in insert bookings')).toHaveLength(3);
    for (const text of PERSONAL_TEXTS) expect(logged).not.toContain(text);
    expect(logged).not.toContain('params');
  });
});
