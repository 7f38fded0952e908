import zlib from 'node:zlib';
import type { FastifyError, FastifyInstance } from 'fastify';
import { API_PREFIX, ErrorCode, ErrorMessage, endpoints, httpStatusOf } from '@framecast/contract';
import { AppError, isDiskFull } from './errors.js';

export const ok = <T>(data: T) => ({ code: 0, msg: 'success', data });

/**
 * An answer's data already encoded as JSON: a large answer kept in a cache (the avatar library) is
 * encoded once, not on every request, and compressed once per encoding a browser asks for (its 91 KB of
 * repeated links shrink twentyfold, which is most of its cost on the wire and in a phone's parser).
 */
export class EncodedData<T> {
  declare readonly shape?: T;
  private readonly bodies = new Map<Encoding, Buffer>();
  constructor(readonly json: string) {}

  /** The success envelope around the data, in the best encoding `acceptEncoding` allows. */
  answer(acceptEncoding: string | undefined): { body: Buffer; encoding: Encoding } {
    const encoding = bestEncoding(acceptEncoding);
    let body = this.bodies.get(encoding);
    if (!body) this.bodies.set(encoding, (body = compress(okEncoded(this), encoding)));
    return { body, encoding };
  }
}
export const encoded = <T>(data: T): EncodedData<T> => new EncodedData<T>(JSON.stringify(data));

/** The success envelope around data encoded already. */
const okEncoded = (data: EncodedData<unknown>): string => `{"code":0,"msg":"success","data":${data.json}}`;

type Encoding = 'br' | 'gzip' | 'identity';

/** Brotli, else gzip, else none, as the Accept-Encoding header allows (a `;q=0` refuses one). */
export function bestEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((x) => x.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

function compress(text: string, encoding: Encoding): Buffer {
  const raw = Buffer.from(text);
  // Quality 5: within a few per cent of the best size at a tenth of the time, paid once per cache entry.
  if (encoding === 'br')
    return zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
  if (encoding === 'gzip') return zlib.gzipSync(raw, { level: 6 });
  return raw;
}

/**
 * The one place an error becomes an envelope. AppErrors keep their code and message; Fastify's own
 * client errors (bad JSON, too large) become 40000 with their message; anything else is logged and
 * answered with the generic message so internals never leak.
 */
export function installErrorEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.statusCode).send({ code: err.code, msg: err.message, data: err.data });
    }
    const status = (err as FastifyError).statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ code: ErrorCode.RATE_LIMITED, msg: ErrorMessage[ErrorCode.RATE_LIMITED], data: null });
    }
    if (status === 413) {
      return reply.status(413).send({ code: ErrorCode.PAYLOAD_TOO_LARGE, msg: ErrorMessage[ErrorCode.PAYLOAD_TOO_LARGE], data: null });
    }
    // A draft save of no bytes at all (a JSON content type, an empty body): refused in words, not in Fastify's about a header.
    if ((err as FastifyError).code === 'FST_ERR_CTP_EMPTY_JSON_BODY' && req.routeOptions.url === `${API_PREFIX}${endpoints.projectSave.path}`) {
      return reply.status(400).send({ code: ErrorCode.NOTHING_TO_SAVE, msg: ErrorMessage[ErrorCode.NOTHING_TO_SAVE], data: null });
    }
    if (status >= 400 && status < 500) {
      const code = status === 404 ? ErrorCode.NOT_FOUND : ErrorCode.BAD_REQUEST;
      return reply.status(httpStatusOf(code)).send({ code, msg: err.message || ErrorMessage[code], data: null });
    }
    if (isDiskFull(err)) {
      req.log.error({ err }, 'disk full: a write was refused');
      return reply.status(507).send({ code: ErrorCode.DISK_FULL, msg: ErrorMessage[ErrorCode.DISK_FULL], data: null });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ code: ErrorCode.INTERNAL, msg: ErrorMessage[ErrorCode.INTERNAL], data: null });
  });
}
