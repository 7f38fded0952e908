import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../../config.js';
import type { FileLinks, Opened, Storage } from './index.js';
import { assertKey, type UrlSigner } from './signer.js';

/** Presigned GETs the file route redirects to live a little longer than a page needs them. */
const GET_TTL_S = 3600;
const PART_BYTES = 8 * 1024 * 1024;
/** Local copies kept for ffmpeg beyond this are deleted, least recently used first. */
const LOCAL_COPIES_MAX_BYTES = 2 * 1024 * 1024 * 1024;

const missing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/**
 * Files in an S3 bucket (AWS or any S3-compatible store). Uploads stream in parts (bounded memory);
 * links are signed by us and redirect to short presigned URLs, so a link's lifetime is ours to set.
 */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  /** Local copies for tools that need a file path (ffmpeg); keys never change content, so a copy stays valid. */
  private readonly cacheDir: string;
  private readonly copiesMaxBytes: number;

  constructor(
    private readonly config: S3Config,
    private readonly signer: UrlSigner,
    copies: { dir?: string; maxBytes?: number } = {},
  ) {
    this.cacheDir = copies.dir ?? path.join(os.tmpdir(), 'framecast-s3');
    this.copiesMaxBytes = copies.maxBytes ?? LOCAL_COPIES_MAX_BYTES;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
      // S3-compatible stores often lack the newer default checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private object(key: string) {
    assertKey(key);
    return { Bucket: this.config.bucket, Key: `${this.config.prefix}${key}` };
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ ...this.object(key), Body: body, ContentType: contentType }));
  }

  async putStream(key: string, body: Readable, contentType: string): Promise<void> {
    // Multipart in 8 MB parts; the object appears only when complete, and a failure aborts the parts.
    await new Upload({ client: this.client, params: { ...this.object(key), Body: body, ContentType: contentType }, partSize: PART_BYTES, queueSize: 2 }).done();
  }

  async putFile(key: string, file: string, contentType: string): Promise<void> {
    await this.putStream(key, fs.createReadStream(file), contentType);
    await fsp.rm(file, { force: true });
  }

  async fetchToLocal(key: string): Promise<string | null> {
    const local = this.copyOf(key);
    if (fs.existsSync(local)) {
      const now = new Date();
      await fsp.utimes(local, now, now).catch(() => {}); // recently used: pruned last
      return local;
    }
    try {
      const res = await this.client.send(new GetObjectCommand(this.object(key)));
      await fsp.mkdir(this.cacheDir, { recursive: true });
      const tmp = `${local}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
      await pipeline(res.Body as Readable, fs.createWriteStream(tmp));
      await fsp.rename(tmp, local);
      await this.pruneCopies(local);
      return local;
    } catch (err) {
      if (missing(err)) return null;
      throw err;
    }
  }

  /** Where the local copy of a key lives (named by a hash of bucket and key). */
  private copyOf(key: string): string {
    return path.join(this.cacheDir, crypto.createHash('sha256').update(`${this.config.bucket}/${this.config.prefix}${key}`).digest('hex') + path.extname(key));
  }

  /** Keeps the local copies under their budget, oldest use first; never the one just fetched. */
  private async pruneCopies(keep: string): Promise<void> {
    const names = await fsp.readdir(this.cacheDir).catch(() => [] as string[]);
    const files = (
      await Promise.all(
        names
          .filter((n) => !n.endsWith('.tmp'))
          .map(async (n) => {
            const file = path.join(this.cacheDir, n);
            const st = await fsp.stat(file).catch(() => null);
            return st ? { file, size: st.size, used: st.mtimeMs } : null;
          }),
      )
    ).filter((f) => f !== null);
    let total = files.reduce((n, f) => n + f.size, 0);
    for (const f of files.sort((a, b) => a.used - b.used)) {
      if (total <= this.copiesMaxBytes) break;
      if (f.file === keep) continue;
      await fsp.rm(f.file, { force: true });
      total -= f.size;
    }
  }

  async stat(key: string): Promise<{ size: number; type: string } | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand(this.object(key)));
      return { size: Number(head.ContentLength ?? 0), type: head.ContentType ?? 'application/octet-stream' };
    } catch (err) {
      if (missing(err)) return null;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const res = await this.client.send(new GetObjectCommand({ ...this.object(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
    return res.Body as Readable;
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand(this.object(key)));
    // The local copy is the same file: a removed object leaves no readable trace on this machine.
    await fsp.rm(this.copyOf(key), { force: true });
  }

  async removePrefix(prefix: string): Promise<void> {
    if (!prefix.endsWith('/')) throw new Error('A prefix to remove must end with /');
    const { Bucket, Key } = this.object(prefix);
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket, Prefix: Key, ContinuationToken: token }));
      const keys = (page.Contents ?? []).map((o) => ({ Key: o.Key! }));
      if (keys.length) await this.client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
      for (const o of keys) await fsp.rm(this.copyOf(o.Key.slice(this.config.prefix.length)), { force: true });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async presignPut(
    key: string,
    opts: { contentType: string; maxBytes: number; ttlSeconds: number },
  ): Promise<{ url: string; headers: Record<string, string> }> {
    // The size is bound by the signature: Content-Length (and Content-Type) are signed headers, so the store
    // itself refuses a body of any other size (SignatureDoesNotMatch) before a byte lands. The presigner
    // leaves content-type unsigned unless asked, hence `signableHeaders`. Completion checks the size again,
    // for stores that do not verify signatures. Browsers set Content-Length from the body themselves (it
    // cannot be set by script), so only the content type travels in `headers`.
    if (!Number.isSafeInteger(opts.maxBytes) || opts.maxBytes <= 0) throw new Error(`A signed PUT needs the file's exact size, not ${opts.maxBytes}`);
    const command = new PutObjectCommand({ ...this.object(key), ContentType: opts.contentType, ContentLength: opts.maxBytes });
    const url = await getSignedUrl(this.client, command, {
      expiresIn: Math.min(opts.ttlSeconds, 7 * 24 * 3600),
      signableHeaders: new Set(['content-length', 'content-type']),
    });
    return { url, headers: { 'content-type': opts.contentType } };
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

  async open(key: string, exp: number, sig: string, downloadAs?: string): Promise<Opened | null> {
    if (!this.signer.verify(key, exp, sig)) return null;
    const disposition = downloadAs ? `attachment; filename*=UTF-8''${encodeURIComponent(downloadAs.slice(0, 120))}` : undefined;
    const url = await getSignedUrl(this.client, new GetObjectCommand({ ...this.object(key), ResponseContentDisposition: disposition }), {
      expiresIn: GET_TTL_S,
    });
    return { kind: 'redirect', url };
  }
}
