import { i18n } from './instance';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from './en';
import { languageName, languageTag } from './language-names';
import { zh } from './zh';

beforeAll(async () => {
  i18n.add('en', en);
  i18n.add('zh', zh);
  await i18n.changeLanguage('en');
});

/** The language codes of the voices espeak-ng 1.51 (Debian 12) lists, as the voice API sends them. */
const ESPEAK_CODES =
  'af am an ar as az ba be bg bn bpy bs ca chr cmn cs cv cy da de el en-029 en-gb en-gb-scotland en-gb-x-gbclan en-gb-x-gbcwmd en-gb-x-rp en-us en-us-nyc eo es es-419 et eu fa fa-latn fi fr-be fr-ch fr-fr ga gd gn grc gu hak haw he hi hr ht hu hy hyw ia id io is it ja jbo ka kk kl kn ko kok ku ky la lb lfn lt ltg lv mi mk ml mr ms mt my nb nci ne nl nog om or pa pap piqd pl pt pt-br py qdb qu quc qya ro ru ru-lv sd shn si sjn sk sl smj sq sr sv sw ta te th tk tn tr tt ug uk ur uz vi vi-vn-x-central vi-vn-x-south yue'.split(
    ' ',
  );

describe('languageTag', () => {
  it('maps espeak codes to BCP-47 tags, keeping private-use accents apart', () => {
    expect(languageTag('cmn-latn-pinyin')).toEqual({ tag: 'cmn' });
    expect(languageTag('en-us')).toEqual({ tag: 'en-US' });
    expect(languageTag('en-gb-x-rp')).toEqual({ tag: 'en-GB', accent: 'rp' });
    expect(languageTag('en-us-nyc')).toEqual({ tag: 'en-US', accent: 'nyc' });
    expect(languageTag('fa-latn')).toEqual({ tag: 'fa-Latn' });
    expect(languageTag('de-x-something')).toEqual({ tag: 'de' });
    expect(languageTag('not_a tag')).toEqual({ tag: 'not_a tag' });
  });
});

describe('languageName', () => {
  it('names Mandarin and Cantonese the way Chinese readers do', () => {
    expect(languageName('cmn', 'zh')).toBe('中文（普通话）');
    expect(languageName('yue', 'zh')).toBe('粤语');
    expect(languageName('zh', 'zh')).toBe('中文');
    expect(languageName('cmn', 'en')).toBe('Chinese (Mandarin)');
    expect(languageName('yue', 'en')).toBe('Cantonese');
  });

  it('uses Intl for the rest, with accents Intl cannot name', () => {
    expect(languageName('en-us', 'zh')).toBe('美国英语');
    expect(languageName('en-gb-x-rp', 'zh')).toBe('英国英语（标准发音）');
    expect(languageName('en-gb-x-rp', 'en')).toBe('British English (Received Pronunciation)');
    expect(languageName('vi-vn-x-south', 'zh')).toBe('越南语（南部）');
    expect(languageName('piqd', 'zh')).toBe('克林贡语');
    expect(languageName('es', 'zh')).toBe('欧洲西班牙语');
  });

  it('has its own names for the languages Chromium’s trimmed ICU cannot name (Intl gives nothing there)', () => {
    const missingInChromium = [
      'ba',
      'bpy',
      'cv',
      'en-029',
      'grc',
      'hak',
      'hyw',
      'io',
      'jbo',
      'kl',
      'lfn',
      'ltg',
      'nci',
      'nog',
      'pap',
      'piqd',
      'py',
      'qdb',
      'quc',
      'qya',
      'shn',
      'sjn',
      'smj',
    ];
    for (const code of missingInChromium) {
      expect(i18n.exists(`library.languages.${code}`, { lng: 'zh' }), code).toBe(true);
      expect(i18n.exists(`library.languages.${code}`, { lng: 'en' }), code).toBe(true);
    }
    expect(languageName('hak', 'zh')).toBe('客家话');
  });

  it('falls back to the server’s English name for a language nobody can name', () => {
    expect(languageName('xqq', 'zh', 'Madeup')).toBe('Madeup');
    expect(languageName('xqq', 'zh')).toBe('xqq');
  });

  it('gives every espeak language a distinct Chinese name, in Chinese', () => {
    const names = ESPEAK_CODES.map((code) => languageName(code, 'zh', `EN:${code}`));
    const notChinese = ESPEAK_CODES.filter((_, i) => !/\p{Script=Han}/u.test(names[i]!));
    expect(notChinese).toEqual([]);
    expect(new Set(names).size).toBe(ESPEAK_CODES.length);
  });

  it('gives every espeak language a distinct English name', () => {
    const names = ESPEAK_CODES.map((code) => languageName(code, 'en', `EN:${code}`));
    expect(names.filter((n) => n.startsWith('EN:'))).toEqual([]);
    expect(new Set(names).size).toBe(ESPEAK_CODES.length);
  });
});
