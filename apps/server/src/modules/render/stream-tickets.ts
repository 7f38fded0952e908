import { ErrorCode, STREAM_TICKET_LIFE_S } from '@framecast/contract';
import type { Db } from '../../platform/db/index.js';
import type { Actor } from '../../platform/http/actor.js';
import { AppError } from '../../platform/http/errors.js';
import { digest, newSecret } from '../../platform/tokens.js';
import { insertStreamTicket, takeStreamTicket } from './store.js';

/**
 * Single-use tickets for the live-status stream. EventSource cannot send the token header, and a URL is
 * written to logs, proxies and browser history, so the URL carries a ticket instead: it opens one stream,
 * of the projects it names, within STREAM_TICKET_LIFE_S, and is worth nothing after. Stored hashed, in the
 * database, so any API process can honour a ticket another issued.
 */
export async function issueStreamTicket(db: Db, actor: Actor, projectIds: string[]): Promise<{ ticket: string; expires_in: number }> {
  const ticket = newSecret('st');
  await insertStreamTicket(db, {
    ticket_hash: digest(ticket),
    user_id: actor.userId,
    project_ids: [...new Set(projectIds)].join(','),
    expires_at: new Date(Date.now() + STREAM_TICKET_LIFE_S * 1000),
    space_id: actor.space.id,
    by_api_key: actor.kind === 'apiKey',
  });
  return { ticket, expires_in: STREAM_TICKET_LIFE_S };
}

/** Uses a ticket up: the actor it was issued to and its projects, or 10102 when it is unknown, used or expired. */
export async function redeemStreamTicket(db: Db, ticket: string): Promise<{ userId: string; projectIds: string[]; spaceId: string | null; byApiKey: boolean }> {
  const row = await takeStreamTicket(db, digest(ticket));
  if (!row || new Date(row.expires_at).getTime() <= Date.now())
    throw new AppError(ErrorCode.TOKEN_INVALID, 'This stream link has expired. Please reload the page.');
  return { userId: row.user_id, projectIds: row.project_ids.split(','), spaceId: row.space_id, byApiKey: row.by_api_key };
}
