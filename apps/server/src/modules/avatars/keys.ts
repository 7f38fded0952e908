import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Storage } from '../../platform/storage/index.js';

/** Where an avatar's files live: under its space's assets, so a space's deletion takes them too. */
export const avatarFilePrefix = (spaceId: string, avatarId: string) => `assets/${spaceId}/avatars/${avatarId}/`;
/** A product cut-out's files (the picture it was cut from, and the cut-out). */
export const cutoutFilePrefix = (spaceId: string, cutoutId: string) => `assets/${spaceId}/product-cutouts/${cutoutId}/`;

/**
 * A stored file copied to a new key (an upload kept as an avatar's own, a look's photo for its motion
 * look). Storage moves the file it is given, so it gets a copy: the original stays where it was.
 * False when the original is gone.
 */
export async function copyStoredFile(storage: Storage, from: string, to: string, contentType: string): Promise<boolean> {
  const file = await storage.fetchToLocal(from);
  if (!file) return false;
  const dir = await mkdtemp(path.join(tmpdir(), 'avatar-copy-'));
  try {
    const copy = path.join(dir, path.basename(to));
    await copyFile(file, copy);
    await storage.putFile(to, copy, contentType);
    return true;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
