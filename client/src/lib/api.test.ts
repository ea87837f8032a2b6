import { ApiError, apiUrl, callApi, NetworkError, SESSION_ENDED_EVENT } from './api';
import { getToken, saveSession } from './session';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('apiUrl', () => {
  it('fills path parameters, encoded, and leaves empty query values out', () => {
    expect(
      apiUrl('/api/bookings/availability/{venueName}', {
        path: { venueName: 'Open Air Arena' },
        query: { startDate: '2027-03-10', duration: undefined, q: '' },
      }),
    ).toBe('/api/bookings/availability/Open%20Air%20Arena?startDate=2027-03-10');
  });

  it('refuses a path whose parameter is missing rather than calling a wrong address', () => {
    expect(() => apiUrl('/api/news/{id}', {})).toThrow('no value for {id}');
  });
});

describe('callApi', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
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
    const ended = vi.fn();
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    await expect(callApi('get', '/api/admin/profile', { auth: true })).rejects.toEqual(
      new ApiError(401, 'Please sign in again.'),
    );
    window.removeEventListener(SESSION_ENDED_EVENT, ended);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeNull();
  });

  it('keeps a session saved while a refused call was in flight (a password change renews the token)', async () => {
    saveSession('old-token', { _id: '1', username: 'staff', email: 's@x.lk', role: 'admin', fullName: 'Staff' });
    const admin = { _id: '1', username: 'staff', email: 's@x.lk', role: 'admin', fullName: 'Staff' } as const;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      saveSession('fresh-token', admin);
      return json(401, { statusCode: 401, message: 'Please sign in again.' });
    });
    const ended = vi.fn();
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    await expect(callApi('get', '/api/admin/profile', { auth: true })).rejects.toEqual(
      new ApiError(401, 'Please sign in again.'),
    );
    window.removeEventListener(SESSION_ENDED_EVENT, ended);
    expect(ended).not.toHaveBeenCalled();
    expect(getToken()).toBe('fresh-token');
  });

  it('tells an unreachable server from a refusal', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(callApi('get', '/api/news')).rejects.toBeInstanceOf(NetworkError);
  });
});
