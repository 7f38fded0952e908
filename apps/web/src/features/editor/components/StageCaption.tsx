import { captionText, chunkSubtitles, textDirection, hasScriptMarkup, joinTokens, type SceneLayout, subtitleMetrics } from '@framecast/timeline';
import { useMemo } from 'react';
import { useEditor, useTimings } from '../model/editor-store';
import { lineAt } from '../model/playback';
import classes from './Stage.module.css';

const pct = (n: number, of: number) => `${(n / of) * 100}%`;

interface Props {
  layout: SceneLayout;
  sceneIndex: number;
  /** Frame pixels to stage pixels. */
  scale: number;
}

/**
 * The subtitle the render burns in at the playhead: the line heard then, cut into the same chunks at the
 * same words (the renderer's chunking, from @framecast/timeline) and timed by the take's word times once
 * the server has made it. Karaoke colours the words already spoken. Nothing shows between lines.
 */
export function StageCaption({ layout, sceneIndex, scale }: Props) {
  const doc = useEditor((s) => s.history.doc);
  const time = useEditor((s) => s.time);
  const takes = useEditor((s) => s.takes);
  const line = lineAt(doc, useTimings(), time);
  const take = line ? takes[line.key] : undefined;
  const area = layout.subtitles;
  const style = doc.subtitles;
  const segment = line && line.sceneIndex === sceneIndex ? doc.scenes[sceneIndex]!.script.find((s) => s.id === line.timing.id) : undefined;
  const text = segment ? (hasScriptMarkup(segment.text) ? captionText(segment.text) : segment.text) : '';
  const length = line ? line.timing.speechEnd - line.timing.speechStart : 0;
  const words = take?.status === 'ready' ? (take.words ?? undefined) : undefined;
  const chunks = useMemo(() => {
    if (!text || !area) return [];
    const { maxLineEm, maxLines } = subtitleMetrics({ width: layout.width, height: layout.height, style });
    return chunkSubtitles({ text, durationSec: length, words, maxLineEm, maxLines });
  }, [text, length, words, area, layout.width, layout.height, style]);
  if (!line || !area || !chunks.length) return null;
  const chunk = chunks.find((c) => line.offset >= c.start && line.offset < c.end) ?? chunks.at(-1)!;
  const karaoke = style.preset === 'karaoke';

  return (
    <div
      className={classes.caption}
      data-testid="stage-caption"
      dir={textDirection(text)}
      data-preset={style.preset}
      style={{
        color: style.color,
        left: pct(area.marginH, layout.width),
        right: pct(area.marginH, layout.width),
        // libass sizes a font by its line height; the glyphs' em is about 0.8 of it.
        fontSize: area.fontPx * 0.8 * scale,
        ...(area.position === 'middle' ? { top: '50%', transform: 'translateY(-50%)' } : { [area.position]: pct(area.marginV, layout.height) }),
      }}
    >
      {chunk.lines.map((tokens) => (
        <div key={tokens[0]!.from}>
          <span>
            {karaoke
              ? tokens.map((tk, i) => (
                  <span key={tk.from} style={{ color: tk.start <= line.offset ? style.highlight : style.color }}>
                    {i > 0 && /\s/.test(text[tk.from - 1] ?? '') ? ' ' : ''}
                    {tk.text}
                  </span>
                ))
              : joinTokens(tokens, text)}
          </span>
        </div>
      ))}
    </div>
  );
}
