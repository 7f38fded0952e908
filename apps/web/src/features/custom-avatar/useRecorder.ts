import { CUSTOM_RECORDING_SECONDS } from '@framecast/contract';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { deviceProblem, recorderReducer, recordingType, secondsLeft } from './recorder';

export interface Recording {
  file: File;
  url: string;
}

/**
 * The browser's side of record-your-own: the camera and microphone stream (shown live), a
 * MediaRecorder that stops itself after CUSTOM_RECORDING_SECONDS, and the recording as a file.
 */
export function useRecorder(limit = CUSTOM_RECORDING_SECONDS) {
  const [state, dispatch] = useReducer(recorderReducer, { phase: 'idle' });
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [recording, setRecording] = useState<Recording | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const recorder = useRef<MediaRecorder | null>(null);
  const streamRef = useRef<MediaStream | null>(null);

  const release = useCallback(() => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    setStream(null);
  }, []);

  const ask = useCallback(async () => {
    dispatch({ type: 'ask' });
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') return dispatch({ type: 'refused', problem: 'unsupported' });
    try {
      const media = await navigator.mediaDevices.getUserMedia({ video: { width: { ideal: 1280 }, height: { ideal: 720 }, facingMode: 'user' }, audio: true });
      streamRef.current = media;
      setStream(media);
      dispatch({ type: 'granted' });
    } catch (err) {
      dispatch({ type: 'refused', problem: deviceProblem(err) });
    }
  }, []);

  const stop = useCallback(() => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  const start = useCallback(() => {
    const media = streamRef.current;
    const type = recordingType((t) => MediaRecorder.isTypeSupported(t));
    if (!media || !type) return dispatch({ type: 'refused', problem: 'unsupported' });
    const chunks: Blob[] = [];
    const rec = new MediaRecorder(media, { mimeType: type.mime });
    rec.ondataavailable = (e) => {
      if (e.data.size) chunks.push(e.data);
    };
    rec.onstop = () => {
      const blob = new Blob(chunks, { type: type.mime.split(';')[0] });
      const file = new File([blob], `consent-${new Date().toISOString().slice(0, 19).replace(/\D/g, '')}.${type.extension}`, { type: blob.type });
      setRecording({ file, url: URL.createObjectURL(file) });
      dispatch({ type: 'stopped', at: Date.now() });
    };
    recorder.current = rec;
    // Chunks every second, so a recording cut short still holds what was said.
    rec.start(1000);
    const at = Date.now();
    setNow(at);
    dispatch({ type: 'start', at });
  }, []);

  // The countdown, and the stop when it runs out.
  useEffect(() => {
    if (state.phase !== 'recording') return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (secondsLeft(state.startedAt, t, limit) <= 0) stop();
    }, 250);
    return () => clearInterval(timer);
  }, [state, limit, stop]);

  const again = useCallback(() => {
    setRecording(null);
    dispatch({ type: 'again' });
  }, []);

  const close = useCallback(() => {
    if (recorder.current?.state === 'recording') {
      recorder.current.onstop = null;
      recorder.current.stop();
    }
    release();
    dispatch({ type: 'close' });
  }, [release]);

  // Leaving the page turns the camera off.
  useEffect(
    () => () => {
      if (recorder.current?.state === 'recording') {
        recorder.current.onstop = null;
        recorder.current.stop();
      }
      for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    },
    [],
  );
  // A recording's address lives until the next one replaces it.
  useEffect(() => () => void (recording && URL.revokeObjectURL(recording.url)), [recording]);

  const left = state.phase === 'recording' ? secondsLeft(state.startedAt, now, limit) : limit;
  return { state, stream, recording, left, limit, ask, start, stop, again, close };
}
