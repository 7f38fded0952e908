import type { AvatarUsage } from '@framecast/contract';
import { i18n } from '../../shared/i18n/instance';
import { durationText } from '../../shared/i18n/localize';

/** The plan's photo avatars are used up: the form says so (22005) instead of letting the user submit. */
export const limitReached = (usage: AvatarUsage): boolean => usage.used >= usage.limit;

/**
 * "1 of 1 photo avatars used this month · 2 credits each": how many the plan allows in its period (a
 * Free plan's trial allowance is for good), and what one costs.
 */
export function usageText(usage: AvatarUsage, { withCost = true } = {}): string {
  const used = i18n.t(`avatars.usage.${usage.period}`, { used: usage.used, limit: usage.limit, count: usage.limit });
  if (usage.cost <= 0 || !withCost) return used;
  return `${used} · ${i18n.t('avatars.usage.cost', { count: usage.cost })}`;
}

/** "about 2 minutes" from the server's expected seconds. */
export const expectedText = (seconds: number): string => i18n.t('avatars.about', { time: durationText(Math.max(1, Math.round(seconds))) });
