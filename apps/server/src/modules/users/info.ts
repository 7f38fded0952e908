import { type SpaceEntitlements, spaceEntitlementsOf, type UserInfo } from '@framecast/contract';
import type { Db } from '../../platform/db/index.js';
import type { User } from '../../platform/db/schema.js';
import type { Storage } from '../../platform/storage/index.js';
import { announceChange } from '../../platform/cache/changes.js';
import { ChangeCache } from '../../platform/cache/change-cache.js';
import type { ActingSpace, Actor } from '../../platform/http/actor.js';
import { accountCurrency, creditBalance, type PlanSummary, planOf, trialUsed as hasTakenTrial } from '../billing/service.js';
import { findUserById } from './store.js';

/**
 * The space part of the answer but its balance, worked out once per resolved acting space (the actor
 * cache hands out the same object until the space, payer or plan changes).
 */
const shown = new WeakMap<ActingSpace, SpaceEntitlements>();
function entitlementsShown(space: ActingSpace): SpaceEntitlements {
  let e = shown.get(space);
  if (!e) {
    e = spaceEntitlementsOf(
      space.plan,
      { unique_id: space.uniqueId, personal: space.personal, plan_expired: space.planExpired, credits_balance: 0 },
      space.terms,
    );
    shown.set(space, e);
  }
  return e;
}

type Cached = Omit<UserInfo, 'token' | 'credits_balance' | 'trial_used' | 'currency' | 'space' | keyof PlanSummary>;
/** What billing answers about one account: its plan, balance, trial and currency. */
interface Figures {
  plan: PlanSummary;
  credits: number;
  trialUsed: boolean;
  currency: UserInfo['currency'];
}
/** Backstops: every write that changes an answer drops it at once (platform/cache/changes.ts). */
const PROFILE_TTL_MS = 60_000;
const FIGURES_TTL_MS = 30_000;
const AVATAR_URL_TTL_S = 24 * 3600;

/**
 * Builds the user-info answer (spec 000 §3), which every page load asks for: from memory, in the common
 * case. The profile and each account's billing figures are cached; the stores that own them announce
 * every write (a charge by a worker in another process included, through the events adapter), which
 * drops the entries at once. The current space comes from the request's actor.
 */
export class UserInfoCache {
  private readonly profiles = new ChangeCache<Cached>(PROFILE_TTL_MS);
  private readonly figures = new ChangeCache<Figures>(FIGURES_TTL_MS);
  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
    private readonly adminEmails: readonly string[] = [],
  ) {}

  async get(actor: Pick<Actor, 'userId' | 'token' | 'space'>): Promise<UserInfo> {
    const { userId, space } = actor;
    const [info, own, payer] = await Promise.all([
      this.cached(userId),
      this.figuresOf(userId),
      space.payerId === userId ? null : this.figuresOf(space.payerId),
    ]);
    // In a team space the owner pays: its plan (on the actor) and its balance are what the space allows.
    const spaceInfo = { ...entitlementsShown(space), credits_balance: (payer ?? own).credits };
    return { token: actor.token, ...info, ...own.plan, credits_balance: own.credits, trial_used: own.trialUsed, currency: own.currency, space: spaceInfo };
  }

  private figuresOf(userId: string): Promise<Figures> {
    return this.figures.get(userId, async () => {
      const [plan, credits, trialUsed, { currency }] = await Promise.all([
        planOf(this.db, userId),
        creditBalance(this.db, userId),
        hasTakenTrial(this.db, userId),
        accountCurrency(this.db, userId),
      ]);
      return { value: { plan, credits, trialUsed, currency }, dependsOn: [userId] };
    });
  }

  /** Drops what is cached for a user (or payer) whose answer changed; `changed` hears every process's writes. */
  changed(id: string): void {
    this.profiles.drop(id);
    this.figures.drop(id);
  }

  /** The account's email (its username), from the cached part only: no balance or plan reads. */
  async emailOf(userId: string): Promise<string> {
    return (await this.cached(userId)).username;
  }

  /** How the account is named to others (nickname, else email), from the cached part only. */
  async nameOf(userId: string): Promise<string> {
    const info = await this.cached(userId);
    return info.nickname || info.username;
  }

  private cached(userId: string): Promise<Cached> {
    return this.profiles.get(userId, async () => {
      const user = await findUserById(this.db, userId);
      if (!user) throw new Error(`user ${userId} vanished`);
      return { value: await this.build(user), dependsOn: [userId] };
    });
  }

  /** A write in this process changed the user: dropped here and announced to the other processes. */
  forget(userId: string): void {
    announceChange(userId);
  }

  private async build(user: User): Promise<Cached> {
    return {
      username: user.email,
      nickname: user.nickname,
      avatar: user.avatar_key ? this.storage.links(user.id).url(user.avatar_key, AVATAR_URL_TTL_S) : null,
      show_id: user.show_id,
      status: user.status,
      is_signup_questionnaire: user.is_signup_questionnaire ? 1 : 0,
      need_set_pwd: user.need_set_pwd ? 1 : 0,
      promote_src: user.promote_src,
      is_operator: this.adminEmails.includes(user.email.toLowerCase()),
    };
  }
}
