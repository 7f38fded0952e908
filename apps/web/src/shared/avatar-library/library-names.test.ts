import type { AvatarLook } from '@framecast/contract';
import { i18n } from '../i18n/instance';
import { beforeAll, describe, expect, it } from 'vitest';
import { LICENSE_INFO } from '../../../../../packages/engine/src/avatar/library';
import { CHARACTERS } from '../../../../../packages/engine/src/avatar/library-data';
import { matchesSearch } from '../i18n/search';
import { en } from '../i18n/en';
import { zh } from '../i18n/zh';
import { licenceLabel, lookLabel, lookSearchTexts } from './library-names';

beforeAll(async () => {
  i18n.add('en', en);
  i18n.add('zh', zh);
  await i18n.changeLanguage('en');
});

const look = (id: string, lookName: string, occupation: AvatarLook['occupation'] = 'doctor_nurse') =>
  ({ id, avatar_id: id.split('/')[0]!, name: 'Hana', look_name: lookName, occupation }) as AvatarLook;

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
