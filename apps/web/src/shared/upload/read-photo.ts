import { checkUpload, extensionOf, UPLOAD_MESSAGES, type FileFacts, type Localized } from '@framecast/contract';

/** A photo ready to send, or the profile_photo rule's message (spec words, localized by the caller). */
export type PhotoResult = { ok: true; dataUrl: string } | { ok: false; message: string; i18n?: Localized };

/** How the browser reads a picked file; swapped in tests. */
export interface PhotoReader {
  /** The decoded picture's sides; rejects when the browser cannot read it as a picture. */
  dimensions(file: File): Promise<{ width: number; height: number }>;
  dataUrl(file: File): Promise<string>;
}

const browserReader: PhotoReader = {
  dimensions: (file) =>
    new Promise((resolve, reject) => {
      const url = URL.createObjectURL(file);
      const img = new Image();
      img.onload = () => {
        resolve({ width: img.naturalWidth, height: img.naturalHeight });
        URL.revokeObjectURL(url);
      };
      img.onerror = () => {
        URL.revokeObjectURL(url);
        reject(new Error('unreadable'));
      };
      img.src = url;
    }),
  dataUrl: (file) =>
    new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(file);
    }),
};

/** The type the API takes for each extension the rule allows. */
const TYPE_OF_EXT: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp' };

/**
 * Checks a profile photo (an account's or a space's) in the browser before sending, with the shared rule the server applies again
 * on the real bytes (`UPLOAD_RULES.profile_photo`: PNG, JPG or WebP by name, at most 2MB, square).
 * A picture the browser cannot decode is refused as the server refuses it: not the type it claims.
 */
export const readProfilePhoto = async (file: File, reader: PhotoReader = browserReader): Promise<PhotoResult> => {
  const named = checkUpload('profile_photo', { name: file.name, size: file.size });
  if (!named.ok) return { ok: false, message: named.message, i18n: named.i18n };
  let facts: FileFacts;
  try {
    const { width, height } = await reader.dimensions(file);
    facts =
      width > 0 && height > 0 ? { name: file.name, size: file.size, kind: 'image', width, height } : { name: file.name, size: file.size, kind: 'unknown' };
  } catch {
    facts = { name: file.name, size: file.size, kind: 'unknown' };
  }
  const verdict = checkUpload('profile_photo', facts);
  if (!verdict.ok) return { ok: false, message: verdict.message, i18n: verdict.i18n };
  let dataUrl: string;
  try {
    dataUrl = await reader.dataUrl(file);
  } catch {
    return { ok: false, message: UPLOAD_MESSAGES.realType };
  }
  // The data URL names the type the rule judged (the extension), whatever the system reported for the file.
  return { ok: true, dataUrl: dataUrl.replace(/^data:[^,]*?;base64,/, `data:${TYPE_OF_EXT[extensionOf(file.name)]};base64,`) };
};
