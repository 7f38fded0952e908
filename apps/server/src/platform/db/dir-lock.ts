import fs from 'node:fs';
import path from 'node:path';

/**
 * An exclusive lock file holding our pid. A lock left by a dead process is taken over; a live one
 * means another Framecast process owns the embedded database, and we refuse to open it.
 */
const heldHere = new Set<string>();

export function acquireDirLock(dir: string): () => void {
  const file = path.resolve(dir, '..', 'db.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        heldHere.delete(file);
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
      heldHere.add(file);
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(file, 'utf8'));
      // Our own pid in the file is a live lock only if this process took it (a restarted container
      // often reuses the pid of the process that crashed).
      const live = pid === process.pid ? heldHere.has(file) : pid > 0 && isAlive(pid);
      if (live) {
        throw new Error(
          `The embedded database in ${path.dirname(file)} is in use by process ${pid}. ` +
            'Stop that Framecast process, or use another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server.',
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${file}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
