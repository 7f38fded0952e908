import { execFile } from 'node:child_process';
import { probeMedia } from '../compose/probe.js';
import { totalDuration, voicedSpans } from '../speech/voiced.js';
import { detectFaces, type Face, faceSimilarity } from './detect.js';
import { frameAt } from './mouth-open.js';

/**
 * The consent check of a custom avatar (spec 000 §4: in progress, success, error, or manual review):
 * the consent video must show one person, the same as the footage's (Human's face descriptor), saying
 * their consent aloud. Clear answers decide; a borderline match or too little speech goes to a person.
 */

export type ConsentVerdict = 'success' | 'error' | 'manual_review';

export interface ConsentResult {
  verdict: ConsentVerdict;
  /** Why, in words a user can act on (empty on success). */
  reason: string;
  /** Best likeness of the consent's face to the footage's, 0..1 (one person scores about 0.6 or more). */
  similarity: number;
  /** Seconds of voice in the consent video. */
  speechSeconds: number;
  /** Sampled consent frames showing exactly one face, of those sampled. */
  oneFaceShare: number;
}

/** Over this the faces are one person's; under MISMATCH they are clearly not. Measured on real photos: one person 0.59–0.83, others 0.21–0.49. */
export const SAME_PERSON = 0.55;
export const MISMATCH = 0.45;
/** A consent statement takes a few seconds to say. */
export const MIN_CONSENT_SPEECH_SEC = 3;

const SAMPLES = 6;
const SIDE = 480;

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/** The faces in `count` frames spread over the video (at most SIDE pixels on the long side). */
async function sampleFaces(file: string, count: number): Promise<Face[][]> {
  const info = await probeMedia(file);
  const v = info.video;
  if (!v?.width || !v.height || !info.durationSec) throw new Error('This video has no picture.');
  const shrink = Math.min(1, SIDE / Math.max(v.width, v.height));
  const size = { width: even(v.width * shrink), height: even(v.height * shrink) };
  const out: Face[][] = [];
  for (let i = 0; i < count; i++) {
    const t = (info.durationSec * (i + 0.5)) / count;
    out.push(await detectFaces({ data: await frameAt(file, t, size.width, size.height), width: size.width, height: size.height }));
  }
  return out;
}

/** Seconds of voice in a video's sound (none without a sound track). */
function speechSeconds(file: string): Promise<number> {
  const args = ['-v', 'error', '-nostdin', '-i', file, '-vn', '-ac', '1', '-ar', '16000', '-f', 's16le', 'pipe:1'];
  return new Promise((resolve) => {
    execFile('ffmpeg', args, { encoding: 'buffer', maxBuffer: 16000 * 2 * 120 + 1024, timeout: 60_000 }, (err, out) => {
      if (err || !out.length) return resolve(0);
      const samples = new Int16Array(out.buffer, out.byteOffset, Math.floor(out.length / 2));
      resolve(totalDuration(voicedSpans(samples, 16000)));
    });
  });
}

export async function checkConsent(footage: string, consent: string): Promise<ConsentResult> {
  const [footageFaces, consentFaces, speech] = await Promise.all([sampleFaces(footage, SAMPLES), sampleFaces(consent, SAMPLES), speechSeconds(consent)]);
  const base = { similarity: 0, speechSeconds: Math.round(speech * 10) / 10, oneFaceShare: 0 };
  const reference = footageFaces.flatMap((f) => f.slice(0, 1)).sort((a, b) => b.score - a.score)[0];
  if (!reference) return { ...base, verdict: 'error', reason: 'No face was found in the footage. Film yourself facing the camera.' };
  const ones = consentFaces.filter((f) => f.length === 1);
  const oneFaceShare = ones.length / consentFaces.length;
  if (consentFaces.every((f) => f.length === 0)) return { ...base, verdict: 'error', reason: 'No face was found in the consent video.' };
  if (oneFaceShare < 0.5) return { ...base, oneFaceShare, verdict: 'error', reason: 'Only the person in the footage may appear in the consent video.' };
  let similarity = 0;
  for (const [face] of ones) similarity = Math.max(similarity, await faceSimilarity(reference, face!));
  const measured = { ...base, oneFaceShare, similarity: Math.round(similarity * 100) / 100 };
  if (similarity < MISMATCH) return { ...measured, verdict: 'error', reason: 'The person in the consent video is not the person in the footage.' };
  if (similarity < SAME_PERSON)
    return { ...measured, verdict: 'manual_review', reason: 'We could not be sure the consent video shows the person in the footage.' };
  if (speech < MIN_CONSENT_SPEECH_SEC) return { ...measured, verdict: 'manual_review', reason: 'We could not hear the consent statement clearly.' };
  return { ...measured, verdict: 'success', reason: '' };
}
