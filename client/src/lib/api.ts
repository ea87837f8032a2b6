import type { components, paths } from './api-schema';
import { clearSession, getToken } from './session';

/** The API's JSON shapes, generated from the server's OpenAPI document (`npm run api:types`). */
export type Schemas = components['schemas'];

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

/** Fired on `window` when the server refuses the stored staff token: the dashboard sends the user to sign in. */
export const SESSION_ENDED_EVENT = 'park:session-ended';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
/** The API paths that answer `method`. */
export type PathOf<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends undefined ? never : P;
}[keyof paths];
type JsonOf<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;
type SuccessOf<O> = O extends { responses: infer R } ? JsonOf<R[Extract<keyof R, 200 | 201>]> : never;
type BodyOf<O> = O extends { requestBody?: infer B } ? JsonOf<NonNullable<B>> : never;
type PathParamsOf<O> = O extends { parameters: { path?: infer A } } ? A : never;
type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? Q : never;

/** What an operation answers when it succeeds. */
export type AnswerOf<M extends Method, P extends PathOf<M>> = SuccessOf<Operation<P, M>>;

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
  const data = (await response.json().catch(() => null)) as { message?: string | string[]; code?: string } | null;
  if (!response.ok) {
    // Only the session that was refused ends: a password change saves a fresh token while older calls may still
    // be answered 401 for the token they carried, and those must not sign the user out of the new session.
    if (response.status === 401 && options.auth && getToken() === token) {
      clearSession();
      window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
    }
    const message = Array.isArray(data?.message) ? data.message.join(' ') : data?.message;
    throw new ApiError(response.status, message ?? `Request failed (${response.status})`, data?.code);
  }
  return data as T;
}

export interface CallOptions<O> {
  params?: { path?: PathParamsOf<O>; query?: QueryOf<O> };
  body?: BodyOf<O>;
  auth?: boolean;
  signal?: AbortSignal;
}

/** Fills `{name}` placeholders and appends the query, leaving out empty values. */
export function apiUrl(path: string, params: { path?: object; query?: object } = {}): string {
  const pathValues = (params.path ?? {}) as Record<string, string | number>;
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = pathValues[name];
    if (value === undefined) throw new Error(`${path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${filled}?${search}` : filled;
}

/**
 * A typed call of the API: the path, its parameters, the body and the answer are those of the server's OpenAPI
 * document, so a renamed route or field fails the type check instead of a page.
 */
export function callApi<M extends Method, P extends PathOf<M>>(
  method: M,
  path: P,
  options: CallOptions<Operation<P, M>> = {},
): Promise<AnswerOf<M, P>> {
  return api<AnswerOf<M, P>>(apiUrl(path, options.params), {
    method: method.toUpperCase() as RequestOptions['method'],
    body: options.body,
    auth: options.auth,
    signal: options.signal,
  });
}
