import { ScriptWriterError } from './types.js';

/** Requests name 1 to 5 variants; anything else (a slider's 0, a stray 3.5) is read as the nearest. */
export const variantCount = (n: number) => (Number.isFinite(n) ? Math.min(5, Math.max(1, Math.round(n))) : 1);

export function throwIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new ScriptWriterError('timeout', 'Script writing was cancelled');
}
