const toHex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** SHA-256 hex digest of a string; passwords are sent this way (spec 000 §7.1). */
export const sha256Hex = async (text: string): Promise<string> => {
  const bytes = new TextEncoder().encode(text);
  if (globalThis.crypto?.subtle) return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)));
  // Pages served over plain http on a LAN address have no crypto.subtle. The fallback is fetched only
  // then, so the sign-in page's first load does not carry it.
  const { sha256 } = await import('@noble/hashes/sha2.js');
  return toHex(sha256(bytes));
};

/** A random id that also works outside secure contexts. */
export const randomId = (): string => {
  if (typeof globalThis.crypto?.randomUUID === 'function' && window.isSecureContext) return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return toHex(bytes);
};
