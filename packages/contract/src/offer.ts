import { z } from 'zod';

/**
 * What this server really offers (issue 24 item 11): the figures and tools the pricing drawer, the plan
 * cards and the sign-in page may claim. Counted from the library and the configured engines at each
 * answer, so a claim stays true as voices, looks and features land; a tool that is not built, or needs an
 * engine that is not set up, is false here and the pages leave it out or say it is coming.
 */
export const OFFER_TOOLS = [
  'avatar_video',
  'talking_photo',
  'photo_avatars',
  'product_avatars',
  'custom_avatars',
  'url_to_video',
  'batch',
  'ai_scripts',
  'brand_kit',
  'team_spaces',
  'voice_cloning',
  'realistic_avatars',
  'lip_sync',
  'accent_cloning',
  'video_translation',
  'product_shots',
] as const;
export type OfferTool = (typeof OFFER_TOOLS)[number];

export const OfferData = z.object({
  /** The stock avatar library: people, and their looks (outfits and rooms) in all. */
  avatars: z.object({ people: z.number().int(), looks: z.number().int() }),
  /** Stock voices of every configured speech engine (cloned voices not counted), and their languages. */
  voices: z.object({ count: z.number().int(), languages: z.number().int() }),
  /** Ready-made templates of the library. */
  templates: z.number().int(),
  /** Each tool: usable on this server now (built, and its engine configured when it needs one). */
  tools: z.object(Object.fromEntries(OFFER_TOOLS.map((t) => [t, z.boolean()])) as Record<OfferTool, z.ZodBoolean>),
});
export type OfferData = z.infer<typeof OfferData>;
