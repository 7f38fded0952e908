import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityHeaderOptions {
  /** PUBLIC_API_BASE: a path on this origin, or a URL on another one the browser must be allowed to call. */
  publicApiBase: string;
  /** CORS_ORIGINS: web origins on other hosts that load our files and call our API. */
  corsOrigins: string[];
  /** S3_ENDPOINT: file links redirect there, and uploads may PUT straight there. */
  s3Endpoint?: string;
  /** S3_BUCKET and S3_REGION, for AWS's own hosts when no endpoint is set. */
  s3Bucket?: string;
  s3Region?: string;
}

const originOf = (url: string | undefined): string | null => {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** Other origins the browser talks to: the API's own host, and the object store files come from. */
function remoteOrigins(o: SecurityHeaderOptions): { api: string[]; files: string[] } {
  const api = [originOf(o.publicApiBase)].filter((x): x is string => !!x);
  const files: string[] = [];
  const endpoint = originOf(o.s3Endpoint);
  if (endpoint) {
    files.push(endpoint);
    // Virtual-hosted style puts the bucket in front of the endpoint's host.
    if (o.s3Bucket) files.push(`${new URL(endpoint).protocol}//${o.s3Bucket}.${new URL(endpoint).host}`);
  } else if (o.s3Bucket) {
    files.push(`https://${o.s3Bucket}.s3.${o.s3Region ?? 'us-east-1'}.amazonaws.com`, `https://s3.${o.s3Region ?? 'us-east-1'}.amazonaws.com`);
  }
  return { api, files };
}

/**
 * The app's Content-Security-Policy. Scripts only from our origin (no inline script: the runtime
 * config travels in a <meta> tag). style-src keeps 'unsafe-inline' on purpose: Mantine writes its
 * theme variables into a <style> tag at run time and positions popovers, progress bars and the
 * player through style attributes, which no nonce can cover (nonces do not apply to style attributes);
 * with scripts locked down, injected CSS cannot run code. blob:/data: are for previews of picked files
 * and Mantine's inline SVG backgrounds.
 */
export function contentSecurityPolicy(o: SecurityHeaderOptions): Record<string, string[] | null> {
  const { api, files } = remoteOrigins(o);
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...api, ...files],
    'media-src': ["'self'", 'data:', 'blob:', ...api, ...files],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...api, ...files],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'frame-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    // Self-hosted installs often run on plain HTTP inside a LAN; upgrading would break every request.
    'upgrade-insecure-requests': null,
  };
}

/**
 * The headers helmet sets for these options, worked out once. @fastify/helmet builds helmet's
 * middleware again on every request (its CSP parsing was a tenth of a cached call's time); the headers
 * are the same for every answer, so they are computed by helmet itself at start and copied onto each.
 */
export function securityHeaders(o: SecurityHeaderOptions): Record<string, string> {
  const options: HelmetOptions = {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(o) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Browsers ignore HSTS over plain HTTP; over HTTPS it must not bind other hosts of the domain.
    strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
    // A web app on another host (CORS_ORIGINS) shows our images and videos; a same-origin policy would block them.
    crossOriginResourcePolicy: { policy: o.corsOrigins.length || originOf(o.publicApiBase) ? 'cross-origin' : 'same-origin' },
  };
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}

/** Security headers on every answer: pages, static files, API calls and user files. */
export function installSecurityHeaders(app: FastifyInstance, o: SecurityHeaderOptions): void {
  const headers = Object.entries(securityHeaders(o));
  // On the raw response, as helmet does: hijacked answers (the live-status stream) carry them too.
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/** A user file's own policy: nothing in it may run, even when opened directly on our origin. */
export const FILE_CSP = "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox";
