import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../support/app';
import { BOOT_TIMEOUT_MS, bookingRequest } from '../support/bookings';
import { engine } from '../support/database';

const BURST = 40;

/** One request on a connection of its own, as a visitor's browser opens one. */
function send(url: string, method: 'GET' | 'POST', body?: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const call = httpRequest(
      url,
      { method, agent: false, headers: payload ? { 'content-type': 'application/json' } : {} },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

describe(`a visitor arriving during a burst of booking requests (${engine})`, () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  }, BOOT_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('is let in and answered while the burst is still being written, not after all of it', async () => {
    // The news, kept in memory after a first read: answering it takes no database work, only a turn of the server.
    expect(await send(`${base}/api/news`, 'GET')).toBe(200);

    let answered = 0;
    let answeredBeforeNews: number | undefined;
    let newsStatus: Promise<number> | undefined;
    const burst = Array.from({ length: BURST }, () =>
      send(`${base}/api/bookings`, 'POST', bookingRequest()).then((status) => {
        answered++;
        // A new visitor connects as soon as the first booking request has its answer.
        newsStatus ??= send(`${base}/api/news`, 'GET').then((status) => {
          answeredBeforeNews = answered;
          return status;
        });
        return status;
      }),
    );
    const statuses = await Promise.all(burst);
    expect(statuses).toEqual(Array.from({ length: BURST }, () => 201));
    expect(await newsStatus).toBe(200);
    // Before the database took turns with the connections, the embedded one wrote every queued request (and Node
    // let in one waiting connection per turn) before the newcomer was read: answered after all 40.
    // Now about 15 on PGlite and 10 on PostgreSQL, the same from run to run (turns are counted, not time).
    expect(answeredBeforeNews).toBeLessThan((BURST * 3) / 4);
  });
});
