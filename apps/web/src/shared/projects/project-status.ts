import { request } from '../api/client';

/** GET project/status?ids=a,b → the projects' summaries: the polling fallback of the event stream. */
export const fetchProjectStatus = (ids: string[], signal?: AbortSignal) => request('projectStatus', { ids: ids.join(',') }, { quiet: 'all', signal });
