import { downloadFileName, presenterOf, type ProjectDetail, type ProjectEvent, type ProjectSummary } from '@framecast/contract';
import type { TimelineDoc } from '@framecast/timeline';
import type { Project } from '../../platform/db/schema.js';
import type { FileLinks } from '../../platform/storage/index.js';
import type { WithCreator } from '../users/service.js';

/** A project as the presenters take it: with its creator's nickname (service.ts adds it). */
export type ProjectRow = WithCreator<Project>;

const URL_TTL_S = 6 * 3600;
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** A project row as the API shows it. `queueMinutes` is filled in for queued projects by the caller. */
export function toSummary(row: ProjectRow, links: FileLinks, queueMinutes: number | null = null): ProjectSummary {
  return {
    id: row.id,
    name: row.name,
    type: row.rendered_at ? 'video' : 'draft',
    status: row.status,
    category: row.category as ProjectSummary['category'],
    source: row.source as ProjectSummary['source'],
    aspect_ratio: row.aspect_ratio as ProjectSummary['aspect_ratio'],
    folder_id: row.folder_id,
    duration: Math.round((row.duration ?? row.est_duration) * 100) / 100,
    progress: Math.round(row.progress * 100),
    stage: row.stage,
    queue_minutes: row.status === 'queued' ? queueMinutes : null,
    error: row.error,
    credits: row.credits,
    thumbnail_url: row.thumb_key ? links.url(row.thumb_key, URL_TTL_S) : null,
    created_by: { id: row.created_by, nickname: row.creator_nickname },
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    rendered_at: iso(row.rendered_at),
  };
}

/**
 * The name a rendered video downloads under. Names made from a script used to end in "…" (a display
 * ellipsis, not part of the name); a file saved as "Welcome to…mp4" reads as cut off, so it goes.
 */
export const downloadName = (name: string) => downloadFileName(name.replace(/\s*…+\s*$/u, ''), 'video', '.mp4');

/** The rendered video's links and facts. */
export function toResult(row: ProjectRow, links: FileLinks): NonNullable<ProjectEvent['result']> {
  return {
    video_url: row.video_key ? links.url(row.video_key, URL_TTL_S) : null,
    download_url: row.video_key ? links.url(row.video_key, URL_TTL_S, downloadName(row.name)) : null,
    preview_url: row.preview_key ? links.url(row.preview_key, URL_TTL_S) : null,
    size_bytes: row.size_bytes === null ? null : Number(row.size_bytes),
    width: row.width,
    height: row.height,
    watermark: row.watermark,
  };
}

export function toDetail(row: ProjectRow, doc: TimelineDoc, links: FileLinks, queueMinutes: number | null = null): ProjectDetail {
  return { ...toSummary(row, links, queueMinutes), document: doc, presenter: presenterOf(doc), revision: row.revision, ...toResult(row, links) };
}
