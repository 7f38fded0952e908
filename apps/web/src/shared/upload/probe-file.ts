import { mediaKindOf, type FileFacts } from '@framecast/contract';

const PROBE_TIMEOUT_MS = 5000;

/** What the browser can read of a picked file before sending it; the server checks again on the real bytes. */
export async function probeFile(file: File): Promise<FileFacts> {
  const facts: FileFacts = { name: file.name, size: file.size };
  const kind = mediaKindOf(file.name);
  if (kind !== 'video' && kind !== 'audio' && kind !== 'image') return facts;
  const url = URL.createObjectURL(file);
  try {
    const seen = await Promise.race([read(kind, url), new Promise<null>((r) => setTimeout(() => r(null), PROBE_TIMEOUT_MS))]);
    return seen ? { ...facts, ...seen } : facts;
  } catch {
    // A format this browser cannot play (an .avi, a .wma): the server's ffprobe decides.
    return facts;
  } finally {
    URL.revokeObjectURL(url);
  }
}

function read(kind: 'video' | 'audio' | 'image', url: string): Promise<Partial<FileFacts>> {
  return new Promise((resolve, reject) => {
    if (kind === 'image') {
      const img = new Image();
      img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
      img.onerror = () => reject(new Error('unreadable image'));
      img.src = url;
      return;
    }
    const el = document.createElement(kind);
    el.preload = 'metadata';
    el.onloadedmetadata = () => {
      const duration = Number.isFinite(el.duration) ? el.duration : undefined;
      if (kind === 'video') {
        const v = el as HTMLVideoElement;
        resolve({ duration, ...(v.videoWidth ? { width: v.videoWidth, height: v.videoHeight } : {}) });
      } else resolve({ duration });
    };
    el.onerror = () => reject(new Error('unreadable media'));
    el.src = url;
  });
}
