import { speechRate } from './estimate.js';
import type { CleanFacts } from './facts.js';

/**
 * What the language model is asked. The facts go in the user message, one to a line (they were flattened
 * to one line each, so a highlight cannot start a line of its own and pose as an instruction).
 */

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

function languageName(tag: string): string {
  try {
    return languageNames.of(tag) ?? tag;
  } catch {
    return tag; // not a valid BCP-47 tag; the model may still know it
  }
}

export function chatMessages(facts: CleanFacts, language: string, variants: number, seconds: number): ChatMessage[] {
  const rate = speechRate(language);
  const amount = `about ${Math.round(seconds * rate.perSecond)} ${rate.unit}`;
  const lang = `${languageName(language)} (${language})`;
  const system = [
    'You write scripts for short video ads, read aloud by a voice-over.',
    'Answer with JSON only, in this shape: {"variants":[{"title":"...","angle":"...","sections":[{"part":"hook|problem|benefit|proof|cta","text":"..."}]}]}',
    `Write exactly ${variants} variant${variants === 1 ? '' : 's'}, each from a different angle (problem-solution, benefits list, story, question hook, offer first).`,
    'Each variant has the sections hook, problem, benefit, proof and cta, in that order; leave out problem or proof only when the facts give nothing for them.',
    `Write the titles and scripts in ${lang}; keep product names as they are.`,
    `Each script must take ${Math.round(seconds)} seconds to say: ${amount} in all its sections together.`,
    'State only what the facts say: no invented reviews, figures, awards, guarantees or discounts.',
    'Plain spoken text: no emoji, stage directions, markdown or hashtags.',
  ].join('\n');
  const lines = [
    `Write ${variants} variant${variants === 1 ? '' : 's'} in ${lang}, each ${Math.round(seconds)} seconds (${amount}) when spoken.`,
    '',
    `Product name: ${facts.name}`,
    facts.description && `Description: ${facts.description}`,
    facts.highlights.length > 0 && `Highlights:\n${facts.highlights.map((h) => `- ${h}`).join('\n')}`,
    facts.audience && `Audience: ${facts.audience}`,
    facts.price && `Price: ${facts.price}`,
    facts.url && `Link: ${facts.url}`,
  ];
  return [
    { role: 'system', content: system },
    { role: 'user', content: lines.filter((l) => l !== undefined && l !== false).join('\n') },
  ];
}
