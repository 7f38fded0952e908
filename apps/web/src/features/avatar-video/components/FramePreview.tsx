import { percentBox, sceneLayout, type Corner, type LaidLayer, type SceneLayout, type TimelineDoc } from '@framecast/timeline';
import { Fragment, useMemo, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { SubtitlePreset } from '../document';
import classes from './AspectPreview.module.css';

/** Width of the small preview frame per aspect ratio, in CSS pixels (the height follows the frame). */
const PREVIEW_WIDTH: Record<TimelineDoc['aspectRatio'], number> = { '9:16': 162, '16:9': 300, '1:1': 220, '3:4': 190, '4:3': 260 };

type AvatarLaid = Extract<LaidLayer, { type: 'avatar' }>;

interface Props {
  /** The document to picture (a preview stand-in is fine: only its layout counts). */
  doc: TimelineDoc;
  /** An avatar's width / height (the renderer's answer); the layout's default otherwise. */
  avatarAspect?: (avatar: string) => number;
  /** CSS background of the frame. */
  background: string;
  /** Draws an avatar layer into its box (`style` places it). */
  avatar: (layer: AvatarLaid, style: CSSProperties) => ReactNode;
  logoUrl?: string | null;
  caption: string | null;
  subtitlePreset: SubtitlePreset;
  /** The Free plan's mark is burned into the video. */
  watermark: boolean;
}

const pct = (n: number, of: number) => `${(n / of) * 100}%`;

/** CSS that pins a box `margin` from both edges of a corner, as the renderer does. */
function cornerStyle(corner: Corner, margin: number, layout: SceneLayout): CSSProperties {
  const [v, h] = corner.split('-') as ['top' | 'bottom', 'left' | 'right'];
  return { [v]: pct(margin, layout.height), [h]: pct(margin, layout.width) };
}

/** The subtitle band: `marginV` from the bottom or top, or centred (libass alignment 2, 8, 5). */
function bandStyle(area: NonNullable<SceneLayout['subtitles']>, layout: SceneLayout): CSSProperties {
  if (area.position === 'middle') return { top: '50%', transform: 'translateY(-50%)' };
  return { [area.position]: pct(area.marginV, layout.height) };
}

/**
 * A small live picture of a video, drawn from the same scene layout the renderer uses: the frame's
 * shape, the background, the avatars in their boxes, the subtitle band, the logo in its corner and the
 * Free plan's watermark, all scaled from output pixels.
 */
export function FramePreview({ doc, avatarAspect, background, avatar, logoUrl, caption, subtitlePreset, watermark }: Props) {
  const { t } = useTranslation();
  const layout = useMemo(() => sceneLayout(doc, doc.scenes[0]!, { watermark, avatarAspect }), [doc, watermark, avatarAspect]);
  const width = PREVIEW_WIDTH[doc.aspectRatio];
  const scale = width / layout.width;
  const px = (n: number) => `${n * scale}px`;

  return (
    <div className={classes.stage} data-testid="aspect-preview">
      <div
        className={classes.frame}
        style={{ width, height: (width * layout.height) / layout.width, background }}
        data-ratio={doc.aspectRatio}
        data-testid="preview-frame"
        data-frame={`${layout.width}x${layout.height}`}
        role="img"
        aria-label={t('avatarVideo.preview.label')}
      >
        {layout.layers.map((layer) =>
          layer.type === 'avatar' ? <Fragment key={layer.id}>{avatar(layer, { ...percentBox(layer.box, layout), opacity: layer.opacity })}</Fragment> : null,
        )}
        {caption && layout.subtitles && (
          <span
            className={classes.caption}
            data-preset={subtitlePreset}
            data-position={layout.subtitles.position}
            style={{
              left: pct(layout.subtitles.marginH, layout.width),
              right: pct(layout.subtitles.marginH, layout.width),
              ...bandStyle(layout.subtitles, layout),
              // libass sizes a font by its line height; WenQuanYi's em is about 0.8 of it (see ass.ts), which
              // also matches rendered line widths with the browser's own sans-serif.
              fontSize: px(layout.subtitles.fontPx * 0.8),
            }}
          >
            <span>{caption}</span>
          </span>
        )}
        {layout.logo && logoUrl && (
          <img
            src={logoUrl}
            alt=""
            className={classes.logo}
            style={{
              ...cornerStyle(layout.logo.corner, layout.logo.margin, layout),
              width: pct(layout.logo.width, layout.width),
              opacity: layout.logo.opacity,
            }}
            data-testid="preview-logo"
          />
        )}
        {layout.watermark && (
          <span
            className={classes.watermark}
            style={{ ...cornerStyle(layout.watermark.corner, layout.watermark.margin, layout), fontSize: px(layout.watermark.fontPx) }}
            data-testid="preview-watermark"
          >
            {layout.watermark.text}
          </span>
        )}
      </div>
    </div>
  );
}
