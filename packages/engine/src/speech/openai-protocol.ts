import type { VoiceInfo } from '../types.js';

/**
 * The OpenAI speech protocol as self-hosted engines speak it (Kokoro-FastAPI, speaches, LocalAI,
 * chatterbox, openedai-speech): request body, voice listings and error bodies in their several shapes.
 * See the shared design notes, ENGINE-PROTOCOLS.md §1.1 and §7.
 */

export interface ListedVoice {
  id: string;
  name?: string;
  language?: string;
  gender?: string;
}

/** OpenAI's accepted speed range. */
const MIN_SPEED = 0.25;
const MAX_SPEED = 4;

/** Only standard fields: Kokoro, speaches and LocalAI reject or misread others. WAV always (§7). */
export function speechRequestBody(model: string, input: string, voice: string, speed: number) {
  return { model, input, voice, response_format: 'wav', speed: Math.min(MAX_SPEED, Math.max(MIN_SPEED, speed)) };
}

/** `http://host:8880`, `http://host:8880/` and `http://host:8880/v1` all name the same server. */
export function endpoint(baseUrl: string, path: string): string {
  const root = baseUrl.trim().replace(/\/+$/, '').replace(/\/v1$/, '');
  return `${root}${path}`;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/**
 * Voices from `GET /v1/audio/voices`: `["af_heart", …]` (Kokoro before 0.3 or `?legacy=true`),
 * `[{id, name?, language?, gender?}]`, or either wrapped as `{voices: …}` (Kokoro, speaches).
 */
export function parseVoiceListing(body: unknown): ListedVoice[] {
  const list = Array.isArray(body) ? body : body && typeof body === 'object' ? (body as { voices?: unknown }).voices : undefined;
  if (!Array.isArray(list)) throw new Error('Speech engine answered the voice list in an unknown shape');
  const out: ListedVoice[] = [];
  for (const item of list) {
    if (typeof item === 'string') {
      if (item.trim()) out.push({ id: item.trim() });
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    const v = item as Record<string, unknown>;
    const id = text(v.id) ?? text(v.voice_id) ?? text(v.name);
    if (!id) continue;
    out.push({ id, name: text(v.name), language: text(v.language), gender: text(v.gender) });
  }
  return out;
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

function languageNameOf(tag: string): string {
  if (tag === 'und') return 'Unknown';
  try {
    return languageNames.of(tag) ?? tag;
  } catch {
    return tag; // not a valid BCP-47 tag; show it as the engine wrote it
  }
}

function genderOf(g: string | undefined): VoiceInfo['gender'] {
  const v = g?.toLowerCase();
  if (v === 'male' || v === 'm' || v === 'man') return 'male';
  return 'female';
}

/**
 * VoiceInfo for a listed voice. Listings often give no language or gender (Kokoro gives ids only);
 * then the language is 'und' (undetermined) and the gender 'female', the more common default voice of
 * these engines. Nothing is guessed from voice names.
 */
export function voiceInfoOf(v: ListedVoice): VoiceInfo {
  const language = v.language ? v.language.toLowerCase().replace(/_/g, '-') : 'und';
  return {
    id: `http:${v.id}`,
    name: v.name ?? v.id,
    language,
    languageName: languageNameOf(language),
    gender: genderOf(v.gender),
  };
}

/**
 * The engine's own words from an error body: OpenAI/LocalAI `{error:{message}}`, FastAPI
 * `{detail:"…"}` / `{detail:{message}}` / `{detail:[{msg}]}` (Kokoro, speaches), `{message}`
 * (openedai-speech), `{error:"…"}`; else the raw text.
 */
export function errorMessageOf(raw: string): string {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return raw.trim().slice(0, 500);
  }
  const pick = (v: unknown): string | undefined => {
    if (typeof v === 'string') return text(v);
    if (Array.isArray(v)) return v.map(pick).filter(Boolean).join('; ') || undefined;
    if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      return pick(o.message) ?? pick(o.msg) ?? pick(o.detail) ?? pick(o.error);
    }
    return undefined;
  };
  return pick(body) ?? raw.trim().slice(0, 500);
}
