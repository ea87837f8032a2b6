import { createHmac } from 'node:crypto';
import type { AdminView } from '../../server/src/admin/admin.view';
import type { TestApp } from './app';

let sequence = 0;

export interface AdminPayload {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone?: string;
  role?: 'admin' | 'moderator';
}

/** SPEC.md's admin create payload with unique username and e-mail; overrides win. */
export function newAdminPayload(overrides: Partial<AdminPayload> = {}): AdminPayload {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${sequence}`;
  return {
    username: `staff.${tag}`,
    email: `staff.${tag}@kandypark.lk`,
    password: `Temple-of-the-Tooth-${sequence}`,
    firstName: 'Kumari',
    lastName: 'Jayasinghe',
    phone: '+94 81 222 3344',
    role: 'admin',
    ...overrides,
  };
}

export interface TestAccount {
  admin: AdminView;
  password: string;
  token: string;
}

/**
 * Creates an account through the API as `creatorToken` (an admin), signs it in and answers its token. Its holder
 * has already replaced the password the admin chose (as the first sign-in requires), unless `firstSignIn` is
 * false: then `token` is the first sign-in's, good only for changing the password.
 */
export async function newAccount(
  t: TestApp,
  creatorToken: string,
  overrides: Partial<AdminPayload> = {},
  { firstSignIn = true }: { firstSignIn?: boolean } = {},
): Promise<TestAccount> {
  const payload = newAdminPayload(overrides);
  const response = await t.http.post('/api/admin/admins').set('authorization', `Bearer ${creatorToken}`).send(payload);
  if (response.status !== 201)
    throw new Error(`account not created: ${response.status} ${JSON.stringify(response.body)}`);
  const admin = (response.body as { admin: AdminView }).admin;
  const token = await t.login(payload.username, payload.password);
  if (!firstSignIn) return { admin, password: payload.password, token };
  const password = `${payload.password}-own`;
  const changed = await t.http
    .put('/api/admin/change-password')
    .set('authorization', `Bearer ${token}`)
    .send({ currentPassword: payload.password, newPassword: password });
  if (changed.status !== 200)
    throw new Error(`first password not changed: ${changed.status} ${JSON.stringify(changed.body)}`);
  return { admin: { ...admin, mustChangePassword: false }, password, token: (changed.body as { token: string }).token };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const base64url = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** An HS256 token signed with `secret`, with any claims: for expired, forged or malformed tokens. */
export function signToken(
  secret: string,
  claims: Record<string, unknown>,
  header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' },
): string {
  const unsigned = `${base64url(header)}.${base64url(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** The claims of a token, unverified. */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

/**
 * A sign-in from the client address `from` (sent as X-Forwarded-For: the app must trust the test's loopback
 * connection, TRUST_PROXY=loopback), with a device cookie when given.
 */
export function signInFrom(t: TestApp, username: string, password: string, from: string, cookie?: string) {
  const request = t.http.post('/api/admin/login').set('x-forwarded-for', from);
  if (cookie) request.set('cookie', cookie);
  return request.send({ username, password });
}
