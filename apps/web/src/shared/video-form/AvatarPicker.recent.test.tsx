// @vitest-environment happy-dom
import type { AvatarLook } from '@framecast/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { en } from '../i18n/en';
import { rememberLook } from '../avatar-library/recent-looks';
import { StorageKey } from '../storage/keys';
import { renderWithApp, stubApi } from '../test/app-harness';
import { AvatarPicker } from './AvatarPicker';

const look = (set: string, n: number): AvatarLook => ({
  id: `${set}/look${n}`,
  avatar_id: set,
  name: set,
  look_name: `Look ${n}`,
  gender: 'female',
  age: 'adult',
  theme: 'business',
  pose: 'standing',
  ethnicity: 'european',
  occupation: 'any',
  voice: 'espeak:en-us',
  preview_url: `/files/${set}-${n}.jpg`,
  emotions: [],
  favorite: false,
});
const WHOLE = ['maya', 'omar'].map((id) => ({ id, name: id, gender: 'female' as const, looks: Array.from({ length: 9 }, (_, i) => look(id, i + 1)) }));
const library = () => ({
  data: {
    sets: WHOLE,
    total: 18,
    licence: { name: 'CC0', text: 'Free to use' },
    engine: { id: 'local', description: 'local' },
  },
});

describe('AvatarPicker: the look used last time is still there', () => {
  beforeAll(() => i18n.add('en', en));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    window.localStorage.removeItem(StorageKey.recentLooks);
  });

  it('shows the chosen look, then the recent ones, first, in their own row', async () => {
    rememberLook('omar/look9');
    rememberLook('maya/look8');
    stubApi({
      avatarList: library,
      userAvatarList: () => ({
        data: { items: [], usage: { used: 0, limit: 1, period: 'month', cost: 2, motion_cost: 1 }, realistic: false, expected_seconds: 30 },
      }),
    });
    const onSelect = vi.fn();
    renderWithApp(<AvatarPicker selected="maya/look7" emotion="default" onSelect={onSelect} onSelectMine={() => {}} onEmotion={() => {}} />);
    const recent = await screen.findByTestId('avatar-set-recent');
    const names = within(recent)
      .getAllByText(/^Look \d$/)
      .map((n) => n.textContent);
    expect(names).toEqual(['Look 7', 'Look 8', 'Look 9']);
    // Choosing one remembers it first for the next visit.
    fireEvent.click(within(screen.getByTestId('avatar-set-maya')).getAllByText('Look 2')[0]!);
    expect(JSON.parse(window.localStorage.getItem(StorageKey.recentLooks) ?? '[]')[0]).toBe('maya/look2');
    expect(onSelect).toHaveBeenCalled();
  });
});
