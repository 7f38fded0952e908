import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { ERRORS, Server, type Upload } from '@tus/server';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  BAD_FILE_NAME_MESSAGE,
  checkUpload,
  ErrorCode,
  ErrorMessage,
  isSafeFileName,
  stripRefusedText,
  UPLOAD_TARGET_TTL_S,
  UPLOAD_TOKEN_HEADER,
  UPLOAD_TUS_PATH,
  UploadTool,
  type ErrorData,
} from '@framecast/contract';
import type { AppContext } from '../../context.js';
import { AppError, isDiskFull } from '../../platform/http/errors.js';
import { assertRoomFor } from '../assets/service.js';
import { TUS_URL } from './sign.js';
import * as store from './store.js';
import { uploadForToken } from './tokens.js';
import { TUS_METHODS, tusDoc } from './tus-doc.js';

type TusRequest = { headers: Headers };
const envelope = (code: number, msg: string, data: ErrorData = null) => JSON.stringify({ code, msg, data });
/** A refusal tus turns into an HTTP answer (its hooks throw `{status_code, body}`). */
const refuse = (status_code: number, code: number, msg: string, data: ErrorData = null) => ({ status_code, body: envelope(code, msg, data) });

/**
 * tus answers its own refusals (missing Tus-Resumable, a bad header, an offset conflict, too many bytes)
 * in plain text; every error leaves here in the envelope instead, with tus's status kept for tus clients.
 */
class EnvelopeTusServer extends Server {
  override write(context: Parameters<Server['write']>[0], headers: Headers, status: number, body = '') {
    if (status < 400) return super.write(context, headers, status, body);
    headers.set('content-type', 'application/json; charset=utf-8');
    return super.write(context, headers, status, isEnvelope(body) ? body : envelope(...tusErrorCode(status, body)));
  }
}
const isEnvelope = (body: string) => body.startsWith('{"code":');
function tusErrorCode(status: number, body: string): [number, string] {
  if (status === 404 || status === 410) return [ErrorCode.UPLOAD_NOT_FOUND, ErrorMessage[ErrorCode.UPLOAD_NOT_FOUND]];
  if (status === 413) return [ErrorCode.PAYLOAD_TOO_LARGE, ErrorMessage[ErrorCode.PAYLOAD_TOO_LARGE]];
  if (status >= 500) return [ErrorCode.INTERNAL, ErrorMessage[ErrorCode.INTERNAL]];
  return [ErrorCode.BAD_REQUEST, body.trim() || ErrorMessage[ErrorCode.BAD_REQUEST]];
}

const tokenOf = (req: TusRequest) => req.headers.get(UPLOAD_TOKEN_HEADER) ?? undefined;

async function openUpload(ctx: AppContext, req: TusRequest) {
  const row = await uploadForToken(ctx.db, tokenOf(req));
  if (!row) throw refuse(404, ErrorCode.UPLOAD_NOT_FOUND, ErrorMessage[ErrorCode.UPLOAD_NOT_FOUND]);
  return row;
}

/** Where resumable uploads collect their chunks before completion checks them (never under files/). */
export const tusDirectory = (ctx: { config: Pick<AppContext['config'], 'dataDir'> }) => path.join(ctx.config.dataDir, 'uploads', 'tus');

/**
 * @tus/file-store makes its directory with an async mkdir whose callback throws, which nothing can catch:
 * a data folder removed at that moment (a server shutting down, a test cleaning up) crashed the process.
 * Its (private) method is replaced once so the directory is made synchronously, and a failure is an
 * ordinary error where the store is created.
 */
(FileStore.prototype as unknown as { checkOrCreateDirectory(this: { directory: string }): void }).checkOrCreateDirectory = function () {
  fs.mkdirSync(this.directory, { recursive: true });
};
/**
 * @tus/file-store answers any failed chunk write with one generic error and drops the cause; this write
 * is its own (an `r+` stream from the offset) but keeps a full disk's error, which the server then
 * answers with 507 and its message instead of a 500.
 */
class FileStoreKeepingDiskFull extends FileStore {
  override async write(readable: Readable, fileId: string, offset: number): Promise<number> {
    const file = (this as unknown as { resolve(id: string): string }).resolve(fileId);
    let received = 0;
    const count = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        done(null, chunk);
      },
    });
    try {
      await pipeline(readable, count, fs.createWriteStream(file, { flags: 'r+', start: offset }));
    } catch (err) {
      if (isDiskFull(err)) throw err;
      throw ERRORS.FILE_WRITE_ERROR;
    }
    return offset + received;
  }
}
export const tusFileStore = (directory: string) => new FileStoreKeepingDiskFull({ directory, expirationPeriodInMilliseconds: UPLOAD_TARGET_TTL_S * 1000 });

/**
 * The resumable endpoint (tus 1.0: POST creates, PATCH appends a chunk, HEAD tells the offset to resume
 * from). Every request carries the upload's token; the upload's id is the one signed out, its length the
 * one declared, so a token cannot be reused for another or a bigger file.
 */
export function createTusServer(ctx: AppContext) {
  const datastore = tusFileStore(tusDirectory(ctx));
  const server = new EnvelopeTusServer({
    path: TUS_URL,
    datastore,
    relativeLocation: true,
    respectForwardedHeaders: true,
    allowedHeaders: [UPLOAD_TOKEN_HEADER],
    namingFunction: async (req) => (await openUpload(ctx, req)).id,
    // At creation the upload's own check decides (exactly the declared size, or the tool's rule with its
    // message, in the envelope) rather than tus's plain-text 413; appends stay bounded by the row's size.
    maxSize: async (req) => {
      const row = await openUpload(ctx, req);
      return req.method === 'POST' ? 0 : Number(row.size_bytes);
    },
    onIncomingRequest: async (req, uploadId) => {
      const row = await openUpload(ctx, req);
      if (uploadId && uploadId !== row.id) throw refuse(404, ErrorCode.UPLOAD_NOT_FOUND, ErrorMessage[ErrorCode.UPLOAD_NOT_FOUND]);
    },
    // A chunk the disk had no room for: said as the API says it (507), and the upload resumes from its offset later.
    onResponseError: (_req, err) => (isDiskFull(err) ? refuse(507, ErrorCode.DISK_FULL, ErrorMessage[ErrorCode.DISK_FULL]) : undefined),
    onUploadCreate: async (req, upload) => {
      await acceptCreation(ctx, await openUpload(ctx, req), upload);
      return {};
    },
  });
  return { server, datastore };
}

/** A signed upload must be exactly the declared size; a temp_sts one is named and checked now. */
async function acceptCreation(ctx: AppContext, row: Awaited<ReturnType<typeof openUpload>>, upload: Upload) {
  const size = upload.size ?? -1;
  if (row.filename) {
    if (size !== Number(row.size_bytes)) throw refuse(400, ErrorCode.UPLOAD_REJECTED, 'The file is not the size that was declared. Please upload it again.');
    return;
  }
  const filename = String(upload.metadata?.filename ?? '')
    .trim()
    .slice(0, 255);
  if (!isSafeFileName(filename)) throw refuse(400, ErrorCode.UPLOAD_REJECTED, BAD_FILE_NAME_MESSAGE);
  const pre = checkUpload(UploadTool.parse(row.tool), { name: filename, size });
  if (!pre.ok) throw refuse(400, ErrorCode.UPLOAD_REJECTED, pre.message, { i18n: pre.i18n });
  try {
    await assertRoomFor(ctx.db, row.space_id, size);
  } catch (err) {
    if (err instanceof AppError) throw refuse(413, err.code, err.message);
    throw err;
  }
  // The declared type is only a hint (completion reads the content), so what the database refuses is dropped.
  const contentType = stripRefusedText(String(upload.metadata?.filetype ?? 'application/octet-stream')).slice(0, 200);
  await store.nameUpload(ctx.db, row.id, { filename, size_bytes: size, content_type: contentType });
}

/** Mounts the endpoint; tus reads the raw request stream itself, so Fastify must not parse chunk bodies. */
export function tusRoutes(api: FastifyInstance, tus: Server): void {
  api.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));
  const handle = async (req: { raw: import('node:http').IncomingMessage }, reply: FastifyReply) => {
    reply.hijack();
    await tus.handle(req.raw, reply.raw);
  };
  for (const url of [UPLOAD_TUS_PATH, `${UPLOAD_TUS_PATH}/:id`]) {
    // One route per method so that each is documented with its own headers and answers; HEAD is a tus
    // call of its own here, which swagger leaves out unless told.
    for (const method of TUS_METHODS) {
      api.route({ method, url, schema: tusDoc(method, url !== UPLOAD_TUS_PATH), config: { swagger: { exposeHeadRoute: true } }, handler: handle });
    }
  }
}
