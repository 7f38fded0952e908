import { type Feature, type OfferData, type OfferTool, Plan, type PlanOffer, type Period } from '@framecast/contract';
import { ASPECT_RATIOS } from '@framecast/timeline';

/** The application cards of spec 001 §2, in order. */
export const APP_CARDS = ['free', 'starter', 'creator', 'team', 'enterprise'] as const;
export type AppCard = (typeof APP_CARDS)[number];
/** The API cards. */
export const API_CARDS = ['free', 'advanced', 'professional', 'enterprise'] as const;
export type ApiCard = (typeof API_CARDS)[number];

export const APP_CARD_PLAN: Record<AppCard, Plan> = {
  free: Plan.Free,
  starter: Plan.Starter,
  creator: Plan.Creator,
  team: Plan.Team,
  enterprise: Plan.Enterprise,
};
export const API_CARD_PLAN: Record<ApiCard, Plan> = {
  free: Plan.Free,
  advanced: Plan.APIAdvanced,
  professional: Plan.APIProfessional,
  enterprise: Plan.Enterprise,
};

/** Where 'Contact sales' writes to. */
export const SALES_EMAIL = 'sales@framecast.app';
/** The partner brand's upgrade prompt opens this course page in a new tab (spec 001 §1). */
export const PARTNER_COURSE_URL = 'https://academy.framecast.app/courses/ai-video-pro';
/** The longest AvatarX video on a paid plan, in minutes. */
export const AVATARX_MAX_MINUTES = 5;

/**
 * A value in a card's list or the comparison table: a dictionary key with values, or a yes/no.
 * `soon`: a tool this server has not built yet, said as coming and sold on no plan.
 */
export type Cell = boolean | { key: string; values?: Record<string, string | number>; soon?: true };

const k = (key: string, values?: Record<string, string | number>): Cell => ({ key, values });
const usable = (offer: OfferData | undefined, tool: OfferTool) => offer?.tools[tool] === true;
/** What a plan on sale allows, as the server answered it (common/offer): the entitlements function's figures. */
export const planIn = (offer: OfferData | undefined, plan: Plan): PlanOffer | undefined => offer?.plans.find((p) => p.plan === plan);
const has = (e: PlanOffer, feature: Feature) => e.plan_feature_access.includes(feature);
/** Team's credits and custom avatars are counted per seat. */
const perSeat = (e: PlanOffer) => e.per_seat;

/** The library's figures, as a card or the table claims them. */
const libraryClaims = (offer: OfferData): Cell[] => [
  k('pricing.features.stockAvatars', { people: offer.avatars.people, looks: offer.avatars.looks }),
  k('pricing.features.voices', { count: offer.voices.count, languages: offer.voices.languages }),
];
const len = (e: PlanOffer): Cell => {
  const s = e.max_video_seconds;
  return s < 60 ? k('pricing.units.seconds', { count: s }) : k('pricing.units.minutes', { count: Math.floor(s / 60) });
};
const lengthBullet = (e: PlanOffer): Cell =>
  e.max_video_seconds < 60
    ? k('pricing.features.lengthSeconds', { count: e.max_video_seconds })
    : k('pricing.features.lengthMinutes', { count: Math.floor(e.max_video_seconds / 60) });
const allRatios = (e: PlanOffer) => ASPECT_RATIOS.every((r) => e.aspect_ratios.includes(r));
const ratios = (e: PlanOffer): Cell =>
  allRatios(e) ? k('pricing.units.allRatios', { count: ASPECT_RATIOS.length }) : k('pricing.units.ratioList', { list: e.aspect_ratios.join(', ') });
const ratioBullet = (e: PlanOffer): Cell =>
  allRatios(e) ? k('pricing.features.allRatios', { count: ASPECT_RATIOS.length }) : k('pricing.features.ratios', { list: e.aspect_ratios.join(', ') });
const credits = (e: PlanOffer, period: Period): Cell => {
  if (e.starting_credits > 0) return k('pricing.units.credits', { count: e.starting_credits });
  const unit = period === 'year' ? 'creditsYear' : 'creditsMonth';
  return k(`pricing.units.${unit}${perSeat(e) ? 'Seat' : ''}`, { count: e.cycle_credits[period] });
};
const creditsBullet = (e: PlanOffer, period: Period): Cell => {
  if (e.starting_credits > 0) return k('pricing.features.credits', { count: e.starting_credits });
  const unit = period === 'year' ? 'creditsYear' : 'creditsMonth';
  return k(`pricing.features.${unit}${perSeat(e) ? 'Seat' : ''}`, { count: e.cycle_credits[period] });
};
const videos = (e: PlanOffer): Cell => (e.max_videos === null ? k('pricing.compare.unlimited') : k('pricing.units.count', { count: e.max_videos }));
const customAvatars = (e: PlanOffer): Cell =>
  perSeat(e) ? k('pricing.features.customAvatarsSeat', { count: e.custom_avatars }) : k('pricing.features.customAvatars', { count: e.custom_avatars });

/**
 * The plan features a card may sell, each with the tool that must be usable on this server for it to be
 * sold (null: nothing beyond the plan). 'ai_tools' is not here: every plan runs every built tool; nor is
 * 'unlimited_videos', which the video count (max_videos) says.
 */
const FEATURE_BULLETS: readonly { feature: Feature; tool: OfferTool | null; key: string }[] = [
  { feature: 'voice_clone', tool: 'voice_cloning', key: 'pricing.features.voiceCloning' },
  { feature: 'accent_clone', tool: 'accent_cloning', key: 'pricing.features.accentCloning' },
  { feature: 'batch', tool: 'batch', key: 'pricing.features.batch' },
  { feature: 'brand_kit', tool: 'brand_kit', key: 'pricing.features.brandKit' },
  { feature: 'team_workspace', tool: 'team_spaces', key: 'pricing.features.workspace' },
  { feature: 'team_workspace', tool: 'team_spaces', key: 'pricing.features.roles' },
  { feature: 'team_templates', tool: null, key: 'pricing.features.teamTemplates' },
  { feature: 'fastest_processing', tool: null, key: 'pricing.features.fastest' },
];
/** The features `e` has and `below` (the card before it) has not, that this server can run. */
const newFeatures = (offer: OfferData, e: PlanOffer, below?: PlanOffer): Cell[] =>
  FEATURE_BULLETS.filter((b) => has(e, b.feature) && !(below && has(below, b.feature)) && (!b.tool || usable(offer, b.tool))).map((b) => k(b.key));

/**
 * The bullet list of each application card, from what the server says the plan allows (`offer.plans`)
 * and what it can run (`offer.tools`): a tool without its engine here, or not built, is not on a card.
 * Empty until the server has answered.
 */
export function appCardFeatures(card: AppCard, period: Period, offer?: OfferData): Cell[] {
  if (card === 'enterprise')
    return [k('pricing.features.customEverything'), k('pricing.features.manager'), k('pricing.features.priority'), k('pricing.features.sso')];
  const e = planIn(offer, APP_CARD_PLAN[card]);
  if (!offer || !e) return [];
  const below = APP_CARDS[APP_CARDS.indexOf(card) - 1];
  const prev = below ? planIn(offer, APP_CARD_PLAN[below]) : undefined;
  const watermark = e.watermark ? k('pricing.features.watermark') : prev && !prev.watermark ? null : k('pricing.features.noWatermark');
  const sameRatios = prev && prev.aspect_ratios.join() === e.aspect_ratios.join();
  if (card === 'team') return [creditsBullet(e, period), k('pricing.features.everythingCreator'), ...newFeatures(offer, e, prev), customAvatars(e)];
  return [
    creditsBullet(e, period),
    // The video count as the data has it: a count, or unlimited said once, on the first plan without one.
    ...(e.max_videos !== null
      ? [k('pricing.features.videos', { count: e.max_videos })]
      : prev && prev.max_videos !== null
        ? [k('pricing.features.unlimitedVideos')]
        : []),
    lengthBullet(e),
    customAvatars(e),
    ...(watermark ? [watermark] : []),
    ...(sameRatios ? [] : [ratioBullet(e)]),
    ...newFeatures(offer, e, prev),
    ...(card === 'starter' ? libraryClaims(offer) : []),
  ];
}

/**
 * The bullet list of each API card. API keys work today, but their calls spend the account's own credits:
 * until a call spends API credits (offer tool api_plans), the credits the API plans grant are coming.
 */
export function apiCardFeatures(card: ApiCard, offer?: OfferData): Cell[] {
  if (card === 'enterprise') return [k('pricing.features.customEverything'), k('pricing.features.apiVolume'), k('pricing.features.manager')];
  const e = planIn(offer, API_CARD_PLAN[card]);
  if (!e) return [];
  const sold = usable(offer, 'api_plans');
  const grant: Cell = {
    key: card === 'free' ? 'pricing.features.apiCredits' : 'pricing.features.apiCreditsMonth',
    values: { count: e.api_credits },
    ...(sold ? {} : { soon: true as const }),
  };
  return [k('pricing.features.apiDocs'), grant, ...(sold ? [k('pricing.features.apiEquals')] : [])];
}

export interface CompareRow {
  label: string;
  /** Values of the label's dictionary entry (the library's counts, the prices). */
  values?: Record<string, string | number>;
  cells: Record<AppCard, Cell>;
}
export interface CompareGroup {
  title: string;
  rows: CompareRow[];
}

const custom = k('pricing.compare.custom');
const soon: Cell = { key: 'pricing.compare.comingSoon', soon: true };
const cellsOf = (plans: Record<AppCard, PlanOffer>, f: (e: PlanOffer) => Cell, enterprise: Cell = f(plans.enterprise)): Record<AppCard, Cell> => ({
  free: f(plans.free),
  starter: f(plans.starter),
  creator: f(plans.creator),
  team: f(plans.team),
  enterprise,
});
const row = (label: string, cells: Record<AppCard, Cell>, values?: Record<string, string | number>): CompareRow => ({
  label,
  cells,
  ...(values ? { values } : {}),
});
/** A tool this server has not built yet: its row says so on every plan, and sells it on none. */
const comingRow = (label: string): CompareRow => row(label, { free: soon, starter: soon, creator: soon, team: soon, enterprise: soon });

/**
 * The comparison table of spec 001 §2: five groups, each row derived from what the server says each plan
 * allows (`offer.plans`, the entitlements function's answer) and what it can run (`offer.tools`):
 *  - a plan feature whose tool is usable here: a check on the plans that have it;
 *  - a tool that is built but whose engine is not set up here: left out;
 *  - a tool that is not built: 'Coming soon' on every plan.
 * Empty until the server has answered.
 */
export function compareGroups(period: Period, offer?: OfferData): CompareGroup[] {
  const found = offer && Object.fromEntries(APP_CARDS.map((c) => [c, planIn(offer, APP_CARD_PLAN[c])]));
  if (!offer || !found || APP_CARDS.some((c) => !found[c])) return [];
  const plans = found as Record<AppCard, PlanOffer>;
  const feature = (label: string, f: Feature, tool: OfferTool | null, built = true): CompareRow[] =>
    !tool || usable(offer, tool)
      ? [
          row(
            label,
            cellsOf(plans, (e) => has(e, f)),
          ),
        ]
      : built
        ? []
        : [comingRow(label)];
  const everyPlan = (label: string, tool: OfferTool, built = true): CompareRow[] =>
    usable(offer, tool)
      ? [
          row(
            label,
            cellsOf(plans, () => true),
          ),
        ]
      : built
        ? []
        : [comingRow(label)];
  const costs = plans.free.costs;
  // The render queue's order (the server's renderPriority): Free last, Team's fastest processing first.
  const processing = (e: PlanOffer): Cell =>
    k(has(e, 'fastest_processing') ? 'pricing.compare.fastest' : e.watermark ? 'pricing.compare.standard' : 'pricing.compare.fast');
  return [
    {
      title: 'pricing.compare.groups.video',
      rows: [
        row(
          'pricing.compare.rows.credits',
          cellsOf(plans, (e) => credits(e, period), custom),
          {
            video: costs.video,
            photo: costs.talking_photo,
            avatar: costs.photo_avatar,
          },
        ),
        row('pricing.compare.rows.videos', cellsOf(plans, videos)),
        row('pricing.compare.rows.length', cellsOf(plans, len, custom)),
        row(
          'pricing.compare.rows.noWatermark',
          cellsOf(plans, (e) => !e.watermark),
        ),
        row('pricing.compare.rows.aspectRatios', cellsOf(plans, ratios)),
        ...feature('pricing.compare.rows.batch', 'batch', 'batch'),
      ],
    },
    {
      title: 'pricing.compare.groups.avatars',
      rows: [
        row(
          'pricing.compare.rows.stockAvatars',
          cellsOf(plans, () => true),
          { people: offer.avatars.people, looks: offer.avatars.looks },
        ),
        row(
          'pricing.compare.rows.customAvatars',
          cellsOf(plans, (e) => k(perSeat(e) ? 'pricing.units.perSeat' : 'pricing.units.count', { count: e.custom_avatars }), custom),
        ),
        row(
          'pricing.compare.rows.photoAvatars',
          cellsOf(plans, (e) => k('pricing.units.count', { count: e.photo_avatars[period] }), custom),
        ),
        row(
          'pricing.compare.rows.voices',
          cellsOf(plans, () => true),
          { count: offer.voices.count, languages: offer.voices.languages },
        ),
        ...feature('pricing.compare.rows.voiceCloning', 'voice_clone', 'voice_cloning'),
        ...feature('pricing.compare.rows.accentCloning', 'accent_clone', 'accent_cloning', false),
      ],
    },
    {
      title: 'pricing.compare.groups.tools',
      rows: [
        ...everyPlan('pricing.compare.rows.scripts', 'ai_scripts'),
        ...everyPlan('pricing.compare.rows.urlToVideo', 'url_to_video'),
        ...everyPlan('pricing.compare.rows.talkingPhoto', 'talking_photo'),
        ...everyPlan('pricing.compare.rows.productAvatars', 'product_avatars'),
        ...everyPlan('pricing.compare.rows.productShots', 'product_shots', false),
        ...everyPlan('pricing.compare.rows.translation', 'video_translation', false),
      ],
    },
    {
      title: 'pricing.compare.groups.team',
      rows: [
        ...feature('pricing.compare.rows.brandKit', 'brand_kit', 'brand_kit'),
        ...feature('pricing.compare.rows.workspace', 'team_workspace', 'team_spaces'),
        ...feature('pricing.compare.rows.roles', 'team_workspace', 'team_spaces'),
        ...feature('pricing.compare.rows.teamTemplates', 'team_templates', null),
      ],
    },
    {
      title: 'pricing.compare.groups.support',
      rows: [
        row(
          'pricing.compare.rows.templates',
          cellsOf(plans, () => true),
          { count: offer.templates },
        ),
        row('pricing.compare.rows.processing', cellsOf(plans, processing)),
        row('pricing.compare.rows.support', {
          free: k('pricing.compare.email'),
          starter: k('pricing.compare.email'),
          creator: k('pricing.compare.email'),
          team: k('pricing.compare.priority'),
          enterprise: k('pricing.compare.priority'),
        }),
        row('pricing.compare.rows.manager', { free: false, starter: false, creator: false, team: false, enterprise: true }),
      ],
    },
  ];
}
