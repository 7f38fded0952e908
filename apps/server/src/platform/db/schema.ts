import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp the database fills in when the insert leaves it out. */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string | null;
  nickname: string;
  avatar_key: string | null;
  show_id: string;
  status: 'active' | 'guest' | 'banned';
  is_signup_questionnaire: boolean;
  questionnaire: Json<Record<string, unknown>> | null;
  need_set_pwd: boolean;
  promote_src: string;
  attribution: Json<Record<string, unknown>>;
  invite_code: string | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface SessionsTable {
  id: string;
  token_hash: string;
  user_id: string;
  created_at: DefaultedTimestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  revoke_reason: 'logout' | 'elsewhere' | 'password' | 'email' | null;
  ip: string | null;
  user_agent: string | null;
}

export interface EmailCodesTable {
  id: string;
  ticket_hash: string;
  email: string;
  action: 'reg' | 'resetpwd' | 'resetemail';
  code_hash: string;
  stage: 'sent' | 'verified' | 'used' | 'dead';
  attempts: Generated<number>;
  user_id: string | null;
  ip: string | null;
  expires_at: Timestamp;
  created_at: DefaultedTimestamp;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  email: string;
  ip: string;
  created_at: DefaultedTimestamp;
}

export interface CaptchasTable {
  id: string;
  answer: string;
  expires_at: Timestamp;
}

export interface SpacesTable {
  id: string;
  unique_id: string;
  name: string;
  owner_id: string;
  personal: boolean;
  seats: number;
  created_at: DefaultedTimestamp;
  photo_key: string | null;
  invite_code: string | null;
  invite_role: number | null;
  invite_expires_at: Timestamp | null;
  invite_by: string | null;
}

export interface SpaceMembersTable {
  space_id: string;
  user_id: string;
  role: number;
  joined_at: DefaultedTimestamp;
  now_here: Generated<boolean>;
  invited_by: string | null;
}

export interface SpaceInvitationsTable {
  id: string;
  space_id: string;
  email: string;
  role: number;
  code_hash: string;
  invited_by: string | null;
  created_at: DefaultedTimestamp;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
}

export interface EditLocksTable {
  project_id: string;
  user_id: string;
  heartbeat_at: DefaultedTimestamp;
}

export interface SubscriptionsTable {
  id: string;
  user_id: string;
  plan: number;
  period: 'month' | 'year' | 'none';
  started_at: Timestamp;
  ends_at: Timestamp | null;
  created_at: DefaultedTimestamp;
  seats: Generated<number>;
  goods_sn: string | null;
  order_sn: string | null;
  currency: Generated<string>;
  /** What the next cycle costs, minor units (the coupon of the first order does not repeat). */
  renewal_amount: Generated<number>;
  /** What this cycle's plan cost (list less coupon, however paid), minor units: the base of proration and seat refunds. */
  period_amount: Generated<number>;
  /** The credits this cycle granted: settled with its money on an upgrade or a seat give-back. */
  period_credits: Generated<number>;
  cancel_at_period_end: Generated<boolean>;
  is_trial: Generated<boolean>;
  pay_platform: string | null;
  subscription_ref: string | null;
  customer_ref: string | null;
  /** signup | order | operator | managed */
  source: Generated<string>;
  period_start: Timestamp | null;
  renew_failed_at: Timestamp | null;
}

export interface PageViewsTable {
  id: Generated<number>;
  user_id: string | null;
  appid: number | null;
  path: string;
  referrer: string | null;
  payload: string | null;
  trace_id: string | null;
  client_ts: Timestamp;
  ip: string | null;
  created_at: DefaultedTimestamp;
}

export interface GuestTransfersTable {
  guest_user_id: string;
  user_id: string;
  moved: number;
  created_at: DefaultedTimestamp;
}

export interface ProjectFoldersTable {
  id: string;
  space_id: string;
  created_by: string;
  name: string;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface ProjectsTable {
  id: string;
  space_id: string;
  created_by: string;
  folder_id: string | null;
  name: string;
  category: string;
  source: string;
  status: 'draft' | 'queued' | 'generating' | 'rendered' | 'failed' | 'cancelled';
  document: Json<unknown>;
  revision: Generated<number>;
  aspect_ratio: string;
  est_duration: Generated<number>;
  current_render_id: string | null;
  progress: Generated<number>;
  stage: string | null;
  error: string | null;
  video_key: string | null;
  thumb_key: string | null;
  preview_key: string | null;
  duration: number | null;
  size_bytes: ColumnType<string | null, number | string | null, number | string | null>;
  width: number | null;
  height: number | null;
  watermark: Generated<boolean>;
  credits: Generated<number>;
  rendered_at: Timestamp | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
  deleted_at: Timestamp | null;
}

export interface RendersTable {
  id: string;
  project_id: string;
  user_id: string;
  /** The space owner whose credits paid for it (null before team spaces: user_id paid). */
  paid_by: string | null;
  status: 'queued' | 'generating' | 'rendered' | 'failed' | 'cancelled';
  document: Json<unknown>;
  revision: number;
  plan: number;
  watermark: boolean;
  credits: number;
  est_duration: number;
  duration: number | null;
  error: string | null;
  stats: Json<unknown> | null;
  created_at: DefaultedTimestamp;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  /** The IP a guest submitted this render from (null for accounts): guests' renders are capped per IP and day. */
  guest_ip: ColumnType<string | null, string | null | undefined, string | null>;
  /** Who started it: the app, or a script with an API key. */
  origin: ColumnType<'app' | 'api', 'app' | 'api' | undefined, 'app' | 'api'>;
}

export interface CreditEntriesTable {
  id: Generated<string>;
  user_id: string;
  kind: 'grant' | 'hold' | 'charge' | 'release' | 'refund' | 'expire' | 'adjust' | 'purchase';
  amount: number;
  ref: string;
  note: string | null;
  created_at: DefaultedTimestamp;
  balance: Generated<'credits' | 'api_credits'>;
  order_sn: string | null;
  /** Who spent or granted it: the member in a team space, the operator for adjustments. */
  actor_id: string | null;
}

export interface GoodsTable {
  id: string;
  goods_sn: string;
  goods_name: string;
  goods_type: number;
  plan: number;
  period: 'month' | 'year' | null;
  currency: string;
  sell_price: number;
  original_price: number | null;
  subscriptions: boolean;
  per_seat: Generated<boolean>;
  credit: Generated<number>;
  api_credit: Generated<number>;
  lip_sync_duration: Generated<number>;
  active: Generated<boolean>;
  sort: Generated<number>;
  updated_at: DefaultedTimestamp;
}

export interface OrdersTable {
  order_sn: string;
  user_id: string | null;
  email: string;
  /** new | upgrade | seats | renewal | credits | api | lip_sync | trial */
  kind: string;
  goods_sn: string;
  goods_name: string;
  goods_type: number;
  plan: number;
  period: 'month' | 'year' | null;
  seats: Generated<number>;
  currency: string;
  unit_price: number;
  list_amount: number;
  proration_credit: Generated<number>;
  discount_amount: Generated<number>;
  amount: number;
  renewal_amount: Generated<number>;
  coupon_id: string | null;
  pay_platform: string;
  pay_type: number;
  is_trial: Generated<boolean>;
  status: 'pending' | 'paid' | 'failed' | 'cancelled' | 'refunded';
  session_id: string | null;
  payment_ref: string | null;
  subscription_ref: string | null;
  customer_ref: string | null;
  subscription_id: string | null;
  referral_id: string | null;
  success_path: string | null;
  project_id: string | null;
  credits_granted: Generated<number>;
  api_credits_granted: Generated<number>;
  /** Credits of the replaced period an upgrade takes back when paid (billing/proration.ts). */
  settled_credits: Generated<number>;
  refunded_amount: Generated<number>;
  created_at: DefaultedTimestamp;
  paid_at: Timestamp | null;
}

export interface PaymentEventsTable {
  id: string;
  platform: string;
  event_id: string;
  kind: string;
  order_sn: string | null;
  received_at: DefaultedTimestamp;
}

export interface CouponsTable {
  id: string;
  kind: 'percent' | 'amount';
  value: number;
  currency: string | null;
  goods_sns: Json<string[]>;
  expires_at: Timestamp | null;
  max_uses: number | null;
  per_user: Generated<number>;
  /** A personal coupon (the claimed flash sale) only its owner may use. */
  owner_id: string | null;
  disabled: Generated<boolean>;
  created_at: DefaultedTimestamp;
}

export interface CouponRedemptionsTable {
  coupon_id: string;
  order_sn: string;
  user_id: string | null;
  created_at: DefaultedTimestamp;
}

export interface InvoicesTable {
  number: string;
  order_sn: string;
  user_id: string | null;
  issued_at: DefaultedTimestamp;
  amount: number;
  currency: string;
  payment_method: string;
  period_start: Timestamp | null;
  period_end: Timestamp | null;
  billing_cycle: 'weekly' | 'monthly' | 'yearly' | 'once';
  description: string;
  units: number;
  unit_price: number;
  discount: Generated<number>;
  customer_id: string;
  billing_info: Json<unknown> | null;
}

export interface BillingInfoTable {
  user_id: string;
  info: Json<unknown>;
  updated_at: DefaultedTimestamp;
}

export interface LipSyncLotsTable {
  id: string;
  user_id: string;
  order_sn: string | null;
  seconds: number;
  expires_at: Timestamp;
  created_at: DefaultedTimestamp;
}

export interface LipSyncUsesTable {
  id: string;
  lot_id: string;
  user_id: string;
  project_id: string;
  seconds: number;
  created_at: DefaultedTimestamp;
}

export interface OperatorActionsTable {
  id: string;
  /** The operator's email, or 'cli'. */
  operator: string;
  action: string;
  target_user_id: string | null;
  detail: Json<unknown>;
  created_at: DefaultedTimestamp;
}

export interface JobsTable {
  id: string;
  name: string;
  version: number;
  payload: Json<unknown>;
  status: 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
  attempts: Generated<number>;
  max_attempts: number;
  priority: Generated<number>;
  run_after: DefaultedTimestamp;
  lease_until: Timestamp | null;
  worker_id: string | null;
  progress: Generated<number>;
  stage: string | null;
  error: string | null;
  created_at: DefaultedTimestamp;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
}

export interface AssetFoldersTable {
  id: string;
  space_id: string;
  created_by: string;
  name: string;
  type: 'media' | 'logo' | 'video' | 'image' | 'music';
  expires_at: Timestamp | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

/** A space's brand colours and fonts (the brand kit's style); one row per space once someone sets it. */
export interface BrandStylesTable {
  space_id: string;
  /** 1–8 lower-case #rrggbb colours, in the order they are applied. */
  palette: string[];
  heading_font: string;
  body_font: string;
  updated_by: string | null;
  updated_at: DefaultedTimestamp;
}

export interface AssetsTable {
  id: string;
  space_id: string;
  created_by: string;
  folder_id: string | null;
  brand_slot: 'logo' | 'video' | 'image' | 'music' | null;
  name: string;
  kind: 'video' | 'image' | 'audio' | 'document';
  mime: string;
  /** bigint: pg returns it as a string. */
  size_bytes: ColumnType<string, number, number>;
  tool: string;
  storage_key: string;
  sha256: string;
  meta: Json<Record<string, unknown>>;
  warnings: Json<string[]>;
  thumb_key: string | null;
  waveform: Json<number[]> | null;
  derived: boolean;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface UploadsTable {
  id: string;
  token_hash: string;
  user_id: string;
  space_id: string;
  tool: string;
  filename: string;
  size_bytes: ColumnType<string, number, number>;
  content_type: string;
  folder_id: string | null;
  brand_slot: string | null;
  protocol: 'tus' | 'put';
  status: 'pending' | 'completing' | 'done' | 'rejected' | 'cancelled' | 'expired';
  asset_id: string | null;
  expires_at: Timestamp;
  created_at: DefaultedTimestamp;
}

export interface VoiceFavoritesTable {
  user_id: string;
  /** `<engine>:<voice>` as the voice library lists it. */
  voice_id: string;
  created_at: DefaultedTimestamp;
}

export interface ClonedVoicesTable {
  id: string;
  space_id: string;
  created_by: string;
  name: string;
  language: string | null;
  gender: 'male' | 'female' | null;
  status: 'processing' | 'ready' | 'failed';
  error: string | null;
  /** The clone engine's id for the voice (fish-speech: its reference id). */
  engine_voice_id: string | null;
  /** Storage keys of the recorded samples. */
  sample_keys: Json<string[]>;
  sample_seconds: number;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface UserAvatarsTable {
  id: string;
  space_id: string;
  created_by: string;
  kind: 'photo' | 'custom' | 'product';
  name: string;
  description: Generated<string>;
  welcome_message: Generated<string>;
  voice: string | null;
  gender: 'female' | 'male' | null;
  aspect: Generated<'3:4' | '1:1' | '4:3'>;
  theme: string | null;
  community: Generated<boolean>;
  custom_status: 'consent_checking' | 'consent_failed' | 'manual_review' | 'processing' | 'ready' | 'failed' | null;
  custom_reason: string | null;
  footage_key: string | null;
  consent_key: string | null;
  footage_silent: Generated<boolean>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface AvatarGenerationsTable {
  id: string;
  /** Whose plan and credits it counts against (the space owner). */
  payer_id: string;
  created_by: string;
  avatar_id: string | null;
  /** New looks (counted against the plan's photo avatars) or motion given to a look (only paid for). */
  kind: Generated<'look' | 'motion'>;
  status: 'running' | 'done' | 'failed';
  credits: Generated<number>;
  created_at: DefaultedTimestamp;
}

export interface AvatarLooksTable {
  id: string;
  avatar_id: string;
  generation_id: string | null;
  name: string;
  source: 'text' | 'photo' | 'motion' | 'video' | 'product';
  style: 'realistic' | 'anime' | 'cartoon' | 'photo' | 'video';
  status: 'generating' | 'ready' | 'failed';
  error: string | null;
  review_failed: Generated<boolean>;
  /** The text-to-avatar options it was made from (contract TextToAvatarOptions). */
  options: Json<Record<string, unknown>> | null;
  /** A drawn look's file (JSON parts) or the photo: what renders read. */
  file_key: string | null;
  /** Its picture (PNG), what cards show. */
  image_key: string | null;
  motion: 'still' | 'subtle' | 'natural' | 'expressive' | null;
  motion_model: string | null;
  motion_prompt: string | null;
  /** A motion look's clip (MP4). */
  preview_key: string | null;
  /** Photo to Avatar: the portrait the drawing follows; a product look: its cut-out. */
  source_key: string | null;
  /** A product look: where the product sits, on which look (contract ProductPlacement and the base). */
  placement: Json<ProductLookPlacement> | null;
  /** A product look made from one of the space's looks: a copy of that look's file. */
  base_key: string | null;
  created_at: DefaultedTimestamp;
}

export interface ProductLookPlacement {
  x: number;
  y: number;
  width: number;
  /** The look it presents: a library look id or `look:<id>`. */
  base: string;
  /** How the base's picture was framed (a drawn look's aspect), or 'photo'. */
  frame: string;
  /** A drawn base's resting face in its picture. */
  emotion?: string;
}

export interface ProductsTable {
  id: string;
  space_id: string;
  created_by: string;
  name: string;
  description: string;
  target_audience: Generated<string>;
  /** The product page (normalised by the URL helper); one product per URL in a space. */
  url: string | null;
  price: string | null;
  currency: string | null;
  highlights: Json<string[]>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface TemplatesTable {
  id: string;
  space_id: string;
  created_by: string;
  name: string;
  aspect_ratio: string;
  /** A timeline document (any version; migrated when read). */
  document: Json<unknown>;
  created_at: DefaultedTimestamp;
}

export interface TemplatePreviewsTable {
  /** A library design id (lib-…) or one of My Templates' uuid. */
  template_id: string;
  /** The document the preview shows: a changed design renders again. */
  doc_hash: string;
  /** 'none': only the poster is in (thumb_key), no video asked for yet. */
  status: 'none' | 'working' | 'ready' | 'failed';
  thumb_key: string | null;
  clip_key: string | null;
  error: string | null;
  updated_at: DefaultedTimestamp;
}

export interface ProductMediaTable {
  product_id: string;
  asset_id: string;
  sort: number;
}

export interface UrlAnalysesTable {
  id: string;
  space_id: string;
  created_by: string;
  url: string;
  status: 'working' | 'ready' | 'failed';
  stage: Generated<'fetching' | 'reading' | 'media' | 'done'>;
  error: string | null;
  product_id: string | null;
  created_at: DefaultedTimestamp;
}

export interface ProductCutoutsTable {
  id: string;
  space_id: string;
  created_by: string;
  status: 'working' | 'ready' | 'failed';
  engine: 'local' | 'rembg' | 'none';
  /** The uploaded picture, copied (the upload may be deleted while the cut-out works). */
  source_key: string;
  /** The cut-out (PNG), once ready. */
  key: string | null;
  width: number | null;
  height: number | null;
  error: string | null;
  created_at: DefaultedTimestamp;
}

export interface UserAvatarFavoritesTable {
  user_id: string;
  avatar_id: string;
}

export interface AvatarFavoritesTable {
  user_id: string;
  /** `<avatar>/<look>` of the built-in library. */
  look_id: string;
  created_at: DefaultedTimestamp;
}

export interface GuestStartsTable {
  id: Generated<string>;
  ip: string;
  created_at: DefaultedTimestamp;
}

export interface StreamTicketsTable {
  ticket_hash: string;
  user_id: string;
  /** The projects the ticket may watch, comma separated. */
  project_ids: string;
  expires_at: Timestamp;
  /** The space the ticket's actor worked in; null only on tickets issued before tickets carried it. */
  space_id: string | null;
  /** Issued to an API key: the stream reads in `space_id` only. */
  by_api_key: Generated<boolean>;
}

/** When a member last left a space: links signed for them into its files before then no longer open. */
export interface RevokedMemberLinksTable {
  space_id: string;
  user_id: string;
  revoked_at: DefaultedTimestamp;
}

export interface RevokedStorageTable {
  /** A storage key, or a prefix ending in `/`, whose signed links no longer open. */
  prefix: string;
  created_at: DefaultedTimestamp;
  /** When the purge job removed it from storage; the row stays so old links keep answering 404. */
  purged_at: Timestamp | null;
}

/** The assets a project's saved document uses (written with each save). */
export interface ProjectAssetsTable {
  project_id: string;
  asset_id: string;
}

/** A person's API key, acting in one space with some scopes; only the secret's SHA-256 is kept. */
export interface ApiKeysTable {
  id: string;
  user_id: string;
  space_id: string;
  name: string;
  /** The secret's first characters, shown in lists. */
  prefix: string;
  secret_hash: string;
  scopes: string[];
  created_at: DefaultedTimestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

/** Changes to tell subscribers about, delivered at least once (platform/outbox). */
export interface OutboxTable {
  id: string;
  topic: string;
  key: string;
  payload: ColumnType<unknown, string, string>;
  created_at: Generated<Date>;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  last_error: string | null;
  delivered_at: Date | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  api_keys: ApiKeysTable;
  email_codes: EmailCodesTable;
  login_failures: LoginFailuresTable;
  captchas: CaptchasTable;
  spaces: SpacesTable;
  space_members: SpaceMembersTable;
  space_invitations: SpaceInvitationsTable;
  edit_locks: EditLocksTable;
  subscriptions: SubscriptionsTable;
  page_views: PageViewsTable;
  guest_transfers: GuestTransfersTable;
  jobs: JobsTable;
  project_folders: ProjectFoldersTable;
  projects: ProjectsTable;
  project_assets: ProjectAssetsTable;
  outbox: OutboxTable;
  renders: RendersTable;
  credit_entries: CreditEntriesTable;
  asset_folders: AssetFoldersTable;
  assets: AssetsTable;
  brand_styles: BrandStylesTable;
  uploads: UploadsTable;
  avatar_favorites: AvatarFavoritesTable;
  voice_favorites: VoiceFavoritesTable;
  cloned_voices: ClonedVoicesTable;
  user_avatars: UserAvatarsTable;
  avatar_generations: AvatarGenerationsTable;
  avatar_looks: AvatarLooksTable;
  user_avatar_favorites: UserAvatarFavoritesTable;
  product_cutouts: ProductCutoutsTable;
  products: ProductsTable;
  product_media: ProductMediaTable;
  url_analyses: UrlAnalysesTable;
  templates: TemplatesTable;
  template_previews: TemplatePreviewsTable;
  guest_starts: GuestStartsTable;
  stream_tickets: StreamTicketsTable;
  revoked_storage: RevokedStorageTable;
  revoked_member_links: RevokedMemberLinksTable;
  goods: GoodsTable;
  orders: OrdersTable;
  payment_events: PaymentEventsTable;
  coupons: CouponsTable;
  coupon_redemptions: CouponRedemptionsTable;
  invoices: InvoicesTable;
  billing_info: BillingInfoTable;
  lip_sync_lots: LipSyncLotsTable;
  lip_sync_uses: LipSyncUsesTable;
  operator_actions: OperatorActionsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Session = Selectable<SessionsTable>;
export type EmailCode = Selectable<EmailCodesTable>;
export type Project = Selectable<ProjectsTable>;
export type Render = Selectable<RendersTable>;
export type ProjectFolder = Selectable<ProjectFoldersTable>;
export type JobRow = Selectable<JobsTable>;
export type AssetRow = Selectable<AssetsTable>;
export type AssetFolderRow = Selectable<AssetFoldersTable>;
export type UploadRow = Selectable<UploadsTable>;
