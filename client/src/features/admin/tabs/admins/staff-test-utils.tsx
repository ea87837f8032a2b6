import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import type { Schemas } from '../../../../lib/api';

// Typing whole forms on a loaded two-core machine: give findBy* and waitFor more than the default second.
configure({ asyncUtilTimeout: 5_000 });

type Admin = Schemas['AdminView'];
type ContactMessage = Schemas['ContactMessageView'];
type Subscriber = Schemas['SubscriberView'];

/** A token the client can read (`exp` in an hour); the fake server never checks its signature. */
export function fakeToken(label = 'token', exp = Math.floor(Date.now() / 1000) + 3600): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part({ sub: label, exp })}.signature`;
}

export function newAdmin(overrides: Partial<Admin> & { firstName?: string; lastName?: string } = {}): Admin {
  const { firstName = 'Nimal', lastName = 'Perera', ...rest } = overrides;
  return {
    _id: 'a1',
    username: 'nimal',
    email: 'nimal@kandypark.lk',
    role: 'admin',
    isActive: true,
    createdAt: '2026-01-10T04:30:00.000Z',
    lastLogin: '2026-03-15T09:00:00.000Z',
    profile: { firstName, lastName, phone: '' },
    fullName: `${firstName} ${lastName}`,
    ...rest,
  };
}

export function newMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    _id: 'm1',
    name: 'Kumari Perera',
    email: 'kumari@example.lk',
    subject: 'Wedding in December',
    message: 'Is the Open Area free on 12 December?\nWe expect 200 guests.',
    handled: false,
    handledAt: null,
    handledBy: null,
    createdAt: '2026-03-14T05:15:00.000Z',
    ...overrides,
  };
}

export interface FakeStaffServer {
  me: Admin;
  password: string;
  admins: Admin[];
  /** Status GET /api/admin/admins answers instead of the list (403 for a moderator). */
  adminsStatus?: number;
  messages: ContactMessage[];
  subscribers: Subscriber[];
  /** Holds PATCH /api/contact/messages/{id} until released, to see the button while it runs. */
  holdMessagePatch?: Promise<void>;
}

export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
  authorization: string | null;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Stands in for the accounts, contact and newsletter API, following its OpenAPI contract. */
export function fakeStaffServer(initial: Partial<FakeStaffServer> = {}) {
  const me = initial.me ?? newAdmin();
  const server: FakeStaffServer = {
    password: 'Kandy-Lake-1',
    admins: [me],
    messages: [],
    subscribers: [],
    ...initial,
    me,
  };
  const requests: RecordedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input.toString();
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
      const headers = new Headers(init?.headers);
      requests.push({ method, url, body, authorization: headers.get('authorization') });
      const route = `${method} ${url}`;
      const id = url.split('/').pop() ?? '';

      if (route === 'GET /api/admin/profile') return json(200, { admin: server.me });
      if (route === 'PUT /api/admin/profile') {
        const { username, firstName, lastName, phone } = body as Record<string, string>;
        if (server.admins.some((admin) => admin.username === username && admin._id !== server.me._id)) {
          return json(409, { statusCode: 409, message: 'That username is already taken. Please choose another.' });
        }
        server.me = {
          ...server.me,
          username: username!,
          profile: { firstName: firstName!, lastName: lastName!, phone: phone ?? '' },
          fullName: `${firstName} ${lastName}`,
        };
        return json(200, { admin: server.me, message: 'Profile updated successfully' });
      }
      if (route === 'PUT /api/admin/change-password') {
        if (body?.currentPassword !== server.password) {
          return json(400, {
            statusCode: 400,
            message: 'Your current password is not correct. Please check it and try again.',
          });
        }
        server.password = String(body.newPassword);
        return json(200, { message: 'Password changed successfully', token: fakeToken('fresh') });
      }
      if (route === 'GET /api/admin/admins') {
        if (server.adminsStatus) return json(server.adminsStatus, { statusCode: server.adminsStatus });
        return json(200, { admins: server.admins });
      }
      if (route === 'POST /api/admin/admins') {
        const input = body as Record<string, string>;
        if (server.admins.some((admin) => admin.username === input.username)) {
          return json(409, { statusCode: 409, message: 'That username is already taken. Please choose another.' });
        }
        const admin = newAdmin({
          _id: `a${server.admins.length + 1}`,
          username: input.username!,
          email: input.email!,
          role: input.role === 'moderator' ? 'moderator' : 'admin',
          lastLogin: null,
          firstName: input.firstName!,
          lastName: input.lastName!,
        });
        server.admins = [...server.admins, admin];
        return json(201, { admin, message: 'Admin account created successfully' });
      }
      if (method === 'PATCH' && url.startsWith('/api/admin/admins/')) {
        const isActive = Boolean(body?.isActive);
        server.admins = server.admins.map((admin) => (admin._id === id ? { ...admin, isActive } : admin));
        return json(200, {
          admin: server.admins.find((admin) => admin._id === id),
          message: isActive ? 'Admin account reactivated successfully' : 'Admin account deactivated successfully',
        });
      }
      if (method === 'DELETE' && url.startsWith('/api/admin/admins/')) {
        server.admins = server.admins.filter((admin) => admin._id !== id);
        return json(200, { message: 'Admin account deleted successfully' });
      }
      if (route === 'POST /api/admin/create-initial-admin') {
        if (server.admins.length > 0) {
          return json(409, {
            statusCode: 409,
            message: 'An admin account already exists, so no initial account can be created. Please sign in instead.',
          });
        }
        server.admins = [newAdmin({ _id: 'first', username: 'admin', firstName: '', lastName: '', fullName: 'admin' })];
        return json(201, {
          message: 'Initial admin created',
          credentials: { username: 'admin', password: 'generated-Pass-42' },
        });
      }
      if (route === 'GET /api/contact/messages') return json(200, { messages: server.messages });
      if (method === 'PATCH' && url.startsWith('/api/contact/messages/')) {
        await server.holdMessagePatch;
        const handled = Boolean(body?.handled);
        server.messages = server.messages.map((message) =>
          message._id === id
            ? {
                ...message,
                handled,
                handledAt: handled ? '2026-03-15T10:00:00.000Z' : null,
                handledBy: handled ? { _id: server.me._id, username: server.me.username } : null,
              }
            : message,
        );
        return json(200, {
          message: handled ? 'Message marked as handled' : 'Message marked as not handled',
          contactMessage: server.messages.find((message) => message._id === id),
        });
      }
      if (route === 'GET /api/newsletter/subscribers') return json(200, { subscribers: server.subscribers });
      return json(404, { statusCode: 404, message: `No such address: ${route}` });
    }),
  );
  return { server, requests };
}

/** Renders with a fresh query cache, a router and the app's toaster; answers the cache for assertions. */
export function renderStaff(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
      <Toaster closeButton />
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}
