import type { SpaceItem, SpaceMember } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import type { Db } from '../../platform/db/index.js';
import type { FileLinks } from '../../platform/storage/index.js';
import { teamSeats } from '../billing/service.js';
import { roleName, type SpaceRow } from '../spaces/service.js';
import { findUserById } from '../users/service.js';

/** How long the links to photos in space answers last. */
const PHOTO_URL_TTL_S = 24 * 3600;

export const photoUrl = (links: FileLinks, key: string | null): string | null => (key ? links.url(key, PHOTO_URL_TTL_S) : null);

/** A space's seats and whether its plan has ended: a personal space always has its one seat. */
export async function seatsOf(db: Db, space: Pick<SpaceRow, 'owner_id' | 'personal'>): Promise<{ seats: number; expired: boolean }> {
  if (space.personal) return { seats: 1, expired: false };
  const team = await teamSeats(db, space.owner_id);
  return { seats: team.seats, expired: !team.team };
}

/** A space as the list and the settings show it to one member (the holder of its photo's link). */
export async function presentSpace(
  ctx: AppContext,
  viewerId: string,
  space: Pick<SpaceRow, 'unique_id' | 'name' | 'owner_id' | 'personal' | 'photo_key'>,
  member: { role: number; now_here: boolean; members: number },
): Promise<SpaceItem> {
  const [owner, { seats, expired }] = await Promise.all([findUserById(ctx.db, space.owner_id), seatsOf(ctx.db, space)]);
  return {
    unique_id: space.unique_id,
    name: space.name,
    photo_url: photoUrl(ctx.storage.links(viewerId), space.photo_key),
    personal: space.personal,
    role: member.role,
    role_name: roleName(member.role),
    now_here: member.now_here,
    owner_nickname: owner?.nickname ?? '',
    members: member.members,
    seats,
    plan_expired: expired,
  };
}

export async function presentMember(
  ctx: AppContext,
  row: { user_id: string; role: number; joined_at: Date | string },
  meId: string,
): Promise<SpaceMember | null> {
  const user = await findUserById(ctx.db, row.user_id);
  if (!user) return null; // being deleted
  return {
    user_id: user.id,
    nickname: user.nickname,
    email: user.email ?? '',
    avatar_url: photoUrl(ctx.storage.links(meId), user.avatar_key),
    role: row.role,
    role_name: roleName(row.role),
    joined_at: new Date(row.joined_at).toISOString(),
    is_me: user.id === meId,
  };
}
