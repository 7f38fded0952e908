import { z } from 'zod';
import { BAD_NAME_MESSAGE, isSafeName } from './text.js';
import { ErrorCode, ErrorMessage } from './errors.js';
import { AspectRatio, MediaRef, TimelineDoc } from '@framecast/timeline';
import { LOOK_REF_PREFIX } from './avatars.js';
import { FolderFilter } from './ids.js';

/** Generation states of spec 000 §4 as a project carries them; a draft has never been rendered. */
export const PROJECT_STATUSES = ['draft', 'queued', 'generating', 'rendered', 'failed', 'cancelled'] as const;
export const ProjectStatus = z.enum(PROJECT_STATUSES);
export type ProjectStatus = z.infer<typeof ProjectStatus>;
/** States in which a render job exists and the project cannot be edited. */
export const RENDERING_STATUSES: readonly ProjectStatus[] = ['queued', 'generating'];
/** States a render ends in (a render row's status, and its project's while it is the current render). */
export const ENDED_STATUSES: readonly ProjectStatus[] = ['rendered', 'failed', 'cancelled'];
export const isRendering = (status: string): boolean => (RENDERING_STATUSES as readonly string[]).includes(status);
export const hasEnded = (status: string): boolean => (ENDED_STATUSES as readonly string[]).includes(status);

/** Video source categories of spec 000 §3. */
export const SOURCE_CATEGORIES = [
  'url_video',
  'product_video',
  'topic_video',
  'avatar_video',
  'podcast_video',
  'draft',
  'translation_video',
  'others',
] as const;
export const SourceCategory = z.enum(SOURCE_CATEGORIES);
export type SourceCategory = z.infer<typeof SourceCategory>;
/** Where a project came from (a subset of spec 000 §3's sources; more arrive with their tools). */
export const PROJECT_SOURCES = [
  'talking_avatar',
  'talking_photo',
  'edit_as_new',
  'editor',
  'api',
  'url_to_video',
  'batch_mode',
  'batch_product',
  'template',
] as const;
export const ProjectSource = z.enum(PROJECT_SOURCES);
export type ProjectSource = z.infer<typeof ProjectSource>;

export const PROJECT_NAME_MAX = 100;
export const FOLDER_NAME_MAX = 60;
export const PROJECT_PAGE_SIZE_MAX = 100;
const Id = z.string().uuid('Unknown project');
const Name = (max: number, what: string) =>
  z.string().trim().min(1, `Please enter a ${what} name`).max(max, `At most ${max} characters`).refine(isSafeName, BAD_NAME_MESSAGE);

export const ProjectPerson = z.object({ id: z.string(), nickname: z.string() });
export const ProjectSummary = z.object({
  id: z.string(),
  name: z.string(),
  /** 'video' once it has been rendered at least once, else 'draft' (spec 000 §3). */
  type: z.enum(['video', 'draft']),
  status: ProjectStatus,
  category: SourceCategory,
  source: ProjectSource,
  aspect_ratio: AspectRatio,
  folder_id: z.string().nullable(),
  /** Seconds of the rendered video, else the estimate from the script. */
  duration: z.number(),
  /** 0-100 while generating. */
  progress: z.number(),
  stage: z.string().nullable(),
  /** Estimated minutes until the render starts and ends, while queued. */
  queue_minutes: z.number().nullable(),
  error: z.string().nullable(),
  credits: z.number().int(),
  thumbnail_url: z.string().nullable(),
  created_by: ProjectPerson,
  created_at: z.string(),
  updated_at: z.string(),
  rendered_at: z.string().nullable(),
});
export type ProjectSummary = z.infer<typeof ProjectSummary>;

/**
 * Who speaks in a video, by what its avatar layer names: a look of the avatar library (`<avatar>/<look>`),
 * a look of one of the space's own avatars (`look:<id>`: a photo avatar from words or a photo, a product
 * or a custom avatar), or a photo file that speaks (`asset:<id>`, the Talking Photo tool's). One rule for
 * the form a draft opens in, and for what its render costs.
 */
export const PRESENTER_KINDS = ['library', 'avatar', 'photo'] as const;
export type PresenterKind = (typeof PRESENTER_KINDS)[number];
export const Presenter = z.object({ kind: z.enum(PRESENTER_KINDS), ref: z.string() });
export type Presenter = z.infer<typeof Presenter>;

export function presenterKind(ref: string): PresenterKind {
  if (ref.startsWith(LOOK_REF_PREFIX)) return 'avatar';
  return MediaRef.safeParse(ref).success ? 'photo' : 'library';
}

/** The presenter of a document: its first avatar layer's; null for a video with nobody in it. */
export function presenterOf(doc: TimelineDoc): Presenter | null {
  for (const scene of doc.scenes)
    for (const layer of scene.layers) if (layer.type === 'avatar') return { kind: presenterKind(layer.avatar), ref: layer.avatar };
  return null;
}

export const ProjectDetail = ProjectSummary.extend({
  document: TimelineDoc,
  /** Who speaks (presenterOf the document): the form a draft opens in follows it. */
  presenter: Presenter.nullable(),
  revision: z.number().int(),
  video_url: z.string().nullable(),
  download_url: z.string().nullable(),
  preview_url: z.string().nullable(),
  size_bytes: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  watermark: z.boolean(),
});
export type ProjectDetail = z.infer<typeof ProjectDetail>;

export const ProjectListRequest = z.object({
  filter: z.enum(['all', 'video', 'draft']).default('all'),
  sort: z.enum(['modified', 'created']).default('modified'),
  order: z.enum(['desc', 'asc']).default('desc'),
  /** A folder id, or 'root' for projects outside any folder; absent = everything. */
  folder: FolderFilter.optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(PROJECT_PAGE_SIZE_MAX).default(24),
});
export const ProjectListData = z.object({ items: z.array(ProjectSummary), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });

export const ProjectSaveRequest = z.object({
  /** Absent = a new draft. */
  id: Id.optional(),
  name: Name(PROJECT_NAME_MAX, 'project').optional(),
  /** The timeline document at any supported version; the server migrates and validates it. None at all is an empty save, refused in words. */
  document: z.unknown().refine((d) => d !== undefined && d !== null && d !== '', ErrorMessage[ErrorCode.NOTHING_TO_SAVE]),
  /** The revision the client edited; a stale one is refused so two tabs never overwrite each other. */
  revision: z.number().int().min(0).optional(),
  source: ProjectSource.default('talking_avatar'),
  category: SourceCategory.default('avatar_video'),
});
export type ProjectSaveRequest = z.input<typeof ProjectSaveRequest>;

export const ProjectIdRequest = z.object({ id: Id });
export const ProjectIdsRequest = z.object({ ids: z.array(Id).min(1, 'Select at least one project').max(PROJECT_PAGE_SIZE_MAX) });
export const ProjectRenameRequest = z.object({ id: Id, name: Name(PROJECT_NAME_MAX, 'project') });
export const ProjectMoveRequest = z.object({ ids: ProjectIdsRequest.shape.ids, folder_id: z.string().uuid('Unknown folder').nullable() });
export const ProjectStatusRequest = z.object({
  /** Comma-separated project ids (GET). */
  ids: z
    .string()
    .max(PROJECT_PAGE_SIZE_MAX * 37)
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(Id).min(1).max(PROJECT_PAGE_SIZE_MAX)),
});
export const ProjectStatusData = z.object({ items: z.array(ProjectSummary) });

export const Folder = z.object({
  id: z.string(),
  name: z.string(),
  count: z.number().int(),
  created_by: ProjectPerson,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Folder = z.infer<typeof Folder>;
export const FolderListData = z.object({ items: z.array(Folder) });
export const FolderCreateRequest = z.object({ name: Name(FOLDER_NAME_MAX, 'folder') });
export const FolderRenameRequest = z.object({ id: z.string().uuid('Unknown folder'), name: Name(FOLDER_NAME_MAX, 'folder') });
export const FolderIdRequest = z.object({ id: z.string().uuid('Unknown folder') });

/** What the render dialog shows before the user confirms (spec 001 §7 credit_check). */
/**
 * A queued render: the project as it is now, and the credits its space has left after the hold (its
 * payer's balance), so the page shows both without asking again.
 */
export const RenderQueuedData = ProjectSummary.extend({
  space_credits_balance: z.number().int(),
  /** The caller pays (their own space, or a team space they own): their own balance is the same. */
  paid_by_caller: z.boolean(),
});

export const CreditCheckData = z.object({
  plan: z.number().int(),
  /** Estimated seconds of the video from its script. */
  duration: z.number(),
  /** The plan's video length limit in seconds. */
  limit_seconds: z.number().int(),
  credits_needed: z.number().int(),
  credits_balance: z.number().int(),
  watermark: z.boolean(),
  /** Estimated minutes the render would wait in the queue. */
  queue_minutes: z.number(),
});
export type CreditCheckData = z.infer<typeof CreditCheckData>;

export const DownloadData = z.object({ url: z.string(), filename: z.string() });

/**
 * Server-sent events of project status (not a JSON call), one `project` event per change. Either
 * `?ids=a,b` with the token in the Authorization header (fetch), or `?ticket=…` from the ticket call
 * (EventSource, which cannot send headers). A session token is never taken in the URL: URLs are logged.
 */
export const PROJECT_EVENTS_PATH = '/project/events';
/** A stream ticket opens one stream of its projects, once, within this many seconds. */
export const STREAM_TICKET_LIFE_S = 60;
export const ProjectEventsTicketRequest = z.object({ ids: ProjectIdsRequest.shape.ids });
export const ProjectEventsTicketData = z.object({ ticket: z.string(), expires_in: z.number().int() });
/** The stream's query: its projects (with the header), or a ticket that names them. */
export const ProjectEventsQuery = z.object({
  ids: z
    .string()
    .max(PROJECT_PAGE_SIZE_MAX * 37)
    .optional(),
  ticket: z.string().trim().min(16).max(128).optional(),
});
/** A stream event: a project's summary; when its render has just finished, the finished video too (no detail refetch). */
export const ProjectEvent = ProjectSummary.extend({
  result: ProjectDetail.pick({
    video_url: true,
    download_url: true,
    preview_url: true,
    size_bytes: true,
    width: true,
    height: true,
    watermark: true,
  }).optional(),
});
export type ProjectEvent = z.infer<typeof ProjectEvent>;
/** Polling fallback cadence when server-sent events are unavailable. */
export const PROJECT_POLL_MS = 3000;
