import type { Voice } from '@framecast/contract';

export interface VoiceFilters {
  q: string;
  language: string | null;
  gender: 'male' | 'female' | null;
}

/** The voices matching a search (name, language, accent; every word must match), a language and a gender. */
export function filterVoices(voices: readonly Voice[], { q, language, gender }: VoiceFilters): Voice[] {
  const words = q.toLowerCase().split(/\s+/u).filter(Boolean);
  return voices.filter((v) => {
    if (language && v.language !== language) return false;
    if (gender && v.gender !== gender) return false;
    const haystack = `${v.name} ${v.language_name} ${v.language} ${v.accent ?? ''}`.toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}
