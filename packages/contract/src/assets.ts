import { BrandStyle } from '@framecast/timeline';
import { z } from 'zod';
import { BAD_FILE_NAME_MESSAGE } from './upload-texts.js';
import { Plan } from './enums.js';
import { FolderFilter } from './ids.js';
import { BAD_NAME_MESSAGE, isSafeName, stripRefusedText, UNSAFE_NAME } from './text.js';
import { MediaKind, UploadTool } from './upload-rules.js';

/**
 * The media library (spec 000 §3 media kinds, folder, brand kit; §7.3 upload calls): uploads, assets,
 * their folders and the brand kit.
 */
const GB = 1024 * 1024 * 1024;
/**
 * Storage each plan's space may hold (ours; the spec names none). Free holds a translation source (1GB)
 * with room to spare; paid plans grow with what they render.
 */
export const STORAGE_QUOTA_BYTES: Record<Plan, number> = {
  [Plan.Free]: 2 * GB,
  [Plan.Starter]: 20 * GB,
  [Plan.Lite]: 5 * GB,
  [Plan.APIAdvanced]: 20 * GB,
  [Plan.Business]: 100 * GB,
  [Plan.APIProfessional]: 100 * GB,
  [Plan.Creator]: 100 * GB,
  [Plan.Team]: 200 * GB,
  [Plan.Enterprise]: 1000 * GB,
  [Plan.Xavvi]: 100 * GB,
};

/** Brand-kit folders a space may have across its slots (spec: 'Too many folders; delete existing ones'). */
export const BRAND_KIT_FOLDER_LIMIT = 10;
/** Asset folders a space may have in its library. */
export const ASSET_FOLDER_LIMIT = 200;
/** How long a signed upload target stays valid; an unfinished upload is cleaned up after it. */
export const UPLOAD_TARGET_TTL_S = 24 * 3600;
/** Resumable chunk size the browser sends (tus PATCH body). */
export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;
export const ASSET_NAME_MAX = 120;
export const ASSET_PAGE_SIZE_MAX = 100;
export const BRAND_SLOTS = ['logo', 'video', 'image', 'music'] as const;
export const BrandSlot = z.enum(BRAND_SLOTS);
export type BrandSlot = z.infer<typeof BrandSlot>;
/** A folder lives in the library ('media') or in one brand-kit slot. */
export const FOLDER_TYPES = ['media', ...BRAND_SLOTS] as const;
export const AssetFolderType = z.enum(FOLDER_TYPES);
export type AssetFolderType = z.infer<typeof AssetFolderType>;
/** The kinds a brand-kit slot takes. */
export const BRAND_SLOT_KINDS: Record<BrandSlot, MediaKind> = { logo: 'image', video: 'video', image: 'image', music: 'audio' };

/** The name rule (text.ts) for every path that names a file (upload, resumable upload, rename), with the file's own words. */
export const UNSAFE_FILE_NAME = UNSAFE_NAME;
export const isSafeFileName = isSafeName;

/**
 * The name a download is saved under. Stored names already pass the rule above, but older rows and
 * project names (free text) may not, and a browser or OS refuses more: those characters and the
 * invisible direction marks become a space, runs of space collapse, and an empty result falls back.
 */
const DOWNLOAD_NAME_MAX = 120;
export function downloadFileName(name: string, fallback: string, ext = ''): string {
  const clean = stripRefusedText(name)
    .normalize('NFC')
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f-\u009f\u200e\u200f\u061c\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const dot = ext ? -1 : clean.lastIndexOf('.');
  const [stem, own] = dot > 0 && clean.length - dot <= 12 ? [clean.slice(0, dot), clean.slice(dot)] : [clean, ''];
  // Too long: the stem is cut, by whole characters, and the extension kept. A stem's trailing dots and
  // ellipsis (a name made from a cut script ends in '…') are not part of a file name.
  const cut = Array.from(stem)
    .slice(0, DOWNLOAD_NAME_MAX - own.length - ext.length)
    .join('')
    .replace(/[\s.\u2026]+$/, '');
  return `${cut || fallback}${own}${ext}`;
}

const Name = (what: string) => z.string().trim().min(1, `Please enter a ${what} name`).max(ASSET_NAME_MAX, `At most ${ASSET_NAME_MAX} characters`);
const AssetId = z.string().uuid('Unknown file');
const FolderId = z.string().uuid('Unknown folder');
export const AssetPerson = z.object({ id: z.string(), nickname: z.string() });

/** Facts read from the file itself (spec 000 §3 video metadata). */
export const MediaMeta = z.object({
  duration: z.number().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  codec: z.string().nullable(),
  fps: z.number().nullable(),
  rotation: z.number().nullable(),
  has_audio: z.boolean().nullable(),
});
export type MediaMeta = z.infer<typeof MediaMeta>;

export const Asset = z.object({
  id: z.string(),
  name: z.string(),
  kind: MediaKind,
  mime: z.string(),
  size_bytes: z.number(),
  /** Hex SHA-256 of the content, computed by the server on arrival. */
  sha256: z.string(),
  folder_id: z.string().nullable(),
  brand_slot: BrandSlot.nullable(),
  tool: UploadTool,
  meta: MediaMeta,
  /** Signed, short-lived links. */
  url: z.string(),
  download_url: z.string(),
  thumbnail_url: z.string().nullable(),
  /** Peaks for drawing an audio waveform (0-1), once the derive job has run. */
  waveform: z.array(z.number()).nullable(),
  /** Poster, resized image or waveform being made. */
  derived: z.boolean(),
  warnings: z.array(z.string()),
  created_by: AssetPerson,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Asset = z.infer<typeof Asset>;

export const AssetListRequest = z.object({
  /** A folder id, 'root' for files outside any folder; absent = every file. */
  folder: FolderFilter.optional(),
  kind: MediaKind.optional(),
  brand_slot: BrandSlot.optional(),
  q: z.string().trim().max(100).optional(),
  sort: z.enum(['created', 'modified', 'name', 'size']).default('created'),
  order: z.enum(['desc', 'asc']).default('desc'),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(ASSET_PAGE_SIZE_MAX).default(48),
});
export const StorageUsage = z.object({ used_bytes: z.number(), quota_bytes: z.number() });
export const AssetListData = z.object({
  items: z.array(Asset),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  usage: StorageUsage,
});
export const AssetIdRequest = z.object({ id: AssetId });
export const AssetIdsRequest = z.object({ ids: z.array(AssetId).min(1, 'Select at least one file').max(ASSET_PAGE_SIZE_MAX) });
export const AssetRenameRequest = z.object({ id: AssetId, name: Name('file').refine(isSafeFileName, BAD_FILE_NAME_MESSAGE) });
export const AssetMoveRequest = z.object({ ids: AssetIdsRequest.shape.ids, folder_id: FolderId.nullable() });
export const AssetDeleteRequest = AssetIdsRequest.extend({
  /** Delete even when projects use the files (the client asked the user first). */
  confirm: z.boolean().default(false),
});
export const AssetBrandRequest = z.object({ ids: AssetIdsRequest.shape.ids, brand_slot: BrandSlot.nullable() });
/** Projects that use a file, named in the 'asks first' dialog. */
export const AssetInUseData = z.object({ projects: z.array(z.object({ id: z.string(), name: z.string(), asset_id: z.string() })) });
export const AssetDownloadData = z.object({ url: z.string(), filename: z.string() });

export const AssetFolder = z.object({
  id: z.string(),
  name: z.string(),
  type: AssetFolderType,
  count: z.number().int(),
  expired: z.boolean(),
  expires_at: z.string().nullable(),
  created_by: AssetPerson,
  created_at: z.string(),
  updated_at: z.string(),
});
export type AssetFolder = z.infer<typeof AssetFolder>;
export const AssetFolderListRequest = z.object({ type: AssetFolderType.default('media') });
export const AssetFolderListData = z.object({ items: z.array(AssetFolder) });
export const AssetFolderCreateRequest = z.object({
  name: Name('folder').max(60, 'At most 60 characters').refine(isSafeName, BAD_NAME_MESSAGE),
  type: AssetFolderType.default('media'),
  /** A folder that expires (e.g. a campaign's); its files stay, the folder is flagged expired. */
  expires_at: z.string().datetime().optional(),
});
export const AssetFolderRenameRequest = z.object({ id: FolderId, name: Name('folder').max(60, 'At most 60 characters').refine(isSafeName, BAD_NAME_MESSAGE) });
export const AssetFolderIdRequest = z.object({ id: FolderId });

/** Where and how to send a file (POST /common/upload/oss_sign). */
export const UploadSignRequest = z.object({
  tool: UploadTool,
  filename: z.string().trim().min(1, 'The file needs a name').max(255, 'The file name is too long').refine(isSafeFileName, BAD_FILE_NAME_MESSAGE),
  size: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  content_type: z.string().max(200).default('application/octet-stream'),
  folder_id: FolderId.nullable().default(null),
  brand_slot: BrandSlot.nullable().default(null),
});
export type UploadSignRequest = z.input<typeof UploadSignRequest>;
export const UploadTarget = z.object({
  upload_id: z.string(),
  /** 'tus': resumable (POST to create, PATCH chunks, HEAD to resume); 'put': one signed PUT of the whole file. */
  protocol: z.enum(['tus', 'put']),
  url: z.string(),
  /** Headers every request to `url` carries (the signed upload token). */
  headers: z.record(z.string(), z.string()),
  /** The file may not be larger than this. */
  max_bytes: z.number(),
  chunk_bytes: z.number(),
  expires_at: z.string(),
  storage: z.enum(['local', 's3']),
});
export type UploadTarget = z.infer<typeof UploadTarget>;
/** Temporary upload credentials (POST /common/upload/temp_sts): a token for the resumable endpoint, scoped to the caller's upload prefix. */
export const TempStsRequest = z.object({ tool: UploadTool.default('assets') });
export const TempStsData = z.object({
  storage: z.enum(['local', 's3']),
  endpoint: z.string(),
  token: z.string(),
  header: z.string(),
  prefix: z.string(),
  max_bytes: z.number(),
  expires_at: z.string(),
});
export const UploadCompleteRequest = z.object({ upload_id: z.string().uuid('This upload has expired or does not exist. Please upload the file again.') });
export const UploadCancelRequest = UploadCompleteRequest;
/**
 * The kept file, and the space's earlier file with the very same bytes when there is one: both are kept,
 * and the client offers the earlier one (use it, and the new copy goes; or keep both).
 */
export const UploadCompleteData = Asset.extend({
  duplicate_of: z.object({ id: z.string(), name: z.string(), folder_id: z.string().nullable() }).nullable(),
});
export type UploadCompleteData = z.infer<typeof UploadCompleteData>;
/** Header carrying the signed upload token on the resumable endpoint and the signed PUT. */
export const UPLOAD_TOKEN_HEADER = 'x-upload-token';
/** The resumable (tus) endpoint under the API prefix. */
export const UPLOAD_TUS_PATH = '/common/upload/tus';

/**
 * The brand kit's colours and fonts, one per space (the timeline's BrandStyle: 1–8 #rrggbb colours, a
 * heading and a body font of FONT_FAMILIES); `style` is null until someone in the space sets it.
 */
export const BrandStyleData = z.object({ style: BrandStyle.nullable(), updated_at: z.string().nullable() });
export type BrandStyleData = z.infer<typeof BrandStyleData>;
export const BrandStyleSaveRequest = BrandStyle;
