// @vitest-environment happy-dom
import { API_PREFIX, type AvatarLook, calls, type CallName, httpStatusOf, type Voice } from '@framecast/contract';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cssVariablesResolver, theme } from '../../app/theme';
import { batchStore } from '../../features/batch/store';
import { i18n } from '../i18n';
import { en } from '../i18n/en';
import { VideoSettingsForm } from './VideoSettingsForm';

const voice = (id: string, name: string, quality: Voice['quality']): Voice => ({
  id,
  name,
  language: 'en-us',
  language_name: 'English (US)',
  gender: 'female',
  accent: null,
  engine: 'espeak',
  quality,
  age: null,
  use_cases: [],
  multilingual: false,
  pronunciation: false,
  favorite: false,
  preview_url: `/voices/${name}.wav`,
});
/** The language's default (the most natural), the user's pick, and the presenter's suggestion. */
const VOICES = [voice('v-default', 'Default', 'natural'), voice('v-mine', 'Mine', 'standard'), voice('v-ada', 'Ada', 'basic')];

const look = (avatar: string, suggested: string): AvatarLook => ({
  id: `${avatar}/office`,
  avatar_id: avatar,
  name: avatar,
  look_name: 'office',
  gender: 'female',
  age: 'adult',
  theme: 'business',
  pose: 'standing',
  ethnicity: 'european',
  occupation: 'manager',
  voice: suggested,
  preview_url: `/avatars/${avatar}.png`,
  emotions: [],
  favorite: false,
});

/** The network only, each answer checked against the contract's schema. */
function stubApi() {
  const answers: Partial<Record<CallName, unknown>> = {
    voiceList: { items: VOICES, languages: [{ value: 'en-us', label: 'English (US)' }], accents: [] },
    avatarList: {
      sets: [{ id: 'ada', name: 'Ada', gender: 'female', looks: [look('ada', 'v-ada')] }],
      total: 1,
      licence: { name: 'CC0', text: 'Free to use' },
      engine: { id: 'drawn', description: 'Drawn avatars' },
    },
    userAvatarList: { items: [], usage: { used: 0, limit: 1 }, realistic: false, expected_seconds: 30 },
  };
  const byRoute = new Map(Object.entries(calls).map(([name, c]) => [`${c.method} ${API_PREFIX}${c.path}`, name as CallName]));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const name = byRoute.get(`${init.method ?? 'GET'} ${url.split('?')[0]}`);
      if (!name || !(name in answers)) throw new TypeError(`Unexpected call: ${init.method} ${url}`);
      const envelope = { code: 0, msg: 'success', data: calls[name].data.parse(answers[name]) };
      return new Response(JSON.stringify(envelope), { status: httpStatusOf(0), headers: { 'content-type': 'application/json' } });
    }),
  );
}

/** Batch Mode's settings form on its own store, as the settings step shows it. */
function BatchSettings() {
  const w = batchStore('mode')();
  return <VideoSettingsForm settings={w.settings} onChange={w.patchSettings} testIdPrefix="batch" />;
}

function renderForm(client: QueryClient) {
  return render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <BatchSettings />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const voiceNow = () => batchStore('mode').getState().settings.voice;

describe('the presenter and the voice in Batch settings', () => {
  beforeAll(() => i18n.add('en', en));
  beforeEach(() => {
    batchStore('mode').getState().reset();
    stubApi();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("takes the presenter's voice while the user has chosen none", async () => {
    renderForm(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    await waitFor(() => expect(voiceNow()).toBe('v-default'));
    await userEvent.click(await screen.findByTestId('avatar-look-ada/office'));
    expect(batchStore('mode').getState().settings).toMatchObject({ avatar: 'ada/office', voice: 'v-ada' });
  });

  it("keeps the user's voice when a presenter is chosen, also after leaving the step and coming back", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const first = renderForm(client);
    await userEvent.click(await screen.findByTestId('voice-option-v-mine'));
    expect(voiceNow()).toBe('v-mine');
    // Back to the products and on again: the form is drawn anew from the wizard's settings.
    first.unmount();
    renderForm(client);
    await userEvent.click(await screen.findByTestId('avatar-look-ada/office'));
    expect(batchStore('mode').getState().settings).toMatchObject({ avatar: 'ada/office', voice: 'v-mine' });
  });
});
