import type { Entitlements, Permission, Plan, RoleName, UserStatus } from '@framecast/contract';

/**
 * The space a request works in and what it may do there, resolved once per request by the call
 * registry (modules/access) and handed to every handler and service: no service asks again which space
 * the caller is in, who pays there, or what the plan allows.
 */
export interface ActingSpace {
  id: string;
  uniqueId: string;
  personal: boolean;
  ownerId: string;
  /** The caller's role in this space. */
  role: RoleName;
  /** Who pays for work here (credits, limits): the space's owner. */
  payerId: string;
  /** The payer's plan now. */
  plan: Plan;
  /** A team space whose owner's Team plan has ended: its work is refused (19006) until it is renewed. */
  planExpired: boolean;
  /**
   * The payer's subscription: its period and when the current one began (per-period allowances count
   * from there) and Team seats (per-seat ones).
   */
  terms: { period: 'month' | 'year' | null; periodStart: Date | null; seats: number };
  /** What the payer's plan allows, from the one entitlements function. */
  entitlements: Entitlements;
}

/**
 * Who calls and where: a signed-in session, a free-trial guest or an API key. A key has no session
 * (`sessionId` and `token` are empty: the calls that use them need permissions no key can carry) and
 * acts only in the space it was made in, whichever space its owner has switched to in the app.
 */
export interface Actor {
  userId: string;
  status: UserStatus;
  sessionId: string;
  token: string;
  kind: 'session' | 'guest' | 'apiKey';
  /** An API key's id and scopes. */
  keyId?: string;
  scopes?: readonly Permission[];
  space: ActingSpace;
}

/** Whether the actor may reach rows of spaces other than the one it acts in (a key sees one space only). */
export const seesOtherSpaces = (actor: Actor): boolean => actor.kind !== 'apiKey';
