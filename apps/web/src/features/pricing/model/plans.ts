import {
  API_PLAN_CREDITS,
  CUSTOM_AVATARS,
  CYCLE_CREDITS,
  entitlements,
  FREE_API_CREDITS,
  FREE_PLAN_CREDITS,
  PHOTO_AVATARS,
  type OfferData,
  type OfferTool,
  Plan,
  type Period,
  VIDEO_LENGTH_LIMIT_S,
} from '@framecast/contract';

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

/** A value in a card's list or the comparison table: a dictionary key with values, or a yes/no. */
export type Cell = boolean | { key: string; values?: Record<string, string | number> };

const k = (key: string, values?: Record<string, string | number>): Cell => ({ key, values });
/** What one video and one photo-based creation cost (the catalogue's prices: a video 1, a talking photo or photo avatar 2). */
const COSTS = entitlements(Plan.Free).costs;
const usable = (offer: OfferData | undefined, tool: OfferTool) => offer?.tools[tool] === true;
/** The library's figures, as a card or the table claims them; nothing until the server has said. */
const libraryClaims = (offer: OfferData | undefined): Cell[] =>
  offer
    ? [
        k('pricing.features.stockAvatars', { people: offer.avatars.people, looks: offer.avatars.looks }),
        k('pricing.features.voices', { count: offer.voices.count, languages: offer.voices.languages }),
      ]
    : [];
const len = (plan: Plan): Cell => {
  const s = VIDEO_LENGTH_LIMIT_S[plan];
  return s < 60 ? k('pricing.units.seconds', { count: s }) : k('pricing.units.minutes', { count: s / 60 });
};
const credits = (plan: Plan, period: Period): Cell => {
  const n = CYCLE_CREDITS[plan]?.[period];
  return n === undefined ? k('pricing.compare.custom') : k(period === 'year' ? 'pricing.units.creditsYear' : 'pricing.units.creditsMonth', { count: n });
};
const photo = (plan: Plan, period: Period): Cell => {
  const n = PHOTO_AVATARS[plan]?.[period];
  return n === undefined ? k('pricing.compare.custom') : k('pricing.units.count', { count: n });
};

/**
 * The bullet list of each application card. What the server offers (`offer`) decides the library's
 * figures and whether voice cloning is sold: a tool without its engine here is not on the card.
 */
export function appCardFeatures(card: AppCard, period: Period, offer?: OfferData): Cell[] {
  switch (card) {
    case 'free':
      return [
        k('pricing.features.credits', { count: FREE_PLAN_CREDITS }),
        k('pricing.features.videos', { count: 3 }),
        k('pricing.features.length', { time: '30s' }),
        k('pricing.features.customAvatars', { count: CUSTOM_AVATARS[Plan.Free] ?? 1 }),
        k('pricing.features.watermark'),
      ];
    case 'starter':
      return [
        k(period === 'year' ? 'pricing.features.creditsYear' : 'pricing.features.creditsMonth', { count: CYCLE_CREDITS[Plan.Starter]?.[period] ?? 0 }),
        k('pricing.features.lengthMinutes', { count: VIDEO_LENGTH_LIMIT_S[Plan.Starter] / 60 }),
        k('pricing.features.customAvatars', { count: CUSTOM_AVATARS[Plan.Starter] ?? 3 }),
        k('pricing.features.noWatermark'),
        ...(usable(offer, 'voice_cloning') ? [k('pricing.features.voiceCloning')] : []),
        ...libraryClaims(offer),
      ];
    case 'creator':
      return [
        k(period === 'year' ? 'pricing.features.creditsYear' : 'pricing.features.creditsMonth', { count: CYCLE_CREDITS[Plan.Creator]?.[period] ?? 0 }),
        k('pricing.features.unlimitedVideos'),
        k('pricing.features.lengthMinutes', { count: VIDEO_LENGTH_LIMIT_S[Plan.Creator] / 60 }),
        k('pricing.features.customAvatars', { count: CUSTOM_AVATARS[Plan.Creator] ?? 10 }),
        k('pricing.features.batch'),
        k('pricing.features.brandKit'),
      ];
    case 'team':
      return [
        k(period === 'year' ? 'pricing.features.creditsYearSeat' : 'pricing.features.creditsMonthSeat', { count: CYCLE_CREDITS[Plan.Team]?.[period] ?? 0 }),
        k('pricing.features.everythingCreator'),
        k('pricing.features.workspace'),
        k('pricing.features.roles'),
        k('pricing.features.teamTemplates'),
        k('pricing.features.customAvatarsSeat', { count: CUSTOM_AVATARS[Plan.Team] ?? 10 }),
        k('pricing.features.fastest'),
      ];
    case 'enterprise':
      return [k('pricing.features.customEverything'), k('pricing.features.manager'), k('pricing.features.priority'), k('pricing.features.sso')];
  }
}

/** The bullet list of each API card. */
export function apiCardFeatures(card: ApiCard): Cell[] {
  switch (card) {
    case 'free':
      return [k('pricing.features.apiCredits', { count: FREE_API_CREDITS }), k('pricing.features.apiEquals'), k('pricing.features.apiDocs')];
    case 'advanced':
      return [
        k('pricing.features.apiCreditsMonth', { count: API_PLAN_CREDITS[Plan.APIAdvanced] ?? 0 }),
        k('pricing.features.apiEquals'),
        k('pricing.features.noWatermark'),
        k('pricing.features.apiSupport'),
      ];
    case 'professional':
      return [
        k('pricing.features.apiCreditsMonth', { count: API_PLAN_CREDITS[Plan.APIProfessional] ?? 0 }),
        k('pricing.features.apiEquals'),
        k('pricing.features.noWatermark'),
        k('pricing.features.apiPriority'),
      ];
    case 'enterprise':
      return [k('pricing.features.customEverything'), k('pricing.features.apiVolume'), k('pricing.features.manager')];
  }
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

const row = (label: string, free: Cell, starter: Cell, creator: Cell, team: Cell, enterprise: Cell): CompareRow => ({
  label,
  cells: { free, starter, creator, team, enterprise },
});
const custom = k('pricing.compare.custom');
const soon = k('pricing.compare.comingSoon');
/** A tool this server has not built yet: its row says so on every plan, and sells it on none. */
const comingRow = (label: string): CompareRow => row(label, soon, soon, soon, soon, soon);
const withValues = (r: CompareRow, values: Record<string, string | number>): CompareRow => ({ ...r, values });
/** A row for a tool, by what the server says of it: sold as `r` when usable, coming when not built, left out when its engine is missing. */
const toolRow = (offer: OfferData | undefined, tool: OfferTool, r: CompareRow, built: boolean): CompareRow[] =>
  usable(offer, tool) ? [r] : built ? [] : [comingRow(r.label)];

/**
 * The comparison table of spec 001 §2: five groups, built from the catalogue's figures and what this
 * server offers (the library's counts, the tools it can run); without the offer yet, its rows wait.
 */
export function compareGroups(period: Period, offer?: OfferData): CompareGroup[] {
  return [
    {
      title: 'pricing.compare.groups.video',
      rows: [
        withValues(
          row(
            'pricing.compare.rows.credits',
            k('pricing.units.credits', { count: FREE_PLAN_CREDITS }),
            credits(Plan.Starter, period),
            credits(Plan.Creator, period),
            credits(Plan.Team, period),
            custom,
          ),
          { video: COSTS.video, photo: COSTS.talkingPhoto, avatar: COSTS.photoAvatar },
        ),
        row(
          'pricing.compare.rows.videos',
          k('pricing.units.count', { count: 3 }),
          k('pricing.compare.unlimited'),
          k('pricing.compare.unlimited'),
          k('pricing.compare.unlimited'),
          k('pricing.compare.unlimited'),
        ),
        row('pricing.compare.rows.length', len(Plan.Free), len(Plan.Starter), len(Plan.Creator), len(Plan.Team), k('pricing.compare.custom')),
        row('pricing.compare.rows.noWatermark', false, true, true, true, true),
        row('pricing.compare.rows.aspectRatios', false, true, true, true, true),
        row('pricing.compare.rows.batch', false, false, true, true, true),
      ],
    },
    {
      title: 'pricing.compare.groups.avatars',
      rows: [
        ...(offer
          ? [withValues(row('pricing.compare.rows.stockAvatars', true, true, true, true, true), { people: offer.avatars.people, looks: offer.avatars.looks })]
          : []),
        row(
          'pricing.compare.rows.customAvatars',
          k('pricing.units.count', { count: CUSTOM_AVATARS[Plan.Free] ?? 1 }),
          k('pricing.units.count', { count: CUSTOM_AVATARS[Plan.Starter] ?? 3 }),
          k('pricing.units.count', { count: CUSTOM_AVATARS[Plan.Creator] ?? 10 }),
          k('pricing.units.perSeat', { count: CUSTOM_AVATARS[Plan.Team] ?? 10 }),
          custom,
        ),
        row(
          'pricing.compare.rows.photoAvatars',
          photo(Plan.Free, period),
          photo(Plan.Starter, period),
          photo(Plan.Creator, period),
          photo(Plan.Team, period),
          custom,
        ),
        ...(offer
          ? [withValues(row('pricing.compare.rows.voices', true, true, true, true, true), { count: offer.voices.count, languages: offer.voices.languages })]
          : []),
        ...toolRow(offer, 'voice_cloning', row('pricing.compare.rows.voiceCloning', false, true, true, true, true), true),
        ...toolRow(offer, 'accent_cloning', row('pricing.compare.rows.accentCloning', false, false, true, true, true), false),
      ],
    },
    {
      title: 'pricing.compare.groups.tools',
      rows: [
        row('pricing.compare.rows.scripts', true, true, true, true, true),
        row('pricing.compare.rows.urlToVideo', true, true, true, true, true),
        row('pricing.compare.rows.talkingPhoto', true, true, true, true, true),
        row('pricing.compare.rows.productAvatars', true, true, true, true, true),
        ...toolRow(offer, 'product_shots', row('pricing.compare.rows.productShots', false, true, true, true, true), false),
        ...toolRow(offer, 'video_translation', row('pricing.compare.rows.translation', false, true, true, true, true), false),
      ],
    },
    {
      title: 'pricing.compare.groups.team',
      rows: [
        row('pricing.compare.rows.brandKit', false, false, true, true, true),
        row('pricing.compare.rows.workspace', false, false, false, true, true),
        row('pricing.compare.rows.roles', false, false, false, true, true),
        row('pricing.compare.rows.teamTemplates', false, false, false, true, true),
      ],
    },
    {
      title: 'pricing.compare.groups.support',
      rows: [
        ...(offer ? [withValues(row('pricing.compare.rows.templates', true, true, true, true, true), { count: offer.templates })] : []),
        row(
          'pricing.compare.rows.processing',
          k('pricing.compare.standard'),
          k('pricing.compare.standard'),
          k('pricing.compare.fast'),
          k('pricing.compare.fastest'),
          k('pricing.compare.fastest'),
        ),
        row(
          'pricing.compare.rows.support',
          k('pricing.compare.email'),
          k('pricing.compare.email'),
          k('pricing.compare.email'),
          k('pricing.compare.priority'),
          k('pricing.compare.priority'),
        ),
        row('pricing.compare.rows.manager', false, false, false, false, true),
      ],
    },
  ];
}
