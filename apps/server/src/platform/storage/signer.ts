import crypto from 'node:crypto';

/** The holder a link was signed for, and when (Unix seconds, to the minute). */
export interface LinkHolder {
  userId: string;
  signedAt: number;
}

const HOLDER = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]+)$/;

/**
 * Signed, expiring links to stored files, the same for every adapter: the link points at our own file
 * route, which serves a local file or redirects to a presigned URL of the object store. A link signed in a
 * for someone carries its holder in `sig` (`<user>.<signed at>.<mac>`, all of it under the MAC), so their
 * links into a space can be revoked when they leave it while its other members keep theirs. Links signed
 * for no one (jobs, e-mails) carry only the MAC.
 */
export class UrlSigner {
  constructor(
    private readonly secret: string,
    private readonly publicBase: string,
  ) {}

  url(key: string, holder: string | null, ttlSeconds = 3600, downloadAs?: string): string {
    // Rounded so repeated calls within a minute give the same URL and the browser cache works.
    const exp = Math.ceil((Date.now() / 1000 + ttlSeconds) / 60) * 60;
    const dl = downloadAs ? `&dl=${encodeURIComponent(downloadAs)}` : '';
    const sig = holder ? this.signFor(key, exp, { userId: holder, signedAt: Math.floor(Date.now() / 60_000) * 60 }) : this.sign(key, exp);
    return `${this.publicBase}/${key}?exp=${exp}&sig=${sig}${dl}`;
  }

  sign(key: string, exp: number): string {
    return crypto.createHmac('sha256', this.secret).update(`${key}:${exp}`).digest('base64url');
  }

  private signFor(key: string, exp: number, h: LinkHolder): string {
    const mac = crypto.createHmac('sha256', this.secret).update(`${key}:${exp}:${h.userId}:${h.signedAt}`).digest('base64url');
    return `${h.userId}.${h.signedAt}.${mac}`;
  }

  /** The signature holds and has not expired. */
  verify(key: string, exp: number, sig: string): boolean {
    if (!Number.isFinite(exp) || exp < Date.now() / 1000) return false;
    const holder = holderOf(sig);
    const expected = Buffer.from(holder ? this.signFor(key, exp, holder) : this.sign(key, exp));
    const given = Buffer.from(sig);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  }
}

/** Whom a link's signature names (unverified: check the signature first), or null for a link of no one. */
export function holderOf(sig: string): LinkHolder | null {
  const m = HOLDER.exec(sig);
  return m ? { userId: m[1]!, signedAt: Number(m[2]) } : null;
}

const KEY = /^[a-z0-9][a-z0-9/_.-]{0,300}$/i;
/** Keys are names we make, never user input; anything else is a bug or an attack. */
export function assertKey(key: string): void {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`Bad storage key: ${key}`);
}
