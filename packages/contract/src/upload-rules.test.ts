import { describe, expect, it } from 'vitest';
import { acceptFor, checkUpload, MAX_UPLOAD_BYTES, mediaKindOf, UPLOAD_RULES, UPLOAD_TOOLS, type FileFacts, type UploadTool } from './upload-rules.js';
import { UPLOAD_MESSAGES } from './upload-texts.js';

const MB = 1024 * 1024;
const fault = (tool: UploadTool, f: FileFacts) => {
  const r = checkUpload(tool, f);
  return r.ok ? 'ok' : `${r.fault}: ${r.message}`;
};

describe('upload rules (spec 001 §5)', () => {
  it('decides media kinds by extension (spec 000 §3)', () => {
    expect(['a.MP4', 'a.webm', 'a.JPG', 'a.wav', 'a.opus', 'a.pdf', 'a.exe', 'noext'].map(mediaKindOf)).toEqual([
      'video',
      'video',
      'image',
      'audio',
      'audio',
      'document',
      'unknown',
      'unknown',
    ]);
  });

  it('custom avatar footage: mp4/mov/webm, 512MB, 1-5 minutes, 720p to 4K, sound flagged', () => {
    const ok = { name: 'me.mov', size: 100 * MB, kind: 'video' as const, duration: 120, width: 1280, height: 720, hasAudio: true };
    expect(fault('avatar_footage', ok)).toBe('ok');
    expect(fault('avatar_footage', { ...ok, name: 'me.avi' })).toBe('type: Invalid file type. Please upload .mp4, .mov or .webm files.');
    expect(fault('avatar_footage', { ...ok, size: 512 * MB + 1 })).toBe('size: File size cannot exceed 512MB.');
    expect(fault('avatar_footage', { ...ok, duration: 59 })).toBe('too_short: File length cannot be less than 1 minute.');
    expect(fault('avatar_footage', { ...ok, duration: 301 })).toBe('too_long: File length cannot exceed 5 minutes.');
    expect(fault('avatar_footage', { ...ok, width: 1280, height: 719 })).toBe('resolution: Video resolution must be between 720p and 4K.');
    expect(fault('avatar_footage', { ...ok, width: 720, height: 1280 })).toBe('ok'); // portrait 720p
    expect(fault('avatar_footage', { ...ok, width: 4097, height: 2160 })).toContain('resolution');
    const mute = checkUpload('avatar_footage', { ...ok, hasAudio: false });
    expect(mute).toEqual({ ok: true, kind: 'video', warnings: [UPLOAD_MESSAGES.noAudio] });
  });

  it('consent video refuses a video without sound, and over a minute', () => {
    const ok = { name: 'consent.mp4', size: 10 * MB, kind: 'video' as const, duration: 20, width: 640, height: 360, hasAudio: true };
    expect(fault('consent_video', ok)).toBe('ok');
    expect(fault('consent_video', { ...ok, hasAudio: false })).toBe(`no_audio: ${UPLOAD_MESSAGES.noAudio}`);
    expect(fault('consent_video', { ...ok, duration: 61 })).toBe('too_long: The consent video must be under 1 minute.');
  });

  it('photo: png/jpg/webp, 10MB (the larger of the spec’s two), shorter side 300px', () => {
    const ok = { name: 'face.webp', size: 10 * MB, kind: 'image' as const, width: 300, height: 900 };
    expect(fault('photo', ok)).toBe('ok');
    expect(fault('photo', { ...ok, size: 10 * MB + 1 })).toBe('size: File size cannot exceed 10MB.');
    expect(fault('photo', { ...ok, width: 299 })).toContain('resolution');
    expect(fault('photo', { ...ok, name: 'face.gif' })).toContain('type');
  });

  it('advice rows: a photo off 16:9 / 9:16 and a voice sample outside 1-2 minutes are taken with a warning', () => {
    const warnings = (tool: UploadTool, f: FileFacts) => {
      const r = checkUpload(tool, f);
      return r.ok ? r.warnings : r.fault;
    };
    const photo = { name: 'face.jpg', size: MB, kind: 'image' as const };
    expect(warnings('photo', { ...photo, width: 1920, height: 1080 })).toEqual([]);
    expect(warnings('photo', { ...photo, width: 1080, height: 1920 })).toEqual([]);
    expect(warnings('photo', { ...photo, width: 1080, height: 1900 })).toEqual([]);
    expect(warnings('photo', { ...photo, width: 800, height: 800 })).toEqual([UPLOAD_MESSAGES.adviseShape]);
    expect(warnings('photo', { ...photo, width: 640, height: 480 })).toEqual([UPLOAD_MESSAGES.adviseShape]);
    expect(warnings('photo', { name: 'face.jpg', size: MB })).toEqual([]);
    const sample = { name: 'me.wav', size: MB, kind: 'audio' as const };
    expect(warnings('voice_clone', { ...sample, duration: 90 })).toEqual([]);
    expect(warnings('voice_clone', { ...sample, duration: 30 })).toEqual([UPLOAD_MESSAGES.adviseLength]);
    expect(warnings('voice_clone', { ...sample, duration: 150 })).toEqual([UPLOAD_MESSAGES.adviseLength]);
    expect(warnings('voice_clone', { ...sample, duration: 200 })).toBe('too_long');
  });

  it('media upload: images 10MB and videos 100MB with the spec’s exact texts', () => {
    expect(fault('media', { name: 'a.bmp', size: 1 })).toBe('ok');
    expect(fault('media', { name: 'a.mp3', size: 1 })).toBe(`type: ${UPLOAD_MESSAGES.unsupported}`);
    expect(fault('media', { name: 'a.mp4', size: 100 * MB + 1 })).toBe('size: File size cannot exceed 100MB!');
    expect(fault('media', { name: 'a.png', size: 10 * MB + 1 })).toBe('size: File size cannot exceed 10MB!');
  });

  it('audio for avatar video: mp3/wav up to 100MB (the larger of 20MB and 100MB)', () => {
    expect(fault('avatar_audio', { name: 'v.wav', size: 100 * MB })).toBe('ok');
    expect(fault('avatar_audio', { name: 'v.wav', size: 100 * MB + 1 })).toBe('size: File size cannot exceed 100MB.');
    expect(fault('avatar_audio', { name: 'v.m4a', size: 1 })).toBe('type: Invalid file type. Please upload .mp3 or .wav files.');
  });

  it('product image 10MB and product shoot 20MB, jpg/png only', () => {
    expect(fault('product_image', { name: 'p.webp', size: 1 })).toBe('type: Invalid file type. Please upload .jpg or .png files.');
    expect(fault('product_image', { name: 'p.jpeg', size: 10 * MB + 1 })).toBe('size: File size cannot exceed 10MB.');
    expect(fault('product_shoot', { name: 'p.png', size: 20 * MB })).toBe('ok');
  });

  it('voice clone: the spec’s words for type, size and the 5-second minimum; video needs sound', () => {
    const ok = { name: 'me.mp3', size: 1 * MB, kind: 'audio' as const, duration: 5 };
    expect(fault('voice_clone', ok)).toBe('ok');
    expect(fault('voice_clone', { ...ok, name: 'me.ogg' })).toBe(`type: ${UPLOAD_MESSAGES.voiceCloneType}`);
    expect(fault('voice_clone', { ...ok, size: 300 * MB + 1 })).toBe(`size: ${UPLOAD_MESSAGES.voiceCloneSize}`);
    expect(fault('voice_clone', { ...ok, duration: 4.9 })).toBe(`too_short: ${UPLOAD_MESSAGES.voiceCloneShort}`);
    expect(fault('voice_clone', { name: 'me.mp4', size: 1 * MB, kind: 'video', duration: 30, width: 640, height: 360, hasAudio: false })).toBe(
      `no_audio: ${UPLOAD_MESSAGES.noAudio}`,
    );
  });

  it('video translation: up to 1GB, 1 second to 3 minutes, 360 to 4096 pixels, with sound', () => {
    const ok = { name: 'talk.mp4', size: 1024 * MB, kind: 'video' as const, duration: 180, width: 360, height: 360, hasAudio: true };
    expect(fault('video_translation', ok)).toBe('ok');
    expect(fault('video_translation', { ...ok, size: 1024 * MB + 1 })).toBe('size: File size cannot exceed 1GB.');
    expect(fault('video_translation', { ...ok, duration: 0.5 })).toBe('too_short: File length cannot be less than 1 second.');
    expect(fault('video_translation', { ...ok, duration: 181 })).toBe('too_long: File length cannot exceed 3 minutes.');
    expect(fault('video_translation', { ...ok, width: 359 })).toContain('resolution');
  });

  it('podcast documents and audio', () => {
    expect(fault('podcast_document', { name: 'notes.txt', size: 1, kind: 'document' })).toBe('ok');
    expect(fault('podcast_document', { name: 'notes.doc', size: 1 })).toBe('type: Invalid file type. Please upload .pdf, .docx or .txt files.');
    expect(fault('podcast_document', { name: 'notes.docx', size: 1, kind: 'document', format: 'docx' })).toBe('ok');
    expect(fault('podcast_document', { name: 'notes.docx', size: 1, kind: 'document', format: 'pdf' })).toMatch(/^real_type: /);
    expect(fault('podcast_document', { name: 'notes.txt', size: 1, kind: 'document', format: 'pdf' })).toMatch(/^real_type: /);
    expect(fault('podcast_audio', { name: 'ep.mp3', size: 10 * MB, kind: 'audio', duration: 1801 })).toBe('too_long: File length cannot exceed 30 minutes.');
  });

  it('profile photo must be square and at most 2MB', () => {
    expect(fault('profile_photo', { name: 'me.png', size: 1, kind: 'image', width: 400, height: 400 })).toBe('ok');
    expect(fault('profile_photo', { name: 'me.png', size: 1, kind: 'image', width: 400, height: 401 })).toBe('square: The profile photo must be square.');
    expect(fault('profile_photo', { name: 'me.png', size: 2 * MB + 1 })).toBe('size: File size cannot exceed 2MB.');
  });

  it('refuses empty files and files whose real content is not what the name says', () => {
    for (const tool of UPLOAD_TOOLS) {
      const name = `x.${UPLOAD_RULES[tool].extensions[0]}`;
      expect(fault(tool, { name, size: 0 }), tool).toBe(`empty: ${UPLOAD_MESSAGES.empty}`);
      expect(fault(tool, { name, size: 10, kind: 'unknown' }), tool).toBe(`real_type: ${UPLOAD_MESSAGES.realType}`);
    }
    // A picture renamed .mp4 is refused even where pictures are welcome.
    expect(fault('media', { name: 'x.mp4', size: 10, kind: 'image', width: 500, height: 500 })).toBe(`real_type: ${UPLOAD_MESSAGES.realType}`);
  });

  it('gives the accept attribute and the largest target size', () => {
    expect(acceptFor('voice_clone')).toBe('.wav,.mp3,.mp4,.mov');
    expect(MAX_UPLOAD_BYTES).toBe(1024 * MB);
  });
});
