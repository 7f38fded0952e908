import type { Readable } from 'node:stream';
import type { Opened, Storage } from './index.js';
import { holderOf, type LinkHolder } from './signer.js';

/**
 * A storage whose signed links also check a revocation list before they open: a signature proves we
 * issued the link, not that its file may still be served (the account that owned it may be gone, or the
 * member it was signed for may have left the space). Every other call goes straight to the adapter.
 */
export class RevocableStorage implements Storage {
  constructor(
    private readonly inner: Storage,
    private readonly revoked: (key: string, holder: LinkHolder | null) => Promise<boolean>,
  ) {}

  get kind() {
    return this.inner.kind;
  }

  async open(key: string, exp: number, sig: string, downloadAs?: string): Promise<Opened | null> {
    // The signature first (the adapter checks it again): a forged or expired link never costs a lookup.
    if (!this.inner.verify(key, exp, sig)) return null;
    if (await this.revoked(key, holderOf(sig))) return null;
    return this.inner.open(key, exp, sig, downloadAs);
  }

  put(key: string, body: Buffer, contentType: string) {
    return this.inner.put(key, body, contentType);
  }
  putFile(key: string, file: string, contentType: string) {
    return this.inner.putFile(key, file, contentType);
  }
  fetchToLocal(key: string) {
    return this.inner.fetchToLocal(key);
  }
  exists(key: string) {
    return this.inner.exists(key);
  }
  remove(key: string) {
    return this.inner.remove(key);
  }
  links(holder: string | null) {
    return this.inner.links(holder);
  }
  putStream(key: string, body: Readable, contentType: string) {
    return this.inner.putStream(key, body, contentType);
  }
  stat(key: string) {
    return this.inner.stat(key);
  }
  read(key: string, range?: { start: number; end: number }) {
    return this.inner.read(key, range);
  }
  presignPut(key: string, opts: { contentType: string; maxBytes: number; ttlSeconds: number }) {
    return this.inner.presignPut(key, opts);
  }
  removePrefix(prefix: string) {
    return this.inner.removePrefix(prefix);
  }
  sign(key: string, exp: number) {
    return this.inner.sign(key, exp);
  }
  verify(key: string, exp: number, sig: string) {
    return this.inner.verify(key, exp, sig);
  }
}
