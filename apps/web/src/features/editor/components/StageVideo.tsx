import { useEffect, useRef } from 'react';

/** A video is moved to the playhead when further than this from it (seconds): about a frame paused, more playing. */
const PAUSED_DRIFT = 0.04;
const PLAYING_DRIFT = 0.3;

interface Props {
  className: string;
  src: string;
  fit: 'cover' | 'contain';
  /** Seconds since the layer started showing. */
  at: number;
  playing: boolean;
  loop: boolean;
  muted: boolean;
  onError: () => void;
}

/**
 * A video layer at the playhead. The browser streams it with Range requests and decodes only the frames
 * it shows (preload="metadata": nothing is loaded whole); paused it seeks to the frame, playing it plays
 * and is pulled back when it drifts.
 */
export function StageVideo({ className, src, fit, at, playing, loop, muted, onError }: Props) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const v = ref.current;
    if (!v) return;
    const length = Number.isFinite(v.duration) && v.duration > 0 ? v.duration : null;
    const want = length ? (loop ? at % length : Math.min(at, length)) : at;
    if (Math.abs(v.currentTime - want) > (playing ? PLAYING_DRIFT : PAUSED_DRIFT)) v.currentTime = want;
    if (playing && v.paused) void v.play().catch(() => {});
    if (!playing && !v.paused) v.pause();
  }, [at, playing, loop]);
  return <video ref={ref} className={className} src={src} muted={muted} playsInline preload="metadata" style={{ objectFit: fit }} onError={onError} />;
}
