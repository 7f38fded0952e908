import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, TOKEN_COOKIE_DAYS } from '@framecast/contract';
import { AppError } from './errors.js';

/**
 * The browser's session (spec 000 §4: cookie `token` on the brand domain, 15 days), set by the server
 * as HttpOnly so page script cannot read it, beside a readable `signed_in` flag that carries no secret:
 * the web app reads the flag to know it holds a session (and that another tab signed out). API clients
 * keep sending the token in `Authorization`.
 */
export const SESSION_COOKIE = 'token';
export const SIGNED_IN_COOKIE = 'signed_in';

export interface SessionCookieOptions {
  /** COOKIE_DOMAIN: the brand domain the cookie is shared across; the exact host when unset. */
  domain?: string;
  /** Origins that may send the cookie besides the API's own: PUBLIC_APP_URL and CORS_ORIGINS. */
  trustedOrigins: readonly string[];
}

const cookieFrom = (header: string | undefined, name: string): string | null => {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim()) || null;
    } catch {
      return null;
    }
  }
  return null;
};

/** The session token the browser sent in its cookie, if any. */
export const cookieToken = (req: FastifyRequest): string | null => cookieFrom(req.headers.cookie, SESSION_COOKIE);

const attributes = (req: FastifyRequest, o: SessionCookieOptions, maxAge: number) =>
  [`Path=/`, `Max-Age=${maxAge}`, 'SameSite=Lax', ...(o.domain ? [`Domain=${o.domain}`] : []), ...(req.protocol === 'https' ? ['Secure'] : [])].join('; ');

/** Sets the session cookie (HttpOnly) and the readable flag for a session just made. */
export function setSessionCookies(req: FastifyRequest, reply: FastifyReply, o: SessionCookieOptions, token: string): void {
  const maxAge = TOKEN_COOKIE_DAYS * 24 * 3600;
  reply.header('set-cookie', [
    `${SESSION_COOKIE}=${encodeURIComponent(token)}; HttpOnly; ${attributes(req, o, maxAge)}`,
    `${SIGNED_IN_COOKIE}=1; ${attributes(req, o, maxAge)}`,
  ]);
}

/** Ends both cookies (sign-out, or a session the server no longer honours). */
export function clearSessionCookies(req: FastifyRequest, reply: FastifyReply, o: SessionCookieOptions): void {
  const gone = (name: string, extra: string) => [
    `${name}=; ${extra}${attributes(req, o, 0)}`,
    ...(o.domain ? [`${name}=; ${extra}${attributes(req, { ...o, domain: undefined }, 0)}`] : []),
  ];
  reply.header('set-cookie', [...gone(SESSION_COOKIE, 'HttpOnly; '), ...gone(SIGNED_IN_COOKIE, '')]);
}

const originOf = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};

/**
 * The CSRF defence of cookie sessions: a browser names the page that sent a request in `Origin` (every
 * POST, PUT and DELETE, and cross-origin GETs), or at least in `Referer`. A cookie is honoured only from
 * the API's own origin or a trusted one; a state-changing request that names no page at all is refused
 * too, since a browser always names one. GETs without either are a top-level visit, which SameSite=Lax
 * already limits to reading. The header path needs none of this: another site cannot set the header.
 */
export function assertSameSite(req: FastifyRequest, o: SessionCookieOptions): void {
  const from = originOf(req.headers.origin) ?? originOf(req.headers.referer);
  if (!from) {
    if (req.method === 'GET' || req.method === 'HEAD') return;
    throw new AppError(ErrorCode.CROSS_SITE_REFUSED);
  }
  const own = `${req.protocol}://${req.host}`;
  if (from === own || o.trustedOrigins.includes(from)) return;
  throw new AppError(ErrorCode.CROSS_SITE_REFUSED);
}

/** The origins of PUBLIC_APP_URL and CORS_ORIGINS, for `trustedOrigins`. */
export const trustedOriginsOf = (urls: readonly (string | undefined)[]): string[] => urls.map(originOf).filter((x): x is string => !!x);
