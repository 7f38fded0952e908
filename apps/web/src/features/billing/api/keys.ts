import type { RequestOf } from '@framecast/contract';

/** Query keys of the billing pages; `billingKeys.all` invalidates every one of them. */
export const billingKeys = {
  all: ['billing'] as const,
  subscription: () => ['billing', 'subscription'] as const,
  creditRecords: (params: RequestOf<'creditRecords'>) => ['billing', 'credit-records', params] as const,
  invoices: (params: RequestOf<'invoicePage'>) => ['billing', 'invoices', params] as const,
  invoice: (number: string) => ['billing', 'invoice', number] as const,
  info: () => ['billing', 'info'] as const,
  refundable: () => ['billing', 'refundable'] as const,
  usage: (params: RequestOf<'usageDetail'>) => ['billing', 'usage', params] as const,
};
