import type { ProjectSummary } from '@framecast/contract';

/**
 * Where a project opens: a draft that no render has touched opens in the form that made it (Talking
 * Photo or Avatar Video, which send each other what is not theirs); anything with a render (queued,
 * generating, failed, rendered) opens on its video page.
 */
export const projectPath = (p: Pick<ProjectSummary, 'id' | 'type' | 'status' | 'source'>): string =>
  p.type === 'draft' && (p.status === 'draft' || p.status === 'cancelled')
    ? `${p.source === 'talking_photo' ? '/talking-photo' : '/talking-avatar'}?id=${p.id}`
    : `/video-detail?id=${p.id}`;
