// @vitest-environment happy-dom
import type { ProjectSummary, Template } from '@framecast/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { en } from '../../../shared/i18n/en';
import { TemplateCard } from '../../../shared/templates/TemplateCard';
import { renderWithApp } from '../../../shared/test/app-harness';
import { ProjectCard } from './ProjectCard';

const PROJECT: ProjectSummary = {
  id: 'p1',
  name: 'Launch video',
  type: 'video',
  status: 'rendered',
  category: 'avatar_video',
  source: 'talking_avatar',
  aspect_ratio: '9:16',
  folder_id: null,
  duration: 12,
  progress: 100,
  stage: null,
  queue_minutes: null,
  error: null,
  credits: 1,
  thumbnail_url: '/files/thumb.jpg',
  created_by: { id: 'u1', nickname: 'Ada' },
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  rendered_at: '2026-11-01T00:01:00.000Z',
};

const TEMPLATE: Template = {
  id: 't1',
  kind: 'mine',
  name: 'Spring sale',
  layout: null,
  style: null,
  aspect_ratio: '9:16',
  scenes: 2,
  media_slots: 1,
  has_avatar: true,
  cuts_out_avatar: false,
  has_music: false,
  colors: ['#123456'],
  preview: { status: 'ready', thumbnail_url: '/files/t.jpg', clip_url: null },
  can_edit: true,
  created_at: null,
};

describe('a card opens from its title as from its picture', () => {
  beforeAll(() => i18n.add('en', en));
  afterEach(cleanup);

  it('a project opens when its name is clicked', () => {
    const onAction = vi.fn();
    renderWithApp(
      <ProjectCard project={PROJECT} selected={false} manageable onToggle={() => {}} onAction={onAction} now={Date.parse('2026-11-02T00:00:00Z')} />,
    );
    fireEvent.click(screen.getByText('Launch video'));
    expect(onAction).toHaveBeenCalledWith('open', PROJECT);
  });

  it('a template opens when its name is clicked', () => {
    const onOpen = vi.fn();
    renderWithApp(<TemplateCard template={TEMPLATE} previews={null} onOpen={onOpen} openLabel="Preview Spring sale" />);
    fireEvent.click(screen.getByText('Spring sale'));
    expect(onOpen).toHaveBeenCalledWith(TEMPLATE);
  });
});
