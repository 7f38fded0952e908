import { useEffect } from 'react';
import { timingsOf, useEditor, useEditorApi } from '../model/editor-store';
import { advance } from '../model/playback';

/** A frame that comes this late (a background tab, a debugger) is not played through at once. */
const MAX_STEP_SECONDS = 0.25;

/**
 * Moves the playhead while the preview plays, one animation frame at a time, holding at a line whose
 * voice the server is still making (the play bar says so) and stopping at the end. The audio follows
 * the playhead (PreviewAudio), so sound and picture are drawn from the same time.
 */
export function usePlaybackClock() {
  const store = useEditorApi();
  const playing = useEditor((s) => s.playing);

  useEffect(() => {
    if (!playing) return;
    const s0 = store.getState();
    // Play from the start again when asked to play at the end.
    const end = timingsOf(s0).at(-1)?.end ?? 0;
    if (s0.time >= end - 1e-3) s0.seek(0);
    let last = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const dt = Math.min(MAX_STEP_SECONDS, Math.max(0, (now - last) / 1000));
      last = now;
      const s = store.getState();
      const step = advance(s.history.doc, timingsOf(s), s.takes, s.time, dt);
      s.seek(step.time);
      s.setWaitingForVoice(step.waiting);
      if (step.ended) return s.setPlaying(false);
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [playing, store]);
}
