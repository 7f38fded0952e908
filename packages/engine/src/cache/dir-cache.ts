import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { StepCache } from '../types.js';

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

/**
 * A StepCache on a local directory: `<dir>/<2 chars of the hash>/<key>`. Entries appear by rename, so a
 * reader sees a whole file or none, and two processes writing the same key just replace one finished
 * file with an identical one.
 */
export class DirCache implements StepCache {
  constructor(readonly dir: string) {}

  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error(`Bad cache key: ${key}`);
    const hash = key.split('-').pop() ?? key;
    return path.join(this.dir, hash.slice(0, 2), key);
  }

  async get(key: string): Promise<string | null> {
    const file = this.pathOf(key);
    try {
      await fs.access(file);
      return file;
    } catch {
      return null;
    }
  }

  async put(key: string, file: string): Promise<string> {
    const dest = this.pathOf(key);
    await fs.mkdir(path.dirname(dest), { recursive: true });
    const temp = `${dest}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await fs.rename(file, temp);
    } catch (err) {
      // Another filesystem: copy next to the destination first so the final step is still a rename.
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
      await fs.copyFile(file, temp);
      await fs.rm(file, { force: true });
    }
    await fs.rename(temp, dest);
    return dest;
  }
}
