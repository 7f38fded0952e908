import { subtitleArea } from './layout.js';
import type { Subtitles } from './schema.js';
import { type Token, textWidthEm, joinTokens, tokenize, wrapBalanced, wrapTokens } from './text-wrap.js';

/** A word the speech engine timed (seconds from the start of the take). */
export interface TimedWord {
  start: number;
  end: number;
  text: string;
}

/** A token with its time on screen (seconds from the start of the speech). */
export interface TimedToken extends Token {
  start: number;
  end: number;
}

/** One subtitle event: up to `maxLines` lines shown from start to end. */
export interface SubtitleChunk {
  start: number;
  end: number;
  lines: TimedToken[][];
}

const SENTENCE_END = /[.!?。！？…]["'”’)）」』]*$/u;
const CLAUSE_END = /[,;:，；：、]["'”’)）」』]*$/u;

/**
 * Times every token of `text` within a speech of `durationSec`. Word timings from the engine, where
 * they can be found in the text in order, pin the times; between pins (and without any) time is spread
 * in proportion to characters, so a CJK script whose words do not match our tokens still lines up.
 */
export function timeTokens(text: string, durationSec: number, words?: TimedWord[]): TimedToken[] {
  const anchors: { at: number; t: number }[] = [{ at: 0, t: 0 }];
  const lower = text.toLowerCase();
  let cursor = 0;
  for (const word of words ?? []) {
    const needle = word.text.trim().toLowerCase();
    if (!needle) continue;
    const found = lower.indexOf(needle, cursor);
    if (found < 0 || found - cursor > 40) continue; // not ours (engines normalise numbers etc.)
    const last = anchors[anchors.length - 1];
    if (word.start < last.t || word.start > durationSec) continue;
    anchors.push({ at: found, t: word.start }, { at: found + needle.length, t: Math.max(word.start, Math.min(word.end, durationSec)) });
    cursor = found + needle.length;
  }
  anchors.push({ at: text.length, t: durationSec });
  // Characters that take time: letters and digits; spaces and punctuation count a little.
  const weight = (from: number, to: number) => [...text.slice(from, to)].reduce((s, ch) => s + (/[\p{L}\p{N}]/u.test(ch) ? 1 : 0.3), 0);
  const timeAt = (offset: number) => {
    let k = 0;
    while (k < anchors.length - 2 && anchors[k + 1].at <= offset) k++;
    const a = anchors[k];
    const b = anchors[k + 1];
    const span = weight(a.at, b.at);
    const frac = span > 0 ? weight(a.at, Math.max(a.at, Math.min(offset, b.at))) / span : 0;
    return a.t + (b.t - a.t) * frac;
  };
  return tokenize(text).map((token) => ({ ...token, start: timeAt(token.from), end: timeAt(token.to) }));
}

/** Cuts tokens into sentences; a sentence shorter than a quarter line joins the next one. */
function sentences(tokens: TimedToken[], source: string, maxLineEm: number): TimedToken[][] {
  const out: TimedToken[][] = [];
  let current: TimedToken[] = [];
  for (const token of tokens) {
    current.push(token);
    if (SENTENCE_END.test(token.text) && textWidthEm(joinTokens(current, source)) > maxLineEm * 0.25) {
      out.push(current);
      current = [];
    }
  }
  if (current.length) out.push(current);
  return out;
}

/** Splits one sentence into n groups of about equal width, each at most maxLines lines (else greedy). */
function splitEvenly(tokens: TimedToken[], source: string, maxLineEm: number, maxLines: number): TimedToken[][] {
  const lines = wrapTokens(tokens, source, maxLineEm).length;
  if (lines <= maxLines) return [tokens];
  const n = Math.ceil(lines / maxLines);
  const target = textWidthEm(joinTokens(tokens, source)) / n;
  const groups: TimedToken[][] = [[]];
  for (const token of tokens) {
    const group = groups[groups.length - 1];
    if (group.length && groups.length < n && textWidthEm(joinTokens([...group, token], source)) > target * 1.05) {
      // Prefer to cut after a comma a little earlier than mid-way, so a chunk reads as a phrase.
      const comma = group.findLastIndex((t, i) => i < group.length - 1 && CLAUSE_END.test(t.text) && i >= group.length - 4);
      const carried = comma >= 0 && textWidthEm(joinTokens(group.slice(0, comma + 1), source)) >= target * 0.6 ? group.splice(comma + 1) : [];
      groups.push([...carried, token]);
    } else group.push(token);
  }
  if (groups.every((g) => wrapTokens(g, source, maxLineEm).length <= maxLines)) return groups;
  const greedy: TimedToken[][] = [[]];
  for (const token of tokens) {
    const group = greedy[greedy.length - 1];
    if (group.length && wrapTokens([...group, token], source, maxLineEm).length > maxLines) greedy.push([token]);
    else group.push(token);
  }
  return greedy;
}

/**
 * Splits a segment's text into subtitle chunks: sentence by sentence, a long sentence into chunks of
 * about equal length that fit the lines. Each chunk stays up until the next one starts, the last until
 * the speech ends.
 */
export function chunkSubtitles(opts: { text: string; durationSec: number; words?: TimedWord[]; maxLineEm: number; maxLines: number }): SubtitleChunk[] {
  const { text, maxLineEm, maxLines } = opts;
  const tokens = timeTokens(text, opts.durationSec, opts.words);
  const groups = sentences(tokens, text, maxLineEm).flatMap((s) => splitEvenly(s, text, maxLineEm, maxLines));
  return groups.map((g, k) => ({
    start: k === 0 ? 0 : g[0].start,
    end: k === groups.length - 1 ? opts.durationSec : groups[k + 1][0].start,
    lines: wrapBalanced(g, text, maxLineEm) as TimedToken[][],
  }));
}

/** What subtitle chunking and drawing depend on: the frame and the subtitle style. */
export interface SubtitleFrame {
  width: number;
  height: number;
  style: Pick<Subtitles, 'preset' | 'position' | 'size'>;
}

/**
 * Font size in pixels and the widest line (in em) for a frame: the renderer's ASS file, its chunking and
 * the editor's preview share them, so a caption breaks at the same words in both.
 */
export function subtitleMetrics(layout: SubtitleFrame) {
  const { fontPx, marginH, marginV } = subtitleArea(layout.style, layout);
  // libass sizes a font by its line height; WenQuanYi Zen Hei's em is about 0.8 of that.
  // Lines are also capped at ~20 em (about 20 Chinese characters or 40 Latin ones), what subtitle
  // guidelines call readable, so landscape subtitles do not run across the whole frame.
  return { fontPx, marginH, marginV, maxLineEm: Math.min(20, (layout.width - 2 * marginH) / (fontPx * 0.8)), maxLines: 2 };
}
