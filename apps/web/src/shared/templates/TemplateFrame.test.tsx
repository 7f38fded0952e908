// @vitest-environment happy-dom
import type { Template } from '@framecast/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { en } from '../i18n/en';
import { renderWithApp } from '../test/app-harness';
import { TemplateCard } from './TemplateCard';

const card = (preview: Template['preview']): Template => ({
  id: 'lib-spotlight-bold-9x16',
  kind: 'library',
  name: '',
  layout: 'spotlight',
  style: 'bold',
  aspect_ratio: '9:16',
  scenes: 4,
  media_slots: 2,
  has_avatar: true,
  cuts_out_avatar: false,
  has_music: true,
  colors: ['#111111', '#222222', '#ff0066', '#ffffff'],
  preview,
  can_edit: false,
  created_at: null,
});

describe('a gallery card on a fresh server', () => {
  beforeAll(() => i18n.add('en', en));
  afterEach(cleanup);

  for (const status of ['none', 'working'] as const) {
    it(`shows the design's poster, not "Preparing…", while its video is ${status === 'none' ? 'not asked for' : 'rendering'}`, () => {
      renderWithApp(
        <TemplateCard template={card({ status, thumbnail_url: '/files/poster.jpg', clip_url: null })} previews={null} onOpen={() => {}} openLabel="Preview" />,
      );
      expect(screen.getByTestId('template-thumb').getAttribute('src')).toBe('/files/poster.jpg');
      expect(screen.queryByTestId('template-preview-status')).toBeNull();
      expect(screen.queryByText(/Preparing/)).toBeNull();
    });
  }

  it('says it is preparing only while there is no picture at all', () => {
    renderWithApp(
      <TemplateCard template={card({ status: 'working', thumbnail_url: null, clip_url: null })} previews={null} onOpen={() => {}} openLabel="Preview" />,
    );
    expect(screen.getByTestId('template-preview-status').dataset.status).toBe('working');
  });
});
