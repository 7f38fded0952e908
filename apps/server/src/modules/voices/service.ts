import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { type ClonedVoice, ErrorCode, type VoiceCloneRequest } from '@framecast/contract';
import type { TimelineDoc } from '@framecast/timeline';
import type { z } from 'zod';
import type { FileLinks } from '../../platform/storage/index.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/errors.js';
import { findSpaceAsset } from '../assets/service.js';
import { type AccountFilesOf, assertCanManage, canManage, canManageEach } from '../spaces/service.js';
import { joinSamples } from './samples.js';
import * as store from './store.js';
import type { Actor } from '../../platform/http/actor.js';

/**
 * Voices cloned from a space's own recordings (spec 000 §2.12 clone voice dialogs, 001 §5): the
 * recordings (uploaded under the voice_clone rule) are joined into one WAV kept in the space's storage,
 * enrolled at the voice-clone engine under the voice's id, and spoken as `clone:<id>`. Without an
 * engine the server says cloning is not available instead of pretending.
 */

export const CLONE_PREFIX = 'clone:';
const NOT_FOUND = 'This voice does not exist.';

type Row = NonNullable<Awaited<ReturnType<typeof store.findClone>>>;

const present = (links: FileLinks, row: Row, canEdit: boolean): ClonedVoice => ({
  id: row.id,
  name: row.name,
  status: row.status,
  error: row.error,
  voice_id: row.status === 'ready' ? `${CLONE_PREFIX}${row.id}` : null,
  gender: row.gender,
  language: row.language,
  sample_seconds: Math.round(row.sample_seconds * 10) / 10,
  sample_url: row.sample_keys[0] ? links.url(row.sample_keys[0]) : null,
  can_edit: canEdit,
  created_at: new Date(row.created_at).toISOString(),
});

export async function listClones(ctx: AppContext, actor: Actor) {
  const rows = await store.listClones(ctx.db, actor.space.id);
  const editable = await canManageEach(ctx.db, actor, rows);
  return { items: rows.map((r, i) => present(ctx.storage.links(actor.userId), r, editable[i]!)), available: !!ctx.engines.speech.cloner };
}

/** The space's ready clones, as voices of the library (for the voice picker). */
export async function readyClones(ctx: AppContext, actor: Actor) {
  if (!ctx.engines.speech.cloner) return [];
  const rows = await store.listClones(ctx.db, actor.space.id);
  return rows.filter((r) => r.status === 'ready');
}

/**
 * Clones a voice now: samples checked and joined, kept, enrolled. The engine answers at once (it
 * stores the reference), so the row goes from processing to ready or failed within the request; a
 * failure keeps the row with the engine's words, and the user may delete it and try other recordings.
 */
export async function cloneVoice(ctx: AppContext, actor: Actor, input: z.output<typeof VoiceCloneRequest>): Promise<ClonedVoice> {
  const cloner = ctx.engines.speech.cloner;
  if (!cloner) throw new AppError(ErrorCode.CLONE_UNAVAILABLE);
  const spaceId = actor.space.id;
  const files: string[] = [];
  for (const id of input.sample_ids) {
    const asset = await findSpaceAsset(ctx.db, spaceId, id);
    if (!asset) throw new AppError(ErrorCode.NOT_FOUND, 'This recording is not in your assets.');
    if (asset.tool !== 'voice_clone' || (asset.kind !== 'audio' && asset.kind !== 'video')) throw new AppError(ErrorCode.CLONE_SAMPLE_INVALID);
    const file = await ctx.storage.fetchToLocal(asset.storage_key);
    if (!file) throw new AppError(ErrorCode.NOT_FOUND, 'This recording is not in your assets.');
    files.push(file);
  }
  const id = crypto.randomUUID();
  const joined = await joinSamples(files).catch((err: Error) => {
    throw new AppError(ErrorCode.CLONE_SAMPLE_INVALID, `This file cannot be used as a voice sample: ${err.message.slice(0, 160)}`);
  });
  try {
    const key = `assets/${spaceId}/voices/${id}.wav`;
    await ctx.storage.putFile(key, joined.wav, 'audio/wav');
    const base = { id, space_id: spaceId, created_by: actor.userId, name: input.name, language: input.language, gender: input.gender };
    await store.insertClone(ctx.db, { ...base, status: 'processing', sample_keys: JSON.stringify([key]), sample_seconds: joined.seconds });
    try {
      await cloner.enroll(id, (await ctx.storage.fetchToLocal(key)) ?? joined.wav, '');
      await store.updateClone(ctx.db, id, { status: 'ready', error: null });
    } catch (err) {
      ctx.log.warn({ err, voice: id }, 'voice clone failed');
      await store.updateClone(ctx.db, id, { status: 'failed', error: (err instanceof Error ? err.message : String(err)).slice(0, 300) });
    }
    const row = (await store.findClone(ctx.db, id))!;
    return present(ctx.storage.links(actor.userId), row, await canManage(ctx.db, actor, row));
  } finally {
    await fs.rm(joined.dir, { recursive: true, force: true });
  }
}

/** Deletes a clone: the row, its joined samples and the engine's copy (the member who made it, or an admin). */
export async function deleteClone(ctx: AppContext, actor: Actor, id: string): Promise<{ id: string }> {
  const row = await store.findClone(ctx.db, id);
  await assertCanManage(ctx.db, actor, row, NOT_FOUND);
  await store.deleteClone(ctx.db, id);
  for (const key of row!.sample_keys) await ctx.storage.remove(key).catch((err) => ctx.log.warn({ err, key }, 'could not remove a voice sample'));
  await forgetClonedVoices(ctx, [id]);
  return { id };
}

/** A deleted account's or space's cloned voices: their recordings, and their copies at the engine. */
export const voiceFilesOf: AccountFilesOf = async (db, userId, spaceIds) => {
  const rows = await store.findClonesOf(db, userId, spaceIds);
  return { keys: rows.flatMap((r) => r.sample_keys), clonedVoiceIds: rows.map((r) => r.id) };
};

/** Forgets deleted voices at the engine; a failure is logged (the engine keeps an orphan, never shown to anyone). */
export async function forgetClonedVoices(ctx: AppContext, ids: string[]): Promise<void> {
  const cloner = ctx.engines.speech.cloner;
  if (!cloner) return;
  for (const id of ids) await cloner.remove(id).catch((err) => ctx.log.warn({ err, voice: id }, 'the clone engine kept a deleted voice'));
}

/** Whether the document speaks with a cloned voice: a render of it needs the plan's voice cloning. */
export const usesClonedVoice = (doc: TimelineDoc): boolean => doc.scenes.some((s) => s.script.some((seg) => seg.voice.startsWith(CLONE_PREFIX)));

/** A render may speak only with the ready cloned voices of its own space. */
export async function assertClonesUsable(db: Db, spaceId: string, doc: TimelineDoc): Promise<void> {
  const used = [...new Set(doc.scenes.flatMap((s) => s.script.map((seg) => seg.voice)).filter((v) => v.startsWith(CLONE_PREFIX)))];
  const usable = await usableClones(db, spaceId, used);
  if (used.some((v) => !usable.has(v)))
    throw new AppError(ErrorCode.TIMELINE_INVALID, 'A cloned voice in this video is not ready or was deleted. Please choose another voice.');
}

/** Of these voice ids, the cloned voices (`clone:<id>`) that are ready in this space. */
export async function usableClones(db: Db, spaceId: string, voices: readonly string[]): Promise<Set<string>> {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const ids = [...new Set(voices.filter((v) => v.startsWith(CLONE_PREFIX)).map((v) => v.slice(CLONE_PREFIX.length)))].filter((i) => uuid.test(i));
  if (!ids.length) return new Set();
  return new Set((await store.findReadyIds(db, spaceId, ids)).map((id) => `${CLONE_PREFIX}${id}`));
}
