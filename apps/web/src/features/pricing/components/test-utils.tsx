import { API_PREFIX, type CallName, calls, httpStatusOf } from '@framecast/contract';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

type Answer = { data: unknown } | { code: number; msg: string };

/** The network only: each call answered by the contract's path, a success's data checked by its schema. */
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
      const envelope = 'data' in answer ? { code: 0, msg: 'success', data: calls[name].data.parse(answer.data) } : { ...answer, data: null };
      return new Response(JSON.stringify(envelope), { status: httpStatusOf(envelope.code), headers: { 'content-type': 'application/json' } });
    }),
  );
  return { sent: (name: CallName) => sent.filter((c) => c.name === name) };
}

export function renderWithApp(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
