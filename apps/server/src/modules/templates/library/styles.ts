import type { MusicMood, TemplateStyle } from '@framecast/contract';
import type { Subtitles, Transition } from '@framecast/timeline';

/** A visual style: colours, captions, how scenes enter and text arrives, and a music bed. */
export interface StyleSpec {
  /** Behind everything. */
  bg: string;
  /** Cards and bands. */
  panel: string;
  /** Price tags, call-to-action boxes, rules. */
  accent: string;
  /** Text on bg and panel. */
  text: string;
  /** Text on accent. */
  onAccent: string;
  subtitles: Pick<Subtitles, 'preset' | 'color' | 'highlight'>;
  transition: Transition['type'];
  enter: 'fade' | 'rise';
  music: MusicMood;
}

export { MUSIC_MOODS, type MusicMood } from '@framecast/contract';

export const STYLES: Record<TemplateStyle, StyleSpec> = {
  bold: {
    bg: '#111111',
    panel: '#1f1f1f',
    accent: '#ffd400',
    text: '#ffffff',
    onAccent: '#111111',
    subtitles: { preset: 'boxed', color: '#ffffff', highlight: '#ffd400' },
    transition: 'slide',
    enter: 'rise',
    music: 'upbeat',
  },
  clean: {
    bg: '#f5f7fa',
    panel: '#ffffff',
    accent: '#1d4ed8',
    text: '#0f172a',
    onAccent: '#ffffff',
    subtitles: { preset: 'boxed', color: '#ffffff', highlight: '#93c5fd' },
    transition: 'fade',
    enter: 'fade',
    music: 'calm',
  },
  luxe: {
    bg: '#0b0b0c',
    panel: '#1a1714',
    accent: '#c9a227',
    text: '#f5efe0',
    onAccent: '#0b0b0c',
    subtitles: { preset: 'classic', color: '#f5efe0', highlight: '#c9a227' },
    transition: 'fade',
    enter: 'fade',
    music: 'elegant',
  },
  playful: {
    bg: '#ffe4f1',
    panel: '#ffffff',
    accent: '#ff3d8b',
    text: '#3b0764',
    onAccent: '#ffffff',
    subtitles: { preset: 'bold', color: '#ffffff', highlight: '#ff3d8b' },
    transition: 'wipe',
    enter: 'rise',
    music: 'upbeat',
  },
  tech: {
    bg: '#0a1628',
    panel: '#11243f',
    accent: '#22d3ee',
    text: '#e0f2fe',
    onAccent: '#0a1628',
    subtitles: { preset: 'karaoke', color: '#ffffff', highlight: '#22d3ee' },
    transition: 'zoom',
    enter: 'rise',
    music: 'pulse',
  },
  natural: {
    bg: '#f1efe6',
    panel: '#ffffff',
    accent: '#3f7d4e',
    text: '#27352a',
    onAccent: '#ffffff',
    subtitles: { preset: 'boxed', color: '#ffffff', highlight: '#bbf7d0' },
    transition: 'fade',
    enter: 'fade',
    music: 'calm',
  },
  neon: {
    bg: '#0d0221',
    panel: '#1b0a3a',
    accent: '#ff2bd6',
    text: '#f8f5ff',
    onAccent: '#0d0221',
    subtitles: { preset: 'karaoke', color: '#ffffff', highlight: '#ff2bd6' },
    transition: 'zoom',
    enter: 'rise',
    music: 'pulse',
  },
  pastel: {
    bg: '#ede9fe',
    panel: '#ffffff',
    accent: '#8b5cf6',
    text: '#312e81',
    onAccent: '#ffffff',
    subtitles: { preset: 'boxed', color: '#ffffff', highlight: '#ddd6fe' },
    transition: 'wipe',
    enter: 'rise',
    music: 'calm',
  },
  mono: {
    bg: '#e5e5e5',
    panel: '#ffffff',
    accent: '#111111',
    text: '#111111',
    onAccent: '#ffffff',
    subtitles: { preset: 'classic', color: '#ffffff', highlight: '#d4d4d4' },
    transition: 'slide',
    enter: 'fade',
    music: 'elegant',
  },
};
