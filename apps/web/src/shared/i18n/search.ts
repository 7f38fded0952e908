/** Case, width (full-width letters, ＡＢＣ, （）) and compatibility forms folded, so a search finds either. */
const fold = (s: string) => s.normalize('NFKC').toLowerCase();
/** Letters and digits only: "中文普通话" finds "中文（普通话）", "en-us" finds "en us". */
const compact = (s: string) => s.replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * Whether every word of a search appears in one of the texts (a thing's names in every language, its
 * codes…). Words are split on spaces; a word is found as typed or, punctuation ignored, run together.
 */
export function matchesSearch(query: string, texts: readonly (string | null | undefined)[]): boolean {
  const words = fold(query).split(/\s+/u).filter(Boolean);
  if (words.length === 0) return true;
  const folded = texts.filter((t): t is string => Boolean(t)).map(fold);
  const tight = folded.map(compact);
  return words.every((w) => {
    const cw = compact(w);
    return folded.some((t) => t.includes(w)) || (cw !== '' && tight.some((t) => t.includes(cw)));
  });
}
