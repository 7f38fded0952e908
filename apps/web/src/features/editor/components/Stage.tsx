import { DEFAULT_AVATAR_ASPECT, type LaidLayer, type Layer, mediaBox, percentBox, sceneLayout, type Scene, type SceneLayout } from '@framecast/timeline';
import { useElementSize } from '@mantine/hooks';
import { type CSSProperties, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useEditor, useEditorDoc, useSelectedScene, useTimings } from '../model/editor-store';
import { useMediaLinks } from '../hooks/useMediaLinks';
import { StageCaption } from './StageCaption';
import { StageText } from './StageText';
import { StageVideo } from './StageVideo';
import classes from './Stage.module.css';
import { StageBackgroundVideo, StageLogo, StageShape } from './StageParts';

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

/** Whether a layer shows `at` seconds into its scene (absent times: the whole scene). */
const showsAt = (layer: Pick<Layer, 'start' | 'end'>, at: number) => at >= (layer.start ?? 0) && (layer.end === undefined || at < layer.end);

/**
 * The video at the playhead as it will render: the scene under it, drawn from the renderer's own scene
 * layout at that time (boxes in output pixels, shown as fractions of the frame; keyframes applied), the
 * layers showing then, the text lines and the caption as the renderer breaks them. Entrances are drawn
 * while playing; paused, text stands where it settles so it can be edited. Clicking a layer selects it.
 */
export function Stage({ watermark }: Props) {
  const { t } = useTranslation();
  const doc = useEditorDoc();
  const layerId = useEditor((s) => s.layerId);
  const selectLayer = useEditor((s) => s.selectLayer);
  const time = useEditor((s) => s.time);
  const playing = useEditor((s) => s.playing);
  const { scene, sceneIndex } = useSelectedScene();
  const timing = useTimings()[sceneIndex];
  const at = Math.max(0, time - (timing?.start ?? 0));
  const layout = useMemo(() => sceneLayout(doc, scene, { watermark, avatarAspect: () => DEFAULT_AVATAR_ASPECT, at }), [doc, scene, watermark, at]);
  const { ref, width, height } = useElementSize();
  const frame = fitted(layout, { width, height });
  const links = useMediaLinks(doc);
  const bg = scene.background ?? doc.background;
  const background = backgroundCss(bg, links);
  const backgroundVideo = bg.type === 'video' ? links.url(bg.src) : null;

  return (
    <div className={classes.wrap}>
      {/* Measured without the padding, so the frame fits exactly and keeps the video's shape. */}
      <div ref={ref} className={classes.room}>
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
          {backgroundVideo && bg.type === 'video' && <StageBackgroundVideo url={backgroundVideo} fit={bg.fit} />}
          {layout.layers.map((laid, i) =>
            showsAt(scene.layers[i]!, at) ? (
              <StageLayer
                key={laid.id}
                laid={laid}
                layout={layout}
                scene={scene}
                scale={frame.scale}
                links={links}
                at={at}
                playing={playing}
                selected={laid.id === layerId}
                onSelect={() => selectLayer(laid.id)}
              />
            ) : null,
          )}
          <StageCaption layout={layout} sceneIndex={sceneIndex} scale={frame.scale} />
          {layout.logo && <StageLogo logo={layout.logo} layout={layout} links={links} />}
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
  /** Seconds into the scene. */
  at: number;
  playing: boolean;
  selected: boolean;
  onSelect: () => void;
}

function StageLayer({ laid, layout, scene, scale, links, at, playing, selected, onSelect }: LayerProps) {
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
            <StageVideo
              className={classes.media}
              src={url}
              fit={laid.fit}
              at={at - (layer.start ?? 0)}
              playing={playing}
              loop={layer.type === 'video' && layer.loop}
              muted={layer.type !== 'video' || layer.muted}
              onError={() => setBroken(true)}
            />
          )}
        </div>
      );
    }
    case 'text': {
      if (layer.type !== 'text') return null;
      return <StageText {...common} laid={laid} layer={layer} layout={layout} scale={scale} entering={playing ? at - (layer.start ?? 0) : undefined} />;
    }
    case 'shape':
      return layer.type === 'shape' ? <StageShape layer={layer} box={laid} layout={layout} sceneId={scene.id} common={common} /> : null;
  }
}
