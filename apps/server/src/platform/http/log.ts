import type { FastifyRequest } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';

/**
 * Query parameters and fields that are secrets: session tokens, link signatures, stream tickets,
 * passwords, API keys and invitation codes (whoever reads the code joins the space).
 */
const SECRET_PARAMS = ['token', 'guest_token', 'sig', 'ticket', 'password', 'captcha', 'api_key', 'invite_code', 'inviteCode'];
/**
 * Secret only as a query parameter: an OAuth `code`, an API key sent as `?key=`. As a field name in a
 * log line they are not (`err.code` is an error number), so they stay out of the redact paths.
 */
const URL_ONLY_SECRETS = ['code', 'apikey', 'key', 'access_token'];
const SECRET_QUERY = new Set([...SECRET_PARAMS, ...URL_ONLY_SECRETS].map((k) => k.toLowerCase()));
/** Paths whose last segment is a secret: the invitation link /s/:code. */
const SECRET_PATH = /^(\/s\/)[^/?#]+/;
const CENSOR = '[redacted]';

/**
 * Paths pino blanks in every line: credentials in headers, secrets in a logged body or query, and the
 * same one level down (`{ input: { password } }`). Pino's wildcards match one level, hence both.
 */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["upload-token"]',
  'res.headers["set-cookie"]',
  ...SECRET_PARAMS.flatMap((k) => [k, `*.${k}`, `req.body.${k}`, `req.query.${k}`, `body.${k}`, `query.${k}`]),
];

/** A URL with the values of secret query parameters replaced, so a logged URL never carries one. */
export function redactUrl(raw: string): string {
  const url = raw.replace(SECRET_PATH, `$1${CENSOR}`);
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let key = name;
      try {
        key = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed name is logged as sent; it names no secret we know.
      }
      return SECRET_QUERY.has(key.toLowerCase()) ? `${name}=${CENSOR}` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

/** The request as Fastify logs it by default, with the URL cleaned of secrets. */
function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** The server's logger: level from config, secrets redacted from every line (`stream` lets tests read the lines). */
export function loggerOptions(level: string, stream?: DestinationStream): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    serializers: { req: serializeRequest as never },
    ...(stream ? { stream } : {}),
  };
}
