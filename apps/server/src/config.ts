import path from 'node:path';
import { z } from 'zod';
import { parseAllowedAddress } from './platform/web-fetch/index.js';

/**
 * A yes/no setting. `z.coerce.boolean()` would read the string "false" as true (any non-empty string is
 * truthy), so every flag goes through this: true/1/yes/on and false/0/no/off, anything else is an error.
 */
const flag = (fallback: boolean) => z.stringbool().default(fallback);

/** Environment → typed config, validated once at start-up; every bad key is listed. */
const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Framecast <no-reply@framecast.local>'),
  /** Hosts on which the partner's video brand runs (comma separated); they use app id 52002. */
  PARTNER_HOSTS: z.string().default(''),
  /** Domain for the token cookie shared across brand hosts, e.g. `.example.com`. */
  COOKIE_DOMAIN: z.string().optional(),
  /** The API base the browser uses; another origin when the API is served from its own host. */
  PUBLIC_API_BASE: z.string().default('/api'),
  /** Origins (comma separated) allowed to call the API from another host, e.g. a brand's web host. */
  CORS_ORIGINS: z.string().default(''),
  /** Where the built web app lives; empty to serve the API only. */
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Calls per minute per IP to each sign-in/sign-up endpoint. */
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  /** Free trials (guest accounts) one IP starts in a day without a captcha; past this each needs one. */
  GUEST_TRIALS_PER_IP: z.coerce.number().int().min(0).default(2),
  /** Videos the free trials of one IP may render in a day, all guests together. */
  GUEST_RENDERS_PER_IP: z.coerce.number().int().min(0).default(6),
  /** Concurrent sessions an account keeps; the oldest is signed out (10108) past this. */
  MAX_SESSIONS_PER_USER: z.coerce.number().int().positive().default(10),
  /** Secret for signing file URLs; generated and kept in DATA_DIR when not given. */
  URL_SIGNING_SECRET: z.string().min(16).optional(),
  TRUST_PROXY: flag(false),
  /** Redis for the job queue (BullMQ) and the shared rate-limit counters; without it jobs are rows in the database. */
  REDIS_URL: z.string().url().optional(),
  /** Prefix of every Redis key (several installs can share one Redis). */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w.-]{1,40}$/)
    .default('framecast'),
  /** Jobs one worker process runs at the same time. */
  WORKER_CONCURRENCY: z.coerce.number().int().positive().default(1),
  /** How long a worker's claim on a job lasts without a heartbeat; a dead worker's job is re-run after it. */
  JOB_LEASE_SECONDS: z.coerce.number().int().min(2).default(30),
  /** Run the worker inside the API process (the default); set false when separate workers take the jobs. */
  IN_PROCESS_WORKER: flag(true),
  /** Render the template library's posters and first-screen videos ahead at start-up (npm start). */
  TEMPLATE_PREWARM: flag(true),
  /** Renders waiting beyond this are refused with 'high demand'. */
  QUEUE_MAX_WAITING: z.coerce.number().int().positive().default(50),
  /** The render step cache (DATA_DIR/cache) is pruned, least recently used first, down to this many GB. */
  RENDER_CACHE_MAX_GB: z.coerce.number().positive().default(20),
  /** An OpenAI-compatible speech server (`POST /v1/audio/speech`), e.g. Kokoro-FastAPI; adds its voices. */
  ENGINE_TTS_URL: z.string().url().optional(),
  ENGINE_TTS_KEY: z.string().optional(),
  ENGINE_TTS_MODEL: z.string().default('tts-1'),
  ENGINE_VOICE_CLONE_URL: z.string().url().optional(),
  ENGINE_VOICE_CLONE_KEY: z.string().optional(),
  /** A talking-head service speaking the HeyGem protocol; replaces the local illustrated avatars' animation. */
  ENGINE_TALKING_HEAD_URL: z.string().url().optional(),
  /** The data folder shared with that service (it exchanges media by file path). */
  ENGINE_TALKING_HEAD_DATA_DIR: z.string().optional(),
  /** An OpenAI-compatible image generation server (LocalAI, sd.cpp's sd-server…) for realistic photo avatars. */
  ENGINE_IMAGES_URL: z.string().url().optional(),
  ENGINE_IMAGES_KEY: z.string().optional(),
  ENGINE_IMAGES_MODEL: z.string().default('stablediffusion'),
  /** A rembg server (`rembg s`) for product background removal instead of the local model. */
  ENGINE_REMBG_URL: z.string().url().optional(),
  ENGINE_REMBG_KEY: z.string().optional(),
  /** One of rembg's models (u2net, isnet-general-use, birefnet-general…); the server's default when unset. */
  ENGINE_REMBG_MODEL: z.string().optional(),
  /** An OpenAI-compatible chat server (Ollama, vLLM, LocalAI…) that writes ad scripts instead of the local template writer. */
  ENGINE_LLM_URL: z.string().url().optional(),
  ENGINE_LLM_KEY: z.string().optional(),
  ENGINE_LLM_MODEL: z.string().default('llama3.1'),
  /** A word list (one word or phrase a line) that avatar prompts must not contain, instead of the built-in one. */
  MODERATION_WORDS_FILE: z.string().optional(),
  /** An S3 bucket (AWS or any S3-compatible store) for files instead of DATA_DIR/files. */
  S3_BUCKET: z.string().min(3).optional(),
  /** The store's endpoint for S3-compatible services (MinIO, R2…); AWS needs none. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style URLs (`endpoint/bucket/key`), which MinIO and most self-hosted stores need. */
  S3_FORCE_PATH_STYLE: flag(false),
  /** Prepended to every key, to share a bucket. */
  S3_PREFIX: z.string().default(''),
  /**
   * on: plans are sold (the pricing drawer, orders, payments). off: for people who run Framecast for
   * themselves — every account is on DEFAULT_PLAN, renders cost no credits, nothing is for sale.
   */
  BILLING: z.enum(['on', 'off']).default('on'),
  /** The plan every account is on when BILLING=off (free, starter, creator, team, business, enterprise). */
  DEFAULT_PLAN: z.enum(['free', 'starter', 'creator', 'team', 'business', 'enterprise']).default('creator'),
  /** Accounts (comma-separated emails) that are this server's operators: the /operator page and its calls. */
  ADMIN_EMAILS: z.string().default(''),
  /**
   * Private addresses product links may still be read from (an intranet shop), each with its port
   * (`10.0.0.7:8080`, `10.1.0.0/16:443`, `[fd00::7]:80`), comma-separated; none by default. Never PORT.
   */
  FETCH_ALLOW_ADDRESSES: z
    .string()
    .default('')
    .superRefine((text, ctx) => {
      const bad = list(text).filter((entry) => !parseAllowedAddress(entry));
      if (bad.length)
        ctx.addIssue({
          code: 'custom',
          message: `each entry is an address with its port (10.0.0.7:8080, 10.1.0.0/16:443, [fd00::7]:80), not ${bad.join(', ')}`,
        });
    }),
  /** Names the link reader resolves itself, `name=address` comma-separated (split-horizon setups, tests); still checked like DNS answers. */
  FETCH_HOSTS: z.string().default(''),
  /** Payment platforms offered, first is the default: sandbox (built-in test checkout) and stripe. */
  PAY_PLATFORMS: z.string().default('sandbox'),
  /** Signs the sandbox platform's notifications; generated and kept in DATA_DIR when not given. */
  PAYMENT_WEBHOOK_SECRET: z.string().min(16).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Another Stripe API host (a local fake in tests). */
  STRIPE_API_BASE: z.string().url().optional(),
  /** The public origin of this app, for payment and mail links; the listen address when unset (never a request's Host). */
  PUBLIC_APP_URL: z.string().url().optional(),
});

/** Where files live when they are not on local disk. */
export interface S3Config {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  prefix: string;
}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  partnerHosts: string[];
  cookieDomain?: string;
  publicApiBase: string;
  corsOrigins: string[];
  webDist?: string;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  authRateLimit: number;
  maxSessionsPerUser: number;
  guestTrialsPerIp: number;
  guestRendersPerIp: number;
  urlSigningSecret?: string;
  trustProxy: boolean;
  redisUrl?: string;
  redisPrefix: string;
  workerConcurrency: number;
  jobLeaseSeconds: number;
  inProcessWorker: boolean;
  templatePrewarm: boolean;
  queueMaxWaiting: number;
  renderCacheMaxBytes: number;
  engineTtsUrl?: string;
  engineTtsKey?: string;
  engineTtsModel: string;
  /** A fish-speech server that clones voices (ENGINE-PROTOCOLS §3.1). */
  engineVoiceCloneUrl?: string;
  engineVoiceCloneKey?: string;
  engineTalkingHeadUrl?: string;
  engineTalkingHeadDataDir?: string;
  engineImagesUrl?: string;
  engineImagesKey?: string;
  engineImagesModel: string;
  engineRembgUrl?: string;
  engineRembgKey?: string;
  engineRembgModel?: string;
  engineLlmUrl?: string;
  engineLlmKey?: string;
  engineLlmModel: string;
  moderationWordsFile?: string;
  s3?: S3Config;
  billing: 'on' | 'off';
  defaultPlan: 'free' | 'starter' | 'creator' | 'team' | 'business' | 'enterprise';
  adminEmails: string[];
  fetchAllowAddresses: string[];
  fetchHosts: Record<string, string>;
  payPlatforms: string[];
  paymentWebhookSecret?: string;
  stripe?: { secretKey: string; webhookSecret: string; apiBase?: string };
  publicAppUrl?: string;
};

const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = Env.superRefine((e, ctx) => {
    // A product link must never reach this API from inside.
    const own = list(e.FETCH_ALLOW_ADDRESSES).filter((entry) => parseAllowedAddress(entry)?.port === e.PORT);
    if (own.length) ctx.addIssue({ code: 'custom', path: ['FETCH_ALLOW_ADDRESSES'], message: `${own.join(', ')} is this server's own port (PORT)` });
  }).safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    partnerHosts: e.PARTNER_HOSTS.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    cookieDomain: e.COOKIE_DOMAIN,
    publicApiBase: e.PUBLIC_API_BASE,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((h) => h.trim())
      .filter(Boolean),
    webDist: e.WEB_DIST,
    logLevel: e.LOG_LEVEL,
    authRateLimit: e.AUTH_RATE_LIMIT,
    maxSessionsPerUser: e.MAX_SESSIONS_PER_USER,
    guestTrialsPerIp: e.GUEST_TRIALS_PER_IP,
    guestRendersPerIp: e.GUEST_RENDERS_PER_IP,
    urlSigningSecret: e.URL_SIGNING_SECRET,
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    workerConcurrency: e.WORKER_CONCURRENCY,
    jobLeaseSeconds: e.JOB_LEASE_SECONDS,
    inProcessWorker: e.IN_PROCESS_WORKER,
    templatePrewarm: e.TEMPLATE_PREWARM,
    queueMaxWaiting: e.QUEUE_MAX_WAITING,
    renderCacheMaxBytes: Math.round(e.RENDER_CACHE_MAX_GB * 1024 ** 3),
    engineTtsUrl: e.ENGINE_TTS_URL,
    engineTtsKey: e.ENGINE_TTS_KEY,
    engineTtsModel: e.ENGINE_TTS_MODEL,
    engineVoiceCloneUrl: e.ENGINE_VOICE_CLONE_URL,
    engineVoiceCloneKey: e.ENGINE_VOICE_CLONE_KEY,
    engineTalkingHeadUrl: e.ENGINE_TALKING_HEAD_URL,
    engineTalkingHeadDataDir: e.ENGINE_TALKING_HEAD_DATA_DIR,
    engineImagesUrl: e.ENGINE_IMAGES_URL,
    engineImagesKey: e.ENGINE_IMAGES_KEY,
    engineImagesModel: e.ENGINE_IMAGES_MODEL,
    engineRembgUrl: e.ENGINE_REMBG_URL,
    engineRembgKey: e.ENGINE_REMBG_KEY,
    engineRembgModel: e.ENGINE_REMBG_MODEL,
    engineLlmUrl: e.ENGINE_LLM_URL,
    engineLlmKey: e.ENGINE_LLM_KEY,
    engineLlmModel: e.ENGINE_LLM_MODEL,
    moderationWordsFile: e.MODERATION_WORDS_FILE,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          prefix: e.S3_PREFIX,
        }
      : undefined,
    billing: e.BILLING,
    defaultPlan: e.DEFAULT_PLAN,
    fetchAllowAddresses: list(e.FETCH_ALLOW_ADDRESSES),
    fetchHosts: Object.fromEntries(
      e.FETCH_HOSTS.split(',')
        .map((pair) => pair.split('=').map((s) => s.trim().toLowerCase()))
        .filter((p): p is [string, string] => p.length === 2 && !!p[0] && !!p[1]),
    ),
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((m) => m.trim().toLowerCase())
      .filter(Boolean),
    payPlatforms: e.PAY_PLATFORMS.split(',')
      .map((p) => p.trim().toLowerCase())
      .filter(Boolean),
    paymentWebhookSecret: e.PAYMENT_WEBHOOK_SECRET,
    stripe: e.STRIPE_SECRET_KEY ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? '', apiBase: e.STRIPE_API_BASE } : undefined,
    publicAppUrl: e.PUBLIC_APP_URL?.replace(/\/$/, ''),
    ...overrides,
  };
}
