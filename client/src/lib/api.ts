import { clearSession, getToken } from './session';

/** An answer of the API that was not ok; `message` is the server's sentence for a person. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** The server could not be reached at all (offline, server down). */
export class NetworkError extends Error {}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the stored staff token. */
  auth?: boolean;
  signal?: AbortSignal;
}

/** Calls the park's API: JSON in, JSON out, errors as ApiError or NetworkError. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const token = options.auth ? getToken() : null;
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError('The server could not be reached.');
  }
  const data = (await response.json().catch(() => null)) as { message?: string; code?: string } | null;
  if (!response.ok) {
    if (response.status === 401 && options.auth) clearSession();
    throw new ApiError(response.status, data?.message ?? `Request failed (${response.status})`, data?.code);
  }
  return data as T;
}
