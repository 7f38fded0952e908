// @vitest-environment happy-dom
import { API_PREFIX, calls, type CallName, type CreditCheckData, ErrorCode, httpStatusOf, Plan, type ProjectSummary } from '@framecast/contract';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import Toasts from '../../app/Toasts';
import { cssVariablesResolver, theme } from '../../app/theme';
import { i18n } from '../i18n';
import { en } from '../i18n/en';
import { usePricing } from '../pricing/store';
import { RenderDialog } from './RenderDialog';
import { userInfo } from '../test/fixtures';
import { getCachedUser, setUserInfo } from '../api/user-info';

const PROJECT = '0b7a5a4e-2f7e-4a8e-9a51-1c2d3e4f5a6b';

const CHECK: CreditCheckData = { plan: Plan.Free, duration: 75, limit_seconds: 180, credits_needed: 1, credits_balance: 4, watermark: true, queue_minutes: 3 };

const SUMMARY: ProjectSummary = {
  id: PROJECT,
  name: 'Launch video',
  type: 'draft',
  status: 'queued',
  category: 'avatar_video',
  source: 'talking_avatar',
  aspect_ratio: '16:9',
  folder_id: null,
  duration: 75,
  progress: 0,
  stage: null,
  queue_minutes: 3,
  error: null,
  credits: 1,
  thumbnail_url: null,
  created_by: { id: 'u1', nickname: 'Ada' },
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  rendered_at: null,
};

const USER = userInfo();

type Answer = { data: unknown } | { code: number; msg: string };
type Reply = Answer | Promise<Answer>;

/**
 * The network only: fetch answers each call by the contract's method and path with its envelope and
 * HTTP status. A success's data must pass the contract's schema, so the stub cannot drift from the API.
 */
function stubApi(replies: Partial<Record<CallName, () => Reply>>) {
  const sent: { name: CallName; body: unknown }[] = [];
  const byRoute = new Map(Object.entries(calls).map(([name, c]) => [`${c.method} ${API_PREFIX}${c.path}`, name as CallName]));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const name = byRoute.get(`${init.method ?? 'GET'} ${url.split('?')[0]}`);
      const reply = name && replies[name];
      if (!name || !reply) throw new TypeError(`Unexpected call: ${init.method} ${url}`);
      sent.push({ name, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const answer = await reply();
      const envelope = 'data' in answer ? { code: 0, msg: 'success', data: calls[name].data.parse(answer.data) } : { ...answer, data: null };
      return new Response(JSON.stringify(envelope), { status: httpStatusOf(envelope.code), headers: { 'content-type': 'application/json' } });
    }),
  );
  return { sent: (name: CallName) => sent.filter((c) => c.name === name) };
}

function renderDialog() {
  const onRendered = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Toasts />
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <RenderDialog projectId={PROJECT} opened onClose={() => {}} onRendered={onRendered} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onRendered };
}

const confirmButton = () => screen.findByRole('button', { name: 'Render · 1 credit' });

describe('RenderDialog', () => {
  beforeAll(() => i18n.add('en', en));
  afterEach(() => {
    cleanup();
    // Toasts outlive a render (Mantine keeps them in a module-level store): two tests show the same one.
    notifications.clean();
    vi.unstubAllGlobals();
  });

  it("shows the credit check's figures and the queue estimate", async () => {
    const api = stubApi({ creditCheck: () => ({ data: CHECK }) });
    renderDialog();
    await confirmButton();
    expect(api.sent('creditCheck')).toEqual([{ name: 'creditCheck', body: { id: PROJECT } }]);
    expect(screen.getByTestId('render-duration').textContent).toBe('1:15');
    expect(screen.getByTestId('render-limit').textContent).toBe('3 minutes');
    expect(screen.getByText('Longest video on Free')).toBeTruthy();
    expect(screen.getByTestId('render-credits').textContent).toBe('1 needed · 4 left');
    expect(screen.getByTestId('render-queue').textContent).toBe('About 3 minutes');
    expect(screen.getByTestId('render-watermark').textContent).toContain('Videos on the Free plan carry a watermark.');
  });

  it('starts one render when "Render · 1 credit" is double-clicked', async () => {
    let answer = (_: Answer) => {};
    const api = stubApi({
      creditCheck: () => ({ data: CHECK }),
      render: () => new Promise<Answer>((resolve) => (answer = resolve)),
      userInfo: () => ({ data: USER }),
    });
    setUserInfo({ ...USER, token: '', credits_balance: 4, space: { ...USER.space, credits_balance: 4 } });
    const { onRendered } = renderDialog();
    // No pause between the two clicks: the second lands before the button is drawn as busy.
    await userEvent.setup({ delay: null }).dblClick(await confirmButton());
    answer({ data: { ...SUMMARY, status: 'queued', space_credits_balance: 3, paid_by_caller: true } });
    await waitFor(() => expect(onRendered).toHaveBeenCalledWith(PROJECT));
    expect(api.sent('render')).toEqual([{ name: 'render', body: { id: PROJECT } }]);
    expect(onRendered).toHaveBeenCalledTimes(1);
    // The held credit shows in the sidebar from the answer itself: user info is not read again.
    await waitFor(() => expect(getCachedUser()?.space.credits_balance).toBe(3));
    expect(getCachedUser()?.credits_balance).toBe(3);
    expect(api.sent('userInfo')).toHaveLength(0);
  });

  it("shows an over-limit answer's message, with the way to upgrade", async () => {
    const msg = 'Your video exceeds 3 minutes; upgrade or edit the video';
    stubApi({ creditCheck: () => ({ data: CHECK }), render: () => ({ code: ErrorCode.VIDEO_TOO_LONG, msg }) });
    const { onRendered } = renderDialog();
    await userEvent.click(await confirmButton());
    const alert = await screen.findByTestId('render-error');
    expect(alert.textContent).toContain(msg);
    // Upgrading opens the pricing drawer (shared/pricing) instead of leaving the page.
    await userEvent.click(within(alert).getByRole('button', { name: 'Upgrade' }));
    expect(usePricing.getState()).toMatchObject({ opened: true, options: { source: 'render-dialog' } });
    expect(onRendered).not.toHaveBeenCalled();
  });

  it('does not offer a render longer than the plan allows', async () => {
    stubApi({ creditCheck: () => ({ data: { ...CHECK, duration: 200 } }) });
    renderDialog();
    expect((await screen.findByTestId('render-error')).textContent).toContain('Your video exceeds 3 minutes; upgrade or edit the video');
    expect((await confirmButton()).hasAttribute('disabled')).toBe(true);
  });

  it("goes to the running render's progress when the project is already rendering", async () => {
    const msg = 'Failed to generate, please wait generate until completion';
    stubApi({ creditCheck: () => ({ data: CHECK }), render: () => ({ code: ErrorCode.PROJECT_BUSY, msg }) });
    const { onRendered } = renderDialog();
    await userEvent.click(await confirmButton());
    await waitFor(() => expect(onRendered).toHaveBeenCalledWith(PROJECT));
    expect(await screen.findByText(msg)).toBeTruthy();
    expect(screen.queryByTestId('render-error')).toBeNull();
  });

  it('goes there too when the credit check finds the project rendering', async () => {
    stubApi({ creditCheck: () => ({ code: ErrorCode.PROJECT_BUSY, msg: 'Failed to generate, please wait generate until completion' }) });
    const { onRendered } = renderDialog();
    await waitFor(() => expect(onRendered).toHaveBeenCalledWith(PROJECT));
    expect(screen.queryByTestId('render-error')).toBeNull();
  });
});
