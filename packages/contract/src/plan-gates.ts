import type { ErrorData } from './envelope.js';
import { type Entitlements, type Feature, leastPlanWith } from './entitlements.js';
import { ErrorCode, ErrorMessage } from './errors.js';
import { V } from './messages.js';
import { formatLimit } from './plans.js';

/**
 * What one request asks of the plan (spec 001 §6 "also gated by plan"), as a call's `needs` reads it from
 * the parsed input (routes.ts), or a service from what it loaded (a render's saved document). Absent
 * fields ask nothing.
 */
export interface PlanNeeds {
  /** A plan feature this input needs, e.g. the brand kit when files go into a brand-kit slot. */
  feature?: Feature;
  /** The frame shape of the video the request makes. */
  aspectRatio?: string;
  /** The length of the video the request makes, in seconds. */
  videoSeconds?: number;
  /** Videos the space has made before this one, against the plan's count (Free: 3). */
  videosMade?: number;
}

export interface PlanRefusal {
  code: ErrorCode;
  message: string;
  data: NonNullable<ErrorData>;
}

/** 'This feature is not available on your current plan' (spec 001 §2), with the plan that has it. */
const upgradeTo = (what: string, plan: string) => `${what} is not available on your current plan. Upgrade to ${plan} or above to use it.`;

/**
 * The one answer to "may this plan do what this request asks", with the spec's words for the limit it
 * breaks (001 §8), or null. The call registry asks it with the call's declared needs, services with the
 * needs only they can know; both refuse with what it says.
 */
export function planRefusal(e: Entitlements, needs: PlanNeeds): PlanRefusal | null {
  if (needs.feature && !e.features.includes(needs.feature)) {
    const plan = leastPlanWith({ feature: needs.feature });
    return { code: ErrorCode.PLAN_FEATURE_REQUIRED, message: upgradeTo('This feature', plan), data: { feature: needs.feature, upgrade_to: plan } };
  }
  if (needs.aspectRatio !== undefined && !e.aspectRatios.includes(needs.aspectRatio)) {
    const plan = leastPlanWith({ aspectRatio: needs.aspectRatio });
    return {
      code: ErrorCode.ASPECT_RATIO_NOT_IN_PLAN,
      message: upgradeTo(`The ${needs.aspectRatio} aspect ratio`, plan),
      data: { aspect_ratio: needs.aspectRatio, upgrade_to: plan },
    };
  }
  if (needs.videoSeconds !== undefined && needs.videoSeconds > e.maxVideoSeconds) {
    const limit = e.maxVideoSeconds;
    return {
      code: ErrorCode.VIDEO_TOO_LONG,
      message: V.videoTooLong.replace('{time}', formatLimit(limit)),
      data: {
        limit,
        i18n: { key: 'v.videoTooLong', params: { seconds: limit } },
        fields: { limit_seconds: String(limit), duration: String(needs.videoSeconds) },
      },
    };
  }
  if (needs.videosMade !== undefined && e.maxVideos !== null && needs.videosMade >= e.maxVideos) {
    return { code: ErrorCode.VIDEO_LIMIT, message: ErrorMessage[ErrorCode.VIDEO_LIMIT], data: { limit: e.maxVideos } };
  }
  return null;
}
