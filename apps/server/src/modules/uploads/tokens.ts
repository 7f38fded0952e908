import crypto from 'node:crypto';
import type { Db } from '../../platform/db/index.js';

/** Upload tokens are bearer secrets: the row keeps only their hash. */
export const newUploadToken = () => crypto.randomBytes(32).toString('base64url');
export const hashUploadToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** The open upload a token grants, or undefined when it is unknown, finished or expired. */
export async function uploadForToken(db: Db, token: string | undefined) {
  if (!token || token.length > 100) return undefined;
  return db
    .selectFrom('uploads')
    .selectAll()
    .where('token_hash', '=', hashUploadToken(token))
    .where('status', '=', 'pending')
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
}
export type UploadRow = NonNullable<Awaited<ReturnType<typeof uploadForToken>>>;
