import crypto from 'node:crypto';
import type { Db } from '../../platform/db/index.js';
import { findUploadByTokenHash } from './store.js';

/** Upload tokens are bearer secrets: the row keeps only their hash. */
export const newUploadToken = () => crypto.randomBytes(32).toString('base64url');
export const hashUploadToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** The open upload a token grants, or undefined when it is unknown, finished or expired. */
export async function uploadForToken(db: Db, token: string | undefined) {
  if (!token || token.length > 100) return undefined;
  return findUploadByTokenHash(db, hashUploadToken(token));
}
