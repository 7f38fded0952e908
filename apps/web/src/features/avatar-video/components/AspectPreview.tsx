import type { AvatarLook } from '@framecast/contract';
import { percentBox, sceneLayout, type Corner, type SceneLayout } from '@framecast/timeline';
import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useAsset } from '../../../shared/assets/api';
import { previewDocument, type AvatarVideoForm, type SubtitlePreset } from '../document';
import { lookMedia } from './AvatarLookCard';
import classes from './AspectPreview.module.css';

/** Width of the small preview frame per aspect ratio, in CSS pixels (the height follows the frame). */
const PREVIEW_WIDTH: Record<AvatarVideoForm['aspectRatio'], number> = { '9:16': 162, '16:9': 300, '1:1': 220 };

interface Props {
  form: AvatarVideoForm;
  look: AvatarLook | null;
  caption: string | null;
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
 * A small live picture of the video, drawn from the same scene layout the renderer uses: the frame's
 * shape, the background, the avatar in its box (cut out, or with its room where the video keeps it),
 * the subtitle band, the logo in its corner and the Free plan's watermark, all scaled from output pixels.
 */
export function AspectPreview({ form, look, caption, watermark }: Props) {
  const { t } = useTranslation();
  const layout = useMemo(() => {
    const doc = previewDocument(form);
    return sceneLayout(doc, doc.scenes[0]!, { watermark });
  }, [form, watermark]);
  const backdrop = useAsset(form.backdrop?.id ?? null).data;
  const logo = useAsset(form.logo?.id ?? null).data;

  const width = PREVIEW_WIDTH[form.aspectRatio];
  const scale = width / layout.width;
  const px = (n: number) => `${n * scale}px`;
  const bg = layout.background;
  const picture = backdrop ? (backdrop.kind === 'image' ? backdrop.url : backdrop.thumbnail_url) : null;
  const fit = bg.type === 'color' ? 'cover' : bg.fit;
  const background = bg.type !== 'color' && picture ? `center / ${fit} no-repeat url("${picture}"), #000` : bg.type === 'color' ? bg.color : form.background;

  return (
    <div className={classes.stage} data-testid="aspect-preview">
      <div
        className={classes.frame}
        style={{ width, height: (width * layout.height) / layout.width, background }}
        data-ratio={form.aspectRatio}
        data-testid="preview-frame"
        data-frame={`${layout.width}x${layout.height}`}
        role="img"
        aria-label={t('avatarVideo.preview.label')}
      >
        {look &&
          layout.layers.map((layer) => {
            if (layer.type !== 'avatar') return null;
            const media = lookMedia(look, layer.emotion, layer.cutout);
            const style = { ...percentBox(layer.box, layout), opacity: layer.opacity };
            const common = { className: classes.avatar, style, 'data-testid': 'preview-avatar', 'data-cutout': layer.cutout };
            return media.clip ? (
              <video key={media.clip} src={media.clip} poster={media.image} {...common} autoPlay muted loop playsInline />
            ) : (
              <img key={media.image} src={media.image} alt="" {...common} />
            );
          })}
        {caption && layout.subtitles && (
          <span
            className={classes.caption}
            data-preset={form.subtitlePreset satisfies SubtitlePreset}
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
        {layout.logo && logo && (
          <img
            src={logo.kind === 'image' ? logo.url : (logo.thumbnail_url ?? logo.url)}
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
