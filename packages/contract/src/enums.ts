import { z } from 'zod';

/** Plan values of spec 001 §3. */
export const Plan = {
  Free: 0,
  Starter: 100,
  Lite: 120,
  APIAdvanced: 150,
  Business: 200,
  APIProfessional: 250,
  Creator: 300,
  Team: 400,
  Enterprise: 500,
  Xavvi: 501,
} as const;
export type Plan = (typeof Plan)[keyof typeof Plan];
export const PlanValue = z.union(Object.values(Plan).map((v) => z.literal(v)) as [z.ZodLiteral<Plan>, ...z.ZodLiteral<Plan>[]]);
export const planName = (value: number): string => Object.entries(Plan).find(([, v]) => v === value)?.[0] ?? 'Free';

/** Space member roles of spec 000 §3. */
export const Role = { owner: 3, admin: 2, collaborator: 1 } as const;
export type RoleName = keyof typeof Role;
export const RoleName = z.enum(['owner', 'admin', 'collaborator']);

/** User status; `guest` is the free trial of spec 000 §3. */
export const UserStatus = z.enum(['active', 'guest', 'banned']);
export type UserStatus = z.infer<typeof UserStatus>;

export const CodeAction = z.enum(['reg', 'resetpwd', 'resetemail']);
export type CodeAction = z.infer<typeof CodeAction>;

/** Lifetime-deal sources (spec 000 §3 promote_src). */
export const LIFETIME_DEAL_SOURCES = ['appsumo', 'dealfuel'] as const;
