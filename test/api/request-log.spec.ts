import { createTestApp, type TestApp } from '../support/app';
import { bearer, BOOT_TIMEOUT_MS, CUSTOMER, freshDay, insertBooking, newBooking } from '../support/bookings';
import { engine } from '../support/database';

interface LogLine {
  msg?: string;
  req?: { id?: string; method?: string; url?: string };
  res?: { statusCode?: number };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Issue 19: the server's request log lines, read from the real logger (at LOG_LEVEL=info, as in production) while
 * the real app answers. A line names the path, never the query string (the staff search holds customers' names,
 * e-mail addresses and phone numbers); a caller's request id is kept only when it is 1 to 64 letters, digits and
 * dashes, so no one can write their own text into the log as an id.
 */
describe(`request log lines (${engine})`, () => {
  let t: TestApp;
  let token: string;
  const lines: LogLine[] = [];
  const raw: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'info' },
      {
        write: (line: string) => {
          raw.push(line);
          lines.push(JSON.parse(line) as LogLine);
        },
      },
    );
    token = await t.login();
    await insertBooking(t.db, newBooking({ status: 'pending' }));
  }, BOOT_TIMEOUT_MS);
  afterAll(() => t?.close());

  /** Sends a request and answers the log line that reports its answer, with everything logged meanwhile. */
  async function logged(
    url: string,
    headers: Record<string, string> = {},
  ): Promise<{ line: LogLine; status: number; text: string }> {
    const from = raw.length;
    const response = await t.app.inject({ method: 'GET', url, headers });
    const path = url.split('?')[0];
    const deadline = Date.now() + 5_000;
    let line: LogLine | undefined;
    while (!(line = lines.slice(from).find((l) => l.msg === 'request completed' && l.req?.url === path))) {
      if (Date.now() > deadline) throw new Error(`no log line for ${url}:\n${raw.slice(from).join('')}`);
      await new Promise((done) => setTimeout(done, 10));
    }
    return { line, status: response.statusCode, text: raw.slice(from).join('') };
  }

  it('logs a staff search by its path alone: no name, e-mail address or phone searched for', async () => {
    for (const q of [CUSTOMER.name, CUSTOMER.email, CUSTOMER.phone]) {
      const url = `/api/bookings/admin/list?${new URLSearchParams({ q, group: 'pending' }).toString()}`;
      const { line, status, text } = await logged(url, bearer(token));
      expect(status).toBe(200);
      expect(line).toMatchObject({ req: { method: 'GET', url: '/api/bookings/admin/list' }, res: { statusCode: 200 } });
      for (const secret of ['Nimal', 'Perera', 'nimal.perera', 'example.lk', '77 123', '77+123', '4567', 'q=']) {
        expect(text).not.toContain(secret);
      }
    }
  });

  it('logs other routes by their path alone as well', async () => {
    const { line, text } = await logged(
      `/api/bookings/availability/Open%20Air%20Arena?startDate=${freshDay()}&duration=2`,
    );
    expect(line).toMatchObject({
      req: { url: '/api/bookings/availability/Open%20Air%20Arena' },
      res: { statusCode: 200 },
    });
    expect(text).not.toContain('startDate');
  });

  it.each([['a'], ['abc-123-XYZ'], ['0f8fad5b-d9cb-469f-a165-70867728950e'], ['x'.repeat(64)]])(
    'keeps the request id %s',
    async (id) => {
      const { line } = await logged(`/api/bookings/admin/list?page=1`, { ...bearer(token), 'x-request-id': id });
      expect(line.req?.id).toBe(id);
    },
  );

  it.each([
    ['an empty one', ''],
    ['one of 65 characters', 'x'.repeat(65)],
    ['one with spaces', 'request one'],
    ['one with an underscore', 'request_1'],
    ['one with JSON in it', '"},"level":60,"msg":"forged'],
    ['a path', '../../etc/passwd'],
    ['one with a tab', 'a\tb'],
  ])('replaces %s with a fresh id', async (_case, id) => {
    const { line, text } = await logged('/api/bookings/admin/list', { ...bearer(token), 'x-request-id': id });
    expect(line.req?.id).toMatch(UUID);
    if (id) expect(text).not.toContain(id);
  });
});
