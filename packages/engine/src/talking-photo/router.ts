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

  private pick(avatar: string): AvatarRenderer {
    return isPhotoAvatar(avatar) ? this.photos : this.library;
  }

  async prepare(avatar: string, file: string): Promise<void> {
    await this.pick(avatar).prepare?.(avatar, file);
  }

  aspect(avatar: string): number {
    return this.pick(avatar).aspect(avatar);
  }

  clip(req: AvatarClipRequest): Promise<AvatarClip> {
    return this.pick(req.avatar).clip(req);
  }
}
