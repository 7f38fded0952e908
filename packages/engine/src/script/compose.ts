import { estimateSeconds } from './estimate.js';
import type { CleanFacts } from './facts.js';
import type { Angle, Line, Phrasebook, Slots } from './phrases/types.js';
import { joinSentences } from './script-text.js';
import { drawFrom } from './seed.js';
import { SCRIPT_PARTS, type ScriptPart, type ScriptVariant } from './types.js';

/**
 * One script from templates: every sentence it could say, in the order they matter, then as many as fit
 * the target seconds. The facts decide the order (highlights before generic lines), so a short script
 * keeps the best facts and a long one says them all before it says anything that fits any product.
 */

interface Sentence {
  part: ScriptPart;
  /** Place within its part, so a sentence added late can still be said early. */
  at: number;
  text: string;
  /** Sentences of a chain are said in order or not at all ("First…", "Second…"). */
  chain?: boolean;
  /** Said only after a sentence of this part: "that's how it's built" needs a fact before it. */
  after?: ScriptPart;
}

const HAS_NUMBER = /\p{N}/u;

/**
 * Which facts prove and which sell: figures make the best proof, so up to two highlights with a number
 * in them go there (one at least stays a benefit); without such, sentences of the description with a
 * number; failing those, the last of three or more highlights.
 */
function shareFacts(facts: CleanFacts) {
  let proofs = facts.highlights.filter((h) => HAS_NUMBER.test(h)).slice(0, Math.min(2, facts.highlights.length - 1));
  let describes = facts.sentences;
  if (!proofs.length) {
    // The benefit needs a fact too: a one-sentence description with a figure stays a benefit.
    const most = Math.min(2, facts.highlights.length + facts.sentences.length - 1);
    proofs = facts.sentences.filter((s) => HAS_NUMBER.test(s)).slice(0, most);
    describes = facts.sentences.filter((s) => !proofs.includes(s));
  }
  if (!proofs.length && facts.highlights.length >= 3) proofs = facts.highlights.slice(-1);
  return { proofs, highlights: facts.highlights.filter((h) => !proofs.includes(h)), describes };
}

export interface ComposeInput {
  book: Phrasebook;
  facts: CleanFacts;
  angle: Angle;
  seconds: number;
  language: string;
  seed: number;
  /** Which of a product's variants this is: the few price and proof framings go round, so no two variants say both alike. */
  index?: number;
}

export function composeVariant({ book, facts, angle, seconds, language, seed, index = 0 }: ComposeInput): ScriptVariant {
  const draw = drawFrom(seed);
  const phrases = book.angles[angle];
  const slots: Slots = { name: facts.name, audience: facts.audience, price: facts.price, site: facts.site };
  /** Lines of a pool in a drawn order, each said at most once. */
  const deck = <T>(pool: readonly T[]) => {
    const cards = draw.shuffle(pool);
    return () => cards.shift();
  };
  /** Lines of a pool from the `at`-th on, in turn. */
  const round = <T>(pool: readonly T[], at: number) => {
    const cards = pool.map((_, i) => pool[(at + i) % pool.length]!);
    return () => cards.shift();
  };
  const say = (line: Line | undefined) => line?.(slots);
  const { proofs, highlights, describes } = shareFacts(facts);
  // Lines that fit any product at most as many as the facts, so a sparse product gets a short script, not filler.
  const depth = Math.max(1, facts.highlights.length + facts.sentences.length);
  // Lines for the kind of product come before those that fit any product.
  const kind = facts.category ? book.categories?.[facts.category] : undefined;
  const generic = (pool: readonly Line[], most: number, first: readonly Line[] = []) =>
    [...draw.shuffle(first), ...draw.shuffle(pool)].slice(0, Math.min(most, depth)).map(say) as string[];
  // The angles that open on a problem or a question open on this product's own need, when it is known.
  const needFirst = !!kind && (angle === 'problem-solution' || angle === 'question');

  const highlightLine = (() => {
    if (phrases.ordinals) {
      const ordinal = deck(phrases.ordinals)()!;
      return () => ordinal;
    }
    const standalone = [...book.highlights, ...(phrases.highlights ?? [])];
    const pool = [...standalone, ...book.moreHighlights];
    let cards = draw.shuffle(pool);
    return (i: number) => {
      if (!cards.length) cards = draw.shuffle(pool);
      // The first highlight said cannot be "one more" ("And yes: …").
      const at = i === 0 ? cards.findIndex((c) => standalone.includes(c)) : 0;
      return cards.splice(Math.max(0, at), 1)[0]!;
    };
  })();
  const describe = deck(book.describes);
  // Offset from the price's turn (0 1 2 0 1 against 0 1 2 1 2), so variants that share a price line differ in proof.
  const proofTurn = index + Math.floor(index / 3);
  const numberProof = round(book.numberProofs, proofTurn);
  const factProof = round(book.factProofs, proofTurn);

  const highlightSentences = highlights.map((h, i): Sentence => ({ part: 'benefit', at: 10 + i, text: highlightLine(i)(slots, h, i), chain: true }));
  const describeSentences = describes.map((d, i): Sentence => ({ part: 'benefit', at: 30 + i, text: describe()?.(slots, d, i) ?? `${d}.` }));
  const proofSentences = proofs.map((p, i): Sentence => ({ part: 'proof', at: i, text: (HAS_NUMBER.test(p) ? numberProof : factProof)()!(slots, p, i) }));
  // Placed so a long script reads as fact, then what it means: a benefit line after each highlight or sentence of the
  // description, a proof line after each proof; what is left over goes last.
  const anchors = [...highlights.map((_, i) => 10 + i), ...describes.map((_, i) => 30 + i)];
  const benefitLines = generic(book.benefits, book.benefits.length + (kind?.benefits.length ?? 0), kind?.benefits).map(
    (text, i): Sentence => ({ part: 'benefit', at: (anchors[i] ?? 39) + 0.5, text }),
  );
  const sceneLines = generic(book.scenes, book.scenes.length + (kind?.scenes.length ?? 0), kind?.scenes).map(
    (text, i): Sentence => ({ part: 'benefit', at: 40 + i, text }),
  );
  const proofLines = generic(book.proofs, 4).map((text, i): Sentence => ({ part: 'proof', at: 0.5 + i, text, after: 'proof' }));
  const objectionLines = generic(book.objections, 3).map((text, i): Sentence => ({ part: 'proof', at: 30 + i, text, after: 'proof' }));
  // A known kind has problems of its own; the general ones ("they never last") would not fit all kinds.
  const problemLines = generic(kind ? [] : book.problems, Math.min(4, Math.ceil(depth / 2)), kind?.problems).map(
    (text, i): Sentence => ({ part: 'problem', at: 10 + i, text }),
  );
  const closerLines = generic(book.closers, 2).map((text, i): Sentence => ({ part: 'cta', at: 40 + i, text }));
  const angleProblems = draw
    .shuffle(angle === 'problem-solution' && kind ? kind.problems : phrases.problems)
    .map((line, i): Sentence => ({ part: 'problem', at: i, text: say(line)! }));

  const hook = say(deck(needFirst ? kind!.hooks : phrases.hooks)())!;
  const firstBenefit = highlightSentences.shift() ?? describeSentences.shift() ?? benefitLines.shift()!;
  // An offer that opens with the price need not say it again.
  const price = slots.price && !hook.includes(slots.price) ? say(round(book.prices, index)()) : undefined;
  // Every part the facts can fill is said, however short the script: the five parts are the ad, and a known price is part of its call.
  const required = [
    { part: 'hook', at: 0, text: hook },
    angleProblems.shift()!,
    firstBenefit,
    proofSentences.shift(),
    price ? { part: 'cta', at: 20, text: price } : undefined,
    { part: 'cta', at: 50, text: say(deck(phrases.ctas)())! },
  ].filter((s): s is Sentence => !!s);
  const optional: (Sentence | undefined)[] = [
    // Most angles name the product first here; "Here's the list" needs a list after it.
    !phrases.ordinals || highlights.length >= 2 ? { part: 'benefit', at: 0, text: say(deck(phrases.benefitIntros)())! } : undefined,
    ...highlightSentences.slice(0, 2),
    { part: 'hook', at: 10, text: say(deck(phrases.hookFollows)())! },
    describeSentences[0],
    problemLines[0],
    ...proofSentences,
    slots.site ? { part: 'cta', at: 30, text: say(deck(book.sites)())! } : undefined,
    ...highlightSentences.slice(2),
    ...describeSentences.slice(1),
    ...angleProblems.slice(0, depth - 1),
    highlights.length >= 3 ? { part: 'cta', at: 10, text: book.recap(slots, highlights.slice(0, 4)) } : undefined,
    ...interleave(benefitLines, sceneLines, proofLines, objectionLines, problemLines.slice(1), closerLines),
  ];

  // A short script in a slow language may not hold them all: the general problem line goes first, then the proof.
  const lengthOf = (list: Sentence[]) => list.reduce((t, s) => t + estimateSeconds(s.text, language), 0);
  for (const part of ['problem', 'proof'] as const) {
    if (lengthOf(required) <= seconds * 1.1) break;
    const i = required.findIndex((r) => r.part === part);
    if (i >= 0) required.splice(i, 1);
  }
  const said = new Set(required.map((s) => s.text));
  let total = lengthOf(required);
  let chainBroken = false;
  const chosen = [...required];
  for (const s of optional) {
    if (!s || said.has(s.text) || (s.chain && chainBroken)) continue;
    if (s.after && !chosen.some((c) => c.part === s.after)) continue;
    const t = estimateSeconds(s.text, language);
    if (total + t > seconds) {
      chainBroken ||= !!s.chain;
      continue;
    }
    total += t;
    said.add(s.text);
    chosen.push(s);
  }

  const finish = book.finish ?? ((x: string) => x);
  const sections = SCRIPT_PARTS.map((part) => {
    const texts = chosen
      .filter((s) => s.part === part)
      .sort((a, b) => a.at - b.at)
      .map((s) => finish(s.text));
    return { part, text: joinSentences(texts, language) };
  }).filter((s) => s.text);
  return { title: finish(say(deck(phrases.titles)())!), angle, sections };
}

/** a1, b1, c1, a2, b2, …: longer scripts grow every part a little rather than one part a lot. */
function interleave<T>(...lists: T[][]): T[] {
  const out: T[] = [];
  for (let i = 0; i < Math.max(...lists.map((l) => l.length)); i++) for (const l of lists) if (i < l.length) out.push(l[i]!);
  return out;
}
