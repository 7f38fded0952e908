import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * One track at a time played from a panel (an <audio> element kept out of the page): toggling a track
 * starts it and stops any other; leaving the panel stops it. A track that cannot play says so by key.
 */
export function useTrackPreview() {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const stop = useCallback(() => {
    audio.current?.pause();
    audio.current = null;
    setPlaying(null);
  }, []);
  useEffect(() => stop, [stop]);

  const toggle = useCallback(
    (key: string, url: string) => {
      const was = playing;
      stop();
      if (was === key) return;
      const el = new Audio(url);
      audio.current = el;
      el.onended = () => audio.current === el && setPlaying(null);
      const fail = () => {
        if (audio.current !== el) return;
        audio.current = null;
        setPlaying(null);
        setFailed(key);
      };
      el.onerror = fail;
      setFailed(null);
      setPlaying(key);
      el.play().catch(fail);
    },
    [playing, stop],
  );

  return { playing, failed, toggle, stop };
}
export type TrackPreview = ReturnType<typeof useTrackPreview>;
