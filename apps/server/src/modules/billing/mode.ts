import { Plan } from '@framecast/contract';

/**
 * Whether this server sells plans. Set once at start from BILLING and DEFAULT_PLAN (app.ts); every
 * process of a deployment reads the same environment, so it is process-wide on purpose.
 * off: every account is on the configured plan, renders cost nothing, nothing is for sale.
 */
export interface BillingMode {
  managed: boolean;
  defaultPlan: Plan;
}

const PLAN_OF_NAME: Record<string, Plan> = {
  free: Plan.Free,
  starter: Plan.Starter,
  creator: Plan.Creator,
  team: Plan.Team,
  business: Plan.Business,
  enterprise: Plan.Enterprise,
};

let mode: BillingMode = { managed: false, defaultPlan: Plan.Free };

export function configureBilling(config: { billing: 'on' | 'off'; defaultPlan: string }): void {
  mode = { managed: config.billing === 'off', defaultPlan: PLAN_OF_NAME[config.defaultPlan] ?? Plan.Creator };
}

export const billingMode = (): BillingMode => mode;
