import { z } from 'zod';
import { entitlements, SpaceEntitlements, spaceEntitlementsOf } from './entitlements.js';
import { Plan } from './enums.js';

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
  'api_plans',
] as const;
export type OfferTool = (typeof OFFER_TOOLS)[number];

/** The plans the pricing drawer sells: its application cards, then its API cards (spec 001 §2). */
export const SOLD_PLANS = [Plan.Free, Plan.Starter, Plan.Creator, Plan.Team, Plan.Enterprise, Plan.APIAdvanced, Plan.APIProfessional] as const;

const perPeriod = z.object({ month: z.number().int(), year: z.number().int() });
/**
 * What one plan on sale allows, as the plan cards and the comparison show it: user info's space
 * entitlements for that plan (the one entitlements function), without the space's own facts, and with
 * the figures a buyer compares per billing period and per seat. So the page compares what the server
 * enforces and never keeps its own copy of the plan tables.
 */
export const PlanOffer = SpaceEntitlements.omit({
  unique_id: true,
  personal: true,
  plan_expired: true,
  credits_balance: true,
  photo_avatars: true,
  custom_avatars: true,
  seats: true,
}).extend({
  /** Credits granted once when the plan starts (Free's). */
  starting_credits: z.number().int(),
  /** Credits each billing cycle, per seat where `per_seat`. */
  cycle_credits: perPeriod,
  photo_avatars: perPeriod,
  /** Custom video avatars, per seat where `per_seat`. */
  custom_avatars: z.number().int(),
  /** Credits and custom avatars count per seat (Team). */
  per_seat: z.boolean(),
});
export type PlanOffer = z.infer<typeof PlanOffer>;

export function planOfferOf(plan: number): PlanOffer {
  const e = entitlements(plan);
  const { unique_id, personal, plan_expired, credits_balance, photo_avatars, custom_avatars, seats, ...rest } = spaceEntitlementsOf(plan, {
    unique_id: '',
    personal: true,
    plan_expired: false,
    credits_balance: 0,
  });
  return {
    ...rest,
    starting_credits: e.startingCredits,
    cycle_credits: { ...e.cycleCredits },
    photo_avatars: { ...e.photoAvatars },
    custom_avatars: e.customAvatars,
    per_seat: e.perSeat,
  };
}

export const OfferData = z.object({
  /** The stock avatar library: people, and their looks (outfits and rooms) in all. */
  avatars: z.object({ people: z.number().int(), looks: z.number().int() }),
  /** Stock voices of every configured speech engine (cloned voices not counted), and their languages. */
  voices: z.object({ count: z.number().int(), languages: z.number().int() }),
  /** Ready-made templates of the library. */
  templates: z.number().int(),
  /** Each tool: usable on this server now (built, and its engine configured when it needs one). */
  /** Each plan of SOLD_PLANS and what it allows, in that order. */
  plans: z.array(PlanOffer),
  tools: z.object(Object.fromEntries(OFFER_TOOLS.map((t) => [t, z.boolean()])) as Record<OfferTool, z.ZodBoolean>),
});
export type OfferData = z.infer<typeof OfferData>;
