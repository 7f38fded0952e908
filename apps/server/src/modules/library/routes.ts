import type { FastifyInstance } from 'fastify';
import { calls } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import { registerCall, type CallOptions } from '../../platform/http/calls.js';
import { avatarMediaRoute, listAvatars } from './avatars.js';
import { setFavorite } from './favorites.js';
import { offer } from './offer.js';
import { listVoices, starVoice, voicePreviewRoute } from './voices.js';

export function libraryRoutes(app: FastifyInstance, ctx: AppContext, opts: CallOptions): void {
  registerCall(app, opts, calls.avatarList, ({ input, actor }) => listAvatars(ctx, actor.userId, input));
  registerCall(app, opts, calls.avatarFavorite, ({ input, actor }) => setFavorite(ctx.db, actor.userId, input.id, input.favorite));
  registerCall(app, opts, calls.voiceList, ({ input, actor }) => listVoices(ctx, actor, input));
  registerCall(app, opts, calls.voiceFavorite, ({ input, actor }) => starVoice(ctx, actor, input.id, input.favorite));
  registerCall(app, opts, calls.offer, () => offer(ctx));
  registerCall(app, opts, calls.capabilities, async () => ({
    speech: {
      engine: ctx.config.engineTtsUrl ? ('http' as const) : ('espeak' as const),
      http: !!ctx.config.engineTtsUrl,
      description: ctx.config.engineTtsUrl
        ? 'Neural voices from the speech server at ENGINE_TTS_URL, plus the flite and espeak-ng voices on this machine.'
        : 'Voices made on this machine: flite (four English voices) and espeak-ng (about 130 languages; clear but robotic). Set ENGINE_TTS_URL for neural voices.',
    },
    talking_head: {
      engine: ctx.engines.avatars.id === 'local' ? ('local' as const) : ('http' as const),
      description: ctx.engines.lipSync
        ? 'Illustrated avatars and talking photos animated on this machine (lively, not photorealistic). A video boosted with lip-sync minutes is re-rendered with photorealistic lip sync by the talking-head service at ENGINE_TALKING_HEAD_URL.'
        : 'Illustrated avatars and talking photos animated on this machine (the face in a photo is warped along its mesh; the result is lively, not photorealistic). Photorealistic lip sync needs a talking-head service (ENGINE_TALKING_HEAD_URL).',
    },
    lip_sync: {
      available: !!ctx.engines.lipSync,
      description: ctx.engines.lipSync
        ? 'Lip-sync boost: lip-sync minutes re-render a video with photorealistic lip sync by the talking-head service at ENGINE_TALKING_HEAD_URL.'
        : 'Lip-sync boost needs a talking-head service (ENGINE_TALKING_HEAD_URL); none is set up, so nothing is boosted or sold.',
    },
    scripts: {
      engine: ctx.engines.scripts.id,
      description: ctx.engines.scripts.describe(),
      languages: ctx.engines.scripts.languages ? [...ctx.engines.scripts.languages] : null,
    },
  }));
  avatarMediaRoute(app, ctx);
  voicePreviewRoute(app, ctx);
}
