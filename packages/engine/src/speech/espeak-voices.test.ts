import { describe, expect, it } from 'vitest';
import { espeakVoiceName, espeakVoicesFrom, listEspeakVoices, parseEspeakVoiceList } from './espeak-voices.js';

// Captured from `espeak-ng --voices` (espeak-ng 1.51, Debian), a selection of rows including the odd
// ones: a language code with capitals, overflowing columns, a multi-byte name, Mandarin, Cantonese twice.
const LANGUAGES = `Pty Language       Age/Gender VoiceName          File                 Other Languages
 5  af              --/M      Afrikaans          gmw/af               
 5  chr-US-Qaaa-x-west --/M      Cherokee_          iro/chr              
 5  cmn             --/M      Chinese_(Mandarin,_latin_as_English) sit/cmn              (zh-cmn 5)(zh 5)
 5  cmn-latn-pinyin --/M      Chinese_(Mandarin,_latin_as_Pinyin) sit/cmn-Latn-pinyin  (zh-cmn 5)(zh 5)
 2  en-gb           --/M      English_(Great_Britain) gmw/en               (en 2)
 5  en-gb-x-rp      --/M      English_(Received_Pronunciation) gmw/en-GB-x-rp       (en-gb 4)(en 5)
 2  en-us           --/M      English_(America)  gmw/en-US            (en 3)
 5  es              --/M      Spanish_(Spain)    roa/es               
 5  es-419          --/M      Spanish_(Latin_America) roa/es-419           (es-mx 6)(es 6)
 5  fa-latn         --/M      Persian_(Pinglish) ira/fa-Latn          
 5  mi              --/M      Māori             poz/mi               
 5  yue             --/M      Chinese_(Cantonese) sit/yue              (zh-yue 5)(zh 8)
 5  yue             --/M      Chinese_(Cantonese,_latin_as_Jyutping) sit/yue-Latn-jyutping (zh-yue 5)(zh 8)
`;

// Captured from `espeak-ng --voices=variant`, a selection.
const VARIANTS = `Pty Language       Age/Gender VoiceName          File                 Other Languages
 5  variant         --/M      Mr_Serious         !v/Mr serious        
 5  variant         --/M      Storm              !v/Storm             (en-us 5)
 5  variant         --/F      female2            !v/f2                
 5  variant         --/F      female3            !v/f3                
 5  variant         --/F      female4            !v/f4                
 5  variant         --/F      female5            !v/f5                
 5  variant         --/F      female_whisper     !v/whisperf          
 5  variant         25/M      victor             !v/victor            
 5  variant         70/F      female1            !v/f1                
 5  variant         90/F      grandma            !v/grandma           
`;

describe('parseEspeakVoiceList', () => {
  it('reads every row, splitting on whitespace rather than column positions', () => {
    const rows = parseEspeakVoiceList(LANGUAGES);
    expect(rows).toHaveLength(13);
    expect(rows[1]).toEqual({ language: 'chr-US-Qaaa-x-west', age: undefined, gender: 'male', name: 'Cherokee', file: 'iro/chr', otherLanguages: [] });
    expect(rows[3]).toMatchObject({
      language: 'cmn-latn-pinyin',
      name: 'Chinese (Mandarin, latin as Pinyin)',
      file: 'sit/cmn-Latn-pinyin',
      otherLanguages: ['zh-cmn', 'zh'],
    });
    expect(rows[10]).toMatchObject({ language: 'mi', name: 'Māori', file: 'poz/mi' });
  });

  it('reads variants with ages, genders and file names holding spaces', () => {
    const rows = parseEspeakVoiceList(VARIANTS);
    expect(rows[0]).toMatchObject({ name: 'Mr Serious', file: '!v/Mr serious', gender: 'male' });
    expect(rows[1]).toMatchObject({ file: '!v/Storm', otherLanguages: ['en-us'] });
    expect(rows.find((r) => r.file === '!v/f1')).toMatchObject({ age: 70, gender: 'female', name: 'female1' });
  });
});

describe('espeakVoicesFrom', () => {
  const voices = espeakVoicesFrom(parseEspeakVoiceList(LANGUAGES), parseEspeakVoiceList(VARIANTS));
  const byId = new Map(voices.map((v) => [v.id, v]));

  it('offers each language as a male voice and a female espeak variant', () => {
    const en = voices.filter((v) => v.language === 'en-us');
    expect(en.map((v) => v.gender).sort()).toEqual(['female', 'male']);
    expect(byId.get('espeak:en-us')).toMatchObject({ name: 'English (America) — Male', languageName: 'English (America)', accent: 'America' });
    expect(en.find((v) => v.gender === 'female')!.id).toBe('espeak:en-us+f3');
    expect(byId.get('espeak:cmn-latn-pinyin+f2')).toMatchObject({ gender: 'female', language: 'cmn', age: 'adult' });
  });

  it('varies the female variant between languages, the same way every time', () => {
    const variants = new Set(voices.filter((v) => v.gender === 'female').map((v) => v.id.split('+')[1]));
    expect(variants.size).toBeGreaterThan(1);
    expect(espeakVoicesFrom(parseEspeakVoiceList(LANGUAGES), parseEspeakVoiceList(VARIANTS))).toEqual(voices);
  });

  it('offers Mandarin only as the Pinyin voice, and Cantonese once as yue', () => {
    expect([...byId.keys()].filter((id) => /cmn|zh/.test(id)).every((id) => id.startsWith('espeak:cmn-latn-pinyin'))).toBe(true);
    expect(byId.get('espeak:cmn-latn-pinyin')).toMatchObject({ language: 'cmn', languageName: 'Chinese (Mandarin)' });
    expect(byId.get('espeak:cmn-latn-pinyin')!.accent).toBeUndefined();
    expect(voices.filter((v) => v.language === 'yue' && v.gender === 'male')).toHaveLength(1);
    expect(byId.get('espeak:yue')).toMatchObject({ languageName: 'Chinese (Cantonese)' });
  });

  it('gives accents only where a language has regional voices', () => {
    expect(byId.get('espeak:en-gb-x-rp')!.accent).toBe('Received Pronunciation');
    expect(byId.get('espeak:es-419')!.accent).toBe('Latin America');
    expect(byId.get('espeak:es')!.accent).toBe('Spain');
    expect(byId.get('espeak:fa-latn')!.accent).toBeUndefined();
    expect(byId.get('espeak:af')!.accent).toBeUndefined();
  });

  it('uses the file name where espeak cannot select the language code', () => {
    expect(espeakVoiceName(parseEspeakVoiceList(LANGUAGES)[1]!)).toBe('chr');
    expect(byId.get('espeak:chr')).toMatchObject({ language: 'chr', languageName: 'Cherokee' });
  });

  it('labels the 70-year-old female1 variant as a senior voice', () => {
    const f1 = voices.find((v) => v.id.endsWith('+f1'));
    if (f1) expect(f1.age).toBe('senior');
    expect(voices.filter((v) => v.id.endsWith('+f3')).every((v) => v.age === 'adult')).toBe(true);
  });
});

describe('listEspeakVoices (the installed espeak-ng)', () => {
  it('lists over a hundred languages, two voices each, all selectable', async () => {
    const voices = await listEspeakVoices();
    const languages = new Set(voices.map((v) => v.language));
    expect(languages.size).toBeGreaterThan(100);
    expect(voices.length).toBe(2 * voices.filter((v) => v.gender === 'male').length);
    expect(voices.map((v) => v.id)).toContain('espeak:en-us');
    expect(voices.map((v) => v.id)).toContain('espeak:cmn-latn-pinyin');
    expect(voices.map((v) => v.id)).not.toContain('espeak:cmn');
    expect(new Set(voices.map((v) => v.id)).size).toBe(voices.length);
    expect(await listEspeakVoices()).toBe(await listEspeakVoices()); // cached
  });
});
