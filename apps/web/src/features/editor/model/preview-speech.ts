import type { EditorSpeechItem } from '@framecast/contract';
import { isSpeakable, type ScriptSegment, type TimelineDoc } from '@framecast/timeline';

/** What the editor knows of one line's preview speech, as the server answered it. */
export type Take = Omit<EditorSpeechItem, 'id'> & {
  /** When the answer came (ms since epoch): links expire, so an old ready take is asked for again. */
  at: number;
};

/** Links are signed for an hour (the server's LINK_SECONDS); ask again well before. */
export const TAKE_FRESH_MS = 40 * 60_000;

type Spoken = Pick<ScriptSegment, 'text' | 'voice' | 'speed'>;

/**
 * A take is the speech of these words in this voice at this speed, whatever line holds them: two lines
 * with the same words share one, and a line whose words change needs a new one.
 */
export const takeKey = (s: Spoken) => `${s.voice}\u0000${s.speed}\u0000${s.text}`;

/** Lines the preview can speak (words that say something). */
export const speakable = (s: Spoken) => isSpeakable(s.text);

/** Measured lengths by segment id, for the lines whose take is ready: laid out in time over the estimates. */
export function spokenLengths(doc: Pick<TimelineDoc, 'scenes'>, takes: Readonly<Record<string, Take>>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const scene of doc.scenes) {
    for (const seg of scene.script) {
      const take = takes[takeKey(seg)];
      if (take?.status === 'ready' && take.seconds !== null) out[seg.id] = take.seconds;
    }
  }
  return out;
}

/** A take that needs asking for (again): never asked, still preparing, or ready with a link about to expire. */
export function needsAsking(take: Take | undefined, now: number): boolean {
  if (!take) return true;
  if (take.status === 'preparing') return true;
  return take.status === 'ready' && now - take.at > TAKE_FRESH_MS;
}
