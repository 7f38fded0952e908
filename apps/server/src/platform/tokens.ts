import crypto from 'node:crypto';

/** Tokens and tickets are random and stored only as SHA-256 digests (sessions, codes, stream tickets…). */
export const newSecret = (prefix: string) => `${prefix}_${crypto.randomBytes(32).toString('base64url')}`;
export const digest = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
