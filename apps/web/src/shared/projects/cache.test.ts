import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ProjectDetail, ProjectEvent } from '@framecast/contract';
import { applySummaries } from './cache';
import { projectKeys } from './keys';

const detail = { id: 'p1', status: 'generating', progress: 40, video_url: null, document: { scenes: [] } } as unknown as ProjectDetail;
const ended = (extra: Partial<ProjectEvent> = {}) => ({ ...detail, status: 'rendered', progress: 100, ...extra }) as unknown as ProjectEvent;

describe('applySummaries', () => {
  it("takes a finished render's video from the stream's last event, without reading the detail again", () => {
    const client = new QueryClient();
    client.setQueryData(projectKeys.detail('p1'), detail);
    const result = { video_url: '/v.mp4', download_url: '/d.mp4', preview_url: null, size_bytes: 10, width: 720, height: 1280, watermark: true };
    applySummaries(client, [ended({ result })]);
    const now = client.getQueryData<ProjectDetail>(projectKeys.detail('p1'))!;
    expect([now.status, now.video_url, now.width]).toEqual(['rendered', '/v.mp4', 720]);
    expect(now).not.toHaveProperty('result');
    expect(now.document).toEqual(detail.document);
    expect(client.getQueryState(projectKeys.detail('p1'))!.isInvalidated).toBe(false);
  });

  it('reads the detail again when a render ended and the answer had no video (polling)', () => {
    const client = new QueryClient();
    client.setQueryData(projectKeys.detail('p1'), detail);
    applySummaries(client, [ended()]);
    expect(client.getQueryState(projectKeys.detail('p1'))!.isInvalidated).toBe(true);
  });
});
