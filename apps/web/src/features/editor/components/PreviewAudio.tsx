import { useEffect, useMemo, useRef } from 'react';
import { useRefLinks } from '../hooks/useMediaLinks';
import { type EditorState, timingsOf, useEditor, useEditorApi } from '../model/editor-store';
import { DUCK_GAIN, lineAt } from '../model/playback';

/** Sound is moved to the playhead when it drifts further than this from it (seconds). */
const DRIFT = 0.25;

/**
 * The preview's sound: the line heard at the playhead (its take from the server) and the music bed,
 * ducked under speech as the render ducks it. It follows the store's playhead without re-rendering:
 * the clock moves the time, this moves the audio to it.
 */
export function PreviewAudio() {
  const store = useEditorApi();
  const bed = useEditor((s) => s.history.doc.music?.src ?? null);
  const refs = useMemo(() => (bed ? [bed] : []), [bed]);
  const links = useRefLinks(refs);
  const musicUrl = bed ? links.url(bed) : null;
  const voice = useRef<HTMLAudioElement>(null);
  const music = useRef<HTMLAudioElement>(null);

  useEffect(() => {
    const sync = (s: EditorState) => {
      const v = voice.current;
      const m = music.current;
      if (!v || !m) return;
      const live = s.playing && !s.waitingForVoice;
      const line = live ? lineAt(s.history.doc, timingsOf(s), s.time) : null;
      const take = line ? s.takes[line.key] : undefined;
      if (line && take?.status === 'ready' && take.url) {
        if (v.dataset.key !== line.key) {
          v.dataset.key = line.key;
          v.src = take.url;
          v.currentTime = line.offset;
        } else if (Math.abs(v.currentTime - line.offset) > DRIFT) v.currentTime = line.offset;
        if (v.paused) void v.play().catch(() => {});
      } else if (!v.paused) v.pause();

      const bed = s.history.doc.music;
      if (live && bed && m.src) {
        m.volume = bed.volume * (bed.duck && line ? DUCK_GAIN : 1);
        const at = Number.isFinite(m.duration) && m.duration > 0 ? s.time % m.duration : s.time;
        if (Math.abs(m.currentTime - at) > DRIFT * 2) m.currentTime = at;
        if (m.paused) void m.play().catch(() => {});
      } else if (!m.paused) m.pause();
    };
    sync(store.getState());
    return store.subscribe(sync);
  }, [store]);

  return (
    <>
      <audio ref={voice} preload="auto" data-testid="preview-voice" />
      <audio ref={music} src={musicUrl ?? undefined} loop preload="auto" data-testid="preview-music" />
    </>
  );
}
