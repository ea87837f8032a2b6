import type { Language } from '@kandy-park/domain';
import createClient from 'openapi-fetch';
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

export interface CallOptions<O> {
  params?: { path?: PathParamsOf<O>; query?: QueryOf<O> };
  body?: BodyOf<O>;
  /** Send the stored staff token. */
  auth?: boolean;
  signal?: AbortSignal;
}

/** The query string: empty values left out, so equal queries make equal addresses (and share a cache entry). */
function queryString(query: object = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  return search.toString();
}

/** Fills `{name}` placeholders, encoded; a missing value is a mistake in the caller, never a wrong address. */
function fillPath(path: string, values: Record<string, unknown> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`${path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The park's API client: openapi-fetch over the paths generated from the server's OpenAPI document, so a renamed
 * route, parameter or field fails the type check instead of a page. Calls go through `callApi`, which adds the
 * staff token and turns failures into ApiError and NetworkError.
 */
export const apiClient = createClient<paths>({
  // openapi-fetch builds a Request, which needs an absolute address outside a browser page (tests).
  baseUrl: globalThis.location?.origin ?? '',
  headers: { accept: 'application/json' },
  querySerializer: queryString,
  pathSerializer: fillPath,
});

/**
 * How a call reaches the server: `fetch` (looked up at call time) with the address, the request's options and the
 * caller's abort signal, as the page would call it itself.
 */
function transport(signal: AbortSignal | undefined) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const sameOrigin = url.origin === globalThis.location?.origin;
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const init: RequestInit = {
      method: request.method,
      headers: Object.fromEntries(request.headers),
      body: hasBody ? (await request.text()) || undefined : undefined,
      signal,
    };
    try {
      return await globalThis.fetch(sameOrigin ? `${url.pathname}${url.search}` : request.url, init);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new NetworkError('The server could not be reached.');
    }
  };
}

/**
 * The language chosen on the site, kept here by the language provider: every post carries it as `Accept-Language`
 * (exactly `si`, `ta` or `en`, not the browser's list), so the e-mails and documents the park sends back are in it
 * (docs/languages.md).
 */
let siteLanguage: Language = 'en';

export function sendLanguage(language: Language): void {
  siteLanguage = language;
}

type ErrorBody = { message?: string | string[]; code?: string } | string | undefined;

interface SendOptions {
  params?: object;
  body?: unknown;
  auth?: boolean;
  signal?: AbortSignal;
  /** 'blob' for a file (with its media type as `accept`); JSON otherwise. */
  parseAs?: 'json' | 'blob';
  accept?: string;
}

/** One call through the client: the answer's body, or ApiError / NetworkError; a refused staff token ends the session. */
async function send(method: Method, path: string, options: SendOptions): Promise<unknown> {
  const token = options.auth ? getToken() : null;
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.accept) headers.accept = options.accept;
  if (method !== 'get') headers['accept-language'] = siteLanguage;
  let result: { data?: unknown; error?: unknown; response: Response };
  try {
    // The path is one of `paths` (callApi's types check it) or, for `api`, an address already filled in.
    result = await apiClient.request(
      method,
      path as never,
      {
        params: options.params,
        body: options.body,
        headers,
        parseAs: options.parseAs ?? 'json',
        fetch: transport(options.signal),
      } as never,
    );
  } catch (error) {
    // An ok answer whose body is not JSON counts as an empty answer.
    if (error instanceof SyntaxError) return null;
    throw error;
  }
  const { response } = result;
  if (response.ok) return result.data ?? null;
  // Only the session that was refused ends: a password change saves a fresh token while older calls may still
  // be answered 401 for the token they carried, and those must not sign the user out of the new session; a call
  // made with no token (after a sign-out) ends nothing.
  if (response.status === 401 && token !== null && getToken() === token) {
    clearSession();
    window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
  }
  const error = result.error as ErrorBody;
  const data = typeof error === 'object' && error !== null ? error : undefined;
  const message = Array.isArray(data?.message) ? data.message.join(' ') : data?.message;
  throw new ApiError(response.status, message ?? `Request failed (${response.status})`, data?.code);
}

/**
 * A typed call of the API: the path, its parameters, the body and the answer are those of the server's OpenAPI
 * document. Errors come as ApiError (with the server's status, sentence and code) or NetworkError.
 */
export function callApi<M extends Method, P extends PathOf<M>>(
  method: M,
  path: P,
  options: CallOptions<Operation<P, M>> = {},
): Promise<AnswerOf<M, P>> {
  return send(method, path, options) as Promise<AnswerOf<M, P>>;
}

/** A typed call whose answer is a file of type `accept` (such as the .ics calendar), as a Blob. */
export function callApiFile<M extends Method, P extends PathOf<M>>(
  method: M,
  path: P,
  accept: string,
  options: CallOptions<Operation<P, M>> = {},
): Promise<Blob> {
  return send(method, path, { ...options, accept, parseAs: 'blob' }) as Promise<Blob>;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  auth?: boolean;
  signal?: AbortSignal;
}

/**
 * An untyped call of an address that is already filled in, for the rare body the generated types cannot express.
 * Prefer `callApi`.
 */
export function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = (options.method ?? 'GET').toLowerCase() as Method;
  return send(method, path, options) as Promise<T>;
}
