import { TRACE_ID_RANDOM_BELOW } from '@framecast/contract';
import { local, StorageKey } from '../storage/keys';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

export const toBase62 = (n: number): string => {
  let value = Math.floor(Math.abs(n));
  if (value === 0) return '0';
  let out = '';
  while (value > 0) {
    out = ALPHABET[value % 62] + out;
    value = Math.floor(value / 62);
  }
  return out;
};

/** Base-62 of the timestamp followed by base-62 of a random integer under 10000 (spec 000 §9). */
export const newTraceId = (): string => toBase62(Date.now()) + toBase62(Math.floor(Math.random() * TRACE_ID_RANDOM_BELOW));

/** The visitor's trace id, created once and kept in localStorage 'trace_id'. */
export const getTraceId = (): string => {
  const existing = local.get(StorageKey.traceId);
  if (existing) return existing;
  const id = newTraceId();
  local.set(StorageKey.traceId, id);
  return id;
};
