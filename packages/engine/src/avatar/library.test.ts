import { describe, expect, it } from 'vitest';
import { AVATAR_CHARACTERS, AVATAR_LOOKS, filterLooks, findLook, LICENSE_INFO, sampleLooks } from './library.js';

const THEMES = ['lifestyle', 'outdoors', 'business', 'studio', 'health_fitness', 'education', 'news'];
const ETHNICITIES = ['european', 'african', 'south_asian', 'east_asian', 'middle_eastern', 'south_american', 'north_american'];
const OCCUPATIONS = ['agent', 'artist', 'doctor_nurse', 'engineer', 'lawyer', 'manager', 'teacher', 'content_creator'];

describe('avatar library', () => {
  it('has twelve characters, six of each gender, with two or three looks each', () => {
    expect(AVATAR_CHARACTERS).toHaveLength(12);
    expect(AVATAR_CHARACTERS.filter((c) => c.gender === 'female')).toHaveLength(6);
    for (const c of AVATAR_CHARACTERS) {
      expect(c.looks.length).toBeGreaterThanOrEqual(2);
      expect(c.looks.length).toBeLessThanOrEqual(3);
      expect(c.voice).toBe(c.gender === 'male' ? 'espeak:en-us' : 'espeak:en-us+f3');
    }
  });

  it('uses only the spec’s filter values and covers every age, theme and pose', () => {
    for (const l of AVATAR_LOOKS) {
      expect(THEMES).toContain(l.theme);
      expect(ETHNICITIES).toContain(l.ethnicity);
      expect(OCCUPATIONS).toContain(l.occupation);
      expect(['standing', 'sitting']).toContain(l.pose);
      expect(['adult', 'senior', 'young_adult']).toContain(l.age);
    }
    const covered = (key: 'age' | 'theme' | 'pose') => new Set(AVATAR_LOOKS.map((l) => l[key]));
    expect(covered('age').size).toBe(3);
    expect(covered('theme').size).toBe(THEMES.length);
    expect(covered('pose').size).toBe(2);
    expect(new Set(AVATAR_LOOKS.map((l) => l.ethnicity)).size).toBe(ETHNICITIES.length);
    expect(new Set(AVATAR_CHARACTERS.map((c) => c.appearance.skin)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(AVATAR_CHARACTERS.map((c) => c.appearance.hair.style)).size).toBeGreaterThanOrEqual(10);
  });

  it('addresses looks as <avatar>/<look>, and <avatar> alone as its first look', () => {
    expect(new Set(AVATAR_LOOKS.map((l) => l.id)).size).toBe(AVATAR_LOOKS.length);
    for (const l of AVATAR_LOOKS) expect(l.id).toMatch(/^[a-z]+\/[a-z]+$/);
    expect(findLook('maya/office')?.lookName).toBe('Office');
    expect(findLook('maya')?.id).toBe('maya/creator');
    expect(findLook('maya/nope')).toBeUndefined();
    expect(findLook('nobody')).toBeUndefined();
  });

  it('filters by every field, with occupation any matching all and favorites (per user) matching none', () => {
    expect(filterLooks({})).toHaveLength(AVATAR_LOOKS.length);
    expect(filterLooks({ gender: 'male' }).every((l) => l.gender === 'male')).toBe(true);
    const docs = filterLooks({ occupation: 'doctor_nurse' });
    expect(docs.map((l) => l.id).sort()).toEqual(['hana/doctor', 'omar/doctor']);
    expect(filterLooks({ occupation: 'any' })).toHaveLength(AVATAR_LOOKS.length);
    expect(filterLooks({ theme: 'favorites' })).toEqual([]);
    const combo = filterLooks({ gender: 'female', pose: 'sitting', theme: 'business' });
    expect(combo.length).toBeGreaterThan(0);
    expect(combo.every((l) => l.gender === 'female' && l.pose === 'sitting' && l.theme === 'business')).toBe(true);
    expect(filterLooks({ age: 'senior' }).map((l) => l.avatarId)).toEqual(expect.arrayContaining(['eleanor', 'robert']));
    expect(filterLooks({ ethnicity: 'east_asian', gender: 'male' }).every((l) => l.avatarId === 'kenji')).toBe(true);
  });

  it('samples six different people per seed, the same for the same seed', () => {
    const a = sampleLooks(1);
    expect(a).toHaveLength(6);
    expect(new Set(a.map((l) => l.avatarId)).size).toBe(6);
    expect(sampleLooks(1).map((l) => l.id)).toEqual(a.map((l) => l.id));
    expect(sampleLooks('user-42').map((l) => l.id)).toEqual(sampleLooks('user-42').map((l) => l.id));
    expect(sampleLooks(2).map((l) => l.id)).not.toEqual(a.map((l) => l.id));
    expect(sampleLooks(3, 40)).toHaveLength(AVATAR_LOOKS.length);
    expect(sampleLooks(5, 3, filterLooks({ gender: 'female' })).every((l) => l.gender === 'female')).toBe(true);
  });

  it('states its licence', () => {
    expect(LICENSE_INFO.license).toBe('CC0-1.0');
    expect(LICENSE_INFO.text).toMatch(/Original Framecast artwork/);
  });
});
