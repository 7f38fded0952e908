/**
 * Script writing for video ads: product facts in, a few spoken scripts out, each in the five parts of an
 * ad (hook, problem, benefit, proof, call to action). A template writer works offline; a chat writer asks
 * an OpenAI-compatible language model.
 */

export const SCRIPT_PARTS = ['hook', 'problem', 'benefit', 'proof', 'cta'] as const;
export type ScriptPart = (typeof SCRIPT_PARTS)[number];

/** Target spoken length, in seconds. */
export const SCRIPT_LENGTHS = { '30s': 30, '60s': 60, '3min': 180 } as const;
export type ScriptLength = keyof typeof SCRIPT_LENGTHS;

/**
 * The speech a script aims at: most of the nominal length, because a video adds pauses between its
 * scenes and a plan's limit (30 s on Free) is a hard ceiling, so "about 30 s" must not become 31.
 */
export const SPOKEN_SHARE = 0.85;
export const scriptAimSeconds = (length: ScriptLength): number => SCRIPT_LENGTHS[length] * SPOKEN_SHARE;

/** What is known of the product; user or web data, so writers sanitise it before use. */
export interface ProductFacts {
  name: string;
  description: string;
  highlights: string[];
  /** Who it is for, e.g. "hikers and commuters"; empty when unknown. */
  audience: string;
  /** As the shop or a label writes it ("$19.99", "79.00 USD"); the writers say it the way a person would. */
  price?: string;
  url?: string;
  /** The shop's or maker's name ("Aurora Bottles"), for a "find it at" line; a host name is not said. */
  brand?: string;
  /** The shop's category path ("Home › Lighting › Desk lamps"), which tells what kind of product it is. */
  breadcrumbs?: string[];
}

export interface ScriptRequest {
  product: ProductFacts;
  length: ScriptLength;
  /** BCP-47 primary tag: en, zh, es, fr, de, ja, pt, ... */
  language: string;
  /** 1..5 */
  variants: number;
  signal?: AbortSignal;
}

export interface ScriptSection {
  part: ScriptPart;
  text: string;
}

export interface ScriptVariant {
  title: string;
  /** the angle, e.g. 'problem-solution', 'benefits list', 'story' */
  angle: string;
  sections: ScriptSection[];
}

export interface ScriptWriter {
  id: 'template' | 'chat';
  /** languages it writes; null = any */
  languages: readonly string[] | null;
  describe(): string;
  write(req: ScriptRequest): Promise<ScriptVariant[]>;
}

/**
 * Why no script came, for the caller to word: a language the writer cannot write, an engine that failed,
 * nothing usable written, or no answer in time (or the caller gave up).
 */
export class ScriptWriterError extends Error {
  constructor(
    readonly reason: 'language' | 'engine' | 'empty' | 'timeout',
    message: string,
  ) {
    super(message);
    this.name = 'ScriptWriterError';
  }
}
