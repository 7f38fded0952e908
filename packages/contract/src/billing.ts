import { z } from 'zod';
import { BAD_NAME_MESSAGE, isSafeName } from './text.js';
import { CURRENCIES, type Currency, PAY_PLATFORMS } from './catalogue.js';
import { Email } from './auth.js';
import { PlanValue } from './enums.js';

/** Request and answer shapes of the billing calls (spec 001 §3, §7). Money is integer minor units. */

export const CurrencyField = z.enum(CURRENCIES as [Currency, ...Currency[]]);
export const PeriodField = z.enum(['month', 'year']);
export const PayPlatformField = z.enum(PAY_PLATFORMS);
const GoodsTypeField = z.coerce
  .number()
  .int()
  .pipe(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]));
const GoodsSn = z.string().trim().min(1, 'Choose a plan or package.').max(64, 'Unknown goods.');
const CouponId = z.string().trim().min(1, 'Please enter a coupon code.').max(40, 'This coupon does not exist.');
const Page = { page: z.coerce.number().int().min(1).max(10_000).default(1), page_size: z.coerce.number().int().min(1).max(100).default(20) };

export const Goods = z.object({
  id: z.string(),
  goods_sn: z.string(),
  goods_name: z.string(),
  goods_type: z.number().int(),
  plan: z.number().int(),
  period: PeriodField.nullable(),
  currency: CurrencyField,
  sell_price: z.number().int(),
  original_price: z.number().int().nullable(),
  /** 1 recurring, 0 one-off (spec 001 §3). */
  subscriptions: z.union([z.literal(0), z.literal(1)]),
  per_seat: z.boolean(),
  privileges: z.object({ credit: z.number().int(), api_credit: z.number().int(), lip_sync_duration: z.number().int() }),
  active: z.boolean(),
});
export type Goods = z.infer<typeof Goods>;

export const GoodsListRequest = z.object({
  action: z.string().max(40).optional(),
  currency: CurrencyField.optional(),
  goods_type: GoodsTypeField.optional(),
});
export const GoodsListData = z.object({ goods_list: z.array(Goods) });

/** The running subscription (spec 001 §3 subscription info) and the balances beside it. */
export const SubscriptionInfo = z.object({
  subscribe_plan: z.string(),
  subscribe_plan_int: PlanValue,
  period: PeriodField.nullable(),
  plan_info_id: z.string().nullable(),
  goods_sn: z.string().nullable(),
  total_seat: z.number().int(),
  /** Seats taken by members of the owner's spaces (they may not drop below it). */
  used_seat: z.number().int(),
  current_period_start: z.string().nullable(),
  current_period_end: z.string().nullable(),
  /** Cancelled: stays until the period ends, then no renewal. */
  cancel_at_period_end: z.boolean(),
  is_trial: z.boolean(),
  pay_platform: z.string().nullable(),
  service_days: z.number().int(),
  credits_balance: z.number().int(),
  api_credits_balance: z.number().int(),
  lip_sync_duration: z.number().int(),
  /** BILLING=off: the operator manages plans; nothing is for sale. */
  managed: z.boolean(),
  currency: CurrencyField,
});
export type SubscriptionInfo = z.infer<typeof SubscriptionInfo>;
export const SubscriptionRequest = z.object({ is_user_subscription: z.coerce.boolean().optional(), goods_type: GoodsTypeField.optional() });

export const OrderSubmitRequest = z.object({
  goods_sn: GoodsSn,
  period_type: PeriodField.optional(),
  /** 7 recurring, 1 otherwise; the server decides from the goods and only checks it agrees. */
  pay_type: z.union([z.literal(1), z.literal(7)]).optional(),
  pay_platform: PayPlatformField.optional(),
  coupon_id: CouponId.optional(),
  referral_id: z.string().max(64).optional(),
  currency: CurrencyField.optional(),
  /** Seats, for Team. */
  num: z.coerce.number().int().min(1, 'At least 1 seat.').max(500, 'At most 500 seats.').optional(),
  /** Where the provider sends the buyer back: a path of this app only. */
  success_path: z
    .string()
    .max(300)
    .regex(/^\/(?!\/)[^\s\\]*$/, 'Invalid return path.')
    .optional(),
  is_trial: z.boolean().optional(),
  /**
   * When the quote the buyer saw was made (OrderQuoteData.quoted_at): an upgrade's credit is measured at
   * that moment if it is at most QUOTE_VALID_MINUTES old, so the charge is the total shown, to the cent.
   */
  quoted_at: z.string().datetime().optional(),
  /** Ignored: the server prices every order itself. Accepted so a tampered client gets no error to learn from. */
  price: z.unknown().optional(),
  amount: z.unknown().optional(),
});
export type OrderSubmitRequest = z.input<typeof OrderSubmitRequest>;
export const OrderSubmitData = z.object({
  order_sn: z.string(),
  platform: PayPlatformField,
  pay_url: z.string(),
  session_id: z.string(),
  /** What will be charged, as the server priced it. */
  amount: z.number().int(),
  currency: CurrencyField,
  /** Embedded checkouts (airwallex) open in the page instead of redirecting. */
  embedded: z.boolean(),
});

/** How long a quote's moment holds for the upgrade credit at submit (see OrderSubmitRequest.quoted_at). */
export const QUOTE_VALID_MINUTES = 30;

/** What an order would cost now, line by line, priced as submitting prices it (the payment dialog's breakdown). */
export const OrderQuoteRequest = z.object({
  goods_sn: GoodsSn,
  currency: CurrencyField.optional(),
  num: OrderSubmitRequest.shape.num,
  coupon_id: CouponId.optional(),
  is_trial: z.boolean().optional(),
});
export type OrderQuoteRequest = z.input<typeof OrderQuoteRequest>;
export const OrderQuoteData = z.object({
  currency: CurrencyField,
  unit_price: z.number().int(),
  /** Seats for Team, 1 otherwise. */
  units: z.number().int(),
  /** unit_price × units. */
  list: z.number().int(),
  /** What the coupon takes off (0 without one). */
  discount: z.number().int(),
  /** The coupon's line ('20% off'), when one applies. */
  coupon_desc: z.string().nullable(),
  /** The unused part of the running paid period an upgrade replaces. */
  upgrade_credit: z.number().int(),
  /** What will be charged now: list − discount − upgrade_credit. */
  amount: z.number().int(),
  /** What each renewal will charge. */
  renewal_amount: z.number().int(),
  /** Send back as OrderSubmitRequest.quoted_at. */
  quoted_at: z.string(),
});
export type OrderQuoteData = z.infer<typeof OrderQuoteData>;

export const CheckPayRequest = z.object({
  order_sn: z.string().min(1).max(64),
  session_id: z.string().max(200).optional(),
  pay_platform: PayPlatformField.optional(),
  goods_sn: z.string().max(64).optional(),
});
export const CheckPayData = z.object({ had_pay: z.boolean(), status: z.enum(['pending', 'paid', 'failed', 'cancelled', 'refunded']) });

export const CheckCouponRequest = z.object({ coupon_id: CouponId, goods_sn: GoodsSn, num: z.coerce.number().int().min(1).max(500).optional() });
export const CheckCouponData = z.object({
  /** Price after the coupon, minor units. */
  remain: z.number().int(),
  /** What the coupon takes off, minor units. */
  discount: z.number().int(),
  desc: z.string(),
});

export const RefundableRequest = z.object({ goods_sn: z.string().max(64).optional() });
export const RefundableOrder = z.object({
  order_sn: z.string(),
  goods_sn: z.string(),
  goods_name: z.string(),
  goods_type: z.number().int(),
  pay_time: z.string(),
  plan: z.number().int(),
  amount: z.number().int(),
  currency: CurrencyField,
  remain_credit: z.number().int(),
  remain_amount: z.number().int(),
  privileges: Goods.shape.privileges,
});
export const RefundableData = z.object({ refundable_order: z.array(RefundableOrder), total_remain_amount: z.number().int() });

export const UnsubscribeData = z.object({ cancel_at_period_end: z.boolean(), current_period_end: z.string().nullable() });

export const Invoice = z.object({
  number: z.string(),
  order_sn: z.string(),
  date: z.string(),
  amount: z.number().int(),
  currency: CurrencyField,
  payment_method: z.string(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  billing_cycle: z.enum(['weekly', 'monthly', 'yearly', 'once']),
  description: z.string(),
  units: z.number().int(),
  unit_price: z.number().int(),
  /** What the coupon took off. */
  discount: z.number().int(),
  /** What an upgrade credited of the period it replaced. */
  upgrade_credit: z.number().int(),
  customer_id: z.string(),
  status: z.enum(['paid', 'refunded', 'partially_refunded']),
  refunded_amount: z.number().int(),
  billing_info: z.lazy(() => BillingInfo).nullable(),
});
export type Invoice = z.infer<typeof Invoice>;
export const InvoicePageRequest = z.object(Page);
export const InvoicePageData = z.object({ items: z.array(Invoice), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });
export const InvoiceDetailRequest = z.object({ number: z.string().min(1).max(40) });

const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters.`).default('');
export const BillingInfo = z.object({
  first_name: z.string().trim().min(1, 'Please enter your first name.').max(60, 'At most 60 characters.').refine(isSafeName, BAD_NAME_MESSAGE),
  last_name: optionalText(60).refine(isSafeName, BAD_NAME_MESSAGE),
  email: Email,
  company: optionalText(120),
  street1: optionalText(160),
  apt: optionalText(60),
  city: optionalText(80),
  state: optionalText(80),
  zip: optionalText(20),
  country: z.string().trim().min(1, 'Please choose your country.').max(60, 'At most 60 characters.'),
  phone: optionalText(40),
});
export type BillingInfo = z.infer<typeof BillingInfo>;
export const BillingInfoData = z.object({ info: BillingInfo.nullable() });

/** Plan info of spec 001 §3. */
export const UserPlanData = z.object({
  plan: PlanValue,
  credits_per_cycle: z.number().int(),
  view_video_length: z.number().int(),
  instant_avatar: z.number().int(),
  custom_avatars: z.number().int(),
  channel: z.string(),
  extra: z.record(z.string(), z.unknown()),
  service_days: z.number().int(),
  plan_feature_access: z.array(z.string()),
  watermark: z.boolean(),
  aspect_ratios: z.array(z.string()),
});

/** The flash-sale discount of spec 001 §2. */
export const DiscountData = z.object({
  eligible: z.boolean(),
  percent: z.number().int(),
  plans: z.array(z.number().int()),
  claimed: z.boolean(),
  expires_at: z.string().nullable(),
  coupon_id: z.string().nullable(),
});

export const CreditRecord = z.object({
  id: z.string(),
  balance: z.enum(['credits', 'api_credits']),
  kind: z.string(),
  amount: z.number().int(),
  note: z.string(),
  created_at: z.string(),
  /** Who spent it when it was not the account itself (a member rendering in its team space): their nickname, or email without one. */
  by: z.string().nullable(),
});
export const CreditRecordsRequest = z.object({ ...Page, balance: z.enum(['credits', 'api_credits']).optional() });
export const CreditRecordsData = z.object({
  items: z.array(CreditRecord),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  balance: z.number().int(),
});

/** Video usage (spec 000 §2.9 /billing/usage/details). */
export const UsageRow = z.object({
  id: z.string(),
  project_id: z.string(),
  name: z.string(),
  status: z.enum(['queued', 'generating', 'rendering', 'rendered', 'failed', 'cancelled', 'deleted']),
  credits: z.number().int(),
  duration: z.number().nullable(),
  created_at: z.string(),
  creator_name: z.string().nullable(),
  origin: z.enum(['app', 'api']),
});
export const UsageDetailRequest = z.object({
  ...Page,
  from: z.string().date('Choose a valid start date.').optional(),
  to: z.string().date('Choose a valid end date.').optional(),
});
export const UsageDetailData = z.object({
  items: z.array(UsageRow),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** Credits spent per day over the range (or the last 30 days), for the chart. */
  daily: z.array(z.object({ date: z.string(), credits: z.number().int() })),
  credits_used: z.number().int(),
});

export const LipSyncBoostRequest = z.object({ project_id: z.string().uuid('Unknown project'), order_sn: z.string().max(64).optional() });
export const LipSyncBoostData = z.object({
  project_id: z.string(),
  /** Seconds taken from the minutes now; 0 when the project had already been boosted. */
  seconds_used: z.number().int(),
  /** Seconds of lip-sync minutes left. */
  lip_sync_duration: z.number().int(),
  /** A re-render through the talking-head engine was queued (no credits); false when one already ran since the boost. */
  render_queued: z.boolean(),
});

export const SeatsRequest = z.object({ num: z.coerce.number().int().min(1, 'At least 1 seat.').max(500, 'At most 500 seats.') });
export const SeatsData = z.object({
  total_seat: z.number().int(),
  refunded_amount: z.number().int(),
  /** The given-back seats' unused credits, taken back with their refund. */
  credits_reversed: z.number().int(),
  currency: CurrencyField,
});

export const PortalData = z.object({ url: z.string() });

// The operator (ADMIN_EMAILS and `npm run admin`).

export const AdminUserFindRequest = z.object({ q: z.string().trim().min(1, 'Type an email, id or name.').max(200) });
export const AdminUser = z.object({
  id: z.string(),
  email: z.string(),
  nickname: z.string(),
  status: z.string(),
  actual_plan: z.number().int(),
  period: PeriodField.nullable(),
  current_period_end: z.string().nullable(),
  credits_balance: z.number().int(),
  api_credits_balance: z.number().int(),
  lip_sync_duration: z.number().int(),
  created_at: z.string(),
});
export const AdminUserFindData = z.object({ items: z.array(AdminUser) });
export const AdminSetPlanRequest = z.object({
  user_id: z.string().uuid('Unknown user'),
  plan: PlanValue,
  period: PeriodField,
  /** When the plan ends; absent: one period from now. */
  ends_at: z.string().datetime({ message: 'Choose a valid end date.' }).optional(),
  seats: z.coerce.number().int().min(1).max(500).optional(),
});
export const AdminCreditsRequest = z.object({
  user_id: z.string().uuid('Unknown user'),
  balance: z.enum(['credits', 'api_credits']).default('credits'),
  /** Positive grants, negative takes. */
  amount: z.coerce
    .number()
    .int('Whole credits only.')
    .min(-100_000)
    .max(100_000)
    .refine((n) => n !== 0, 'Enter a non-zero amount.'),
  reason: z.string().trim().min(3, 'Say why (at least 3 characters).').max(200),
});
export const AdminBanRequest = z.object({ user_id: z.string().uuid('Unknown user'), banned: z.boolean(), reason: z.string().trim().max(200).default('') });
export const Coupon = z.object({
  id: z.string(),
  kind: z.enum(['percent', 'amount']),
  value: z.number().int(),
  currency: CurrencyField.nullable(),
  goods_sns: z.array(z.string()),
  expires_at: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  per_user: z.number().int(),
  used: z.number().int(),
  disabled: z.boolean(),
  created_at: z.string(),
});
export type Coupon = z.infer<typeof Coupon>;
export const AdminCouponCreateRequest = z
  .object({
    id: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{3,40}$/, 'Use 3-40 letters, digits, - or _.'),
    kind: z.enum(['percent', 'amount']),
    value: z.coerce.number().int().min(1, 'The discount must be positive.'),
    currency: CurrencyField.optional(),
    goods_sns: z.array(z.string().max(64)).max(100).default([]),
    expires_at: z.string().datetime({ message: 'Choose a valid expiry.' }).optional(),
    max_uses: z.coerce.number().int().min(1).max(1_000_000).optional(),
    per_user: z.coerce.number().int().min(1).max(1000).default(1),
  })
  .refine((c) => c.kind !== 'percent' || c.value <= 100, { message: 'A percentage is at most 100.', path: ['value'] })
  .refine((c) => c.kind !== 'amount' || c.currency, { message: 'An amount coupon needs a currency.', path: ['currency'] });
export const AdminCouponListData = z.object({ items: z.array(Coupon) });
export const AdminCouponDisableRequest = z.object({ id: z.string().max(40), disabled: z.boolean() });
export const AdminGoodsSaveRequest = z.object({
  goods_sn: GoodsSn,
  goods_name: z.string().trim().min(1, 'Name the goods.').max(80),
  sell_price: z.coerce.number().int().min(0, 'A price cannot be negative.').max(100_000_000),
  original_price: z.coerce.number().int().min(0).max(100_000_000).nullable().optional(),
  active: z.boolean(),
  credit: z.coerce.number().int().min(0).max(1_000_000).optional(),
  api_credit: z.coerce.number().int().min(0).max(1_000_000).optional(),
  lip_sync_duration: z.coerce.number().int().min(0).max(10_000_000).optional(),
});
export const AdminOrder = z.object({
  order_sn: z.string(),
  user_id: z.string(),
  email: z.string(),
  goods_sn: z.string(),
  goods_name: z.string(),
  amount: z.number().int(),
  currency: CurrencyField,
  status: z.string(),
  pay_platform: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  refunded_amount: z.number().int(),
  remain_amount: z.number().int(),
});
export const AdminOrdersRequest = z.object({ user_id: z.string().uuid('Unknown user').optional(), ...Page });
export const AdminOrdersData = z.object({ items: z.array(AdminOrder), total: z.number().int() });
export const AdminRefundRequest = z.object({
  order_sn: z.string().min(1).max(64),
  reason: z.string().trim().min(3, 'Say why (at least 3 characters).').max(200),
});
export const AdminRefundData = z.object({ order_sn: z.string(), refunded_amount: z.number().int(), credits_reversed: z.number().int() });
export const OkData = z.object({ ok: z.literal(true) });
