import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

/** Files are keys, never paths; the local adapter keeps them under a root and serves signed URLs. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Moves (or streams) a finished local file into storage under `key`. */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** A local file to read `key` from (downloaded to a temp file by remote adapters), or null. */
  fetchToLocal(key: string): Promise<string | null>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** A URL the browser can load for a limited time; with `downloadAs` it is saved under that name. */
  url(key: string, ttlSeconds?: number, downloadAs?: string): string;
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

  async putFile(key: string, src: string, contentType: string): Promise<void> {
    const file = this.file(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    // Same filesystem: a rename; otherwise a streamed copy. Either way readers never see half a file.
    await fsp.rename(src, tmp).catch(async () => {
      await fsp.copyFile(src, tmp);
      await fsp.rm(src, { force: true });
    });
    await fsp.writeFile(`${file}.type`, contentType);
    await fsp.rename(tmp, file);
  }

  async fetchToLocal(key: string): Promise<string | null> {
    const file = this.file(key);
    return fs.existsSync(file) ? file : null;
  }

  async exists(key: string): Promise<boolean> {
    return fs.existsSync(this.file(key));
  }

  async remove(key: string): Promise<void> {
    await fsp.rm(this.file(key), { force: true });
    await fsp.rm(`${this.file(key)}.type`, { force: true });
  }

  url(key: string, ttlSeconds = 3600, downloadAs?: string): string {
    // Rounded so repeated calls within a minute give the same URL and the browser cache works.
    const exp = Math.ceil((Date.now() / 1000 + ttlSeconds) / 60) * 60;
    const dl = downloadAs ? `&dl=${encodeURIComponent(downloadAs)}` : '';
    return `${this.publicBase}/${key}?exp=${exp}&sig=${this.sign(key, exp)}${dl}`;
  }

  sign(key: string, exp: number): string {
    return crypto.createHmac('sha256', this.secret).update(`${key}:${exp}`).digest('base64url');
  }

  /** For the file route: the file and its type when the signature holds, else null. */
  open(key: string, exp: number, sig: string): { file: string; size: number; type: string } | null {
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
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile()) return null;
    const type = fs.existsSync(`${file}.type`) ? fs.readFileSync(`${file}.type`, 'utf8') : 'application/octet-stream';
    return { file, size: stat.size, type };
  }
}

/** The storage chosen by config: local disk under DATA_DIR/files, its URLs signed with the shared secret. */
export function createStorage(config: { dataDir: string; urlSigningSecret?: string }, publicBase: string): LocalStorage {
  const secret = config.urlSigningSecret ?? loadOrCreateSecret(config.dataDir);
  return new LocalStorage(path.join(config.dataDir, 'files'), secret, publicBase);
}

function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'url-signing.secret');
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) {
    try {
      fs.writeFileSync(file, crypto.randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err; // another process made it first
    }
  }
  return fs.readFileSync(file, 'utf8').trim();
}
