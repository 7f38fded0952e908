import { type OfferData, type OfferTool, planOfferOf, SOLD_PLANS } from '@framecast/contract';
import { AVATAR_CHARACTERS, AVATAR_LOOKS } from '@framecast/engine';
import type { AppContext } from '../../context.js';
import { libraryTemplateCount } from '../templates/service.js';

/** What this server offers now, counted from the library and the configured engines (contract offer.ts). */
export async function offer(ctx: Pick<AppContext, 'engines'>): Promise<OfferData> {
  const voices = await ctx.engines.speech.voices();
  const tools: Record<OfferTool, boolean> = {
    avatar_video: true,
    talking_photo: true,
    photo_avatars: true,
    product_avatars: true,
    custom_avatars: true,
    url_to_video: true,
    batch: true,
    ai_scripts: true,
    brand_kit: true,
    team_spaces: true,
    voice_cloning: !!ctx.engines.speech.cloner,
    realistic_avatars: !!ctx.engines.images,
    lip_sync: !!ctx.engines.lipSync,
    // Not built on this server yet: the pages may call them coming, never sell them. The module that
    // builds one answers here (and, when it needs an engine, whether that engine is set up).
    accent_cloning: false,
    video_translation: false,
    product_shots: false,
    // API keys work, but their calls spend the account's credits: no call spends API credits yet, so the
    // API plans that grant them are not sold.
    api_plans: false,
  };
  return {
    avatars: { people: AVATAR_CHARACTERS.length, looks: AVATAR_LOOKS.length },
    voices: { count: voices.length, languages: new Set(voices.map((v) => v.language)).size },
    templates: libraryTemplateCount(),
    plans: SOLD_PLANS.map(planOfferOf),
    tools,
  };
}
