import { API_PREFIX, type CallName, calls, httpStatusOf, type UserInfo } from '@framecast/contract';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { USER_INFO_KEY } from '../session/session';
import { setToken } from '../storage/token';

/** For component tests of features: the network stubbed by the contract, and the providers a page needs. */

type Answer = { data: unknown } | { code: number; msg: string; data?: unknown };

/**
 * The network only: fetch answers each call by the contract's method and path with its envelope and
 * HTTP status; a success's data must pass the contract's schema, so the stub cannot drift from the API.
 */
export function stubApi(replies: Partial<Record<CallName, (body: unknown) => Answer | Promise<Answer>>>) {
  const sent: { name: CallName; body: unknown }[] = [];
  const byRoute = new Map(Object.entries(calls).map(([name, c]) => [`${c.method} ${API_PREFIX}${c.path}`, name as CallName]));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const name = byRoute.get(`${init.method ?? 'GET'} ${url.split('?')[0]}`);
      const reply = name && replies[name];
      if (!name || !reply) throw new TypeError(`Unexpected call: ${init.method} ${url}`);
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ name, body });
      const answer = await reply(body);
      const envelope = 'code' in answer ? { data: null, ...answer } : { code: 0, msg: 'success', data: calls[name].data.parse(answer.data) };
      return new Response(JSON.stringify(envelope), { status: httpStatusOf(envelope.code), headers: { 'content-type': 'application/json' } });
    }),
  );
  return { sent: (name: CallName) => sent.filter((c) => c.name === name) };
}

/**
 * Renders inside Mantine, toasts, queries and a router (the app's own theme lives in app/, out of a feature's
 * reach); with `user`, signed in as them: their info already read and their token stored (clearToken after).
 */
export function renderWithApp(ui: ReactNode, path = '/', user?: UserInfo) {
  // Test files share their worker's modules (isolate: false), Mantine's toast store among them: a toast an
  // earlier file left would show in this render.
  notifications.clean();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  if (user) {
    client.setQueryData(USER_INFO_KEY, user);
    setToken(user.token);
  }
  return render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
