import { api, ApiError, callApi, callApiFile, NetworkError, sendLanguage, SESSION_ENDED_EVENT } from './api';
import { getToken, saveSession } from './session';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** How many times the dashboard is told the session ended while `call` runs, which is refused with a 401. */
async function sessionEndsDuring(call: () => Promise<unknown>): Promise<number> {
  const ended = vi.fn();
  window.addEventListener(SESSION_ENDED_EVENT, ended);
  try {
    await expect(call()).rejects.toEqual(new ApiError(401, 'Please sign in again.'));
  } finally {
    window.removeEventListener(SESSION_ENDED_EVENT, ended);
  }
  return ended.mock.calls.length;
}

describe('callApi', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('fills path parameters, encoded, and leaves empty query values out', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { isAvailable: true }));
    await callApi('get', '/api/bookings/availability/{venueName}', {
      params: { path: { venueName: 'Open Air Arena' }, query: { startDate: '2027-03-10', duration: undefined } },
    });
    expect(fetchSpy.mock.calls[0]![0]).toBe('/api/bookings/availability/Open%20Air%20Arena?startDate=2027-03-10');
    expect(fetchSpy.mock.calls[0]![1]!.method).toBe('GET');
  });

  it('refuses a path whose parameter is missing rather than calling a wrong address', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await expect(callApi('delete', '/api/news/{id}', { params: { path: {} as { id: string } } })).rejects.toThrow(
      'no value for {id}',
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends the body as JSON and answers the server’s sentence and code when refused', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(json(409, { statusCode: 409, message: ['Taken.', 'Choose another.'], code: 'TAKEN' }));
    await expect(
      callApi('post', '/api/contact', { body: { name: 'A', email: 'a@x.lk', subject: 'S', message: 'M' } }),
    ).rejects.toEqual(new ApiError(409, 'Taken. Choose another.', 'TAKEN'));
    const init = fetchSpy.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(init.headers).toHaveProperty('content-type', 'application/json');
    expect(JSON.parse(String(init.body))).toEqual({ name: 'A', email: 'a@x.lk', subject: 'S', message: 'M' });
  });

  it('says the site language on posts (Accept-Language), never on reads', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(201, { success: true }));
    sendLanguage('ta');
    try {
      await callApi('post', '/api/newsletter', { body: { email: 'a@x.lk' } });
      await callApi('get', '/api/news');
    } finally {
      sendLanguage('en');
    }
    expect(fetchSpy.mock.calls[0]![1]!.headers).toHaveProperty('accept-language', 'ta');
    expect(fetchSpy.mock.calls[1]![1]!.headers).not.toHaveProperty('accept-language');
  });

  it('words an answer without a sentence by its status', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('Bad gateway', { status: 502 }));
    await expect(api('/api/news')).rejects.toEqual(new ApiError(502, 'Request failed (502)'));
  });

  it('answers a file as a Blob, asking for its type', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response('BEGIN:VCALENDAR', { status: 200, headers: { 'content-type': 'text/calendar' } }),
      );
    const file = await callApiFile('post', '/api/my-booking/calendar', 'text/calendar', { body: { token: 't' } });
    expect(await file.text()).toBe('BEGIN:VCALENDAR');
    expect(fetchSpy.mock.calls[0]![1]!.headers).toHaveProperty('accept', 'text/calendar');
  });

  it('sends the staff token only when asked, and answers the JSON', async () => {
    saveSession('token-123', { _id: '1', username: 'staff', email: 's@x.lk', role: 'admin', fullName: 'Staff' });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { newsItems: [] }));
    await expect(callApi('get', '/api/news')).resolves.toEqual({ newsItems: [] });
    expect(fetchSpy.mock.calls[0]![1]!.headers).not.toHaveProperty('authorization');
    fetchSpy.mockResolvedValue(json(200, { messages: [] }));
    await callApi('get', '/api/contact/messages', { auth: true });
    expect(fetchSpy.mock.calls[1]![1]!.headers).toHaveProperty('authorization', 'Bearer token-123');
  });

  it('ends the staff session on a 401 and tells the dashboard', async () => {
    saveSession('old-token', { _id: '1', username: 'staff', email: 's@x.lk', role: 'admin', fullName: 'Staff' });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(401, { statusCode: 401, message: 'Please sign in again.' }));
    expect(await sessionEndsDuring(() => callApi('get', '/api/admin/profile', { auth: true }))).toBe(1);
    expect(getToken()).toBeNull();
  });

  it('keeps a session saved while a refused call was in flight (a password change renews the token)', async () => {
    saveSession('old-token', { _id: '1', username: 'staff', email: 's@x.lk', role: 'admin', fullName: 'Staff' });
    const admin = { _id: '1', username: 'staff', email: 's@x.lk', role: 'admin', fullName: 'Staff' } as const;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      saveSession('fresh-token', admin);
      return json(401, { statusCode: 401, message: 'Please sign in again.' });
    });
    expect(await sessionEndsDuring(() => callApi('get', '/api/admin/profile', { auth: true }))).toBe(0);
    expect(getToken()).toBe('fresh-token');
  });

  it('does not read a 401 as the end of a session when the call carried no token (after a sign-out)', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(401, { statusCode: 401, message: 'Please sign in again.' }));
    expect(await sessionEndsDuring(() => callApi('get', '/api/admin/profile', { auth: true }))).toBe(0);
  });

  it('tells an unreachable server from a refusal', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(callApi('get', '/api/news')).rejects.toBeInstanceOf(NetworkError);
  });
});
