import { Plan, type Product, type SpaceItem, type UserInfo } from '@framecast/contract';

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
