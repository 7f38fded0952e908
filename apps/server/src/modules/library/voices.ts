import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { API_PREFIX, ErrorCode, VOICE_USE_CASES, type Voice, type VoiceListRequest } from '@framecast/contract';
import type { VoiceInfo } from '@framecast/engine';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { binary, errorResponses } from '../../platform/http/openapi.js';
import { readyClones } from '../voices/service.js';
import { favoriteVoiceIds, setVoiceFavorite } from './favorites.js';
import { SingleFlight } from '../../platform/single-flight.js';
import type { Actor } from '../../platform/http/actor.js';

/** A sample line per language for voice previews; other languages read the English line. */
const SAMPLES: Record<string, string> = {
  en: 'Hello! This is how I sound when I read your script.',
  cmn: '你好！这是我朗读你的脚本时的声音。',
  yue: '你好！呢個係我讀你嘅稿嘅聲音。',
  es: '¡Hola! Así sueno cuando leo tu guion.',
  fr: 'Bonjour ! Voici ma voix quand je lis votre script.',
  de: 'Hallo! So klinge ich, wenn ich dein Skript vorlese.',
  it: 'Ciao! Ecco come suono quando leggo il tuo copione.',
  pt: 'Olá! É assim que eu soo quando leio o seu roteiro.',
  ja: 'こんにちは。これが台本を読むときの私の声です。',
  ko: '안녕하세요! 대본을 읽을 때 제 목소리는 이렇습니다.',
  ru: 'Привет! Так звучит мой голос, когда я читаю ваш сценарий.',
  ar: 'مرحبا! هكذا يبدو صوتي عندما أقرأ النص.',
  hi: 'नमस्ते! जब मैं आपकी स्क्रिप्ट पढ़ता हूँ तो मेरी आवाज़ ऐसी लगती है।',
  nl: 'Hallo! Zo klink ik als ik je script voorlees.',
  tr: 'Merhaba! Senaryonu okurken sesim böyle çıkıyor.',
  pl: 'Cześć! Tak brzmi mój głos, gdy czytam twój scenariusz.',
  vi: 'Xin chào! Đây là giọng của tôi khi đọc kịch bản của bạn.',
  id: 'Halo! Beginilah suara saya saat membaca naskah Anda.',
};
export const sampleLine = (language: string) => SAMPLES[language] ?? SAMPLES[language.split('-')[0]!] ?? SAMPLES.en!;

const previewPath = (id: string) => `${API_PREFIX}/voice/preview/${encodeURIComponent(id)}.wav`;
const voiceUseCases = (v: VoiceInfo) => (v.useCases ?? []).filter((u): u is Voice['use_cases'][number] => (VOICE_USE_CASES as readonly string[]).includes(u));
const toVoice = (v: VoiceInfo, favorite: boolean): Voice => ({
  id: v.id,
  name: v.name,
  language: v.language,
  language_name: v.languageName,
  gender: v.gender,
  accent: v.accent ?? null,
  engine: v.id.split(':')[0]!,
  quality: v.quality ?? null,
  age: v.age ?? null,
  use_cases: voiceUseCases(v),
  multilingual: v.multilingual ?? false,
  pronunciation: v.pronunciation ?? false,
  favorite,
  preview_url: previewPath(v.id),
});

/** Better-sounding voices first (natural, standard, basic), then the engine's own order. */
const QUALITY_RANK: Record<string, number> = { natural: 0, standard: 1, basic: 2 };
const options = (pairs: [string, string][]) =>
  [...new Map(pairs).entries()].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));

/** The library of every configured engine, filtered as the Voices page and the voice picker ask. */
export async function listVoices(ctx: AppContext, actor: Actor, q: z.output<typeof VoiceListRequest>) {
  const [engines, clones, starred] = await Promise.all([ctx.engines.speech.voices(), readyClones(ctx, actor), favoriteVoiceIds(ctx.db, actor.userId)]);
  const samples = new Map<string, string>(
    clones.flatMap((c) => (c.sample_keys[0] ? [[`clone:${c.id}`, ctx.storage.links(actor.userId).url(c.sample_keys[0])] as [string, string]] : [])),
  );
  // The space's own cloned voices come first, as voices of the clone engine.
  const all: VoiceInfo[] = [
    ...clones.map((c) => ({
      id: `clone:${c.id}`,
      name: c.name,
      language: c.language ?? 'und',
      languageName: c.language ?? 'und',
      gender: c.gender ?? 'female',
      quality: 'natural' as const,
    })),
    ...engines,
  ];
  const needle = q.q?.toLowerCase();
  const items = all
    .filter((v) => !q.gender || v.gender === q.gender)
    .filter((v) => !q.language || v.language === q.language || v.language.startsWith(`${q.language}-`))
    .filter((v) => !q.accent || v.accent === q.accent)
    .filter((v) => !q.age || v.age === q.age)
    .filter((v) => !q.use_case || voiceUseCases(v).includes(q.use_case))
    .filter((v) => !q.quality || v.quality === q.quality)
    .filter((v) => q.favorites !== '1' || starred.has(v.id))
    .filter((v) => !needle || `${v.name} ${v.languageName} ${v.language} ${v.accent ?? ''}`.toLowerCase().includes(needle))
    .map((v, i) => ({ v, i }))
    .sort((a, b) => (QUALITY_RANK[a.v.quality ?? 'basic'] ?? 2) - (QUALITY_RANK[b.v.quality ?? 'basic'] ?? 2) || a.i - b.i)
    .map(({ v }) => toVoice(v, starred.has(v.id)))
    // A cloned voice previews with its own recordings (the engine makes no sample line for free).
    .map((v) => (samples.has(v.id) ? { ...v, preview_url: samples.get(v.id)! } : v));
  return {
    items,
    languages: options(engines.map((v) => [v.language, v.languageName])),
    accents: options(all.flatMap((v) => (v.accent ? [[v.accent, v.accent] as [string, string]] : []))),
  };
}

/** Stars a voice some configured engine offers (unstarring works for any id, so a gone voice can be dropped). */
export async function starVoice(ctx: AppContext, actor: Actor, id: string, favorite: boolean) {
  const known = (await ctx.engines.speech.voices()).some((v) => v.id === id);
  return setVoiceFavorite(ctx.db, actor.userId, id, favorite, known);
}

const flights = new SingleFlight<string>();

/** `GET /voice/preview/<voice id>.wav`: the sample line in that voice, made once and kept in the step cache. */
export function voicePreviewRoute(app: FastifyInstance, ctx: AppContext): void {
  const schema: FastifySchema = {
    summary: 'The sample line in a voice (WAV), made once and kept in the step cache',
    tags: ['library'],
    params: z.object({ file: z.string().meta({ description: '<voice id>.wav (the id URL-encoded)' }) }),
    response: {
      200: { description: 'The sample', content: { 'audio/wav': { schema: binary('WAV') } } },
      ...errorResponses([404, 500], { 404: 'No such voice' }),
    },
  };
  app.get('/voice/preview/:file', { schema }, async (req, reply) => {
    const file = (req.params as { file: string }).file;
    const id = decodeURIComponent(file.replace(/\.wav$/, ''));
    const voice = (await ctx.engines.speech.voices()).find((v) => v.id === id);
    if (!voice) return reply.status(404).send({ code: ErrorCode.NOT_FOUND, msg: 'Unknown voice.', data: null });
    const key = `voice-preview-v1-${Buffer.from(id).toString('base64url')}`;
    const wav = await flights.run(key, async () => {
      const hit = await ctx.engines.cache.get(key);
      if (hit) return hit;
      const { engine, voice: engineVoice } = ctx.engines.speech.resolve(id);
      const tmp = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fc-voice-')), 'preview.wav');
      await engine.synthesize({ text: sampleLine(voice.language), voice: engineVoice, speed: 1 }, tmp);
      return ctx.engines.cache.put(key, tmp);
    });
    return reply.header('content-type', 'audio/wav').header('cache-control', 'public, max-age=86400').send(fs.createReadStream(wav));
  });
}
