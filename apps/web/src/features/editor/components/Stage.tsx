import {
  captionText,
  DEFAULT_AVATAR_ASPECT,
  type LaidLayer,
  mediaBox,
  percentBox,
  sceneLayout,
  type Scene,
  type SceneLayout,
  textDirection,
} from '@framecast/timeline';
import { useElementSize } from '@mantine/hooks';
import { type CSSProperties, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useEditor, useEditorDoc } from '../model/editor-store';
import { useMediaLinks } from '../hooks/useMediaLinks';
import classes from './Stage.module.css';

interface Props {
  /** The Free plan's mark is burned into the video; the preview shows it where the renderer puts it. */
  watermark: boolean;
}

const pct = (n: number, of: number) => `${(n / of) * 100}%`;

/** The frame fitted into the space the stage has, keeping the video's shape. */
function fitted(layout: SceneLayout, room: { width: number; height: number }) {
  const scale = Math.min(room.width / layout.width, room.height / layout.height);
  return { width: Math.max(0, Math.floor(layout.width * scale)), height: Math.max(0, Math.floor(layout.height * scale)), scale };
}

/**
 * The selected scene as the video will show it: drawn from the renderer's own scene layout (boxes in
 * output pixels, shown as fractions of the frame), so what is placed here is where it renders.
 * Clicking a layer selects it.
 */
export function Stage({ watermark }: Props) {
  const { t } = useTranslation();
  const doc = useEditorDoc();
  const sceneId = useEditor((s) => s.sceneId);
  const layerId = useEditor((s) => s.layerId);
  const selectLayer = useEditor((s) => s.selectLayer);
  const scene = doc.scenes.find((s) => s.id === sceneId) ?? doc.scenes[0]!;
  const layout = useMemo(() => sceneLayout(doc, scene, { watermark, avatarAspect: () => DEFAULT_AVATAR_ASPECT }), [doc, scene, watermark]);
  const { ref, width, height } = useElementSize();
  const frame = fitted(layout, { width, height });
  const links = useMediaLinks(doc);
  const caption = doc.subtitles.enabled ? captionText(scene.script.find((s) => s.text.trim())?.text ?? '') : '';
  const background = backgroundCss(scene.background ?? doc.background, links);

  return (
    <div ref={ref} className={classes.wrap}>
      <div
        className={classes.frame}
        style={{ width: frame.width, height: frame.height, ...background }}
        data-testid="editor-stage"
        data-frame={`${layout.width}x${layout.height}`}
        role="img"
        aria-label={t('editor.stage.label')}
        onClick={() => selectLayer(null)}
        onKeyDown={(e) => e.key === 'Escape' && selectLayer(null)}
      >
        {layout.layers.map((laid) => (
          <StageLayer
            key={laid.id}
            laid={laid}
            layout={layout}
            scene={scene}
            scale={frame.scale}
            links={links}
            selected={laid.id === layerId}
            onSelect={() => selectLayer(laid.id)}
          />
        ))}
        {caption && layout.subtitles && (
          <div
            className={classes.caption}
            data-testid="stage-caption"
            dir={textDirection(caption)}
            data-preset={doc.subtitles.preset}
            style={{
              color: doc.subtitles.preset === 'karaoke' ? doc.subtitles.highlight : doc.subtitles.color,
              left: pct(layout.subtitles.marginH, layout.width),
              right: pct(layout.subtitles.marginH, layout.width),
              fontSize: layout.subtitles.fontPx * 0.8 * frame.scale,
              ...(layout.subtitles.position === 'middle'
                ? { top: '50%', transform: 'translateY(-50%)' }
                : { [layout.subtitles.position]: pct(layout.subtitles.marginV, layout.height) }),
            }}
          >
            <span>{caption}</span>
          </div>
        )}
        {layout.watermark && (
          <span
            className={classes.mark}
            style={{
              right: pct(layout.watermark.margin, layout.width),
              bottom: pct(layout.watermark.margin, layout.height),
              fontSize: layout.watermark.fontPx * frame.scale,
            }}
          >
            {layout.watermark.text}
          </span>
        )}
      </div>
    </div>
  );
}

type Links = ReturnType<typeof useMediaLinks>;

function backgroundCss(bg: Scene['background'] | undefined, links: Links): CSSProperties {
  if (!bg || bg.type === 'color') return { background: bg?.color ?? '#1f2937' };
  const url = links.url(bg.src);
  return url
    ? { backgroundImage: `url("${url}")`, backgroundSize: bg.fit, backgroundPosition: 'center', backgroundRepeat: 'no-repeat', backgroundColor: '#000' }
    : { background: '#000' };
}

interface LayerProps {
  laid: LaidLayer;
  layout: SceneLayout;
  scene: Scene;
  scale: number;
  links: Links;
  selected: boolean;
  onSelect: () => void;
}

function StageLayer({ laid, layout, scene, scale, links, selected, onSelect }: LayerProps) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  const layer = scene.layers.find((l) => l.id === laid.id)!;
  const common = {
    className: classes.layer,
    'data-selected': selected,
    'data-testid': `stage-layer-${laid.type}`,
    onClick: (e: React.MouseEvent) => {
      e.stopPropagation();
      onSelect();
    },
  };
  const failed = (box: CSSProperties): ReactNode => (
    <div {...common} className={`${classes.layer} ${classes.broken}`} style={box} role="alert">
      {t('v.mediaLoadError')}
    </div>
  );
  switch (laid.type) {
    case 'avatar': {
      const box = { ...percentBox(laid.box, layout), opacity: laid.opacity };
      const src = links.avatar(laid.avatar, laid.emotion, laid.cutout);
      if (!src || broken) return failed(box);
      return (
        <div {...common} style={box}>
          <img className={classes.media} src={src} alt="" draggable={false} onError={() => setBroken(true)} style={{ objectFit: 'contain' }} />
        </div>
      );
    }
    case 'image':
    case 'video': {
      const height = laid.height ?? laid.width / (links.aspect(laid.src) ?? 16 / 9);
      const box = percentBox(mediaBox({ ...laid, height }, links.aspect(laid.src) ?? laid.width / height), layout);
      const url = links.url(laid.src);
      if (!url || broken) return failed({ ...box, opacity: laid.opacity });
      return (
        <div {...common} style={{ ...box, opacity: laid.opacity }}>
          {laid.type === 'image' ? (
            <img className={classes.media} src={url} alt="" draggable={false} style={{ objectFit: laid.fit }} onError={() => setBroken(true)} />
          ) : (
            <video className={classes.media} src={url} muted playsInline preload="metadata" style={{ objectFit: laid.fit }} onError={() => setBroken(true)} />
          )}
        </div>
      );
    }
    case 'text': {
      if (layer.type !== 'text') return null;
      return (
        <div
          {...common}
          className={`${classes.layer} ${classes.text}`}
          dir={textDirection(layer.text)}
          style={{
            left: pct(laid.cx, layout.width),
            top: pct(laid.cy, layout.height),
            width: pct(laid.width, layout.width),
            fontSize: laid.fontPx * scale,
            color: layer.color,
            fontWeight: layer.bold ? 700 : 400,
            textAlign: layer.align,
            opacity: laid.opacity,
          }}
        >
          {/* The renderer boxes each line (drawtext's box), not the layer's whole width. */}
          <span className={layer.box ? classes.boxed : undefined} style={layer.box ? { background: layer.box } : undefined}>
            {layer.text}
          </span>
        </div>
      );
    }
    case 'shape': {
      if (layer.type !== 'shape') return null;
      return (
        <div
          {...common}
          style={{
            left: pct(laid.cx - laid.width / 2, layout.width),
            top: pct(laid.cy - laid.height / 2, layout.height),
            width: pct(laid.width, layout.width),
            height: pct(laid.height, layout.height),
            background: layer.fill,
            borderRadius: layer.shape === 'ellipse' ? '50%' : `${layer.radius * 50}%`,
            opacity: laid.opacity,
          }}
        />
      );
    }
  }
}
