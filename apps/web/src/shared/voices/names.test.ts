import type { Voice } from '@framecast/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/instance';
import { en } from '../i18n/en';
import { matchesSearch } from '../i18n/search';
import { zh } from '../i18n/zh';
import { voiceLabel, voiceLines, voiceSearchTexts } from './names';

beforeAll(async () => {
  i18n.add('en', en);
  i18n.add('zh', zh);
  await i18n.changeLanguage('en');
});

const voice = (over: Partial<Voice>): Voice => ({
  id: 'espeak:cmn-latn-pinyin+f2',
  name: 'Chinese (Mandarin) — Female',
  language: 'cmn',
  language_name: 'Chinese (Mandarin)',
  gender: 'female',
  accent: null,
  engine: 'espeak',
  quality: 'basic',
  age: null,
  use_cases: [],
  multilingual: false,
  pronunciation: true,
  favorite: false,
  preview_url: '/p.wav',
  ...over,
});

describe('voiceLabel', () => {
  it('rebuilds an espeak voice’s name from its language and gender', () => {
    expect(voiceLabel(voice({}), 'zh')).toBe('中文（普通话）女声');
    expect(voiceLabel(voice({}), 'en')).toBe('Chinese (Mandarin) · Female');
    expect(voiceLabel(voice({ id: 'espeak:en-us', language: 'en-us', language_name: 'English (America)', gender: 'male' }), 'zh')).toBe('美国英语男声');
    expect(voiceLines(voice({}), 'zh')).toEqual({ title: '中文（普通话）', detail: '女声' });
    expect(voiceLines(voice({ language: 'hak', language_name: 'Hakka Chinese' }), 'zh')).toEqual({ title: '客家话', detail: '女声' });
  });

  it('names a flite voice by language, gender and speaker in both languages', () => {
    const slt = voice({ id: 'flite:slt', name: 'English (America) — SLT, Female', language: 'en-us', language_name: 'English (America)', engine: 'flite' });
    expect(voiceLabel(slt, 'en')).toBe('American English · Female · SLT');
    expect(voiceLabel(slt, 'zh')).toBe('美国英语女声 · SLT');
    expect(voiceLines({ ...slt, id: 'flite:kal', gender: 'male' }, 'zh')).toEqual({ title: '美国英语', detail: '男声 · Kal' });
  });

  it('keeps another engine’s own voice name and puts the language under it', () => {
    const kokoro = voice({ id: 'http:af_bella', name: 'af_bella', language: 'en-us', language_name: 'American English', engine: 'http' });
    expect(voiceLabel(kokoro, 'zh')).toBe('af_bella');
    expect(voiceLines(kokoro, 'zh')).toEqual({ title: 'af_bella', detail: '美国英语' });
  });

  it('lets the Mandarin voices be found in either language', () => {
    const texts = voiceSearchTexts(voice({}));
    for (const q of ['普通话', '中文', 'Chinese', 'Mandarin', '女声', 'female']) expect(matchesSearch(q, texts), q).toBe(true);
    const english = voiceSearchTexts(
      voice({ id: 'espeak:en-us', name: 'English (America) — Male', language: 'en-us', language_name: 'English (America)', gender: 'male' }),
    );
    for (const q of ['英语', '美国', 'English', 'america']) expect(matchesSearch(q, english), q).toBe(true);
    expect(matchesSearch('普通话', english)).toBe(false);
  });
});
