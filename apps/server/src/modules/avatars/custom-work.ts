import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkConsent, extractVideoLook, FootageFaceError, VIDEO_LOOK_FORMAT } from '@framecast/engine';
import type { Db } from '../../platform/db/index.js';
import type { JobHandler, JobLogger } from '../../platform/queue/index.js';
import type { Storage } from '../../platform/storage/index.js';
import { CUSTOM_GAVE_UP } from './notes.js';
import { avatarFilePrefix } from './keys.js';
import * as store from './store.js';

export interface CustomDeps {
  db: Db;
  storage: Storage;
  log: JobLogger;
}

/**
 * The worker's side of a custom avatar: the consent check (success → processing, error → refused,
 * borderline → the operator's queue, whose approval queues the processing step), then processing — the footage's loop and meshes, kept with the
 * avatar, and its one look made ready.
 */
export function makeCustomHandler(deps: CustomDeps): JobHandler<{ avatarId: string; step: 'consent' | 'process' }> {
  return async ({ avatarId, step }) => {
    const avatar = await store.findAvatar(deps.db, avatarId);
    if (!avatar?.footage_key) return;
    if (step === 'consent' && avatar.custom_status === 'consent_checking') await consentStep(deps, avatar);
    if (step === 'process' && avatar.custom_status === 'processing') await processStep(deps, avatar);
  };
}

type AvatarRow = NonNullable<Awaited<ReturnType<typeof store.findAvatar>>>;

async function consentStep(deps: CustomDeps, avatar: AvatarRow): Promise<void> {
  const [footage, consent] = await Promise.all([deps.storage.fetchToLocal(avatar.footage_key!), deps.storage.fetchToLocal(avatar.consent_key!)]);
  if (!footage || !consent) {
    await store.setCustomStatus(deps.db, avatar.id, ['consent_checking'], {
      custom_status: 'failed',
      custom_reason: 'The footage or the consent video is gone.',
    });
    return;
  }
  const result = await checkConsent(footage, consent);
  deps.log.info({ avatar: avatar.id, ...result }, 'consent checked');
  const next = result.verdict === 'success' ? 'processing' : result.verdict === 'error' ? 'consent_failed' : 'manual_review';
  const moved = await store.setCustomStatus(deps.db, avatar.id, ['consent_checking'], { custom_status: next, custom_reason: result.reason || null });
  // A passed consent goes straight on to processing in the same run.
  if (moved && next === 'processing') await processStep(deps, avatar);
}

async function processStep(deps: CustomDeps, avatar: AvatarRow): Promise<void> {
  const footage = await deps.storage.fetchToLocal(avatar.footage_key!);
  const dir = await mkdtemp(path.join(tmpdir(), 'custom-avatar-'));
  try {
    if (!footage) throw new FootageFaceError('The footage is gone.');
    const { loop, poster, track } = await extractVideoLook(footage, dir);
    const prefix = avatarFilePrefix(avatar.space_id, avatar.id);
    const lookId = crypto.randomUUID();
    const keys = { video: `${prefix}${lookId}.mp4`, track: `${prefix}${lookId}.json`, poster: `${prefix}${lookId}.png` };
    await deps.storage.putFile(keys.video, loop, 'video/mp4');
    await deps.storage.putFile(keys.poster, poster, 'image/png');
    const file = path.join(dir, 'track.json');
    await writeFile(file, JSON.stringify({ format: VIDEO_LOOK_FORMAT, video_key: keys.video, track }));
    await deps.storage.putFile(keys.track, file, 'application/json');
    await deps.db.transaction().execute(async (trx) => {
      if (!(await store.setCustomStatus(trx, avatar.id, ['processing'], { custom_status: 'ready', custom_reason: null }))) return;
      await store.insertLooks(trx, [
        {
          id: lookId,
          avatar_id: avatar.id,
          generation_id: null,
          name: 'Look 1',
          source: 'video',
          style: 'video',
          status: 'ready',
          file_key: keys.track,
          image_key: keys.poster,
          preview_key: keys.video,
        },
      ]);
    });
  } catch (err) {
    deps.log.warn({ err, avatar: avatar.id }, 'custom avatar processing failed');
    const reason = err instanceof FootageFaceError ? err.message : 'We could not process this footage. Please try other footage.';
    await store.setCustomStatus(deps.db, avatar.id, ['processing'], { custom_status: 'failed', custom_reason: reason });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function giveUp(deps: Pick<CustomDeps, 'db'>, avatarId: string): Promise<void> {
  await store.setCustomStatus(deps.db, avatarId, ['consent_checking', 'processing'], { custom_status: 'failed', custom_reason: CUSTOM_GAVE_UP });
}
