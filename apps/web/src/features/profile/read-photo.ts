import { PROFILE_PHOTO_MAX_BYTES } from '@framecast/contract';

export type PhotoProblem = 'wrongType' | 'tooLarge' | 'notSquare' | 'unreadable';
export type PhotoResult = { ok: true; dataUrl: string } | { ok: false; problem: PhotoProblem };

const TYPES = ['image/png', 'image/jpeg', 'image/webp'];

const dimensions = (file: File) =>
  new Promise<{ width: number; height: number }>((resolve, reject) => {
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
  });

const asDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** Check a profile photo in the browser first: PNG/JPEG/WebP, at most 2 MB, square (spec 000 §5). */
export const readProfilePhoto = async (file: File): Promise<PhotoResult> => {
  if (!TYPES.includes(file.type)) return { ok: false, problem: 'wrongType' };
  if (file.size > PROFILE_PHOTO_MAX_BYTES) return { ok: false, problem: 'tooLarge' };
  try {
    const { width, height } = await dimensions(file);
    if (width !== height || width === 0) return { ok: false, problem: 'notSquare' };
    return { ok: true, dataUrl: await asDataUrl(file) };
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
};
