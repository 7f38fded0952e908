import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { CODE_LENGTH } from '@framecast/contract';

export { digest, newSecret } from '../../platform/tokens.js';
export const newCode = () => String(crypto.randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');

// OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane.
const ARGON = { algorithm: 2 /* Argon2id; the package exports a const enum */, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
/** The browser already sends SHA-256(password); we store argon2id of that. */
export const hashPassword = (clientHash: string) => hash(clientHash, ARGON);
/**
 * An argon2id hash of a random secret nobody knows, with the same parameters as real ones. Accounts
 * without a password (guests, or none at all) are checked against it, so a sign-in takes the same time
 * whether or not the account exists or has a password (else the answer's timing tells which emails are
 * registered). Made once per process, on first use.
 */
let dummyHash: Promise<string> | null = null;
const dummy = () => (dummyHash ??= hashPassword(crypto.randomBytes(32).toString('hex')));

/** Makes the dummy hash ahead of the first sign-in, so that one is not slower either. */
export const prepareDummyHash = async (): Promise<void> => void (await dummy());

/** Always runs one argon2 verification, also when there is no stored hash (then the answer is false). */
export const verifyPassword = async (stored: string | null, clientHash: string): Promise<boolean> => {
  const ok = await verify(stored ?? (await dummy()), clientHash).catch(() => false);
  return stored !== null && ok;
};
