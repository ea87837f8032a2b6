import type { OpenAPIObject } from '@nestjs/swagger';
import request from 'supertest';
import { createOpenApiDocument } from '../../server/src/openapi';
import { createTestApp, type TestApp } from '../support/app';
import { bookingRequest, BOOT_TIMEOUT_MS } from '../support/bookings';
import { engine } from '../support/database';
import { type Answer, checkedAgent, OpenApiContract } from '../support/openapi-contract';

/**
 * Issue 32: every answer a test receives through `t.http` is held to the server's own OpenAPI document
 * (test/support/openapi-contract.ts). These tests prove the judge itself: it reads every schema of the document,
 * and it fails a request whose answer breaks a deliberately wrong copy of the document, naming the route, the
 * status and the schema path.
 */
describe(`answers are held to the OpenAPI document (${engine})`, () => {
  let t: TestApp;
  let document: OpenAPIObject;
  let contract: OpenApiContract;
  beforeAll(async () => {
    t = await createTestApp();
    document = createOpenApiDocument(t.app);
    contract = new OpenApiContract(document);
  }, BOOT_TIMEOUT_MS);
  afterAll(() => t?.close());

  const answer = (overrides: Partial<Answer>): Answer => ({
    method: 'GET',
    url: '/api/news',
    status: 200,
    contentType: 'application/json; charset=utf-8',
    body: { newsItems: [] },
    hasBody: true,
    ...overrides,
  });

  it('is OpenAPI 3.1, and the validator compiles every answer schema the document gives, strictly', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(JSON.stringify(document)).not.toContain('"nullable"');
    expect(contract.compileAll()).toBeGreaterThan(50);
  });

  it('fails a real request whose answer breaks a deliberately wrong schema, naming route, status and schema path', async () => {
    // The document as it was before issue 32: the receipt's stallInfo an object that may not be null.
    const wrong = structuredClone(document);
    const receipt = wrong.components!.schemas!.BookingReceiptView as { properties: Record<string, object> };
    receipt.properties.stallInfo = { $ref: '#/components/schemas/StallInfoView' };
    const http = checkedAgent(request(t.app.getHttpServer()), new OpenApiContract(wrong));

    const refused = http.post('/api/bookings').send(bookingRequest()).expect(201);
    await expect(refused).rejects.toThrow('POST /api/bookings (requested POST /api/bookings) answered 201');
    const error = await http
      .post('/api/bookings')
      .send(bookingRequest())
      .then(
        () => undefined,
        (reason: unknown) => reason as Error,
      );
    expect(error?.message).toContain("breaks the OpenAPI document's #/paths/~1api~1bookings/post/responses/201");
    expect(error?.message).toContain('body/booking/stallInfo: must be object');
    expect(error?.message).toContain('(schema path #/components/schemas/StallInfoView/type)');

    // The true document accepts the same answer.
    await t.http.post('/api/bookings').send(bookingRequest()).expect(201);
  });

  it('fails a status the operation does not give, and a content type it does not describe', () => {
    expect(contract.problemsOf(answer({ status: 201 }))).toMatch(
      /^GET \/api\/news .* answered 201, a status the OpenAPI document does not give at #\/paths\/~1api~1news\/get\/responses$/,
    );
    expect(contract.problemsOf(answer({ contentType: 'text/html' }))).toContain(
      'answered 200 as text/html, but #/paths/~1api~1news/get/responses/200 gives only application/json',
    );
    expect(contract.problemsOf(answer({ body: { newsItems: [{ title: 7 }] } }))).toContain('body/newsItems/0');
    expect(contract.problemsOf(answer({}))).toBeUndefined();
  });

  it('judges errors by the one error body, binary answers by content type, and 304s by status', () => {
    const notFound = { statusCode: 404, message: 'No such address: GET /api/nowhere' };
    expect(contract.problemsOf(answer({ url: '/api/nowhere', status: 404, body: notFound }))).toBeUndefined();
    expect(contract.problemsOf(answer({ url: '/api/nowhere', status: 404, body: { error: 'x' } }))).toContain(
      'GET /api/nowhere (no such operation) answered 404 with a body that breaks',
    );
    expect(contract.problemsOf(answer({ url: '/api/nowhere', status: 200 }))).toContain('has no such operation');
    expect(
      contract.problemsOf(answer({ url: '/api/news', status: 503, body: { statusCode: 503, message: 'Down' } })),
    ).toBeUndefined();
    expect(contract.problemsOf(answer({ status: 304, contentType: undefined, hasBody: false }))).toBeUndefined();
    expect(
      contract.problemsOf(answer({ url: '/api/bookings/admin/invoices/export', contentType: 'text/csv', body: {} })),
    ).toBeUndefined();
  });
});
