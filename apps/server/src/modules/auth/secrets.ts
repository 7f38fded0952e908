import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { CODE_LENGTH } from '@framecast/contract';

/** Tokens and tickets are random and stored only as SHA-256 digests. */
export const newSecret = (prefix: string) => `${prefix}_${crypto.randomBytes(32).toString('base64url')}`;
export const digest = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
export const newCode = () => String(crypto.randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');

// OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane.
const ARGON = { algorithm: 2 /* Argon2id; the package exports a const enum */, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
/** The browser already sends SHA-256(password); we store argon2id of that. */
export const hashPassword = (clientHash: string) => hash(clientHash, ARGON);
export const verifyPassword = (stored: string | null, clientHash: string) =>
  stored ? verify(stored, clientHash).catch(() => false) : Promise.resolve(false);
