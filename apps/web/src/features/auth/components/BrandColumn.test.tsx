// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { en } from '../../../shared/i18n/en';
import { renderWithApp, stubApi } from '../../../shared/test/app-harness';
import { offerData } from '../../../shared/test/fixtures';
import { BrandColumn } from './BrandColumn';

const bullets = async () => {
  await waitFor(() => expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0));
  return screen.getAllByRole('listitem').map((li) => li.textContent);
};

describe('BrandColumn: the sign-in page claims what this server does', () => {
  beforeAll(() => i18n.add('en', en));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('does not promise translation while it is not built; it counts the presenters and voices there are', async () => {
    stubApi({ offer: () => ({ data: offerData() }) });
    renderWithApp(<BrandColumn />);
    expect(await bullets()).toEqual([
      'Talking-avatar videos with 12 stock presenters, or from a photo',
      'Turn a product link into a video ad',
      '262 voices in 130 languages',
    ]);
  });

  it('claims translation once the server has it', async () => {
    stubApi({ offer: () => ({ data: offerData({ tools: { video_translation: true } }) }) });
    renderWithApp(<BrandColumn />);
    expect(await bullets()).toContain('Translate videos with lip sync');
  });
});
