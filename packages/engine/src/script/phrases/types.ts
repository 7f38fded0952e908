/**
 * A language's phrase templates. Facts are inserted as given (the writer does not translate them), so
 * templates put a highlight where any phrase fits, after a colon or before a dash, and never bend it
 * into their grammar. Templates claim nothing the facts do not: no invented reviews, numbers or offers.
 */

export const ANGLES = ['problem-solution', 'benefits list', 'story', 'question', 'offer-first'] as const;
export type Angle = (typeof ANGLES)[number];

/** Kinds of product with phrases of their own; any other product gets the phrasebook's general lines. */
export const CATEGORIES = ['lighting', 'footwear', 'skincare', 'drinkware', 'coffee', 'audio', 'kitchen', 'apparel'] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * Lines that fit one kind of product. They speak of the need ("harsh light tires your eyes"), never of
 * what this product does, which only its facts may say.
 */
export interface CategoryPhrases {
  /** Openings that name the need, for the angles that open on a problem or a question. */
  hooks: Line[];
  problems: Line[];
  benefits: Line[];
  scenes: Line[];
}

/** What a template may mention besides its one fact. */
export interface Slots {
  name: string;
  audience?: string;
  price?: string;
  /** The shop's name, as said aloud; never a host or a link. */
  site?: string;
}

export type Line = (s: Slots) => string;
/** A sentence around one fact; `i` counts the facts already said in the part, for "first", "second"… */
export type FactLine = (s: Slots, fact: string, i: number) => string;

export interface AnglePhrases {
  titles: Line[];
  hooks: Line[];
  /** A second opening line, when there is time. */
  hookFollows: Line[];
  /** The angle's own pain point, said first. */
  problems: Line[];
  benefitIntros: Line[];
  /** Framings of the angle mixed into the shared ones. */
  highlights?: FactLine[];
  /** Numbered framings, one chosen for all highlights of a script so the count reads as one list. */
  ordinals?: FactLine[];
  ctas: Line[];
}

export interface Phrasebook {
  /** English name, for messages. */
  label: string;
  angles: Record<Angle, AnglePhrases>;
  highlights: FactLine[];
  /** Framings that add a highlight to one already said ("And yes: …"), never the first. */
  moreHighlights: FactLine[];
  /** Framings of a sentence of the description. */
  describes: FactLine[];
  /** Further pain points, benefits, proof and closing lines that fit any product, for longer scripts. */
  problems: Line[];
  benefits: Line[];
  /** Moments of use ("Busy morning? It's ready when you are."), for the benefit part of long scripts. */
  scenes: Line[];
  /** The highlights said again, together, before the call to action of a long script. */
  recap: (s: Slots, facts: string[]) => string;
  /** Proof around a fact with a number in it, and around any other fact. */
  numberProofs: FactLine[];
  factProofs: FactLine[];
  proofs: Line[];
  /** A doubt and its answer ("Worried it's complicated? It isn't."), for the proof part of long scripts. */
  objections: Line[];
  prices: Line[];
  sites: Line[];
  closers: Line[];
  /** Lines for kinds of product; a kind without them gets the general lines above. */
  categories?: Partial<Record<Category, CategoryPhrases>>;
  /** The language's typography, applied to each sentence (French spaces before ? ! : ;). */
  finish?: (sentence: string) => string;
}

/** Upper-cases a sentence's first letter; a fact may start one. */
export const capFirst = (s: string) => s.replace(/^\p{Ll}/u, (c) => c.toUpperCase());

/**
 * Facts as one list inside a sentence: "leak-proof lid, BPA-free and fits cup holders". A fact written as
 * a bullet ("Fits cup holders") loses its capital, an acronym ("BPA-free") keeps it. Not for German,
 * whose capitals are nouns.
 */
export function listOf(facts: string[], and: string): string {
  const items = facts.map((f) => f.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase()));
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}` : (items[0] ?? '');
}
