import { avatarPlacement, type AspectRatio } from '@framecast/timeline';
import type { SubtitlePreset } from '../document';
import classes from './AspectPreview.module.css';

/** Frame sizes of the small preview, in pixels. */
const FRAME: Record<AspectRatio, { width: number; height: number }> = {
  '9:16': { width: 162, height: 288 },
  '16:9': { width: 300, height: 169 },
  '1:1': { width: 220, height: 220 },
};

interface Props {
  aspectRatio: AspectRatio;
  background: string;
  image: string | null;
  clip: string | null;
  caption: string | null;
  subtitlePreset: SubtitlePreset;
}

/** A small live picture of the video: frame shape, background, the avatar where the render puts it, a caption. */
export function AspectPreview({ aspectRatio, background, image, clip, caption, subtitlePreset }: Props) {
  const frame = FRAME[aspectRatio];
  const place = avatarPlacement(aspectRatio);
  const avatarStyle = { left: `${(place.x - place.width / 2) * 100}%`, width: `${place.width * 100}%` };
  return (
    <div className={classes.stage} data-testid="aspect-preview">
      <div className={classes.frame} style={{ width: frame.width, height: frame.height, background }} data-ratio={aspectRatio}>
        {clip ? (
          <video key={clip} src={clip} poster={image ?? undefined} className={classes.avatar} style={avatarStyle} autoPlay muted loop playsInline />
        ) : image ? (
          <img src={image} alt="" className={classes.avatar} style={avatarStyle} />
        ) : null}
        {caption && (
          <span className={classes.caption} data-preset={subtitlePreset}>
            <span>{caption}</span>
          </span>
        )}
      </div>
    </div>
  );
}
