import { SIZE_UNITS } from './constants.js';

/** Bytes with the spec's units (000 §9): 1536 → "1.5 KB". One formatter for server messages and the web. */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toFixed(digits).replace(/\.0$/, '')} ${SIZE_UNITS[unit]}`;
}
