import { entitlements, ErrorCode, Plan } from '@framecast/contract';
import type { Db } from '../../platform/db/index.js';
import { ChangeCache } from '../../platform/cache/change-cache.js';
import { AppError } from '../../platform/http/errors.js';
import type { ActingSpace, Actor } from '../../platform/http/actor.js';
import { planTerms } from '../billing/service.js';
import * as spaces from '../spaces/service.js';
import { userStatus } from '../users/service.js';

/** How long a resolved space is kept without any change announced (a backstop; changes drop it at once). */
const TTL_MS = 60_000;

/**
 * The space a user works in and what it allows: the one they switched to (or, for an API key, the
 * key's), their role there, its payer and the payer's plan. Read from the rows; `ActorSpaces` caches it.
 */
async function readActingSpace(db: Db, userId: string, pinnedSpaceId?: string): Promise<{ space: ActingSpace; until: number }> {
  const spaceId = pinnedSpaceId ?? (await spaces.findCurrentSpaceId(db, userId));
  const row = spaceId ? await spaces.findSpaceById(db, spaceId) : undefined;
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'Your workspace was not found.');
  const [role, terms] = await Promise.all([spaces.findRole(db, userId, row.id), planTerms(db, row.owner_id)]);
  const { plan } = terms;
  // A key whose owner left its space is refused when the key is resolved; a session's current space
  // always holds them (leaving drops the flag), so a missing role is the least one.
  const planExpired = !row.personal && plan !== Plan.Team;
  const ends = terms.endsAt ? terms.endsAt.getTime() : Number.POSITIVE_INFINITY;
  return {
    space: {
      id: row.id,
      uniqueId: row.unique_id,
      personal: row.personal,
      ownerId: row.owner_id,
      role: spaces.roleName(role ?? 0),
      payerId: row.owner_id,
      plan,
      planExpired,
      terms: { period: terms.period, periodStart: terms.periodStart, seats: terms.seats },
      entitlements: entitlements(plan),
    },
    until: ends,
  };
}

/**
 * The acting spaces of callers, cached per user (and per API key's space) and dropped whenever the
 * user, the space or the payer is announced as changed (switching, roles, members, plans, payments), in
 * this process or another.
 */
export class ActorSpaces {
  private readonly cache = new ChangeCache<ActingSpace>(TTL_MS);
  constructor(private readonly db: Db) {}

  of(userId: string, pinnedSpaceId?: string): Promise<ActingSpace> {
    return this.cache.get(pinnedSpaceId ? `${userId}:${pinnedSpaceId}` : userId, async () => {
      const { space, until } = await readActingSpace(this.db, userId, pinnedSpaceId);
      return { value: space, dependsOn: [userId, space.id, space.payerId], until };
    });
  }

  /** Drops what depends on `id` (a user, space or payer id). */
  changed(id: string): void {
    this.cache.drop(id);
  }
}

/**
 * An actor for work that starts outside a request (a job, the scheduler, the admin CLI) on behalf of
 * `userId` in `spaceId`: the same shape a call's handler gets, resolved from the rows.
 */
export async function actorFor(db: Db, userId: string, spaceId?: string): Promise<Actor> {
  const [{ space }, status] = await Promise.all([readActingSpace(db, userId, spaceId), userStatus(db, userId)]);
  if (!status) throw new AppError(ErrorCode.NOT_FOUND, 'This account no longer exists.');
  return { userId, status, sessionId: '', token: '', kind: status === 'guest' ? 'guest' : 'session', space };
}
