import {
  type DataOf,
  GOODS_SEED,
  OFFER_TOOLS,
  type OfferData,
  Plan,
  planOfferOf,
  SOLD_PLANS,
  spaceEntitlementsOf,
  type Product,
  type SpaceItem,
  type SubscriptionInfo,
  type UserInfo,
} from '@framecast/contract';

/** A signed-in member's user info for component tests: Ada on the Free plan, with what a test changes. */
export const userInfo = (overrides: Partial<UserInfo> = {}): UserInfo => ({
  token: 'token-1',
  username: 'ada@example.com',
  nickname: 'Ada',
  avatar: null,
  show_id: '1001',
  status: 'active',
  is_signup_questionnaire: 1,
  need_set_pwd: 0,
  promote_src: '',
  subscribe_plan: Plan.Free,
  actual_plan: Plan.Free,
  surplus_days: 0,
  lip_sync_duration: 0,
  credits_balance: 3,
  is_operator: false,
  trial_used: false,
  currency: 'USD',
  space: spaceEntitlementsOf(overrides.actual_plan ?? Plan.Free, {
    unique_id: 'space-1',
    personal: true,
    plan_expired: false,
    credits_balance: overrides.credits_balance ?? 3,
  }),
  ...overrides,
});

/** Ada's personal space as the space list shows it, with what a test changes. */
export const spaceItem = (overrides: Partial<SpaceItem> = {}): SpaceItem => ({
  unique_id: 'space-1',
  name: 'Ada',
  photo_url: null,
  personal: true,
  role: 3,
  role_name: 'owner',
  now_here: true,
  owner_nickname: 'Ada',
  members: 1,
  seats: 1,
  plan_expired: false,
  ...overrides,
});

/** A product of the space with three pictures (enough for a video), with what a test changes. */
export const productItem = (overrides: Partial<Product> = {}): Product => ({
  id: '00000000-0000-4000-8000-000000000003',
  name: 'Cloud pillow',
  description: 'Soft.',
  target_audience: 'Sleepers',
  url: null,
  price: null,
  currency: null,
  highlights: ['Washable'],
  media: [1, 2, 3].map((n) => ({ asset_id: `a${n}`, kind: 'image' as const, name: `p${n}.png`, url: `/f/p${n}.png`, thumb_url: null })),
  media_ok: true,
  can_edit: true,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

/** The seeded goods of one type in dollars, as goods/list answers them. */
export const seededGoods = (type: number): DataOf<'goodsList'>['goods_list'] =>
  GOODS_SEED.filter((g) => g.currency === 'USD' && g.goods_type === type).map((g, i) => ({
    id: String(i + 1),
    goods_sn: g.goods_sn,
    goods_name: g.goods_name,
    goods_type: g.goods_type,
    plan: g.plan,
    period: g.period,
    currency: g.currency,
    sell_price: g.sell_price,
    original_price: g.original_price,
    subscriptions: g.subscriptions ? 1 : 0,
    per_seat: g.per_seat,
    privileges: { credit: g.credit, api_credit: g.api_credit, lip_sync_duration: g.lip_sync_duration },
    active: true,
  }));

/** A Free account's subscription as the billing pages read it, with what a test changes. */
export const subscriptionInfo = (overrides: Partial<SubscriptionInfo> = {}): SubscriptionInfo => ({
  subscribe_plan: 'Free',
  subscribe_plan_int: Plan.Free,
  period: null,
  plan_info_id: null,
  goods_sn: null,
  total_seat: 1,
  used_seat: 0,
  current_period_start: null,
  current_period_end: null,
  cancel_at_period_end: false,
  is_trial: false,
  pay_platform: null,
  service_days: 0,
  credits_balance: 3,
  api_credits_balance: 0,
  lip_sync_duration: 0,
  managed: false,
  currency: 'USD',
  ...overrides,
});

/** What a server offers (common/offer): the library this repository ships, no optional engine set up. */
export const offerData = (
  overrides: { avatars?: OfferData['avatars']; voices?: OfferData['voices']; plans?: OfferData['plans']; tools?: Partial<OfferData['tools']> } = {},
): OfferData => ({
  avatars: overrides.avatars ?? { people: 12, looks: 29 },
  voices: overrides.voices ?? { count: 262, languages: 130 },
  templates: 144,
  plans: overrides.plans ?? SOLD_PLANS.map(planOfferOf),
  tools: {
    ...(Object.fromEntries(OFFER_TOOLS.map((t) => [t, true])) as OfferData['tools']),
    voice_cloning: false,
    realistic_avatars: false,
    lip_sync: false,
    accent_cloning: false,
    video_translation: false,
    product_shots: false,
    api_plans: false,
    ...overrides.tools,
  },
});
