// @vitest-environment happy-dom
import type { ClonedVoice } from '@framecast/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { en } from '../../../shared/i18n/en';
import { renderWithApp, stubApi } from '../../../shared/test/app-harness';
import { MyVoices } from './MyVoices';

const voice = (id: string, name: string, can_edit: boolean): ClonedVoice => ({
  id,
  name,
  status: 'ready',
  error: null,
  voice_id: `clone:${id}`,
  gender: 'female',
  language: 'en-us',
  sample_seconds: 12,
  sample_url: null,
  can_edit,
  created_at: '2026-11-01T10:00:00.000Z',
});
const MINE = voice('00000000-0000-4000-8000-000000000001', 'My voice', true);
const THEIRS = voice('00000000-0000-4000-8000-000000000002', 'Their voice', false);

describe('MyVoices', () => {
  beforeAll(() => i18n.add('en', en));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers Delete only on the voices the viewer may delete', async () => {
    stubApi({ voiceCloneList: () => ({ data: { items: [MINE, THEIRS], available: true } }) });
    renderWithApp(<MyVoices />);
    const mine = await screen.findByTestId(`clone-card-${MINE.id}`);
    const theirs = screen.getByTestId(`clone-card-${THEIRS.id}`);
    expect(within(mine).getByRole('button', { name: 'Delete My voice' })).toBeTruthy();
    expect(within(theirs).queryByTestId('clone-delete')).toBeNull();
    expect(within(theirs).getByText('Their voice')).toBeTruthy();
  });
});
