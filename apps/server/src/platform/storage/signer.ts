import crypto from 'node:crypto';

/**
 * Signed, expiring links to stored files, the same for every adapter: the link points at our own file
 * route, which serves a local file or redirects to a presigned URL of the object store.
 */
export class UrlSigner {
  constructor(
    private readonly secret: string,
    private readonly publicBase: string,
  ) {}

  url(key: string, ttlSeconds = 3600, downloadAs?: string): string {
    // Rounded so repeated calls within a minute give the same URL and the browser cache works.
    const exp = Math.ceil((Date.now() / 1000 + ttlSeconds) / 60) * 60;
    const dl = downloadAs ? `&dl=${encodeURIComponent(downloadAs)}` : '';
    return `${this.publicBase}/${key}?exp=${exp}&sig=${this.sign(key, exp)}${dl}`;
  }

  sign(key: string, exp: number): string {
    return crypto.createHmac('sha256', this.secret).update(`${key}:${exp}`).digest('base64url');
  }

  /** The signature holds and has not expired. */
  verify(key: string, exp: number, sig: string): boolean {
    if (!Number.isFinite(exp) || exp < Date.now() / 1000) return false;
    const expected = Buffer.from(this.sign(key, exp));
    const given = Buffer.from(sig);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  }
}

const KEY = /^[a-z0-9][a-z0-9/_.-]{0,300}$/i;
/** Keys are names we make, never user input; anything else is a bug or an attack. */
export function assertKey(key: string): void {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`Bad storage key: ${key}`);
}
