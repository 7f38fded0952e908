import type { UploadTarget } from '@framecast/contract';

/**
 * Uploads in flight, remembered across page reloads: picking the same file again (same tool, name, size
 * and date) resumes where the server stopped instead of starting over. Entries go when the upload ends
 * or its target expires.
 */
const PREFIX = 'framecast.upload.';

export interface StoredUpload {
  target: UploadTarget;
  /** The resumable upload's own URL, once the server created it. */
  location: string | null;
}

export const fileKey = (tool: string, file: File) => `${PREFIX}${tool}:${file.name}:${file.size}:${file.lastModified}`;

export function findStored(key: string): StoredUpload | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const stored = JSON.parse(raw) as StoredUpload;
    if (new Date(stored.target.expires_at).getTime() < Date.now() + 60_000) {
      localStorage.removeItem(key);
      return null;
    }
    return stored;
  } catch {
    return null;
  }
}

export const store = (key: string, value: StoredUpload) => {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the upload still works, it just cannot survive a reload.
  }
};
export const forget = (key: string) => localStorage.removeItem(key);
