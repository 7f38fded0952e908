import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { ja } from './ja.js';
import type { Phrasebook } from './types.js';
import { zh } from './zh.js';

/** The languages the template writer writes, by primary tag, in the order its description names them. */
export const PHRASEBOOKS: Record<string, Phrasebook> = { en, zh, es, fr, de, ja };
