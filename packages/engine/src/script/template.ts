import { composeVariant } from './compose.js';
import { primaryLanguage } from './estimate.js';
import { cleanFacts } from './facts.js';
import { PHRASEBOOKS } from './phrases/index.js';
import { ANGLES } from './phrases/types.js';
import { spokenPrice } from './price.js';
import { throwIfCancelled, variantCount } from './request.js';
import { hashOf } from './seed.js';
import { SCRIPT_LENGTHS, scriptAimSeconds, type ScriptRequest, type ScriptVariant, type ScriptWriter, ScriptWriterError } from './types.js';

const LANGUAGES = Object.keys(PHRASEBOOKS);
const LANGUAGE_LIST = LANGUAGES.map((l) => PHRASEBOOKS[l]!.label).join(', ');

/**
 * The offline script writer: phrase templates filled with the product's facts, one angle per variant
 * (problem → solution, benefits list, story, question, offer first). It invents nothing and translates
 * nothing: facts appear as they were given, in whatever language they were given.
 */
export function createTemplateScriptWriter(): ScriptWriter {
  return {
    id: 'template',
    languages: LANGUAGES,
    describe: () =>
      `Template writer: fills phrase templates with the product's facts, no language model. It writes ${LANGUAGE_LIST}; ` +
      'facts are used as given, not translated.',
    async write(req: ScriptRequest): Promise<ScriptVariant[]> {
      throwIfCancelled(req.signal);
      const language = primaryLanguage(req.language);
      const book = PHRASEBOOKS[language];
      if (!book) throw new ScriptWriterError('language', `The local script writer writes ${LANGUAGE_LIST}; set ENGINE_LLM_URL for other languages`);
      const seconds = SCRIPT_LENGTHS[req.length] && scriptAimSeconds(req.length);
      if (!seconds) throw new TypeError(`Unknown script length: ${String(req.length)}`);
      const clean = cleanFacts(req.product);
      const facts = { ...clean, price: spokenPrice(clean.price, language) };
      if (!facts.name) throw new ScriptWriterError('empty', 'The product needs a name to write a script about it');
      // Seeded by the facts and language, not the length, so a 30 s and a 60 s script open the same way.
      const seed = hashOf(JSON.stringify([language, facts]));
      return ANGLES.slice(0, variantCount(req.variants)).map((angle, i) =>
        composeVariant({ book, facts, angle, seconds, language, seed: (seed + i * 0x9e3779b1) >>> 0, index: i }),
      );
    },
  };
}
