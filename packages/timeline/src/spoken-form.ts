import { CJK_CLASS, speakableText } from './text.js';

/*
 * What a speech engine really says for a script, counted. Letters alone under-counted it by 20-50% on
 * the scripts people write: "$79.00" is "seventy nine dollars", "49%" is "forty nine percent", "CRM" is
 * three spelled letters, "www.example.com" has two "dot"s, and every short word costs its own onset.
 */

export interface SpokenCounts {
  /** Words read as words (each has an onset and a gap, whatever its length). */
  words: number;
  /** Their letters. */
  letters: number;
  /** Letters spelled one by one (acronyms, "www"). */
  spelled: number;
  /** Syllables of CJK text, numbers read in Chinese included. */
  cjk: number;
  /** Clause and sentence breaks inside the text (a clip's last one is not heard: the clip ends there). */
  pauses: number;
}

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES = ['', 'thousand', 'million', 'billion', 'trillion'];

function belowThousand(n: number): string[] {
  const out: string[] = [];
  if (n >= 100) out.push(ONES[Math.floor(n / 100)]!, 'hundred');
  const rest = n % 100;
  if (rest >= 20) out.push(TENS[Math.floor(rest / 10)]!, ...(rest % 10 ? [ONES[rest % 10]!] : []));
  else if (rest > 0 || n === 0) out.push(ONES[rest]!);
  return out;
}

/** "2024" → two thousand twenty four; a leading zero or more than 15 digits is read digit by digit. */
export function englishNumberWords(digits: string): string[] {
  if ((digits.length > 1 && digits.startsWith('0')) || digits.length > 15) return [...digits].map((d) => ONES[Number(d)]!);
  let n = Number(digits);
  if (n === 0) return ['zero'];
  const groups: string[][] = [];
  for (let scale = 0; n > 0; scale++, n = Math.floor(n / 1000)) {
    const part = n % 1000;
    if (part) groups.unshift([...belowThousand(part), ...(SCALES[scale] ? [SCALES[scale]!] : [])]);
  }
  return groups.flat();
}

/** Syllables of a number read in Mandarin: 79 → 七十九 (3), 2024 → 二千零二十四 (6), 3000 → 三千 (2). */
export function chineseNumberSyllables(digits: string): number {
  if ((digits.length > 1 && digits.startsWith('0')) || digits.length > 12) return digits.length;
  let count = 0;
  let zero = false;
  const n = digits.replace(/^0+(?=\d)/, '');
  for (let i = 0; i < n.length; i++) {
    const d = n[i]!;
    const place = (n.length - 1 - i) % 4;
    const bigUnit = i < n.length - 1 && (n.length - 1 - i) % 4 === 0; // 万, 亿
    if (d === '0') {
      zero = count > 0;
      if (bigUnit) count++;
      continue;
    }
    if (zero) count++; // 零
    zero = false;
    // 十五, not 一十五, at the start of a number.
    count += d === '1' && place === 1 && i === 0 ? 1 : place ? 2 : 1;
    if (bigUnit) count++;
  }
  return Math.max(1, count);
}

const SYMBOLS: Record<string, [en: string, zhSyllables: number]> = {
  $: ['dollars', 2],
  '€': ['euros', 2],
  '£': ['pounds', 2],
  '¥': ['yen', 1],
  '%': ['percent', 3],
  '&': ['and', 1],
  '@': ['at', 1],
  '+': ['plus', 1],
  '#': ['number', 1],
};

const TOKEN = new RegExp(`([${CJK_CLASS}])|(\\d+(?:[.,]\\d+)*)|([\\p{L}\\p{M}']+)|([$€£¥%&@+#])|([./:-])`, 'gu');
const PAUSES = /[…，。！？；：、]+|[.,!?;:]+(?=\s|$)/gu;
const ACRONYM = /^(?:[A-Z]{2,5}s?|www)$/u;

/** Counts of what is said: numbers and symbols as the words read for them, acronyms spelled. */
export function spokenCounts(text: string): SpokenCounts {
  const clean = speakableText(text);
  const counts: SpokenCounts = { words: 0, letters: 0, spelled: 0, cjk: 0, pauses: clean.replace(/[\s\p{P}]+$/u, '').match(PAUSES)?.length ?? 0 };
  const tokens = [...clean.matchAll(TOKEN)];
  // A number or symbol is read in Chinese when the nearest text around it is Chinese.
  const chineseAt = (i: number) => {
    for (let d = 1; d < tokens.length; d++) {
      for (const j of [i - d, i + d]) {
        const t = tokens[j];
        if (t?.[1]) return true;
        if (t?.[3]) return false;
      }
    }
    return false;
  };
  const addWords = (words: string[]) => {
    for (const w of words) {
      counts.words++;
      counts.letters += w.length;
    }
  };
  tokens.forEach((t, i) => {
    const [, cjk, number, word, symbol, joiner] = t;
    if (cjk) counts.cjk++;
    else if (number) {
      const [whole, ...decimals] = number.replace(/,(?=\d{3}\b)/g, '').split(/[.,]/);
      if (chineseAt(i)) counts.cjk += chineseNumberSyllables(whole!) + decimals.reduce((n, d) => n + 1 + d.length, 0);
      else addWords([...englishNumberWords(whole!), ...decimals.flatMap((d) => ['point', ...[...d].map((c) => ONES[Number(c)]!)])]);
    } else if (word) {
      if (ACRONYM.test(word)) {
        const letters = word.replace(/s$/, '');
        counts.words += letters.length;
        // "double-u" is three syllables.
        counts.spelled += letters.length + 2 * (letters.match(/w/giu)?.length ?? 0);
      } else addWords([word]);
    } else if (symbol) {
      const [en, zh] = SYMBOLS[symbol]!;
      if (chineseAt(i)) counts.cjk += zh;
      else addWords([en]);
    } else if (joiner === '.' || joiner === '/') {
      // Read aloud only between two words or numbers: example.com, and/or.
      const around = clean.slice(Math.max(0, t.index! - 2), t.index! + 3);
      if (/^[\p{L}\p{N}]{2}[./][\p{L}\p{N}]{2}$/u.test(around)) addWords([joiner === '.' ? 'dot' : 'slash']);
    }
  });
  return counts;
}
