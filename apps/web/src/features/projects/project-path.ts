import type { ProjectSummary } from '@framecast/contract';

const FORM_OF: Partial<Record<ProjectSummary['source'], string>> = { talking_photo: '/talking-photo', editor: '/editor' };

/**
 * Where a project opens: a draft that no render has touched opens where it was made (the timeline
 * editor, Talking Photo or Avatar Video, which send each other what is not theirs); anything with a
 * render (queued, generating, failed, rendered) opens on its video page, which has "Edit".
 */
export const projectPath = (p: Pick<ProjectSummary, 'id' | 'type' | 'status' | 'source'>): string =>
  p.type === 'draft' && (p.status === 'draft' || p.status === 'cancelled') ? formPath(p) : `/video-detail?id=${p.id}`;

/** The page that made the project, opened on it ("Edit script"). */
export const formPath = (p: Pick<ProjectSummary, 'id' | 'source'>): string => `${FORM_OF[p.source] ?? '/talking-avatar'}?id=${p.id}`;
