import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PRODUCT_CUTOUT_ERRORS, PRODUCT_FACE_COVERED, PRODUCT_LOOK_ERRORS } from '@framecast/contract';
import {
  type BackgroundRemover,
  CutoutError,
  drawnProductBox,
  findLook as findLibraryLook,
  finishCutout,
  imageSize,
  lookFile,
  lookWithProduct,
  parseLookFile,
  photoWithProduct,
  renderLookImage,
} from '@framecast/engine';
import type { Db } from '../../platform/db/index.js';
import type { ProductLookPlacement } from '../../platform/db/schema.js';
import type { JobHandler, JobLogger } from '../../platform/queue/index.js';
import type { Storage } from '../../platform/storage/index.js';
import { avatarFilePrefix } from './keys.js';
import * as store from './store.js';

export interface CutoutDeps {
  db: Db;
  storage: Storage;
  log: JobLogger;
  cutout: BackgroundRemover;
}

/** Step 1's work: the copy of the picture cut out (or, with the background kept, only cropped and sized), stored as PNG. */
export function makeCutoutHandler(deps: CutoutDeps): JobHandler<{ cutoutId: string }> {
  return async ({ cutoutId }, job) => {
    const row = await store.findCutout(deps.db, cutoutId);
    if (row?.status !== 'working') return;
    const dir = await mkdtemp(path.join(tmpdir(), 'product-cutout-'));
    try {
      const source = await deps.storage.fetchToLocal(row.source_key);
      if (!source) throw new CutoutError('unreadable');
      let picture = source;
      if (row.engine !== 'none') {
        job.progress(0.1, 'removing background');
        picture = path.join(dir, 'removed.png');
        await deps.cutout.remove(source, picture, job.signal);
      }
      const out = path.join(dir, 'cutout.png');
      const size = await finishCutout(picture, out);
      const key = row.source_key.replace(/source\.\w+$/, 'cutout.png');
      await deps.storage.putFile(key, out, 'image/png');
      await store.finishCutout(deps.db, cutoutId, { status: 'ready', key, width: size.width, height: size.height, error: null });
    } catch (err) {
      if (job.signal.aborted) throw err;
      deps.log.warn({ err, cutout: cutoutId }, 'product cut-out failed');
      const error = err instanceof CutoutError ? PRODUCT_CUTOUT_ERRORS[err.reason] : PRODUCT_CUTOUT_ERRORS.failed;
      await store.finishCutout(deps.db, cutoutId, { status: 'failed', error });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
}

/** A cut-out whose job the queue gave up on. */
export async function failCutout(deps: Pick<CutoutDeps, 'db'>, cutoutId: string): Promise<void> {
  await store.finishCutout(deps.db, cutoutId, { status: 'failed', error: PRODUCT_CUTOUT_ERRORS.failed });
}

type LookRow = Awaited<ReturnType<typeof store.looksOfGeneration>>[number];
type AvatarRow = NonNullable<Awaited<ReturnType<typeof store.findAvatar>>>;

/** Thrown when the product would hide a photo's face (the look fails with the words to fix it). */
export class FaceCoveredError extends Error {
  constructor() {
    super(PRODUCT_FACE_COVERED);
  }
}

/**
 * Step 3's work: the product put on the look it presents. A drawing gets the product in its file (every
 * frame draws it) and a new picture; a photo is composed, its face found first so the product leaves it
 * clear. Answers the new look's file and picture keys.
 */
export async function productLook(deps: { storage: Storage }, avatar: AvatarRow, look: LookRow): Promise<{ file_key: string; image_key: string }> {
  const p = look.placement as ProductLookPlacement | null;
  const cutout = look.source_key ? await deps.storage.fetchToLocal(look.source_key) : null;
  if (!p || !cutout) throw new Error(PRODUCT_LOOK_ERRORS.productGone);
  const base = `${avatarFilePrefix(avatar.space_id, avatar.id)}${look.id}`;
  if (p.frame === 'photo') {
    const photo = look.base_key ? await deps.storage.fetchToLocal(look.base_key) : null;
    if (!photo) throw new Error(PRODUCT_LOOK_ERRORS.baseLookGone);
    const dir = await mkdtemp(path.join(tmpdir(), 'product-look-'));
    try {
      const out = path.join(dir, 'look.png');
      if ((await photoWithProduct(photo, cutout, p, out)).coversFace) throw new FaceCoveredError();
      await deps.storage.putFile(`${base}.png`, out, 'image/png');
      return { file_key: `${base}.png`, image_key: `${base}.png` };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  const drawing = p.base.startsWith('look:') ? parseLookFile(await readBase(deps, look.base_key)) : (findLibraryLook(p.base) ?? null);
  if (!drawing) throw new Error(PRODUCT_LOOK_ERRORS.baseLookGone);
  const { width, height } = await imageSize(cutout);
  const placed = drawnProductBox(p.frame, p, { width, height });
  if (placed.coversFace) throw new FaceCoveredError();
  const withProduct = await lookWithProduct(drawing, `look:${look.id}`, cutout, placed.box);
  await deps.storage.put(`${base}.json`, Buffer.from(JSON.stringify(lookFile(withProduct))), 'application/json');
  await deps.storage.put(`${base}.png`, await renderLookImage(withProduct, p.emotion ?? 'default', p.frame, 720), 'image/png');
  return { file_key: `${base}.json`, image_key: `${base}.png` };
}

async function readBase(deps: { storage: Storage }, key: string | null): Promise<string> {
  const file = key ? await deps.storage.fetchToLocal(key) : null;
  return file ? readFile(file, 'utf8') : '';
}
