import type { AvatarLook, Voice } from '@framecast/contract';
import { i18n } from '../../shared/i18n/instance';
import { beforeAll, describe, expect, it } from 'vitest';
import { LICENSE_INFO } from '../../../../../packages/engine/src/avatar/library';
import { CHARACTERS } from '../../../../../packages/engine/src/avatar/library-data';
import { matchesSearch } from '../../shared/i18n/search';
import { en } from '../../shared/i18n/en';
import { zh } from '../../shared/i18n/zh';
import { licenceLabel, lookLabel, lookSearchTexts, voiceLabel, voiceLines, voiceSearchTexts } from './library-names';

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
  preview_url: '/p.wav',
  ...over,
});

const look = (id: string, lookName: string, occupation: AvatarLook['occupation'] = 'doctor_nurse') =>
  ({ id, avatar_id: id.split('/')[0]!, name: 'Hana', look_name: lookName, occupation }) as AvatarLook;

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

describe('lookLabel', () => {
  it('names every look of the built-in library in both languages', () => {
    const looks = CHARACTERS.flatMap((c) => c.looks.map((l) => ({ id: `${c.id}/${l.key}`, look_name: l.name })));
    expect(looks.length).toBeGreaterThan(20);
    for (const l of looks) {
      expect(lookLabel({ ...l, look_name: '?' }, 'en'), l.id).toBe(l.look_name);
      expect(lookLabel({ ...l, look_name: '?' }, 'zh'), l.id).toMatch(/^\p{Script=Han}+$/u);
    }
    expect(lookLabel({ id: 'hana/doctor', look_name: 'Doctor' }, 'zh')).toBe('医生');
  });

  it('keeps the server’s name for a look it has no translation of', () => {
    expect(lookLabel({ id: 'someone/new', look_name: 'New look' }, 'zh')).toBe('New look');
  });

  it('lets a look be found by its name or job in either language', () => {
    const texts = lookSearchTexts(look('hana/doctor', 'Doctor'));
    for (const q of ['医生', 'doctor', '护士', 'nurse', 'hana']) expect(matchesSearch(q, texts), q).toBe(true);
    expect(matchesSearch('工程师', texts)).toBe(false);
  });
});

describe('licenceLabel', () => {
  const sent = { name: `${LICENSE_INFO.name} (${LICENSE_INFO.license})`, text: LICENSE_INFO.text };

  it('translates the built-in library’s licence, as the server words it', () => {
    expect(licenceLabel(sent, 'en')).toEqual(sent);
    expect(licenceLabel(sent, 'zh').name).toBe('Framecast 原创插画（CC0-1.0）');
    expect(licenceLabel(sent, 'zh').text).toContain('公有领域');
  });

  it('shows any other licence as sent', () => {
    const other = { name: 'Some avatars (CC-BY-4.0)', text: 'Attribution required.' };
    expect(licenceLabel(other, 'zh')).toEqual(other);
  });
});
