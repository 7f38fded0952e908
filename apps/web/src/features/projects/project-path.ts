import type { ProjectSummary } from '@framecast/contract';

/**
 * Where a project opens: a draft that no render has touched opens in the Avatar Video form; anything
 * with a render (queued, generating, failed, rendered) opens on its video page.
 */
export const projectPath = (p: Pick<ProjectSummary, 'id' | 'type' | 'status'>): string =>
  p.type === 'draft' && (p.status === 'draft' || p.status === 'cancelled') ? `/talking-avatar?id=${p.id}` : `/video-detail?id=${p.id}`;
