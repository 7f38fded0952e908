import { endpoints, type RequestOf } from '@framecast/contract';
import { apiHeaders, request } from '../api/client';
import { config } from '../config';

/**
 * GET template/can_i_edit?id → take or renew the editing lock of a draft, or who holds it. Quiet: the
 * editor says it in a banner, and a missed heartbeat is tried again at the next one.
 */
export const canIEdit = (body: RequestOf<'canIEdit'>) => request('canIEdit', body, { quiet: 'all' });

/** DELETE template/can_i_edit {id}: the editor is closing, the next member may take the draft at once. */
export const releaseEdit = (body: RequestOf<'releaseEdit'>) => request('releaseEdit', body, { quiet: 'all' });

/** The same release from a page that is going away: a keepalive request outlives the page. */
export const releaseEditOnExit = (body: RequestOf<'releaseEdit'>): void => {
  const { method, path } = endpoints.releaseEdit;
  void fetch(`${config.apiBase}${path}`, {
    method,
    headers: apiHeaders(method),
    body: JSON.stringify(body),
    keepalive: true,
    credentials: 'include',
  }).catch(() => undefined);
};
