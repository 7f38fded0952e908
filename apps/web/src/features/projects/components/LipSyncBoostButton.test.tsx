// @vitest-environment happy-dom
import { ErrorCode, Plan, type ProjectDetail, type UserInfo } from '@framecast/contract';
import { newAvatarVideoDoc } from '@framecast/timeline';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { en } from '../../../shared/i18n/en';
import { usePricing } from '../../../shared/pricing/store';
import { clearToken } from '../../../shared/storage/token';
import { stubApi, renderWithApp } from '../../../shared/test/app-harness';
import { boostSeconds, boostStep, canLipSync } from '../model/lip-sync';
import { LipSyncBoostButton } from './LipSyncBoostButton';
import { userInfo } from '../../../shared/test/fixtures';

const USER = userInfo({ subscribe_plan: Plan.Creator, actual_plan: Plan.Creator, surplus_days: 20, lip_sync_duration: 600, credits_balance: 10 });

const PROJECT: ProjectDetail = {
  id: '6f1c2a4e-1111-4a4a-9a9a-222233334444',
  name: 'Launch video',
  type: 'video',
  status: 'rendered',
  category: 'avatar_video',
  source: 'talking_avatar',
  aspect_ratio: '9:16',
  folder_id: null,
  duration: 12.3,
  progress: 1,
  stage: null,
  queue_minutes: null,
  error: null,
  credits: 1,
  thumbnail_url: null,
  created_by: { id: 'u1', nickname: 'Ada' },
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  rendered_at: '2026-11-01T00:01:00.000Z',
  document: newAvatarVideoDoc({ aspectRatio: '9:16', avatar: 'maya/support', voice: 'espeak:en-us', script: 'Hello there.' }),
  presenter: { kind: 'library', ref: 'maya/support' },
  revision: 1,
  video_url: '/files/video.mp4',
  download_url: '/files/video.mp4?download=1',
  preview_url: null,
  size_bytes: 1000,
  width: 720,
  height: 1280,
  watermark: false,
};

const CAPS = (available: boolean) => ({
  data: {
    speech: { engine: 'espeak', description: 'espeak', http: false },
    talking_head: { engine: 'local', description: 'local' },
    lip_sync: { available, description: available ? 'on' : 'off' },
    scripts: { engine: 'template', description: 'template', languages: ['en'] },
  },
});

const renderButton = (project: ProjectDetail = PROJECT, user: UserInfo = USER) => renderWithApp(<LipSyncBoostButton project={project} />, '/', user);

describe('lip-sync boost rules', () => {
  it('offers it on rendered videos with an avatar, for the whole video rounded up', () => {
    expect(canLipSync(PROJECT)).toBe(true);
    expect(canLipSync({ ...PROJECT, status: 'draft' })).toBe(false);
    expect(canLipSync({ ...PROJECT, video_url: null })).toBe(false);
    const noAvatar = { ...PROJECT.document, scenes: PROJECT.document.scenes.map((s) => ({ ...s, layers: s.layers.filter((l) => l.type !== 'avatar') })) };
    expect(canLipSync({ ...PROJECT, document: noAvatar })).toBe(false);
    expect(boostSeconds(12.3)).toBe(13);
    expect(boostSeconds(0)).toBe(1);
    expect(boostStep(13, 13)).toBe('confirm');
    expect(boostStep(12, 13)).toBe('buy');
  });
});

describe('LipSyncBoostButton', () => {
  beforeAll(() => i18n.add('en', en));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    usePricing.setState({ dialog: null });
    clearToken();
  });

  it('is not offered without a talking-head engine', async () => {
    const api = stubApi({ capabilities: () => CAPS(false) });
    renderButton();
    await waitFor(() => expect(api.sent('capabilities')).toHaveLength(1));
    expect(screen.queryByTestId('video-lip-sync')).toBeNull();
  });

  it('confirms, then boosts when the minutes cover the whole video', async () => {
    const api = stubApi({
      capabilities: () => CAPS(true),
      lipSyncBoost: () => ({ data: { project_id: PROJECT.id, seconds_used: 13, lip_sync_duration: 587, render_queued: true } }),
      userInfo: () => ({ data: { ...USER, lip_sync_duration: 587 } }),
    });
    renderButton();
    await userEvent.click(await screen.findByTestId('video-lip-sync'));
    expect((await screen.findByTestId('lip-sync-confirm')).textContent).toContain('Uses 13 seconds of your lip-sync balance (10 minutes).');
    expect(api.sent('lipSyncBoost')).toHaveLength(0);
    await userEvent.click(screen.getByTestId('lip-sync-confirm-boost'));
    await waitFor(() => expect(api.sent('lipSyncBoost')).toHaveLength(1));
    expect(api.sent('lipSyncBoost')[0]?.body).toEqual({ project_id: PROJECT.id });
    expect(usePricing.getState().dialog).toBeNull();
  });

  it('opens the lip-sync packages when the minutes fall short, and boosts nothing', async () => {
    const api = stubApi({ capabilities: () => CAPS(true) });
    renderButton(PROJECT, { ...USER, lip_sync_duration: 12 });
    await userEvent.click(await screen.findByTestId('video-lip-sync'));
    expect(usePricing.getState().dialog).toEqual({ kind: 'lipSync', projectId: PROJECT.id, videoSeconds: 13 });
    expect(screen.queryByTestId('lip-sync-confirm')).toBeNull();
    expect(api.sent('lipSyncBoost')).toHaveLength(0);
  });

  it('goes to the packages when the server says the minutes fall short after all', async () => {
    stubApi({
      capabilities: () => CAPS(true),
      lipSyncBoost: () => ({ code: ErrorCode.LIP_SYNC_SHORT, msg: 'short', data: { needed_seconds: 13, balance_seconds: 5 } }),
    });
    renderButton();
    await userEvent.click(await screen.findByTestId('video-lip-sync'));
    await userEvent.click(await screen.findByTestId('lip-sync-confirm-boost'));
    await waitFor(() => expect(usePricing.getState().dialog).toEqual({ kind: 'lipSync', projectId: PROJECT.id, videoSeconds: 13 }));
  });

  it('is not offered on a draft', async () => {
    const api = stubApi({ capabilities: () => CAPS(true) });
    renderButton({ ...PROJECT, status: 'draft', type: 'draft', video_url: null });
    await waitFor(() => expect(api.sent('capabilities')).toHaveLength(1));
    expect(screen.queryByTestId('video-lip-sync')).toBeNull();
  });
});
