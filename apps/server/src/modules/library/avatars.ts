import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import { API_PREFIX, AVATAR_SAMPLE_SIZE, ErrorCode, type AvatarListData, type AvatarListRequest } from '@framecast/contract';
import {
  AVATAR_CHARACTERS,
  LICENSE_INFO,
  LOCAL_AVATAR_VERSION,
  filterLooks,
  findLook,
  renderEmotionClip,
  renderLookPreview,
  sampleLooks,
  type AvatarLook,
} from '@framecast/engine';
import { EMOTIONS } from '@framecast/timeline';
import type { AppContext } from '../../context.js';
import { type EncodedData, encoded } from '../../platform/http/envelope.js';
import { binary, errorResponses } from '../../platform/http/openapi.js';
import { favoriteLookIds } from './favorites.js';
import { favoritesChanged } from './store.js';
import { SingleFlight } from '../../platform/single-flight.js';

type MediaExt = 'png' | 'mp4' | 'webm';
/** `<emotion>.png|mp4` with the look's room; `<emotion>-cutout.png|webm` cut out (WebM keeps the alpha). */
const mediaUrl = (look: string, emotion: string, ext: MediaExt, cutout = false) =>
  `${API_PREFIX}/avatar/media/${look}/${emotion}${cutout ? '-cutout' : ''}.${ext}`;

function toLook(l: AvatarLook, favorites: ReadonlySet<string>) {
  return {
    id: l.id,
    avatar_id: l.avatarId,
    name: l.name,
    look_name: l.lookName,
    gender: l.gender,
    age: l.age,
    theme: l.theme,
    pose: l.pose,
    ethnicity: l.ethnicity,
    occupation: l.occupation,
    voice: l.voice,
    preview_url: mediaUrl(l.id, 'default', 'png'),
    emotions: EMOTIONS.map((e) => ({
      emotion: e,
      image_url: mediaUrl(l.id, e, 'png'),
      clip_url: mediaUrl(l.id, e, 'mp4'),
      cutout_image_url: mediaUrl(l.id, e, 'png', true),
      cutout_clip_url: mediaUrl(l.id, e, 'webm', true),
    })),
    favorite: favorites.has(l.id),
  };
}

/**
 * The built-in library, grouped by avatar (each avatar's looks together), each look flagged when the
 * caller starred it. By default six random avatars are shown (spec 000 §1); `sample=0` lists every one
 * that matches the filters. `theme=favorites` keeps the caller's starred looks (with the other filters).
 */
/**
 * The avatar library (spec 000 §2.8), as the Avatars page and every picker ask for it: the built-in sets
 * are fixed, so the answer is cached per user and question until their favourites change.
 */
export function listAvatars(ctx: AppContext, userId: string, q: z.output<typeof AvatarListRequest>): Promise<EncodedData<AvatarListData>> {
  // A sample without a seed is the day's: the date is part of the question.
  const key = `${userId}:${JSON.stringify(q)}:${q.sample === '1' && !q.seed ? new Date().toISOString().slice(0, 10) : ''}`;
  return ctx.caches.named<EncodedData<AvatarListData>>('avatar-library', LIBRARY_TTL_MS).get(key, async () => ({
    value: encoded(await buildAvatarList(ctx, userId, q)),
    dependsOn: [favoritesChanged(userId)],
  }));
}
const LIBRARY_TTL_MS = 10 * 60_000;

async function buildAvatarList(ctx: AppContext, userId: string, q: z.output<typeof AvatarListRequest>): Promise<AvatarListData> {
  const { sample, seed, theme, ...filters } = q;
  const favorites = await favoriteLookIds(ctx.db, userId);
  const looks = theme === 'favorites' ? filterLooks(filters).filter((l) => favorites.has(l.id)) : filterLooks({ ...filters, theme });
  let ids = [...new Set(looks.map((l) => l.avatarId))];
  if (sample === '1') ids = [...new Set(sampleLooks(seed ?? new Date().toISOString().slice(0, 10), AVATAR_SAMPLE_SIZE, looks).map((l) => l.avatarId))];
  const sets = ids.map((id) => {
    const c = AVATAR_CHARACTERS.find((x) => x.id === id)!;
    return { id, name: c.name, gender: c.gender, looks: looks.filter((l) => l.avatarId === id).map((l) => toLook(l, favorites)) };
  });
  const local = ctx.engines.avatars.id === 'local';
  return {
    sets,
    total: new Set(looks.map((l) => l.avatarId)).size,
    licence: { name: `${LICENSE_INFO.name} (${LICENSE_INFO.license})`, text: LICENSE_INFO.text },
    engine: {
      id: ctx.engines.avatars.id,
      description: local
        ? 'Illustrated avatars animated on this machine: mouth from the speech, blinks and head motion.'
        : 'Lip-synced video from the talking-head service at ENGINE_TALKING_HEAD_URL.',
    },
  };
}

const flights = new SingleFlight<string>();

/** `GET /avatar/media/<avatar>/<look>/<emotion>[-cutout].png|mp4|webm`: preview image or emotion clip, made once and cached. */
export function avatarMediaRoute(app: FastifyInstance, ctx: AppContext): void {
  const schema: FastifySchema = {
    summary: "A look's preview still (PNG) or emotion clip (MP4; a cut-out as WebM), made once and cached",
    tags: ['library'],
    params: z.object({ avatar: z.string(), look: z.string(), file: z.string().meta({ description: '<emotion>.png|mp4 or <emotion>-cutout.png|webm' }) }),
    response: {
      200: {
        description: 'The picture or clip',
        content: { 'image/png': { schema: binary('PNG') }, 'video/mp4': { schema: binary('MP4') }, 'video/webm': { schema: binary('WebM with alpha') } },
      },
      ...errorResponses([404, 500], { 404: 'No such avatar, look, emotion or format' }),
    },
  };
  app.get('/avatar/media/:avatar/:look/:file', { schema }, async (req, reply) => {
    const p = req.params as { avatar: string; look: string; file: string };
    // A clip with the room is an MP4 and a cut-out one a WebM (H.264 has no alpha); stills are PNG either way.
    const m = /^([a-z]+)(?:(-cutout)\.(png|webm)|\.(png|mp4))$/.exec(p.file);
    const look = findLook(`${p.avatar}/${p.look}`);
    if (!m || !look || !(EMOTIONS as readonly string[]).includes(m[1]!))
      return reply.status(404).send({ code: ErrorCode.NOT_FOUND, msg: 'Unknown avatar media.', data: null });
    const emotion = m[1]!;
    const cutout = Boolean(m[2]);
    const ext = (m[3] ?? m[4]) as MediaExt;
    const key = `avatar-${ext}-${LOCAL_AVATAR_VERSION}-${look.id.replace('/', '_')}-${emotion}${cutout ? '-cutout' : ''}`;
    const file = await flights.run(key, async () => {
      const hit = await ctx.engines.cache.get(key);
      if (hit) return hit;
      // The cache moves the file out; the directory goes either way (one was left behind per miss).
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-avatar-'));
      try {
        const out = path.join(dir, `media.${ext}`);
        if (ext === 'png') await renderLookPreview(look.id, emotion, out, 480, { removeBackground: cutout });
        else await renderEmotionClip(look.id, emotion, out, { seconds: 3, removeBackground: cutout });
        return await ctx.engines.cache.put(key, out);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
    return reply
      .header('content-type', { png: 'image/png', mp4: 'video/mp4', webm: 'video/webm' }[ext])
      .header('cache-control', 'public, max-age=604800')
      .send(fs.createReadStream(file));
  });
}
