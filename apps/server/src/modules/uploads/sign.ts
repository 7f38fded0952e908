import crypto from 'node:crypto';
import type { z } from 'zod';
import {
  API_PREFIX,
  BRAND_SLOT_KINDS,
  checkUpload,
  ErrorCode,
  extensionOf,
  UPLOAD_CHUNK_BYTES,
  UPLOAD_RULES,
  UPLOAD_TARGET_TTL_S,
  UPLOAD_TOKEN_HEADER,
  UPLOAD_TUS_PATH,
  type TempStsRequest,
  type UploadSignRequest,
  type UploadTarget,
  type UploadTool,
} from '@framecast/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../platform/http/errors.js';
import type { Storage } from '../../platform/storage/index.js';
import { assertRoomFor, findSpaceFolder } from '../assets/service.js';
import * as store from './store.js';
import { hashUploadToken, newUploadToken } from './tokens.js';
import type { Actor } from '../../platform/http/actor.js';

/** Above this a single PUT is too fragile to retry; such files go through the resumable endpoint. */
const SINGLE_PUT_MAX_BYTES = 100 * 1024 * 1024;
export const TUS_URL = `${API_PREFIX}${UPLOAD_TUS_PATH}`;

/** Where a finished upload sent straight to storage (signed PUT) lands, and where its asset stays. */
export const directUploadKey = (spaceId: string, uploadId: string, filename: string) => `assets/${spaceId}/${uploadId}.${extensionOf(filename) || 'bin'}`;

const toolMax = (tool: UploadTool) => Math.max(...Object.values(UPLOAD_RULES[tool].kinds).map((k) => k!.maxBytes));

async function checkDestination(ctx: AppContext, spaceId: string, input: { folder_id: string | null; brand_slot: string | null; filename: string }) {
  if (input.folder_id) {
    const folder = await findSpaceFolder(ctx.db, spaceId, input.folder_id);
    if (!folder) throw new AppError(ErrorCode.NOT_FOUND, 'This folder does not exist or was deleted.');
  }
  if (input.brand_slot) {
    const kind = BRAND_SLOT_KINDS[input.brand_slot as keyof typeof BRAND_SLOT_KINDS];
    const named = checkUpload('assets', { name: input.filename, size: 1 });
    if (!named.ok || named.kind !== kind)
      throw new AppError(ErrorCode.UPLOAD_REJECTED, `The ${input.brand_slot} slot takes ${kind} files only.`, {
        i18n: { key: 'uploadRules.slotKind', params: { slot: input.brand_slot, kind } },
      });
  }
}

/**
 * Checks a file's name and size against its tool's rule and the space's quota, then hands out a signed,
 * expiring target bounded to the declared size: a signed PUT straight into S3 for files that fit one
 * request, else the resumable endpoint (which also serves local disk).
 */
export async function signUpload(ctx: AppContext, actor: Actor, input: z.output<typeof UploadSignRequest>): Promise<UploadTarget> {
  const pre = checkUpload(input.tool, { name: input.filename, size: input.size });
  if (!pre.ok) throw new AppError(ErrorCode.UPLOAD_REJECTED, pre.message, { fields: { file: pre.message }, i18n: pre.i18n });
  const spaceId = actor.space.id;
  await checkDestination(ctx, spaceId, input);
  await assertRoomFor(ctx.db, spaceId, input.size);
  const id = crypto.randomUUID();
  const token = newUploadToken();
  const expiresAt = new Date(Date.now() + UPLOAD_TARGET_TTL_S * 1000);
  const storage: Storage = ctx.storage;
  const direct =
    input.size <= SINGLE_PUT_MAX_BYTES
      ? await storage.presignPut(directUploadKey(spaceId, id, input.filename), {
          contentType: input.content_type,
          maxBytes: input.size,
          ttlSeconds: UPLOAD_TARGET_TTL_S,
        })
      : null;
  await store.insertUpload(ctx.db, {
    id,
    token_hash: hashUploadToken(token),
    user_id: actor.userId,
    space_id: spaceId,
    tool: input.tool,
    filename: input.filename,
    size_bytes: input.size,
    content_type: input.content_type,
    folder_id: input.folder_id,
    brand_slot: input.brand_slot,
    protocol: direct ? 'put' : 'tus',
    status: 'pending',
    expires_at: expiresAt,
  });
  const common = { upload_id: id, max_bytes: input.size, chunk_bytes: UPLOAD_CHUNK_BYTES, expires_at: expiresAt.toISOString(), storage: ctx.storage.kind };
  if (direct) return { ...common, protocol: 'put', url: direct.url, headers: direct.headers };
  return { ...common, protocol: 'tus', url: TUS_URL, headers: { [UPLOAD_TOKEN_HEADER]: token } };
}

/**
 * Temporary credentials for one resumable upload whose file is named at creation (tus Upload-Metadata
 * `filename`) rather than up front; the name and size are checked then, the content at completion.
 */
export async function tempCredentials(ctx: AppContext, actor: Actor, input: z.output<typeof TempStsRequest>) {
  const spaceId = actor.space.id;
  const token = newUploadToken();
  const expiresAt = new Date(Date.now() + UPLOAD_TARGET_TTL_S * 1000);
  const max = toolMax(input.tool);
  await store.insertUpload(ctx.db, {
    id: crypto.randomUUID(),
    token_hash: hashUploadToken(token),
    user_id: actor.userId,
    space_id: spaceId,
    tool: input.tool,
    filename: '',
    size_bytes: max,
    content_type: 'application/octet-stream',
    folder_id: null,
    brand_slot: null,
    protocol: 'tus',
    status: 'pending',
    expires_at: expiresAt,
  });
  return {
    storage: ctx.storage.kind,
    endpoint: TUS_URL,
    token,
    header: UPLOAD_TOKEN_HEADER,
    prefix: `uploads/${spaceId}/`,
    max_bytes: max,
    expires_at: expiresAt.toISOString(),
  };
}
