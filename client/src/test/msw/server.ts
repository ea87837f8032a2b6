import { HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '@/lib/api-schema';

/**
 * The network of the component tests (Mock Service Worker, started in test/setup.ts): a test adds the handlers of
 * the resources it needs with `server.use(...)`; they are removed after each test, and a request no handler
 * answers fails the test.
 */
export const server = setupServer();

/**
 * MSW's `http`, typed by the API's generated OpenAPI paths: a handler of a route that does not exist, a parameter
 * or body the route does not take, or an answer of the wrong shape fails the type check.
 */
export const http = createOpenApiHttp<paths>();

/** What a test saw the client send. */
export interface RecordedRequest {
  method: string;
  /** Path and query, as the client wrote them: `/api/bookings?from=…`. */
  url: string;
  body: unknown;
  authorization: string | null;
}

/** Records every request the fake network receives from now until the end of the test. */
export function recordRequests(): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const entry: RecordedRequest = {
      method: request.method,
      url: `${url.pathname}${url.search}`,
      body: undefined,
      authorization: request.headers.get('authorization'),
    };
    requests.push(entry);
    // Read before any handler answers: the body is ready by the time a test looks at it.
    void request
      .clone()
      .text()
      .then((text) => {
        entry.body = text ? (JSON.parse(text) as unknown) : undefined;
      });
  });
  return requests;
}

/** An answer a test imposes on a route: a status and body, or 'network' for a server that cannot be reached. */
export type FakeAnswer = { status: number; body: unknown } | 'network';

export function fakeAnswer(answer: FakeAnswer): Response {
  return answer === 'network' ? HttpResponse.error() : HttpResponse.json(answer.body as JsonBodyType, answer);
}

/** The server's answer to an address it does not have. */
export const notFound = http.untyped.all('/api/*', ({ request }) => {
  const url = new URL(request.url);
  return HttpResponse.json(
    { statusCode: 404, message: `No such address: ${request.method} ${url.pathname}${url.search}` },
    { status: 404 },
  );
});
