import { type SpaceEntitlements, spaceEntitlementsOf, type UserInfo } from '@framecast/contract';
import type { Db } from '../../platform/db/index.js';
import type { User } from '../../platform/db/schema.js';
import type { Storage } from '../../platform/storage/index.js';
import { accountCurrency, creditBalance, type PlanSummary, planOf, planTerms, trialUsed } from '../billing/service.js';
import { currentSpaceId, findSpaceById } from '../spaces/service.js';
import { findUserById } from './store.js';

type Cached = Omit<UserInfo, 'token' | 'credits_balance' | 'trial_used' | 'currency' | 'space' | keyof PlanSummary>;
const CACHE_MS = 5_000;
const AVATAR_URL_TTL_S = 24 * 3600;

/**
 * Builds the user-info answer (spec 000 §3). It is read on every page load, so the answer is cached
 * briefly per user; writes in this process drop the entry at once.
 */
export class UserInfoCache {
  private cache = new Map<string, { at: number; info: Cached }>();
  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
    private readonly adminEmails: readonly string[] = [],
  ) {}

  async get(userId: string, token: string): Promise<UserInfo> {
    // Balance, plan and trial are read fresh: a worker in another process holds and charges credits, and a
    // payment's notification may be fulfilled by another process.
    const [info, credits_balance, plan, trial_used, { currency }] = await Promise.all([
      this.cached(userId),
      creditBalance(this.db, userId),
      planOf(this.db, userId),
      trialUsed(this.db, userId),
      accountCurrency(this.db, userId),
    ]);
    const space = await this.spaceOf(userId, plan.actual_plan, credits_balance);
    return { token, ...info, ...plan, credits_balance, trial_used, currency, space };
  }

  /**
   * What the space the user works in allows: at home their own plan and credits; in a team space its
   * owner's, who pays there, and whether the owner's Team plan has ended. Read fresh, as the balance is.
   */
  private async spaceOf(userId: string, ownPlan: number, ownCredits: number): Promise<SpaceEntitlements> {
    const space = await findSpaceById(this.db, await currentSpaceId(this.db, userId));
    if (!space) throw new Error(`the current space of ${userId} vanished`);
    const where = { unique_id: space.unique_id, personal: space.personal };
    if (space.personal || space.owner_id === userId) {
      const terms = await planTerms(this.db, userId);
      const expired = !space.personal && !terms.team;
      return spaceEntitlementsOf(ownPlan, { ...where, plan_expired: expired, credits_balance: ownCredits }, terms);
    }
    const [terms, credits] = await Promise.all([planTerms(this.db, space.owner_id), creditBalance(this.db, space.owner_id)]);
    return spaceEntitlementsOf(terms.plan, { ...where, plan_expired: !terms.team, credits_balance: credits }, terms);
  }

  /** The account's email (its username), from the cached part only: no balance or plan reads. */
  async emailOf(userId: string): Promise<string> {
    return (await this.cached(userId)).username;
  }

  private async cached(userId: string): Promise<Cached> {
    const hit = this.cache.get(userId);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.info;
    const user = await findUserById(this.db, userId);
    if (!user) throw new Error(`user ${userId} vanished`);
    const info = await this.build(user);
    if (this.cache.size > 50_000) this.cache.clear();
    this.cache.set(userId, { at: Date.now(), info });
    return info;
  }

  forget(userId: string): void {
    this.cache.delete(userId);
  }

  private async build(user: User): Promise<Cached> {
    return {
      username: user.email,
      nickname: user.nickname,
      avatar: user.avatar_key ? this.storage.url(user.avatar_key, AVATAR_URL_TTL_S) : null,
      show_id: user.show_id,
      status: user.status,
      is_signup_questionnaire: user.is_signup_questionnaire ? 1 : 0,
      need_set_pwd: user.need_set_pwd ? 1 : 0,
      promote_src: user.promote_src,
      is_operator: this.adminEmails.includes(user.email.toLowerCase()),
    };
  }
}
