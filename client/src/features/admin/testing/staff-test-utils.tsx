import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { HttpResponse } from 'msw';
import type { Schemas } from '@/lib/api';
import { http, notFound, recordRequests, server as network } from '@/test/msw/server';

type Admin = Schemas['AdminView'];
type ContactMessage = Schemas['ContactMessageView'];
type Subscriber = Schemas['SubscriberView'];

/** An hour after the test file started: one moment for every token of a file, so equal labels give equal tokens. */
const IN_AN_HOUR = Math.floor(Date.now() / 1000) + 3600;

/** A token the client can read (`exp` in an hour); the fake server never checks its signature. */
export function fakeToken(label = 'token', exp = IN_AN_HOUR): string {
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
    mustChangePassword: false,
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
    language: 'en',
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

const taken = { statusCode: 409, message: 'That username is already taken. Please choose another.' };

/** Staff accounts: the signed-in user's profile and password, and the account list (MSW handlers). */
function accountHandlers(server: FakeStaffServer) {
  return [
    http.get('/api/admin/profile', ({ response }) => response(200).json({ admin: server.me })),
    http.put('/api/admin/profile', async ({ request, response }) => {
      const { username, firstName, lastName, phone } = await request.json();
      if (server.admins.some((admin) => admin.username === username && admin._id !== server.me._id)) {
        return response.untyped(HttpResponse.json(taken, { status: 409 }));
      }
      server.me = {
        ...server.me,
        username,
        profile: { firstName, lastName, phone: phone ?? '' },
        fullName: `${firstName} ${lastName}`,
      };
      return response(200).json({ admin: server.me, message: 'Profile updated successfully' });
    }),
    http.put('/api/admin/change-password', async ({ request, response }) => {
      const body = await request.json();
      if (body.currentPassword !== server.password) {
        const message = 'Your current password is not correct. Please check it and try again.';
        return response.untyped(HttpResponse.json({ statusCode: 400, message }, { status: 400 }));
      }
      server.password = body.newPassword;
      server.me = { ...server.me, mustChangePassword: false };
      return response(200).json({ message: 'Password changed successfully', token: fakeToken('fresh') });
    }),
    http.post('/api/admin/logout', ({ response }) => response(200).json({ message: 'Signed out' })),
    http.get('/api/admin/admins', ({ response }) => {
      const status = server.adminsStatus;
      if (status) return response.untyped(HttpResponse.json({ statusCode: status }, { status }));
      return response(200).json({ admins: server.admins });
    }),
    http.post('/api/admin/admins', async ({ request, response }) => {
      const input = await request.json();
      if (server.admins.some((admin) => admin.username === input.username)) {
        return response.untyped(HttpResponse.json(taken, { status: 409 }));
      }
      const admin = newAdmin({
        _id: `a${server.admins.length + 1}`,
        username: input.username,
        email: input.email,
        role: input.role === 'moderator' ? 'moderator' : 'admin',
        lastLogin: null,
        firstName: input.firstName,
        lastName: input.lastName,
      });
      server.admins = [...server.admins, admin];
      return response(201).json({ admin, message: 'Admin account created successfully' });
    }),
    http.patch('/api/admin/admins/{id}', async ({ params, request, response }) => {
      const { isActive } = await request.json();
      server.admins = server.admins.map((admin) => (admin._id === params.id ? { ...admin, isActive } : admin));
      return response(200).json({
        admin: server.admins.find((admin) => admin._id === params.id)!,
        message: isActive ? 'Admin account reactivated successfully' : 'Admin account deactivated successfully',
      });
    }),
    http.delete('/api/admin/admins/{id}', ({ params, response }) => {
      server.admins = server.admins.filter((admin) => admin._id !== params.id);
      return response(200).json({ message: 'Admin account deleted successfully' });
    }),
    http.post('/api/admin/create-initial-admin', ({ response }) => {
      if (server.admins.length > 0) {
        const message =
          'An admin account already exists, so no initial account can be created. Please sign in instead.';
        return response.untyped(HttpResponse.json({ statusCode: 409, message }, { status: 409 }));
      }
      server.admins = [newAdmin({ _id: 'first', username: 'admin', firstName: '', lastName: '', fullName: 'admin' })];
      return response(201).json({
        message: 'Initial admin created',
        credentials: { username: 'admin', password: 'generated-Pass-42' },
      });
    }),
  ];
}

/** The contact messages visitors sent, as staff read and mark them (MSW handlers). */
function contactMessageHandlers(server: FakeStaffServer) {
  return [
    http.get('/api/contact/messages', ({ response }) => response(200).json({ messages: server.messages })),
    http.patch('/api/contact/messages/{id}', async ({ params, request, response }) => {
      await server.holdMessagePatch;
      const { handled } = await request.json();
      server.messages = server.messages.map((message) =>
        message._id === params.id
          ? {
              ...message,
              handled,
              handledAt: handled ? '2026-03-15T10:00:00.000Z' : null,
              handledBy: handled ? { _id: server.me._id, username: server.me.username } : null,
            }
          : message,
      );
      return response(200).json({
        message: handled ? 'Message marked as handled' : 'Message marked as not handled',
        contactMessage: server.messages.find((message) => message._id === params.id)!,
      });
    }),
  ];
}

/** The newsletter's subscribers (MSW handler). */
function subscriberHandlers(server: FakeStaffServer) {
  return [
    http.get('/api/newsletter/subscribers', ({ response }) => response(200).json({ subscribers: server.subscribers })),
  ];
}

/** Stands in for the accounts, contact and newsletter API (typed MSW handlers); returns its state and the requests. */
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
  network.use(...accountHandlers(server), ...contactMessageHandlers(server), ...subscriberHandlers(server), notFound);
  return { server, requests: recordRequests() };
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
