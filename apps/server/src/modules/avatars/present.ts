import { LOOK_REF_PREFIX, TextToAvatarOptions, type UserAvatar, type UserAvatarLook } from '@framecast/contract';
import type { FileLinks } from '../../platform/storage/index.js';
import type * as store from './store.js';

type AvatarRow = NonNullable<Awaited<ReturnType<typeof store.findAvatar>>>;
type LookRow = NonNullable<Awaited<ReturnType<typeof store.findLook>>>;

/** Looks are kept for good; their pictures are handed out as signed links that last a day. */
export const LINK_TTL = 24 * 3600;

export function presentLook(links: FileLinks, row: LookRow): UserAvatarLook {
  const options = row.options ? TextToAvatarOptions.safeParse(row.options) : null;
  return {
    id: row.id,
    avatar_id: row.avatar_id,
    name: row.name,
    status: row.status,
    error: row.error,
    review_failed: row.review_failed,
    source: row.source,
    style: row.style,
    image_url: row.status === 'ready' && row.image_key ? links.url(row.image_key, LINK_TTL) : null,
    ref: `${LOOK_REF_PREFIX}${row.id}`,
    options: options?.success ? options.data : null,
    motion: row.motion,
    motion_model: (row.motion_model as UserAvatarLook['motion_model']) ?? null,
    motion_prompt: row.motion_prompt,
    preview_url: row.status === 'ready' && row.preview_key ? links.url(row.preview_key, LINK_TTL) : null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/**
 * `showFiles`: a custom avatar's footage and consent video are links only for those who manage it (and
 * the reviewing operator) — a community share shows the avatar's looks, never the person's recordings.
 */
export function presentAvatar(links: FileLinks, row: AvatarRow, looks: LookRow[], favorite: boolean, canManage: boolean, showFiles = canManage): UserAvatar {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    description: row.description,
    welcome_message: row.welcome_message,
    voice: row.voice,
    gender: row.gender,
    aspect: row.aspect,
    theme: row.theme as UserAvatar['theme'],
    community: row.community,
    favorite,
    can_manage: canManage,
    created_at: new Date(row.created_at).toISOString(),
    looks: looks.filter((l) => l.avatar_id === row.id).map((l) => presentLook(links, l)),
    custom: row.custom_status
      ? {
          status: row.custom_status,
          reason: row.custom_reason,
          footage_silent: row.footage_silent,
          footage_url: showFiles && row.footage_key ? links.url(row.footage_key, LINK_TTL) : null,
          consent_url: showFiles && row.consent_key ? links.url(row.consent_key, LINK_TTL) : null,
        }
      : null,
  };
}
