import { z } from 'zod';
import { STORAGE_QUOTA_BYTES } from './assets.js';
import {
  API_PLAN_CREDITS,
  CREDIT_COSTS,
  CUSTOM_AVATARS,
  CYCLE_CREDITS,
  FREE_API_CREDITS,
  PHOTO_AVATARS,
  type Period,
  PRODUCT_SHOOT_IMAGES,
} from './catalogue.js';
import { Plan, planName, PlanValue } from './enums.js';
import { FREE_PLAN_CREDITS, FREE_PLAN_VIDEOS, VIDEO_LENGTH_LIMIT_S } from './plans.js';

/**
 * What a plan allows and what things cost on it, answered in one place from the plan tables (spec 001
 * §6, §9), so a module asks "may this account do X, and at what cost" instead of testing plan numbers.
 */
export interface Entitlements {
  plan: Plan;
  /** Longest video a render may make, in seconds. */
  maxVideoSeconds: number;
  /** Videos the space may make at all (Free's "up to 3 videos"); null: no count, only credits bound them. */
  maxVideos: number | null;
  /** Videos carry the watermark. */
  watermark: boolean;
  /** What the space's files may take, in bytes. */
  storageBytes: number;
  /** Credits granted once when the plan starts (Free's). */
  startingCredits: number;
  /** Credits granted each billing cycle (Team: per seat); 0 for plans without cycles. */
  cycleCredits: Record<Period, number>;
  /** API credits: the Free API allowance, or an API plan's monthly grant. */
  apiCredits: number;
  photoAvatars: Record<Period, number>;
  /** Custom video avatars (Team: per seat). */
  customAvatars: number;
  /** Whether credits and custom avatars count per seat (Team), and the seats a plan has without buying more. */
  perSeat: boolean;
  seats: number;
  /** Pictures one product shoot may make ("multiple product-shoot images" on paid plans). */
  productShootImages: number;
  /** Lip-sync minutes may be bought and spent: every plan, as the minutes are paid for (spec 001 §4). */
  lipSync: boolean;
  /** Frame shapes a video may have. */
  aspectRatios: readonly string[];
  /**
   * Feature flags of the plan's tier (plan_feature_access): voice_clone, brand_kit, batch, accent_clone
   * and the rest; a call that needs one declares it (routes.ts `feature`).
   */
  features: readonly Feature[];
  costs: { video: number; photoAvatar: number; talkingPhoto: number; motion: number };
}

/** The plan features a tier may carry (plan_feature_access). */
export const FEATURES = [
  'no_watermark',
  'voice_clone',
  'ai_tools',
  'batch',
  'brand_kit',
  'unlimited_videos',
  'accent_clone',
  'team_workspace',
  'team_templates',
  'fastest_processing',
] as const;
export type Feature = (typeof FEATURES)[number];

// Each tier has what the one below it has, and more; Team has every feature.
const STARTER_FEATURES: readonly Feature[] = ['no_watermark', 'voice_clone', 'ai_tools'];
const TIER_FEATURES: Record<'free' | 'starter' | 'creator' | 'team', readonly Feature[]> = {
  free: [],
  starter: STARTER_FEATURES,
  creator: [...STARTER_FEATURES, 'batch', 'brand_kit', 'unlimited_videos', 'accent_clone'],
  team: FEATURES,
};
/** The tiers from the least to the most, and the plan each is sold as: what an upgrade message names. */
const TIERS = ['free', 'starter', 'creator', 'team'] as const;
const TIER_PLAN: Record<keyof typeof TIER_FEATURES, Plan> = { free: Plan.Free, starter: Plan.Starter, creator: Plan.Creator, team: Plan.Team };
const tierOf = (p: Plan): keyof typeof TIER_FEATURES => {
  if (p === Plan.Team || p === Plan.Enterprise) return 'team';
  if (p === Plan.Creator || p === Plan.Business || p === Plan.Xavvi) return 'creator';
  if (p === Plan.Starter || p === Plan.Lite) return 'starter';
  return 'free';
};
const RATIOS: Record<keyof typeof TIER_FEATURES, readonly string[]> = {
  free: ['9:16', '16:9'],
  starter: ['9:16', '16:9', '1:1'],
  creator: ['9:16', '16:9', '1:1', '3:4', '4:3'],
  team: ['9:16', '16:9', '1:1', '3:4', '4:3'],
};

const known = (plan: number): Plan => (plan in VIDEO_LENGTH_LIMIT_S ? (plan as Plan) : Plan.Free);

export function entitlements(plan: number): Entitlements {
  const p = known(plan);
  const tier = tierOf(p);
  return {
    plan: p,
    maxVideoSeconds: VIDEO_LENGTH_LIMIT_S[p],
    maxVideos: p === Plan.Free ? FREE_PLAN_VIDEOS : null,
    watermark: p === Plan.Free,
    storageBytes: STORAGE_QUOTA_BYTES[p],
    startingCredits: p === Plan.Free ? FREE_PLAN_CREDITS : 0,
    cycleCredits: CYCLE_CREDITS[p] ?? { month: 0, year: 0 },
    apiCredits: API_PLAN_CREDITS[p] ?? FREE_API_CREDITS,
    photoAvatars: PHOTO_AVATARS[p] ?? { month: 1, year: 1 },
    customAvatars: CUSTOM_AVATARS[p] ?? 1,
    perSeat: p === Plan.Team,
    seats: 1,
    productShootImages: p === Plan.Free ? PRODUCT_SHOOT_IMAGES.free : PRODUCT_SHOOT_IMAGES.paid,
    lipSync: true,
    aspectRatios: RATIOS[tier],
    features: TIER_FEATURES[tier],
    costs: { ...CREDIT_COSTS },
  };
}

/** The seats per-seat allowances count: a Team plan's seats bought (at least one), otherwise the plan's own. */
export const seatsOf = (e: Entitlements, teamSeats?: number): number => (e.perSeat ? Math.max(1, teamSeats ?? 1) : e.seats);

/** The least plan sold on the cards whose tier has this feature or frame shape ('Starter', 'Creator'…): what a refusal asks to upgrade to. */
export function leastPlanWith(need: { feature: Feature } | { aspectRatio: string }): string {
  const tier = TIERS.find((t) => ('feature' in need ? TIER_FEATURES[t].includes(need.feature) : RATIOS[t].includes(need.aspectRatio)));
  return planName(TIER_PLAN[tier ?? 'team']);
}

/**
 * What the space the user works in allows, as user info carries it (spec 000 §3, 001 §3
 * plan_feature_access): its owner's plan and credits, since the owner pays for the space. The web reads
 * every limit it shows from here, so a member of a Team space sees the Team plan, not their own.
 */
export const SpaceEntitlements = z.object({
  unique_id: z.string(),
  personal: z.boolean(),
  /** The plan that pays for the space: one's own at home, the owner's in a team space. */
  plan: PlanValue,
  /** A team space whose owner's Team plan has ended: its work is refused (19006) until it is renewed. */
  plan_expired: z.boolean(),
  /** The credits renders and avatars in this space spend (the payer's balance, holds excluded). */
  credits_balance: z.number().int(),
  max_video_seconds: z.number().int(),
  /** Videos the space may make (Free: 3); null: unlimited, bounded by credits only. */
  max_videos: z.number().int().nullable(),
  watermark: z.boolean(),
  aspect_ratios: z.array(z.string()),
  /** voice_clone, brand_kit, batch, accent_clone…: what the space's calls that need a feature check. */
  plan_feature_access: z.array(z.enum(FEATURES)),
  /** Photo (and product) avatars per period of the payer's subscription (Free's one is for good). */
  photo_avatars: z.number().int(),
  /** Custom video avatars the space's payer may have, seats counted (Team: 10 a seat). */
  custom_avatars: z.number().int(),
  /** Seats of the payer's plan (Team: those bought; otherwise 1). */
  seats: z.number().int(),
  /** Pictures one product shoot may make. */
  product_shoot_images: z.number().int(),
  /** Lip-sync minutes may be bought and spent here. */
  lip_sync: z.boolean(),
  /** API credits the plan grants (the Free API allowance, or an API plan's monthly grant). */
  api_credits: z.number().int(),
  costs: z.object({ video: z.number().int(), photo_avatar: z.number().int(), talking_photo: z.number().int(), motion: z.number().int() }),
});
export type SpaceEntitlements = z.infer<typeof SpaceEntitlements>;

/**
 * The answer's entitlements part for a plan, from the one entitlements function. `period` is the payer's
 * subscription period (photo avatars count per period), `seats` their Team seats.
 */
export function spaceEntitlementsOf(
  plan: number,
  space: { unique_id: string; personal: boolean; plan_expired: boolean; credits_balance: number },
  terms: { period?: Period | null; seats?: number } = {},
): SpaceEntitlements {
  const e = entitlements(plan);
  const seats = seatsOf(e, terms.seats);
  return {
    ...space,
    plan: e.plan,
    max_video_seconds: e.maxVideoSeconds,
    max_videos: e.maxVideos,
    watermark: e.watermark,
    aspect_ratios: [...e.aspectRatios],
    plan_feature_access: space.plan_expired ? [] : [...e.features],
    photo_avatars: e.photoAvatars[terms.period ?? 'month'],
    custom_avatars: e.customAvatars * seats,
    seats,
    product_shoot_images: e.productShootImages,
    lip_sync: e.lipSync,
    api_credits: e.apiCredits,
    costs: { video: e.costs.video, photo_avatar: e.costs.photoAvatar, talking_photo: e.costs.talkingPhoto, motion: e.costs.motion },
  };
}
