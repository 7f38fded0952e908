import { open } from 'node:fs/promises';
import type { AvatarClip, AvatarClipRequest, AvatarRenderer } from '../types.js';
import { isPhotoAvatar, type TalkingPhotoRenderer } from './renderer.js';

/**
 * One renderer for every kind of avatar id: a media file (`asset:<id>`) goes to the talking-photo engine, anything
 * else to the illustrated library. An HTTP talking-head engine wraps this, so it gets photos too.
 */
export class AvatarRouter implements AvatarRenderer {
  readonly id = 'local';
  readonly version: string;

  constructor(
    private readonly library: AvatarRenderer,
    readonly photos: TalkingPhotoRenderer,
  ) {
    this.version = `${library.version}+${photos.version}`;
  }

  /** What each prepared media avatar turned out to be: a user's look is a photo or a drawn look's file. */
  private readonly kinds = new Map<string, 'photo' | 'drawn'>();

  private pick(avatar: string): AvatarRenderer {
    const kind = this.kinds.get(avatar);
    if (kind) return kind === 'photo' ? this.photos : this.library;
    return isPhotoAvatar(avatar) ? this.photos : this.library;
  }

  async prepare(avatar: string, file: string): Promise<void> {
    const drawn = await isLookFile(file);
    this.kinds.delete(avatar);
    this.kinds.set(avatar, drawn ? 'drawn' : 'photo');
    if (this.kinds.size > 1000) this.kinds.delete(this.kinds.keys().next().value!);
    await (drawn ? this.library : this.photos).prepare?.(avatar, file);
  }

  aspect(avatar: string): number {
    return this.pick(avatar).aspect(avatar);
  }

  clip(req: AvatarClipRequest): Promise<AvatarClip> {
    return this.pick(req.avatar).clip(req);
  }
}

/** A drawn look's file is JSON; a photo is an image (which never starts with `{`). */
async function isLookFile(file: string): Promise<boolean> {
  const fh = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await fh.read(Buffer.alloc(32), 0, 32, 0);
    return bytesRead > 0 && buffer.subarray(0, bytesRead).toString('utf8').trimStart().startsWith('{"format":"framecast-look/');
  } finally {
    await fh.close();
  }
}
