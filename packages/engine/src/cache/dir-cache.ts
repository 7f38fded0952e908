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
      // A hit is a use: its time moves on, so prune() drops what was used longest ago.
      const now = new Date();
      await fs.utimes(file, now, now);
      return file;
    } catch {
      return null;
    }
  }

  /**
   * Deletes entries used longest ago until the cache holds at most `maxBytes`, and temporary files
   * left by a crashed writer. Entries used in the last `keepRecentMs` stay whatever the size, so a
   * render in flight never loses what it just found.
   */
  async prune(maxBytes: number, keepRecentMs = 10 * 60_000): Promise<{ removed: number; bytes: number }> {
    const entries: { file: string; size: number; used: number }[] = [];
    const now = Date.now();
    let removed = 0;
    for (const shard of await fs.readdir(this.dir).catch(() => [] as string[])) {
      const dir = path.join(this.dir, shard);
      for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
        const file = path.join(dir, name);
        const stat = await fs.stat(file).catch(() => null);
        if (!stat?.isFile()) continue;
        if (name.endsWith('.tmp')) {
          if (
            now - stat.mtimeMs > 3_600_000 &&
            (await fs.rm(file, { force: true }).then(
              () => true,
              () => false,
            ))
          )
            removed++;
          continue;
        }
        entries.push({ file, size: stat.size, used: stat.mtimeMs });
      }
    }
    let bytes = entries.reduce((n, e) => n + e.size, 0);
    entries.sort((a, b) => a.used - b.used);
    for (const e of entries) {
      if (bytes <= maxBytes || now - e.used < keepRecentMs) break;
      await fs.rm(e.file, { force: true });
      bytes -= e.size;
      removed++;
    }
    return { removed, bytes };
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
