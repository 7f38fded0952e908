import { open } from 'node:fs/promises';
import type { AvatarClip, AvatarClipRequest, AvatarRenderer } from '../types.js';
import { VideoAvatarRenderer } from '../video-avatar/renderer.js';
import { isPhotoAvatar, type TalkingPhotoRenderer } from './renderer.js';

type Kind = 'photo' | 'drawn' | 'video';

/**
 * One renderer for every kind of avatar id: a library look goes to the illustrated library; a media
 * file (`asset:<id>`, or a user's `look:<id>`) to the engine its file is for — a photo to the talking-photo
 * engine, a drawn look's parts to the library, a custom avatar's footage loop to the video-avatar engine.
 * An HTTP talking-head engine wraps this, so it gets all of them.
 */
export class AvatarRouter implements AvatarRenderer {
  readonly id = 'local';
  readonly version: string;

  constructor(
    private readonly library: AvatarRenderer,
    readonly photos: TalkingPhotoRenderer,
    readonly videos: AvatarRenderer = new VideoAvatarRenderer(),
  ) {
    this.version = `${library.version}+${photos.version}+${videos.version}`;
  }

  /** What each prepared media avatar turned out to be. */
  private readonly kinds = new Map<string, Kind>();

  private engine(kind: Kind): AvatarRenderer {
    return kind === 'photo' ? this.photos : kind === 'video' ? this.videos : this.library;
  }

  private pick(avatar: string): AvatarRenderer {
    const kind = this.kinds.get(avatar);
    if (kind) return this.engine(kind);
    return isPhotoAvatar(avatar) ? this.photos : this.library;
  }

  async prepare(avatar: string, file: string): Promise<void> {
    const kind = await kindOfFile(file);
    this.kinds.delete(avatar);
    this.kinds.set(avatar, kind);
    if (this.kinds.size > 1000) this.kinds.delete(this.kinds.keys().next().value!);
    await this.engine(kind).prepare?.(avatar, file);
  }

  aspect(avatar: string): number {
    return this.pick(avatar).aspect(avatar);
  }

  continuous(avatar: string): boolean {
    return this.pick(avatar).continuous?.(avatar) ?? false;
  }

  clip(req: AvatarClipRequest): Promise<AvatarClip> {
    return this.pick(req.avatar).clip(req);
  }
}

/** Drawn looks and video looks are JSON files that say their format first; a photo is an image (never `{`). */
async function kindOfFile(file: string): Promise<Kind> {
  const fh = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await fh.read(Buffer.alloc(40), 0, 40, 0);
    const head = buffer.subarray(0, bytesRead).toString('utf8').trimStart();
    return head.startsWith('{"format":"framecast-look/') ? 'drawn' : head.startsWith('{"format":"framecast-video-look/') ? 'video' : 'photo';
  } finally {
    await fh.close();
  }
}
