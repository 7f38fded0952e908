import { ERROR_BY_CODE, ERRORS } from '@framecast/contract';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { createTranslator, type Table } from './translator';
import { zh } from './zh';

/** The dictionaries as the app loads them, each on its own: a key English has must not pass for a Chinese one. */
const only = (lng: string, table: Table) => {
  const t = createTranslator({ lng, fallback: lng });
  t.add(lng, table);
  return t;
};

describe('the error table in both languages', () => {
  const english = only('en', en);
  const chinese = only('zh', zh);

  it('has every code of the contract with a status and a key each dictionary translates', () => {
    const records = Object.values(ERRORS);
    expect(records.length).toBeGreaterThan(90);
    for (const { code, status } of records) {
      const { key, msg } = ERROR_BY_CODE[code];
      expect(status, `${code}`).toBeGreaterThanOrEqual(200);
      expect(english.exists(key), key).toBe(true);
      expect(chinese.exists(key), key).toBe(true);
      // English is the table's own words, and Chinese is a translation of them, not a copy.
      expect(english.t(key)).toBe(msg);
      expect(chinese.t(key), key).not.toBe(msg);
    }
  });

  it('translates no code the contract does not have', () => {
    const codes = new Set(Object.values(ERRORS).map((r) => String(r.code)));
    expect(Object.keys(en.errors).filter((c) => !codes.has(c))).toEqual([]);
    expect(Object.keys(zh.errors).filter((c) => !codes.has(c))).toEqual([]);
  });
});
