import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import { endpoints, UPLOAD_TOKEN_HEADER } from '@framecast/contract';
import { binary, errorResponses, type ResponseDoc } from '../../platform/http/openapi.js';

export const TUS_METHODS = ['POST', 'HEAD', 'PATCH', 'DELETE'] as const;
type TusMethod = (typeof TUS_METHODS)[number];

const common = {
  'tus-resumable': z.literal('1.0.0').describe('The tus protocol version; without it every answer is 412'),
  [UPLOAD_TOKEN_HEADER]: z.string().describe(`The upload's token, from POST ${endpoints.uploadSign.path} or ${endpoints.uploadSts.path}`),
};
const header = (description: string, type: 'string' | 'integer' = 'string') => ({ type, description });
const OFFSET = header('Bytes the server holds so far', 'integer');
const EXPIRES = header('When an unfinished upload is dropped (HTTP date)');

/** tus answers its refusals in the envelope too (tus.ts), keeping tus's statuses; HEAD ones have no body. */
const MEANING: Record<number, string> = {
  400: 'A header is missing or malformed, or the file is refused: size, name or type (21001)',
  403: 'Upload-Offset or Content-Type is missing (40000)',
  404: 'The token or the upload is unknown or expired (21003)',
  409: 'Upload-Offset is not where the upload stands: ask HEAD and resume from there (40000)',
  410: 'The upload expired (21003)',
  412: 'Tus-Resumable is missing (40000)',
  413: 'More bytes than declared (41300), or the storage is full (21002)',
  501: 'Concatenation (parallel uploads) is not supported (50000)',
};
const errors = (statuses: number[]) => errorResponses([...statuses, 500], MEANING);
const bodiless = (statuses: number[]): Record<number, ResponseDoc> =>
  Object.fromEntries(statuses.map((s) => [s, { description: MEANING[s] ?? 'Server error' }]));

const DOCS: Record<TusMethod, FastifySchema & { summary: string }> = {
  POST: {
    summary: 'Start a resumable upload (tus creation)',
    headers: z.object({
      ...common,
      'upload-length': z.string().regex(/^\d+$/).describe('The whole file, in bytes; for a signed upload, exactly the size declared when signing'),
      'upload-metadata': z.string().optional().describe('`filename <base64>,filetype <base64>`; the name is required for temp_sts uploads, the type is a hint'),
      'content-type': z.literal('application/offset+octet-stream').optional().describe('To send the first chunk in this request'),
    }),
    response: {
      201: {
        description: 'Created; PATCH its Location',
        headers: { location: header('The upload, relative to this endpoint'), 'upload-expires': EXPIRES, 'upload-offset': OFFSET },
      },
      ...errors([400, 404, 412, 413, 501]),
    },
  },
  HEAD: {
    summary: 'Where to resume an upload (tus offset)',
    headers: z.object(common),
    response: {
      200: {
        description: 'The upload as held',
        headers: {
          'upload-offset': OFFSET,
          'upload-length': header('The whole file, in bytes', 'integer'),
          'upload-metadata': header('As sent at creation'),
          'cache-control': header('`no-store`'),
        },
      },
      ...bodiless([404, 410, 412, 500]),
    },
  },
  PATCH: {
    summary: 'Append a chunk to an upload (tus)',
    headers: z.object({
      ...common,
      'upload-offset': z.string().regex(/^\d+$/).describe('Where this chunk starts: the offset HEAD gave'),
      'content-type': z.literal('application/offset+octet-stream'),
    }),
    consumes: ['application/offset+octet-stream'],
    body: binary('The chunk'),
    response: {
      204: { description: 'Appended', headers: { 'upload-offset': OFFSET, 'upload-expires': EXPIRES } },
      ...errors([400, 403, 404, 409, 410, 412, 413]),
    },
  },
  DELETE: {
    summary: 'Abandon an upload (tus termination)',
    headers: z.object(common),
    response: { 204: { description: 'Deleted' }, ...errors([404, 412]) },
  },
};

/**
 * The OpenAPI entry of one method of the resumable endpoint. Creation is the bare path (an id there is
 * ignored); the others act on `/:id`, the Location creation gave, and on the bare path answer only 404.
 */
export function tusDoc(method: TusMethod, withId: boolean): FastifySchema {
  const doc = { tags: ['uploads'], ...DOCS[method] };
  if (withId || method === 'POST') return doc;
  const refused = method === 'HEAD' ? bodiless([404, 412]) : errors([404, 412]);
  return { ...doc, summary: `${doc.summary}: needs the upload's id, so always 404 here`, response: refused };
}
