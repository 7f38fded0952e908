import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

/** Files are keys, never paths; the local adapter keeps them under a root and serves signed URLs. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** A URL the browser can load for a limited time. */
  url(key: string, ttlSeconds?: number): string;
}

const KEY = /^[a-z0-9][a-z0-9/_.-]{0,300}$/i;

export class LocalStorage implements Storage {
  constructor(
    private readonly root: string,
    private readonly secret: string,
    private readonly publicBase: string,
  ) {}

  private file(key: string): string {
    if (!KEY.test(key) || key.includes('..')) throw new Error(`Bad storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const file = this.file(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const tmp = `${file}.${process.pid}.tmp`;
    await fsp.writeFile(tmp, body);
    await fsp.writeFile(`${file}.type`, contentType);
    await fsp.rename(tmp, file);
  }

  async remove(key: string): Promise<void> {
    await fsp.rm(this.file(key), { force: true });
    await fsp.rm(`${this.file(key)}.type`, { force: true });
  }

  url(key: string, ttlSeconds = 3600): string {
    const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
    return `${this.publicBase}/${key}?exp=${exp}&sig=${this.sign(key, exp)}`;
  }

  sign(key: string, exp: number): string {
    return crypto.createHmac('sha256', this.secret).update(`${key}:${exp}`).digest('base64url');
  }

  /** For the file route: the file and its type when the signature holds, else null. */
  open(key: string, exp: number, sig: string): { stream: fs.ReadStream; type: string } | null {
    if (!Number.isFinite(exp) || exp < Date.now() / 1000) return null;
    const expected = Buffer.from(this.sign(key, exp));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
    let file: string;
    try {
      file = this.file(key);
    } catch {
      return null;
    }
    if (!fs.existsSync(file)) return null;
    const type = fs.existsSync(`${file}.type`) ? fs.readFileSync(`${file}.type`, 'utf8') : 'application/octet-stream';
    return { stream: fs.createReadStream(file), type };
  }
}
