import { randomUUID } from 'node:crypto';
import type { Response } from 'supertest';
import { todayInPark } from '../../server/src/common/park-time';

/** A Record payment form as the dashboard sends it: a month of rent in cash today, a fresh form key. */
export const paymentForm = (overrides: Record<string, unknown> = {}) => ({
  amount: 30_000,
  receivedOn: todayInPark(),
  method: 'cash',
  reference: 'Counter 2',
  idempotencyKey: randomUUID(),
  ...overrides,
});

/** A Record refund form: paid back today by bank transfer, a fresh form key. */
export const refundForm = (overrides: Record<string, unknown> = {}) => ({
  amount: 55_000,
  refundedOn: todayInPark(),
  method: 'bank transfer',
  reference: 'BOC 99120',
  idempotencyKey: randomUUID(),
  ...overrides,
});

/** A parser for supertest that keeps a binary answer's bytes (a PDF). */
export const binary = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

/** The park's taxes switched on as the tax specs set them: VAT 18 %, SSCL 2.5 %, prices inclusive. */
export const TAX_SETTINGS = { VAT_RATE: '18', VAT_NUMBER: '123456789-7000', SSCL_RATE: '2.5', PARK_TIN: '123456789' };
