import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import zlib from 'node:zlib';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

/**
 * Fetching pages and media from addresses users give us (URL to Video), without letting them reach our
 * own network: http and https only; every connection's address is checked when the socket connects
 * (request-filtering-agent) — so each redirect hop, and a DNS answer that changes between checks, is
 * checked again; at most 5 redirects; a size cap on the decoded body and a deadline for the whole fetch.
 * A private address is let through only on the port it is allowed with: allowing an intranet shop's
 * 10.0.0.7:8080 (or a test shop's 127.0.0.1:41234) must not open the other services of that machine —
 * least of all this API itself, whose port is never allowed.
 */

export type FetchRefusal = 'invalid_url' | 'private_address' | 'too_many_redirects' | 'too_large' | 'timeout' | 'unreachable' | 'http_status';

export class FetchRefused extends Error {
  constructor(
    readonly reason: FetchRefusal,
    message: string,
    readonly status?: number,
    /** The network's error code when the page could not be reached (ECONNREFUSED, ENOTFOUND, EPROTO…). */
    readonly code?: string,
  ) {
    super(message);
  }
}

export interface WebFetchOptions {
  /**
   * Private addresses allowed on one port each (an intranet catalogue; tests' local servers), as
   * parseAllowedAddress reads them: `10.0.0.7:8080`, `10.1.0.0/16:443`, `[fd00::7]:80`.
   */
  allowAddresses?: string[];
  /** This API's listen port: never reached through an allowed address, whatever the list says. */
  ownPort?: number;
  /** Names answered before DNS, name → address (tests; split-horizon setups). Still checked like DNS answers. */
  hosts?: Record<string, string>;
  userAgent?: string;
}

export interface FetchRequest {
  maxBytes: number;
  timeoutMs: number;
  /** The Accept header. */
  accept?: string;
}

export interface Fetched {
  /** Where the answer came from, after redirects. */
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
}

export const MAX_REDIRECTS = 5;

export interface WebFetcher {
  fetch(url: string, req: FetchRequest): Promise<Fetched>;
}

export interface AllowedAddress {
  /** An IP address or a CIDR range. */
  address: string;
  port: number;
}

/** `address:port` (IPv6 in brackets; the address may be a CIDR range); null when the text is not one. */
export function parseAllowedAddress(text: string): AllowedAddress | null {
  const m = /^\[([^\]]+)\]:(\d{1,5})$/.exec(text.trim()) ?? /^([^:[\]]+):(\d{1,5})$/.exec(text.trim());
  if (!m?.[1] || !m[2]) return null;
  const port = Number(m[2]);
  const [ip = '', bits, extra] = m[1].split('/');
  if (!net.isIP(ip) || extra !== undefined || port < 1 || port > 65535) return null;
  if (bits !== undefined && !(/^\d{1,3}$/.test(bits) && Number(bits) <= (net.isIPv6(ip) ? 128 : 32))) return null;
  return { address: m[1], port };
}

export function createWebFetcher(opts: WebFetchOptions = {}): WebFetcher {
  const lookup = hostsLookup(opts.hosts ?? {});
  const allowedOn = new Map<number, string[]>();
  for (const text of opts.allowAddresses ?? []) {
    const entry = parseAllowedAddress(text);
    if (!entry) throw new Error(`Not an allowed address with its port: ${text}`);
    if (entry.port !== opts.ownPort) allowedOn.set(entry.port, [...(allowedOn.get(entry.port) ?? []), entry.address]);
  }
  const agentsWith = (allowIPAddressList: string[]): Agents => {
    const filter = { allowIPAddressList, keepAlive: false, lookup };
    return { 'http:': new RequestFilteringHttpAgent(filter), 'https:': new RequestFilteringHttpsAgent(filter) };
  };
  // One pair of agents per allowed port (the filter checks addresses only); every other port allows none.
  const perPort = new Map([...allowedOn].map(([port, addresses]) => [port, agentsWith(addresses)]));
  const shut = agentsWith([]);
  const agentsFor = (url: URL) => perPort.get(Number(url.port) || (url.protocol === 'https:' ? 443 : 80)) ?? shut;
  const userAgent = opts.userAgent ?? 'Mozilla/5.0 (compatible; FramecastBot/1.0; +https://framecast.local/bot)';
  return {
    async fetch(url, req) {
      const deadline = AbortSignal.timeout(req.timeoutMs);
      let current = parseUrl(url);
      for (let hop = 0; ; hop++) {
        const res = await once(current, agentsFor(current), { ...req, userAgent, signal: deadline, lookup });
        if (res.redirect === undefined) return res.fetched;
        if (hop >= MAX_REDIRECTS) throw new FetchRefused('too_many_redirects', `More than ${MAX_REDIRECTS} redirects`);
        current = parseUrl(new URL(res.redirect, current).href);
      }
    },
  };
}

function parseUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new FetchRefused('invalid_url', 'Not a web address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefused('invalid_url', 'Only http and https addresses can be fetched');
  if (url.username || url.password) throw new FetchRefused('invalid_url', 'Addresses with a user name or password are not fetched');
  return url;
}

/** `hosts` first, then the system's resolver; the agent checks whatever address comes back. */
function hostsLookup(hosts: Record<string, string>): LookupFunction {
  return ((hostname: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
    const fixed = hosts[hostname.toLowerCase()];
    if (!fixed) return dns.lookup(hostname, options, callback as never);
    const family = fixed.includes(':') ? 6 : 4;
    if (options?.all) return callback(null, [{ address: fixed, family }]);
    return callback(null, fixed, family);
  }) as LookupFunction;
}

type Agents = { 'http:': http.Agent; 'https:': https.Agent };

/** One request: its answer, or where it redirects. */
function once(
  url: URL,
  agents: Agents,
  r: FetchRequest & { userAgent: string; signal: AbortSignal; lookup: LookupFunction },
): Promise<{ fetched: Fetched; redirect?: undefined } | { redirect: string }> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const headers = { 'user-agent': r.userAgent, accept: r.accept ?? '*/*', 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'en,*;q=0.5' };
    const request = client.get(url, { agent: agents[url.protocol as keyof Agents], headers, signal: r.signal, lookup: r.lookup }, (res) => {
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (status >= 300 && status < 400 && location) {
        res.resume();
        return resolve({ redirect: location });
      }
      if (status < 200 || status >= 300) {
        res.resume();
        return reject(new FetchRefused('http_status', `The page answered HTTP ${status}`, status));
      }
      const declared = Number(res.headers['content-length'] ?? NaN);
      if (declared > r.maxBytes && !res.headers['content-encoding']) {
        res.destroy();
        return reject(new FetchRefused('too_large', 'The page is too large'));
      }
      const decoded = decoder(res.headers['content-encoding']);
      const stream = decoded ? res.pipe(decoded) : res;
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        // Counted after decoding, so a small compressed bomb is cut off too.
        if (size > r.maxBytes) {
          res.destroy();
          stream.destroy();
          reject(new FetchRefused('too_large', 'The page is too large'));
          return;
        }
        chunks.push(chunk);
      });
      stream.on('error', (err) => reject(refusalOf(err, r.signal)));
      stream.on('end', () =>
        resolve({ fetched: { url: url.href, status, contentType: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks) } }),
      );
    });
    request.on('error', (err) => reject(refusalOf(err, r.signal)));
  });
}

function decoder(encoding: string | undefined) {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return null;
  }
}

function refusalOf(err: unknown, signal: AbortSignal): FetchRefused {
  if (err instanceof FetchRefused) return err;
  if (signal.aborted) return new FetchRefused('timeout', 'The page took too long to answer');
  const message = err instanceof Error ? err.message : String(err);
  if (/is not allowed\. Because/.test(message)) return new FetchRefused('private_address', 'The address points into a private network');
  const code = (err as { code?: string }).code;
  return new FetchRefused('unreachable', `The page could not be reached (${code ?? message})`, undefined, code);
}
