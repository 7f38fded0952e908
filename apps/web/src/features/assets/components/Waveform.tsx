import { useEffect, useRef } from 'react';
import WaveSurfer from 'wavesurfer.js';

/**
 * The server's peaks drawn by wavesurfer over the given audio element: no decoding in the browser, and
 * clicking the waveform seeks the player.
 */
export function Waveform({ media, peaks, duration }: { media: HTMLMediaElement | null; peaks: number[]; duration: number }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current || !media) return;
    const ws = WaveSurfer.create({
      container: box.current,
      media,
      peaks: [peaks],
      duration,
      height: 72,
      barWidth: 3,
      barGap: 2,
      barRadius: 2,
      waveColor: '#c4b5fd',
      progressColor: '#6d44fb',
      cursorColor: '#6d44fb',
    });
    return () => ws.destroy();
  }, [media, peaks, duration]);
  return <div ref={box} data-testid="waveform" style={{ width: '100%' }} />;
}
