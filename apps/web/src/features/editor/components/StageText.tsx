import {
  fontFamilyCss,
  type LaidLayer,
  type Layer,
  lineFontFamily,
  type SceneLayout,
  TEXT_ENTER_SECONDS,
  TEXT_RISE,
  textDirection,
  textLayerLines,
} from '@framecast/timeline';
import type { HTMLAttributes } from 'react';
import classes from './Stage.module.css';

/** The renderer's line height (drawtext lines sit this far apart, in font sizes). */
const LINE_HEIGHT = 1.3;
/** Its bold: an outline of the text's own colour this wide (font sizes), since the font has one weight. */
const BOLD_BORDER = 0.035;
/** Its box: this much colour around each line (font sizes). */
const BOX_BORDER = 0.2;

const pct = (n: number, of: number) => `${(n / of) * 100}%`;

interface Props extends HTMLAttributes<HTMLDivElement> {
  laid: Extract<LaidLayer, { type: 'text' }>;
  layer: Extract<Layer, { type: 'text' }>;
  layout: SceneLayout;
  scale: number;
  /** Seconds since the layer started showing, when its entrance is to be drawn (playing); absent = at rest. */
  entering?: number;
}

/**
 * A text layer drawn the way the renderer's drawtext draws it: the same wrapped lines (@framecast/timeline's
 * textLayerLines), stacked at its line height about the layer's centre, each aligned in the layer's box,
 * with its fake bold and per-line box, fading (and rising) in over its entrance. Each line is in the
 * family the renderer draws it in (lineFontFamily: the layer's font, CJK and right-to-left lines in theirs).
 */
export function StageText({ laid, layer, layout, scale, entering, ...rest }: Props) {
  const lines = textLayerLines(layer.text, laid.width / laid.fontPx, layer.font);
  const font = laid.fontPx * scale;
  const lineH = laid.fontPx * LINE_HEIGHT;
  const arrived = entering === undefined || layer.enter === 'none' ? 1 : Math.min(1, Math.max(0, entering / TEXT_ENTER_SECONDS));
  const rise = layer.enter === 'rise' ? TEXT_RISE * layout.height * (1 - arrived) ** 2 : 0;
  const top = laid.cy - (lineH * lines.length) / 2 + rise;
  const dir = textDirection(layer.text);
  return (
    <div
      {...rest}
      className={`${classes.layer} ${classes.text}`}
      dir={dir}
      style={{
        left: pct(laid.cx - laid.width / 2, layout.width),
        top: pct(top, layout.height),
        width: pct(laid.width, layout.width),
        height: pct(lineH * lines.length, layout.height),
        fontSize: font,
        lineHeight: `${lineH * scale}px`,
        color: layer.color,
        textAlign: layer.align,
        opacity: laid.opacity * arrived,
        WebkitTextStroke: layer.bold ? `${2 * BOLD_BORDER * font}px ${layer.color}` : undefined,
      }}
    >
      {lines.map((line, i) => (
        <div key={i} className={classes.textLine} style={{ fontFamily: fontFamilyCss(lineFontFamily(layer.font, line, dir)) }}>
          {line ? (
            <span
              className={layer.box ? classes.boxed : undefined}
              style={layer.box ? { background: layer.box, padding: `0 ${BOX_BORDER * font}px` } : undefined}
            >
              {line}
            </span>
          ) : (
            '\u00a0'
          )}
        </div>
      ))}
    </div>
  );
}
