import { useCallback, useEffect, useRef, useState } from 'react';

/** One audio player for the page's voice previews: starting one stops the other. */
export function usePreviewAudio() {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const stop = useCallback(() => {
    audio.current?.pause();
    setPlaying(null);
  }, []);

  const toggle = useCallback(
    (url: string) => {
      if (!audio.current) {
        audio.current = new Audio();
        audio.current.addEventListener('ended', () => setPlaying(null));
      }
      const el = audio.current;
      if (playing === url) {
        stop();
        return;
      }
      el.src = url;
      setFailed(null);
      setPlaying(url);
      el.play().catch(() => {
        setPlaying(null);
        setFailed(url);
      });
    },
    [playing, stop],
  );

  useEffect(() => () => audio.current?.pause(), []);
  return { playing, failed, toggle, stop };
}
