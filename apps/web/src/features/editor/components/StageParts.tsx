import { type Layer, type LogoLayout, progressAt, type SceneLayout, shapeSvg, svgDataUrl } from '@framecast/timeline';
import type { CSSProperties, HTMLAttributes } from 'react';
import type { useMediaLinks } from '../hooks/useMediaLinks';
import { timingsOf, useEditor } from '../model/editor-store';

type ShapeLayer = Extract<Layer, { type: 'shape' }>;
const pct = (n: number, of: number) => `${(n / of) * 100}%`;

/** How full a progress bar is at the playhead: through its scene, or through the whole video. */
function useProgress(layer: ShapeLayer, sceneId: string): number {
  return useEditor((s) => {
    const timings = timingsOf(s);
    if (layer.progress?.over === 'video') return progressAt(s.time, timings.at(-1)?.end ?? 0);
    const scene = timings.find((x) => x.sceneId === sceneId);
    return scene ? progressAt(s.time - scene.start, scene.end - scene.start) : 0;
  });
}

interface ShapeProps {
  layer: ShapeLayer;
  box: { cx: number; cy: number; width: number; height: number; opacity: number };
  layout: SceneLayout;
  sceneId: string;
  common: HTMLAttributes<HTMLDivElement> & { className: string };
}

/**
 * A shape layer on the stage: plain shapes as boxes, stickers from the SVG the renderer rasterises, a
 * progress bar filled as far as the playhead has gone.
 */
export function StageShape({ layer, box, layout, sceneId, common }: ShapeProps) {
  const place: CSSProperties = {
    left: pct(box.cx - box.width / 2, layout.width),
    top: pct(box.cy - box.height / 2, layout.height),
    width: pct(box.width, layout.width),
    height: pct(box.height, layout.height),
    opacity: box.opacity,
  };
  if (layer.shape === 'progress') return <StageProgress layer={layer} place={place} sceneId={sceneId} common={common} />;
  if (layer.shape === 'rect' || layer.shape === 'ellipse')
    return (
      <div
        {...common}
        data-shape={layer.shape}
        style={{ ...place, background: layer.fill, borderRadius: layer.shape === 'ellipse' ? '50%' : `${layer.radius * 50}%` }}
      />
    );
  const svg = shapeSvg({ shape: layer.shape, width: box.width, height: box.height, fill: layer.fill, radius: layer.radius });
  return (
    <div {...common} data-shape={layer.shape} style={place}>
      <img src={svgDataUrl(svg)} alt="" draggable={false} style={{ width: '100%', height: '100%', display: 'block' }} />
    </div>
  );
}

function StageProgress({ layer, place, sceneId, common }: { layer: ShapeLayer; place: CSSProperties; sceneId: string; common: ShapeProps['common'] }) {
  const filled = useProgress(layer, sceneId);
  return (
    <div {...common} data-shape="progress" data-progress={filled.toFixed(3)} style={{ ...place, background: layer.progress?.track ?? 'transparent' }}>
      <div style={{ width: `${filled * 100}%`, height: '100%', background: layer.fill }} />
    </div>
  );
}

/** The video's logo where the renderer puts it (above the layers). */
export function StageLogo({ logo, layout, links }: { logo: LogoLayout; layout: SceneLayout; links: ReturnType<typeof useMediaLinks> }) {
  const url = links.url(logo.src);
  if (!url) return null;
  const { corner, margin } = logo;
  return (
    <img
      src={url}
      alt=""
      draggable={false}
      data-testid="stage-logo"
      data-corner={corner}
      style={{
        position: 'absolute',
        pointerEvents: 'none',
        width: pct(logo.width, layout.width),
        opacity: logo.opacity,
        [corner.endsWith('left') ? 'left' : 'right']: pct(margin, layout.width),
        [corner.startsWith('top') ? 'top' : 'bottom']: pct(margin, layout.height),
      }}
    />
  );
}

/** A scene's background video (CSS cannot draw one): muted, behind every layer. */
export function StageBackgroundVideo({ url, fit }: { url: string; fit: 'cover' | 'contain' }) {
  return (
    <video
      src={url}
      muted
      playsInline
      preload="metadata"
      data-testid="stage-background-video"
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: fit, pointerEvents: 'none' }}
    />
  );
}
