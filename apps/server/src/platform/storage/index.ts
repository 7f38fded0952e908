import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Config } from '../../config.js';
import { LocalStorage } from './local.js';
import { S3Storage } from './s3.js';
import { UrlSigner } from './signer.js';

/**
 * Files are keys, never paths. Adapters: local disk (DATA_DIR/files) and S3-compatible buckets; either way
 * links are signed by us and served (or redirected) by our file route.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Moves (or streams) a finished local file into storage under `key`. */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** A local file to read `key` from (a cached download for remote adapters, which callers may delete), or null. */
  fetchToLocal(key: string): Promise<string | null>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /**
   * Links for one holder: the user a request acts for (passed by the caller, never taken from ambient
   * state), or null for links of no one (jobs, e-mails). A cached answer holding links is per holder.
   */
  links(holder: string | null): FileLinks;
  /** Streams a body into storage; never holds the whole file in memory. Readers never see half an object. */
  putStream(key: string, body: Readable, contentType: string): Promise<void>;
  /** Size and content type of a stored object, or null when there is none. */
  stat(key: string): Promise<{ size: number; type: string } | null>;
  /** The object's bytes as a stream (a byte range when given, `end` inclusive). */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /**
   * A signed, expiring, size-bounded target for one PUT of a whole file straight into storage, or null
   * when the adapter takes uploads only through the API (local disk: the resumable endpoint, bounded to
   * the declared length there). `maxBytes` is the declared size and binds exactly: the signature covers
   * Content-Length, so the store refuses a body of any other size.
   */
  presignPut(
    key: string,
    opts: { contentType: string; maxBytes: number; ttlSeconds: number },
  ): Promise<{ url: string; headers: Record<string, string> } | null>;
  /** Removes every object whose key starts with `prefix`. */
  removePrefix(prefix: string): Promise<void>;
  /** Signs anything with the link secret (zip links), the same way file links are signed. */
  sign(key: string, exp: number): string;
  /** Whether a file link's signature holds and has not expired (a link may name its holder, see signer.ts). */
  verify(key: string, exp: number, sig: string): boolean;
  /** For the file route: what a signed link leads to, or null when the signature fails or nothing is there. */
  open(key: string, exp: number, sig: string, downloadAs?: string): Promise<Opened | null>;
}

/** Signed links to stored files, for the holder they were made for. */
export interface FileLinks {
  /** A URL the browser can load for a limited time; with `downloadAs` it is saved under that name. */
  url(key: string, ttlSeconds?: number, downloadAs?: string): string;
}

export type Opened = { kind: 'file'; file: string; size: number; type: string } | { kind: 'redirect'; url: string };

/** The storage chosen by config: an S3 bucket when S3_BUCKET is set, else local disk under DATA_DIR/files; links signed with the shared secret. */
export function createStorage(config: { dataDir: string; urlSigningSecret?: string; s3?: S3Config }, publicBase: string): Storage {
  const signer = new UrlSigner(config.urlSigningSecret ?? loadOrCreateSecret(config.dataDir), publicBase);
  return config.s3 ? new S3Storage(config.s3, signer) : new LocalStorage(path.join(config.dataDir, 'files'), signer);
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

export { LocalStorage, S3Storage, UrlSigner };
export { RevocableStorage } from './revocable.js';
export { isRevokedFor } from './revocations.js';
