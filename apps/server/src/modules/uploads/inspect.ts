import fsp from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { imageSizeFromFile } from 'image-size/fromFile';
import { MAX_IMAGE_PIXELS, type FileFacts, type MediaKind, type MediaMeta } from '@framecast/contract';
import { probeUpload, UnreadableMediaError } from '@framecast/engine';

export interface Inspection {
  /** What the bytes are (not what the name says); 'unknown' when nothing we take. */
  kind: MediaKind | 'unknown';
  mime: string;
  meta: MediaMeta;
  facts: Omit<FileFacts, 'name'>;
}

const NO_META: MediaMeta = { duration: null, width: null, height: null, codec: null, fps: null, rotation: null, has_audio: null };
/** Document formats by their real mime, spelled as their extension. */
const DOCUMENT_FORMATS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/plain': 'txt',
};
const document = (mime: string, size: number): Inspection => ({
  kind: 'document',
  mime,
  meta: NO_META,
  facts: { size, kind: 'document', format: DOCUMENT_FORMATS[mime] },
});

/** Plain text has no magic bytes: valid UTF-8 without NULs in its first 64 KiB. */
async function looksLikeText(file: string): Promise<boolean> {
  const fh = await fsp.open(file);
  try {
    const { buffer, bytesRead } = await fh.read(Buffer.alloc(64 * 1024), 0, 64 * 1024, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head.includes(0)) return false;
    try {
      // A multi-byte character cut at the 64 KiB edge is not an error (streaming decode keeps an incomplete
      // tail pending); a file read to its end must be valid UTF-8 to its last byte.
      new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: bytesRead === buffer.length });
      return true;
    } catch {
      return false;
    }
  } finally {
    await fh.close();
  }
}

/** A PDF ends with `%%EOF` (readers allow some trailing bytes): one cut off in transit or at its header does not. */
async function pdfIsWhole(file: string, size: number): Promise<boolean> {
  const fh = await fsp.open(file);
  try {
    const length = Math.min(size, 2048);
    const { buffer, bytesRead } = await fh.read(Buffer.alloc(length), 0, length, size - length);
    return buffer.subarray(0, bytesRead).includes('%%EOF', 0, 'latin1');
  } finally {
    await fh.close();
  }
}

/**
 * Reads a file's real content: magic bytes first (`file-type`), then ffprobe for pictures, sound and
 * video (under a time limit, local files only). Audio in a video container (an .m4a, a voice-only .webm)
 * counts as audio: what matters to the tools is whether there is a picture.
 */
export async function inspectFile(file: string, size: number): Promise<Inspection> {
  const unknown: Inspection = { kind: 'unknown', mime: 'application/octet-stream', meta: NO_META, facts: { size, kind: 'unknown' } };
  if (size === 0) return { ...unknown, facts: { size, kind: undefined } };
  const type = await fileTypeFromFile(file).catch(() => undefined);
  if (!type) return (await looksLikeText(file)) ? document('text/plain', size) : unknown;
  if (type.mime === 'application/pdf' && !(await pdfIsWhole(file, size))) return { ...unknown, mime: type.mime };
  if (DOCUMENT_FORMATS[type.mime]) return document(type.mime, size);
  const family = type.mime.split('/')[0];
  if (family !== 'image' && family !== 'audio' && family !== 'video') return { ...unknown, mime: type.mime };
  if (family === 'image') {
    // Sides read from the header alone: a picture over the pixel limit never reaches ffprobe, which
    // decodes it to probe it. The rule table then refuses it by these facts.
    const header = await imageSizeFromFile(file).catch(() => null);
    const [width, height] = [header?.width ?? 0, header?.height ?? 0];
    if (width * height > MAX_IMAGE_PIXELS)
      return { kind: 'image', mime: type.mime, meta: { ...NO_META, width, height }, facts: { size, kind: 'image', width, height } };
  }
  let info: Awaited<ReturnType<typeof probeUpload>>;
  try {
    info = await probeUpload(file);
  } catch (err) {
    if (err instanceof UnreadableMediaError) return { ...unknown, mime: type.mime };
    throw err;
  }
  const kind: MediaKind = family === 'image' ? 'image' : info.video ? 'video' : info.audio ? 'audio' : 'image';
  if (family !== 'image' && !info.video && !info.audio) return { ...unknown, mime: type.mime };
  if (family === 'image' && !info.video) return { ...unknown, mime: type.mime };
  // A picture whose size cannot be read (a PNG or JPEG cut off after its header) is broken, not 0x0.
  if (info.video && (!info.video.width || !info.video.height)) return { ...unknown, mime: type.mime };
  const timed = kind !== 'image';
  const meta: MediaMeta = {
    duration: timed ? Math.round(info.durationSec * 1000) / 1000 : null,
    width: info.video?.width ?? null,
    height: info.video?.height ?? null,
    codec: (kind === 'audio' ? info.audio?.codec : info.video?.codec) ?? null,
    fps: kind === 'video' ? Math.round((info.video?.fps ?? 0) * 100) / 100 : null,
    rotation: kind === 'video' ? (info.video?.rotation ?? 0) : null,
    has_audio: kind === 'video' ? Boolean(info.audio) : kind === 'audio' ? true : null,
  };
  // A kind mismatch is the rule table's call; the mime follows the real content.
  const mime = kind === 'audio' && family === 'video' ? type.mime.replace('video/', 'audio/') : type.mime;
  return {
    kind,
    mime,
    meta,
    facts: {
      size,
      kind,
      ...(timed ? { duration: info.durationSec } : {}),
      ...(info.video && kind !== 'audio' ? { width: info.video.width, height: info.video.height, rotation: info.video.rotation } : {}),
      ...(kind === 'video' ? { hasAudio: Boolean(info.audio) } : {}),
    },
  };
}
