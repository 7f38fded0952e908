import { estimateVideoSeconds } from './operations.js';
import { estimateSpeechSeconds } from './speech-estimate.js';
import { CJK, CJK_CLASS, isSpeakable, joinText } from './text.js';

/** Fragments shorter than this (estimated speech) join a neighbour: a one-word scene is a flash. */
export const MIN_SENTENCE_SECONDS = 1;
/** Sentences longer than this are cut at commas so one edit re-renders a short piece. */
export const MAX_SENTENCE_SECONDS = 12;

const ENDS = /[.!?…。！？；]+[)\]"'”’）】」』》〉]*/gu;
const CJK_ENDS = /[。！？；]/u;
// A full stop after these is not a sentence end ("Dr. Li", "e.g. this"); "etc." is left out, it ends sentences too often.
const ABBREVIATIONS = new Set(['mr', 'mrs', 'ms', 'dr', 'prof', 'sr', 'jr', 'st', 'vs', 'mt', 'fig', 'approx', 'e.g', 'i.e']);

function isAbbreviation(before: string): boolean {
  const word = /([\p{L}.]+)$/u.exec(before)?.[1] ?? '';
  // Single initials ("J. K. Rowling", "U.S") are abbreviations too.
  return ABBREVIATIONS.has(word.toLowerCase()) || /^\p{Lu}$/u.test(word) || /^(\p{L}\.)+\p{L}$/u.test(word);
}

/** Cuts one line after each sentence-ending run of punctuation, keeping the punctuation. */
function cutLine(line: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const m of line.matchAll(ENDS)) {
    const end = m.index + m[0].length;
    const next = line[end];
    const boundary =
      next === undefined || CJK_ENDS.test(m[0]) || CJK.test(next) || (/\s/u.test(next) && !(m[0] === '.' && isAbbreviation(line.slice(0, m.index))));
    if (!boundary) continue;
    out.push(line.slice(start, end).trim());
    start = end;
  }
  out.push(line.slice(start).trim());
  return out.filter(Boolean);
}

/**
 * Packs pieces into chunks of about equal length, none over MAX_SENTENCE_SECONDS unless a single piece
 * is: a 20-second sentence becomes two of ten seconds, not one of twelve and one of eight.
 */
function pack(pieces: string[]): string[] {
  const total = estimateSpeechSeconds(pieces.reduce(joinText, ''));
  const target = total / Math.ceil(total / MAX_SENTENCE_SECONDS);
  const out: string[] = [];
  let current = '';
  for (const piece of pieces) {
    const candidate = joinText(current, piece);
    const grown = estimateSpeechSeconds(candidate);
    const overshoot = grown > MAX_SENTENCE_SECONDS || Math.abs(grown - target) > Math.abs(estimateSpeechSeconds(current) - target);
    if (current && overshoot) {
      out.push(current);
      current = piece;
    } else current = candidate;
  }
  if (current) out.push(current);
  return out;
}

/** Words, with each CJK character a word of its own: the last resort for a sentence without commas. */
const WORDS = new RegExp(`[${CJK_CLASS}][，。、]?|[^\\s${CJK_CLASS}]+`, 'gu');
const words = (text: string) => text.match(WORDS) ?? [];

function cutLong(sentence: string): string[] {
  if (estimateSpeechSeconds(sentence) <= MAX_SENTENCE_SECONDS) return [sentence];
  // ASCII commas only before a space, so "3,000" stays whole.
  const clauses = sentence
    .split(/(?<=[，、；：]|[,;:](?=\s))/u)
    .map((c) => c.trim())
    .filter(Boolean);
  return pack(clauses).flatMap((chunk) => (estimateSpeechSeconds(chunk) > MAX_SENTENCE_SECONDS ? pack(words(chunk)) : [chunk]));
}

/** Joins fragments that are too short or unspeakable to the next one (the last one to the one before). */
function mergeTiny(pieces: string[]): string[] {
  const out: string[] = [];
  let pending = '';
  for (const piece of pieces) {
    pending = joinText(pending, piece);
    if (isSpeakable(pending) && estimateSpeechSeconds(pending) >= MIN_SENTENCE_SECONDS) {
      out.push(pending);
      pending = '';
    }
  }
  if (pending) {
    if (out.length) out[out.length - 1] = joinText(out[out.length - 1]!, pending);
    else out.push(pending);
  }
  return out;
}

/**
 * Splits a script into sentences for one scene each: at . ! ? … and 。！？； (punctuation kept), at line
 * breaks, merging tiny fragments into a neighbour and cutting over-long sentences at commas (，、 too).
 */
export function splitSentences(text: string): string[] {
  const lines = text
    .split(/\r?\n/u)
    .map((l) => l.replace(/\s+/gu, ' ').trim())
    .filter(Boolean);
  return mergeTiny(lines.flatMap(cutLine).flatMap(cutLong));
}

/**
 * Estimated seconds of a form's script: `estimateVideoSeconds`, the server's length check, of the
 * one-scene-per-sentence document the form becomes, so the browser's figure is the server's.
 */
export function estimateScriptSeconds(text: string, speed = 1): number {
  const scenes = splitSentences(text).map((sentence, i) => ({
    script: [{ id: `seg${i + 1}`, text: sentence, speed, pauseBefore: 0, pauseAfter: 0 }],
  }));
  return estimateVideoSeconds({ scenes });
}
