import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileLinks, Opened, Storage } from './index.js';
import { assertKey, type UrlSigner } from './signer.js';

/** Files on this machine's disk under a root (DATA_DIR/files), served by our file route. */
export class LocalStorage implements Storage {
  readonly kind = 'local' as const;
  constructor(
    private readonly root: string,
    private readonly signer: UrlSigner,
  ) {}

  private file(key: string): string {
    assertKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const file = this.file(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const tmp = `${file}.${process.pid}.tmp`;
    try {
      await fsp.writeFile(tmp, body);
      await fsp.writeFile(`${file}.type`, contentType);
      await fsp.rename(tmp, file);
    } catch (err) {
      // A full disk leaves a cut or empty temp file; it must not linger and take more room.
      await fsp.rm(tmp, { force: true });
      throw err;
    }
  }

  async putFile(key: string, src: string, contentType: string): Promise<void> {
    const file = this.file(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    // Same filesystem: a rename; otherwise a streamed copy. Either way readers never see half a file.
    try {
      await fsp.rename(src, tmp).catch(async () => {
        await fsp.copyFile(src, tmp);
        await fsp.rm(src, { force: true });
      });
      await fsp.writeFile(`${file}.type`, contentType);
      await fsp.rename(tmp, file);
    } catch (err) {
      // The source goes back where it was (the caller may try again), or a cut copy goes away.
      await fsp.rename(tmp, src).catch(() => fsp.rm(tmp, { force: true }));
      throw err;
    }
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

  async putStream(key: string, body: Readable, contentType: string): Promise<void> {
    const file = this.file(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    try {
      await pipeline(body, fs.createWriteStream(tmp));
      await fsp.writeFile(`${file}.type`, contentType);
      await fsp.rename(tmp, file);
    } catch (err) {
      await fsp.rm(tmp, { force: true });
      throw err;
    }
  }

  async stat(key: string): Promise<{ size: number; type: string } | null> {
    const file = this.file(key);
    const st = await fsp.stat(file).catch(() => null);
    if (!st?.isFile()) return null;
    const type = await fsp.readFile(`${file}.type`, 'utf8').catch(() => 'application/octet-stream');
    return { size: st.size, type };
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    return fs.createReadStream(this.file(key), range);
  }

  async presignPut(_key: string, _opts: { contentType: string; maxBytes: number; ttlSeconds: number }): Promise<null> {
    return null;
  }

  async removePrefix(prefix: string): Promise<void> {
    if (!prefix.endsWith('/')) throw new Error('A prefix to remove must end with /');
    await fsp.rm(this.file(prefix.slice(0, -1)), { recursive: true, force: true });
  }

  links(holder: string | null): FileLinks {
    return { url: (key, ttlSeconds, downloadAs) => this.signer.url(key, holder, ttlSeconds, downloadAs) };
  }

  sign(key: string, exp: number): string {
    return this.signer.sign(key, exp);
  }

  verify(key: string, exp: number, sig: string): boolean {
    return this.signer.verify(key, exp, sig);
  }

  async open(key: string, exp: number, sig: string): Promise<Opened | null> {
    if (!this.signer.verify(key, exp, sig)) return null;
    let file: string;
    try {
      file = this.file(key);
    } catch {
      return null;
    }
    const st = await this.stat(key);
    return st ? { kind: 'file', file, ...st } : null;
  }
}
