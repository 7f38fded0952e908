import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REVIEW_FAILED_MESSAGE, TextToAvatarOptions } from '@framecast/contract';
import {
  ageGroupOf,
  decodeImage,
  detectFaces,
  faceTraits,
  type ImageEngine,
  imageSize,
  lookEmotion,
  lookFile,
  lookFromText,
  renderLookImage,
  renderPhotoPreview,
  runFfmpeg,
  type TextToLookOptions,
} from '@framecast/engine';
import type { Db } from '../../platform/db/index.js';
import type { JobHandler, JobLogger } from '../../platform/queue/index.js';
import type { Storage } from '../../platform/storage/index.js';
import { settleHold } from '../billing/service.js';
import { notesFor } from './notes.js';
import type { Moderation } from './moderation.js';
import { avatarFilePrefix } from './keys.js';
import { motionPreset, realisticPrompt, toDrawingOptions } from './prompt.js';
import { FaceCoveredError, productLook } from './product-work.js';
import * as store from './store.js';

export interface GenerateDeps {
  db: Db;
  storage: Storage;
  log: JobLogger;
  images?: ImageEngine;
  moderation: Moderation;
}

type LookRow = Awaited<ReturnType<typeof store.looksOfGeneration>>[number];
type AvatarRow = NonNullable<Awaited<ReturnType<typeof store.findAvatar>>>;

const SIZE: Record<TextToAvatarOptions['aspect'], [number, number]> = { '3:4': [768, 1024], '1:1': [1024, 1024], '4:3': [1024, 768] };
const NO_PORTRAIT_FACE = 'No face was found in the photo. Use a clear, front-facing portrait.';
const NO_FACE = 'The picture came out without a clear face, so it cannot speak. Please generate again or change the description.';

/**
 * A generation's looks, one after another: the words pass review first (all fail together if not), then
 * each look is drawn from the illustrated parts or asked of the images engine (whose picture must show
 * a face, as a talking photo needs one). The credits are kept when a look came out, else given back.
 */
export function makeGenerateHandler(deps: GenerateDeps): JobHandler<{ generationId: string }> {
  return async ({ generationId }, job) => {
    const gen = await store.findGeneration(deps.db, generationId);
    if (gen?.status !== 'running') return;
    const looks = (await store.looksOfGeneration(deps.db, generationId)).filter((l) => l.status === 'generating');
    const avatar = looks[0] ? await store.findAvatar(deps.db, looks[0].avatar_id) : undefined;
    if (avatar && looks[0]?.source === 'motion') return giveMotion(deps, generationId, avatar, looks[0]);
    if (avatar && looks[0]?.source === 'product') return placeProduct(deps, generationId, avatar, looks[0]);
    const options = TextToAvatarOptions.safeParse(looks[0]?.options);
    if (!avatar || !options.success) return finish(deps, generationId, []);
    const blocked = deps.moderation.check([avatar.name, options.data.detail, options.data.negative_prompt].join('\n'));
    if (blocked.length) {
      deps.log.info({ generationId, words: blocked }, 'avatar prompt refused by review');
      const refused = { status: 'failed', review_failed: true, error: REVIEW_FAILED_MESSAGE } as const;
      return finish(
        deps,
        generationId,
        looks.map((l) => ({ id: l.id, patch: refused })),
      );
    }
    let portrait: Partial<TextToLookOptions> = {};
    try {
      if (looks[0]!.source_key) portrait = await portraitTraits(deps, looks[0]!.source_key);
      // The avatar is who the portrait shows (its voice suggestion and filters follow its gender).
      if (portrait.gender && portrait.gender !== avatar.gender) await store.updateAvatar(deps.db, avatar.id, { gender: portrait.gender });
    } catch (err) {
      return finish(
        deps,
        generationId,
        looks.map((l) => ({ id: l.id, patch: { status: 'failed', error: errorText(err) } })),
      );
    }
    const results: LookResult[] = [];
    for (const [i, look] of looks.entries()) {
      job.progress(i / looks.length, 'generating');
      try {
        const keys =
          options.data.style === 'realistic'
            ? await realisticLook(deps, avatar, look, options.data)
            : await drawnLook(deps, avatar, look, options.data, portrait);
        results.push({ id: look.id, patch: { status: 'ready', error: null, ...keys } });
      } catch (err) {
        deps.log.warn({ err, look: look.id }, 'avatar look failed');
        results.push({ id: look.id, patch: { status: 'failed', error: errorText(err) } });
      }
      // Each look shows as soon as it is made; the last one is written with the settlement, in one step.
      if (i < looks.length - 1) await store.updateLook(deps.db, look.id, results[i]!.patch);
    }
    await finish(deps, generationId, results.slice(-1));
  };
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 300);

/** A photo look given motion: its words reviewed, its preset chosen, and a clip of it speaking its welcome. */
async function giveMotion(deps: GenerateDeps, generationId: string, avatar: AvatarRow, look: LookRow): Promise<void> {
  const words = look.motion_prompt ?? '';
  if (deps.moderation.check(words).length) {
    return finish(deps, generationId, [{ id: look.id, patch: { status: 'failed', review_failed: true, error: REVIEW_FAILED_MESSAGE } }]);
  }
  const motion = motionPreset(look.motion_model ?? 'motion_2', words);
  const dir = await mkdtemp(path.join(tmpdir(), 'avatar-motion-'));
  try {
    const photo = look.file_key ? await deps.storage.fetchToLocal(look.file_key) : null;
    if (!photo) throw new Error('The photo of this look is gone.');
    const clip = path.join(dir, 'motion.mp4');
    await renderPhotoPreview(photo, clip, { motion, text: avatar.welcome_message || undefined });
    const key = `${avatarFilePrefix(avatar.space_id, avatar.id)}${look.id}.mp4`;
    await deps.storage.putFile(key, clip, 'video/mp4');
    await finish(deps, generationId, [{ id: look.id, patch: { status: 'ready', error: null, motion, preview_key: key } }]);
  } catch (err) {
    deps.log.warn({ err, look: look.id }, 'avatar motion failed');
    await finish(deps, generationId, [{ id: look.id, patch: { status: 'failed', error: errorText(err) } }]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A product look: the avatar's name reviewed, then the product put on the look it presents. */
async function placeProduct(deps: GenerateDeps, generationId: string, avatar: AvatarRow, look: LookRow): Promise<void> {
  if (deps.moderation.check(avatar.name).length) {
    return finish(deps, generationId, [{ id: look.id, patch: { status: 'failed', review_failed: true, error: REVIEW_FAILED_MESSAGE } }]);
  }
  try {
    const keys = await productLook(deps, avatar, look);
    await finish(deps, generationId, [{ id: look.id, patch: { status: 'ready', error: null, ...keys } }]);
  } catch (err) {
    if (!(err instanceof FaceCoveredError)) deps.log.warn({ err, look: look.id }, 'product look failed');
    await finish(deps, generationId, [{ id: look.id, patch: { status: 'failed', error: errorText(err) } }]);
  }
}

/**
 * Photo to Avatar: who the portrait shows, as drawing options — gender and age group where the model is
 * sure enough, skin and hair colours sampled from the picture.
 */
async function portraitTraits(deps: GenerateDeps, key: string): Promise<Partial<TextToLookOptions>> {
  const file = await deps.storage.fetchToLocal(key);
  if (!file) throw new Error('The portrait is gone.');
  const size = await imageSize(file);
  const shrink = Math.min(1, 720 / Math.max(size.width, size.height));
  const even = (n: number) => Math.max(2, Math.round((n * shrink) / 2) * 2);
  const picture = await decodeImage(file, even(size.width), even(size.height), 'rgb24');
  const [face] = await detectFaces(picture);
  if (!face) throw new Error(NO_PORTRAIT_FACE);
  const t = faceTraits(picture, face);
  return {
    ...(t.gender ? { gender: t.gender } : {}),
    ...(t.age !== undefined ? { age: ageGroupOf(t.age) } : {}),
    skin: t.skin,
    ...(t.hair ? { hairColour: t.hair } : {}),
  };
}

/** The look's parts as a file renders read, and its picture. */
async function drawnLook(deps: GenerateDeps, avatar: AvatarRow, look: LookRow, o: TextToAvatarOptions, portrait: Partial<TextToLookOptions> = {}) {
  const drawing = lookFromText({ ...toDrawingOptions(o), ...portrait }, `look:${look.id}`, avatar.name, look.id);
  const base = `${avatarFilePrefix(avatar.space_id, avatar.id)}${look.id}`;
  await deps.storage.put(`${base}.json`, Buffer.from(JSON.stringify(lookFile(drawing))), 'application/json');
  await deps.storage.put(`${base}.png`, await renderLookImage(drawing, lookEmotion(o.emotion), o.aspect, 720), 'image/png');
  return { file_key: `${base}.json`, image_key: `${base}.png` };
}

async function realisticLook(deps: GenerateDeps, avatar: AvatarRow, look: LookRow, o: TextToAvatarOptions) {
  if (!deps.images) throw new Error('Realistic avatars need an image generation engine, and none is set up on this server.');
  const [width, height] = SIZE[o.aspect];
  const bytes = await deps.images.generate({ prompt: realisticPrompt(o), negative: o.negative_prompt || undefined, width, height });
  const dir = await mkdtemp(path.join(tmpdir(), 'avatar-'));
  try {
    const file = path.join(dir, 'look.img');
    await writeFile(file, bytes);
    const size = await imageSize(file);
    const shrink = Math.min(1, 720 / Math.max(size.width, size.height));
    const even = (n: number) => Math.max(2, Math.round((n * shrink) / 2) * 2);
    if (!(await detectFaces(await decodeImage(file, even(size.width), even(size.height), 'rgb24'))).length) throw new Error(NO_FACE);
    const key = `${avatarFilePrefix(avatar.space_id, avatar.id)}${look.id}.png`;
    // Kept as PNG whatever the engine sent, so the key's type is always true.
    await deps.storage.putFile(key, await toPng(file, dir), 'image/png');
    return { file_key: key, image_key: key };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function toPng(file: string, dir: string): Promise<string> {
  const out = path.join(dir, 'look.png');
  await runFfmpeg({ args: ['-y', '-v', 'error', '-i', file, '-frames:v', '1', out], timeoutMs: 60_000 });
  return out;
}

type LookResult = { id: string; patch: Parameters<typeof store.updateLook>[2] };

/**
 * Settles a generation once, with its last looks' states written in the same transaction (so no one sees
 * a finished look whose credits are not yet settled): credits charged if a look came out, else released.
 */
async function finish(deps: Pick<GenerateDeps, 'db'>, generationId: string, last: LookResult[]): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    for (const r of last) await store.updateLook(trx, r.id, r.patch);
    const looks = await store.looksOfGeneration(trx, generationId);
    const ok = looks.some((l) => l.status === 'ready');
    const changed = await store.setGenerationStatus(trx, generationId, ok ? 'done' : 'failed');
    if (Number(changed.numUpdatedRows) > 0) await settleHold(trx, generationId, ok ? 'charge' : 'release', notesFor(looks[0]?.source ?? 'text'));
  });
}

/** Ends a generation that could not run (not queued, or the worker gave up): its unfinished looks fail. */
export async function failGeneration(deps: Pick<GenerateDeps, 'db'>, generationId: string, error: string): Promise<void> {
  const unfinished = (await store.looksOfGeneration(deps.db, generationId)).filter((l) => l.status === 'generating');
  await finish(
    deps,
    generationId,
    unfinished.map((l) => ({ id: l.id, patch: { status: 'failed', error } })),
  );
}
