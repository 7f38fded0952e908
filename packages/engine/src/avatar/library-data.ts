import type { AvatarCharacter, LookDef } from './look.js';

/** The twelve library characters and their looks (original artwork; see LICENSE_INFO). */

const MALE_VOICE = 'espeak:en-us';
const FEMALE_VOICE = 'espeak:en-us+f3';

const look = (key: string, name: string, rest: Omit<LookDef, 'key' | 'name'>): LookDef => ({ key, name, ...rest });

export const CHARACTERS: readonly AvatarCharacter[] = [
  {
    id: 'maya', name: 'Maya', gender: 'female', age: 'young_adult', ethnicity: 'south_asian', voice: FEMALE_VOICE,
    appearance: { skin: '#b97a55', hair: { style: 'long', color: '#231a1a' }, eyes: '#4a2c1d', facialHair: 'none', lips: '#a8485a' },
    looks: [
      look('creator', 'Creator at home', { theme: 'lifestyle', pose: 'sitting', occupation: 'content_creator', outfit: { kind: 'hoodie', main: '#f4a261', accent: '#ffffff' }, backdrop: { scene: 'home', tint: '#f4a261' } }),
      look('office', 'Office', { theme: 'business', pose: 'standing', occupation: 'manager', outfit: { kind: 'blazer', main: '#2f3e63', second: '#f6f1e9', extras: ['necklace'] }, backdrop: { scene: 'office', tint: '#8da9c4' } }),
      look('support', 'Support desk', { theme: 'studio', pose: 'standing', occupation: 'agent', outfit: { kind: 'blouse', main: '#2a9d8f', second: '#f7f3e8', extras: ['headset'] }, backdrop: { scene: 'studio', tint: '#a8dadc' } }),
    ],
  },
  {
    id: 'amara', name: 'Amara', gender: 'female', age: 'adult', ethnicity: 'african', voice: FEMALE_VOICE,
    appearance: { skin: '#7a4a2e', hair: { style: 'afro', color: '#1c1414' }, eyes: '#3b2416', facialHair: 'none', lips: '#8c3b45' },
    looks: [
      look('teacher', 'Classroom', { theme: 'education', pose: 'standing', occupation: 'teacher', outfit: { kind: 'cardigan', main: '#e9c46a', second: '#fefae0', extras: ['earrings'] }, backdrop: { scene: 'classroom', tint: '#2a9d8f' } }),
      look('artist', 'Studio artist', { theme: 'lifestyle', pose: 'sitting', occupation: 'artist', outfit: { kind: 'denim', main: '#4a6fa5', second: '#f28482' }, backdrop: { scene: 'atelier', tint: '#f6bd60' } }),
    ],
  },
  {
    id: 'sofia', name: 'Sofia', gender: 'female', age: 'young_adult', ethnicity: 'south_american', voice: FEMALE_VOICE,
    appearance: { skin: '#d9a07a', hair: { style: 'wavy', color: '#5a3522' }, eyes: '#5b3a1e', facialHair: 'none', lips: '#c05a5a', freckles: true },
    looks: [
      look('coach', 'Fitness coach', { theme: 'health_fitness', pose: 'standing', occupation: 'teacher', outfit: { kind: 'sport', main: '#e76f51', accent: '#ffffff' }, backdrop: { scene: 'gym', tint: '#52b788' } }),
      look('outdoors', 'Outdoors', { theme: 'outdoors', pose: 'standing', occupation: 'content_creator', outfit: { kind: 'denim', main: '#5b7db1', second: '#ffffff' }, backdrop: { scene: 'park', tint: '#8ecae6' } }),
      look('cafe', 'Cafe', { theme: 'lifestyle', pose: 'sitting', occupation: 'artist', outfit: { kind: 'sweater', main: '#cdb4db', second: '#ffffff' }, backdrop: { scene: 'cafe', tint: '#bc6c25' } }),
    ],
  },
  {
    id: 'hana', name: 'Hana', gender: 'female', age: 'adult', ethnicity: 'east_asian', voice: FEMALE_VOICE,
    appearance: { skin: '#f3d2b8', hair: { style: 'bob', color: '#1f191b' }, eyes: '#2e1f18', facialHair: 'none', lips: '#d0607a' },
    looks: [
      look('doctor', 'Doctor', { theme: 'health_fitness', pose: 'standing', occupation: 'doctor_nurse', outfit: { kind: 'labcoat', main: '#fbfbfb', second: '#a8dadc', extras: ['stethoscope', 'pen'] }, backdrop: { scene: 'clinic', tint: '#90c2e7' } }),
      look('engineer', 'Engineer', { theme: 'business', pose: 'sitting', occupation: 'engineer', outfit: { kind: 'turtleneck', main: '#264653' }, backdrop: { scene: 'office', tint: '#b8c0ff' } }),
    ],
  },
  {
    id: 'eleanor', name: 'Eleanor', gender: 'female', age: 'senior', ethnicity: 'european', voice: FEMALE_VOICE,
    appearance: { skin: '#f5d5c5', hair: { style: 'bun', color: '#d6d2cd' }, eyes: '#5c7a99', facialHair: 'none', glasses: { shape: 'round', color: '#8a5a44' }, lips: '#c46b78', wrinkles: true },
    looks: [
      look('counsel', 'Counsel', { theme: 'business', pose: 'standing', occupation: 'lawyer', outfit: { kind: 'blazer', main: '#6d2e46', second: '#f8f1ea', extras: ['necklace'] }, backdrop: { scene: 'office', tint: '#c9ada7' } }),
      look('professor', 'Professor', { theme: 'education', pose: 'sitting', occupation: 'teacher', outfit: { kind: 'cardigan', main: '#6b705c', second: '#f1e3d3' }, backdrop: { scene: 'classroom', tint: '#bc6c25' } }),
    ],
  },
  {
    id: 'layla', name: 'Layla', gender: 'female', age: 'adult', ethnicity: 'middle_eastern', voice: FEMALE_VOICE,
    appearance: { skin: '#d8a883', hair: { style: 'hijab', color: '#c98b8f' }, eyes: '#4b3020', facialHair: 'none', lips: '#b5525e' },
    looks: [
      look('anchor', 'News anchor', { theme: 'news', pose: 'standing', occupation: 'content_creator', outfit: { kind: 'blazer', main: '#1d3557', second: '#f1faee' }, backdrop: { scene: 'newsroom', tint: '#1d3557' } }),
      look('manager', 'Manager', { theme: 'business', pose: 'sitting', occupation: 'manager', outfit: { kind: 'blouse', main: '#588157', second: '#e9f5db' }, backdrop: { scene: 'office', tint: '#a3b18a' } }),
    ],
  },
  {
    id: 'james', name: 'James', gender: 'male', age: 'adult', ethnicity: 'north_american', voice: MALE_VOICE,
    appearance: { skin: '#f0c8a5', hair: { style: 'sidepart', color: '#6b4430' }, eyes: '#3d6e8f', facialHair: 'stubble' },
    looks: [
      look('manager', 'Manager', { theme: 'business', pose: 'standing', occupation: 'manager', outfit: { kind: 'blazer', main: '#34495e', second: '#ffffff', accent: '#c0392b', extras: ['tie'] }, backdrop: { scene: 'office', tint: '#9db4c0' } }),
      look('weekend', 'Weekend', { theme: 'lifestyle', pose: 'sitting', occupation: 'content_creator', outfit: { kind: 'sweater', main: '#84a98c', second: '#ffffff' }, backdrop: { scene: 'home', tint: '#e9c46a' } }),
      look('realtor', 'Realtor', { theme: 'outdoors', pose: 'standing', occupation: 'agent', outfit: { kind: 'shirt', main: '#a8dadc' }, backdrop: { scene: 'park', tint: '#90e0ef' } }),
    ],
  },
  {
    id: 'kwame', name: 'Kwame', gender: 'male', age: 'adult', ethnicity: 'african', voice: MALE_VOICE,
    appearance: { skin: '#6b4029', hair: { style: 'fade', color: '#151012' }, eyes: '#2a1810', facialHair: 'beard' },
    looks: [
      look('anchor', 'News anchor', { theme: 'news', pose: 'standing', occupation: 'content_creator', outfit: { kind: 'blazer', main: '#22333b', second: '#e0e1dd', accent: '#3a86ff', extras: ['tie'] }, backdrop: { scene: 'newsroom', tint: '#0b3954' } }),
      look('studio', 'Studio', { theme: 'studio', pose: 'standing', occupation: 'artist', outfit: { kind: 'tee', main: '#e9c46a' }, backdrop: { scene: 'studio', tint: '#f4a261' } }),
    ],
  },
  {
    id: 'arjun', name: 'Arjun', gender: 'male', age: 'young_adult', ethnicity: 'south_asian', voice: MALE_VOICE,
    appearance: { skin: '#a86d47', hair: { style: 'quiff', color: '#1a1414' }, eyes: '#3a2216', facialHair: 'none' },
    looks: [
      look('engineer', 'Engineer', { theme: 'business', pose: 'sitting', occupation: 'engineer', outfit: { kind: 'hoodie', main: '#3d405b', accent: '#f2cc8f', extras: ['lanyard'] }, backdrop: { scene: 'office', tint: '#81b29a' } }),
      look('creator', 'Creator', { theme: 'lifestyle', pose: 'standing', occupation: 'content_creator', outfit: { kind: 'denim', main: '#577590', second: '#f9c74f' }, backdrop: { scene: 'cafe', tint: '#bc6c25' } }),
    ],
  },
  {
    id: 'kenji', name: 'Kenji', gender: 'male', age: 'young_adult', ethnicity: 'east_asian', voice: MALE_VOICE,
    appearance: { skin: '#f1cfae', hair: { style: 'messy', color: '#221c1e' }, eyes: '#2c1e17', facialHair: 'none', glasses: { shape: 'square', color: '#2b2b2b' } },
    looks: [
      look('artist', 'Artist', { theme: 'lifestyle', pose: 'sitting', occupation: 'artist', outfit: { kind: 'tee', main: '#f28482' }, backdrop: { scene: 'atelier', tint: '#84a59d' } }),
      look('tutor', 'Tutor', { theme: 'education', pose: 'standing', occupation: 'teacher', outfit: { kind: 'shirt', main: '#a2d2ff' }, backdrop: { scene: 'classroom', tint: '#457b9d' } }),
      look('studio', 'Studio', { theme: 'studio', pose: 'standing', occupation: 'engineer', outfit: { kind: 'turtleneck', main: '#2b2d42' }, backdrop: { scene: 'studio', tint: '#cdb4db' } }),
    ],
  },
  {
    id: 'robert', name: 'Robert', gender: 'male', age: 'senior', ethnicity: 'european', voice: MALE_VOICE,
    appearance: { skin: '#f2cdb9', hair: { style: 'balding', color: '#c8c5c0' }, eyes: '#4f6d7a', facialHair: 'beard', glasses: { shape: 'square', color: '#5a4636' }, wrinkles: true },
    looks: [
      look('counsel', 'Counsel', { theme: 'business', pose: 'sitting', occupation: 'lawyer', outfit: { kind: 'blazer', main: '#2b2d42', second: '#f8f9fa', accent: '#8d0801', extras: ['tie'] }, backdrop: { scene: 'office', tint: '#c2b280' } }),
      look('professor', 'Professor', { theme: 'education', pose: 'standing', occupation: 'teacher', outfit: { kind: 'sweater', main: '#9c6644', second: '#e9ecef' }, backdrop: { scene: 'classroom', tint: '#606c38' } }),
    ],
  },
  {
    id: 'omar', name: 'Omar', gender: 'male', age: 'adult', ethnicity: 'middle_eastern', voice: MALE_VOICE,
    appearance: { skin: '#c98d63', hair: { style: 'curly', color: '#1e1718' }, eyes: '#3b2a1a', facialHair: 'beard' },
    looks: [
      look('doctor', 'Doctor', { theme: 'health_fitness', pose: 'standing', occupation: 'doctor_nurse', outfit: { kind: 'scrubs', main: '#3fa7a3', extras: ['stethoscope'] }, backdrop: { scene: 'clinic', tint: '#a8dadc' } }),
      look('trainer', 'Trainer', { theme: 'outdoors', pose: 'standing', occupation: 'teacher', outfit: { kind: 'sport', main: '#1d3557', accent: '#e63946' }, backdrop: { scene: 'park', tint: '#ffb703' } }),
      look('agent', 'Help desk', { theme: 'studio', pose: 'sitting', occupation: 'agent', outfit: { kind: 'shirt', main: '#f4f1de', extras: ['headset'] }, backdrop: { scene: 'studio', tint: '#81b29a' } }),
    ],
  },
];
