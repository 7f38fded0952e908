import crypto from 'node:crypto';
import {
  ErrorCode,
  LIBRARY_TEMPLATE_ID,
  MY_TEMPLATES_MAX,
  type Template,
  TEMPLATE_MESSAGES,
  type TemplateCreateRequest,
  type TemplateDocumentData,
  type TemplateUpdateRequest,
  type TemplateListRequest,
} from '@framecast/contract';
import type { AspectRatio, TimelineDoc } from '@framecast/timeline';
import type { z } from 'zod';
import type { FileLinks } from '../../platform/storage/index.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../platform/http/errors.js';
import { enqueue } from '../../platform/queue/jobs.js';
import { projectForTemplate, readDocument } from '../projects/service.js';
import { canManage, roleIn } from '../spaces/service.js';
import { docHash } from './hash.js';
import { findLibraryTemplate, type LibraryTemplate, libraryTemplates } from './library/index.js';
import { docFacts, presentPreview } from './present.js';
import { POSTER_JOB, PREVIEW_JOB } from './preview-job.js';
import * as store from './store.js';
import type { Actor } from '../../platform/http/actor.js';

export { builtinFile } from './builtins.js';
export { applyTemplate } from './apply.js';
/** How many ready-made templates the library has (what the pricing may claim). */
export const libraryTemplateCount = (): number => libraryTemplates().length;

/**
 * Templates (spec 000 §2.12): the library — every layout in every style at every ratio, generated in
 * code — and My Templates, a space's own, copied from its projects. Library previews are rendered once,
 * on first request; one of My Templates shows its project's rendered picture and video when it had them.
 */

type MineRow = NonNullable<Awaited<ReturnType<typeof store.findTemplate>>>;

const notFound = () => new AppError(ErrorCode.NOT_FOUND, TEMPLATE_MESSAGES.notFound);

function presentLibrary(links: FileLinks, t: LibraryTemplate, preview: Awaited<ReturnType<typeof store.findPreview>>): Template {
  return {
    id: t.id,
    kind: 'library',
    name: '',
    layout: t.layout,
    style: t.style,
    aspect_ratio: t.aspectRatio,
    ...docFacts(t.doc),
    colors: t.colors,
    preview: presentPreview(links, preview, docHash(t.doc)),
    can_edit: false,
    created_at: null,
  };
}

function presentMine(links: FileLinks, row: MineRow, preview: Awaited<ReturnType<typeof store.findPreview>>, canEdit: boolean): Template {
  const doc = readDocument(row.document);
  const bg = doc.background.type === 'color' ? doc.background.color : '#1f2937';
  return {
    id: row.id,
    kind: 'mine',
    name: row.name,
    layout: null,
    style: null,
    aspect_ratio: doc.aspectRatio,
    ...docFacts(doc),
    colors: [bg],
    preview: presentPreview(links, preview, docHash(doc)),
    can_edit: canEdit,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function listTemplates(ctx: AppContext, actor: Actor, q: z.output<typeof TemplateListRequest>) {
  const offset = (q.page - 1) * q.size;
  if (q.scope === 'library') {
    const all = libraryTemplates().filter(
      (t) => (!q.aspect_ratio || t.aspectRatio === q.aspect_ratio) && (!q.layout || t.layout === q.layout) && (!q.style || t.style === q.style),
    );
    const page = all.slice(offset, offset + q.size);
    const previews = new Map(
      (
        await store.findPreviews(
          ctx.db,
          page.map((t) => t.id),
        )
      ).map((p) => [p.template_id, p]),
    );
    return { items: page.map((t) => presentLibrary(ctx.storage.links(actor.userId), t, previews.get(t.id))), total: all.length };
  }
  const spaceId = actor.space.id;
  const { rows, total } = await store.listSpaceTemplates(ctx.db, spaceId, { aspectRatio: q.aspect_ratio, offset, limit: q.size });
  const previews = new Map(
    (
      await store.findPreviews(
        ctx.db,
        rows.map((r) => r.id),
      )
    ).map((p) => [p.template_id, p]),
  );
  const items: Template[] = [];
  for (const r of rows) items.push(presentMine(ctx.storage.links(actor.userId), r, previews.get(r.id), await canManage(ctx.db, actor, r)));
  return { items, total };
}

/** One of My Templates the user may see (any member of its space), or 40400. */
async function visibleMine(ctx: AppContext, actor: Actor, id: string): Promise<MineRow> {
  const row = LIBRARY_TEMPLATE_ID.test(id) ? undefined : await store.findTemplate(ctx.db, id);
  if (!row || (await roleIn(ctx.db, actor, row.space_id)) === null) throw notFound();
  return row;
}

export async function templateDetail(ctx: AppContext, actor: Actor, id: string): Promise<Template> {
  const lib = findLibraryTemplate(id);
  if (lib) return presentLibrary(ctx.storage.links(actor.userId), lib, await store.findPreview(ctx.db, lib.id));
  const row = await visibleMine(ctx, actor, id);
  return presentMine(ctx.storage.links(actor.userId), row, await store.findPreview(ctx.db, row.id), await canManage(ctx.db, actor, row));
}

/** A template's document and ratio, for filling with a product (the caller's space's own, or the library's). */
export async function templateDocument(ctx: AppContext, actor: Actor, id: string): Promise<TimelineDoc> {
  const lib = findLibraryTemplate(id);
  if (lib) return lib.doc;
  return readDocument((await visibleMine(ctx, actor, id)).document);
}

/** A template to open in the editor (spec 000 §2.12 template editing): what it is, and its document. */
export async function openTemplate(ctx: AppContext, actor: Actor, id: string): Promise<TemplateDocumentData> {
  return { template: await templateDetail(ctx, actor, id), document: await templateDocument(ctx, actor, id) };
}

/**
 * One of My Templates made again from a project edited from it: its document (and ratio, and name when
 * given) replaced in one transaction. Its preview is the project's render when it has one, else it is
 * made again on request; the old preview's files go.
 */
export async function updateTemplate(ctx: AppContext, actor: Actor, input: z.output<typeof TemplateUpdateRequest>): Promise<Template> {
  if (findLibraryTemplate(input.id)) throw new AppError(ErrorCode.FORBIDDEN, 'Library templates cannot be changed. Save yours as a new template.');
  const row = await visibleMine(ctx, actor, input.id);
  if (!(await canManage(ctx.db, actor, row))) throw new AppError(ErrorCode.FORBIDDEN);
  const source = await projectForTemplate(ctx, actor, input.project_id);
  if (source.spaceId !== row.space_id) throw new AppError(ErrorCode.NOT_FOUND, TEMPLATE_MESSAGES.noProject);
  const old = await store.findPreview(ctx.db, row.id);
  // New keys per update: a link to the old picture never shows the new one, nor the other way round.
  const stamp = crypto.randomUUID().slice(0, 8);
  const keys =
    source.thumbKey && source.videoKey ? { thumb: `templates/mine/${row.id}/${stamp}-thumb.jpg`, clip: `templates/mine/${row.id}/${stamp}-clip.mp4` } : null;
  if (keys) {
    await copyFile(ctx, source.thumbKey!, keys.thumb, 'image/jpeg');
    await copyFile(ctx, source.videoKey!, keys.clip, 'video/mp4');
  }
  await ctx.db.transaction().execute(async (trx) => {
    await store.updateTemplate(trx, row.id, {
      document: JSON.stringify(source.doc),
      aspect_ratio: source.doc.aspectRatio,
      ...(input.name ? { name: input.name } : {}),
    });
    await store.deletePreview(trx, row.id);
    if (keys)
      await store.insertPreview(trx, { template_id: row.id, doc_hash: docHash(source.doc), status: 'ready', thumb_key: keys.thumb, clip_key: keys.clip });
  });
  for (const key of [old?.thumb_key, old?.clip_key]) if (key && key !== keys?.thumb && key !== keys?.clip) await ctx.storage.remove(key).catch(() => {});
  return templateDetail(ctx, actor, row.id);
}

/** The library's first screen: a gallery page (LibraryTab's page size). */
export const FIRST_SCREEN = 24;
/**
 * The ratios whose posters are rendered ahead: the three every gallery opens on (216 posters, as before
 * 3:4 and 4:3 came). The near-square ratios' 144 render when their cards come into view, so adding them
 * did not lengthen a fresh server's start-up queue by two thirds.
 */
export const PREWARMED_RATIOS: readonly AspectRatio[] = ['9:16', '16:9', '1:1'];

/**
 * Renders the library's previews ahead, at start-up, in the gallery's order (the unfiltered listing):
 * the first screen's posters, then its videos, then the other designs' posters of PREWARMED_RATIOS. Each is a queued job
 * at the lowest priority, so people's renders go first; designs that have theirs already are skipped,
 * so a restart adds nothing. Without it a fresh server showed "Preparing…" on the first screen for an
 * hour (renders only started as cards came into view, four at a time). Answers the jobs queued.
 */
export async function prewarmLibraryPreviews(ctx: Pick<AppContext, 'db' | 'queue' | 'log'>): Promise<{ posters: number; videos: number }> {
  const all = libraryTemplates();
  const hashes = new Map(all.map((t) => [t.id, docHash(t.doc)]));
  const shown = await store.shownPreviews(
    ctx.db,
    all.map((t) => t.id),
  );
  const queued = { posters: 0, videos: 0 };
  const posters = async (list: readonly LibraryTemplate[]) => {
    for (const t of list) {
      const hash = hashes.get(t.id)!;
      if (shown.get(t.id) === hash) continue;
      if (!(await enqueue(ctx.queue, POSTER_JOB, { templateId: t.id, docHash: hash }, { priority: 0 })).deduplicated) queued.posters++;
    }
  };
  await posters(all.slice(0, FIRST_SCREEN));
  for (const t of all.slice(0, FIRST_SCREEN)) {
    const hash = hashes.get(t.id)!;
    if (await store.claimPreview(ctx.db, t.id, hash)) {
      await enqueue(ctx.queue, PREVIEW_JOB, { templateId: t.id, docHash: hash }, { priority: 0 });
      queued.videos++;
    }
  }
  await posters(all.slice(FIRST_SCREEN).filter((t) => PREWARMED_RATIOS.includes(t.aspectRatio)));
  ctx.log.info(queued, 'template previews queued ahead');
  return queued;
}

/** Starts a library template's preview (once per design); My Templates show their project's files instead. */
export async function requestPreview(ctx: AppContext, actor: Actor, id: string): Promise<Template> {
  const lib = findLibraryTemplate(id);
  if (lib) {
    const hash = docHash(lib.doc);
    if (await store.claimPreview(ctx.db, lib.id, hash)) {
      // Priority 0: after people's videos. A queue that refuses it leaves the preview failed, to be asked again.
      await enqueue(ctx.queue, PREVIEW_JOB, { templateId: lib.id, docHash: hash }, { priority: 0 }).catch(async (err) => {
        ctx.log.error({ err, template: lib.id }, 'could not enqueue a template preview');
        await store.updatePreview(ctx.db, lib.id, { status: 'failed', error: 'The preview could not be queued.' });
      });
    }
  }
  return templateDetail(ctx, actor, id);
}

export async function createTemplate(ctx: AppContext, actor: Actor, input: z.output<typeof TemplateCreateRequest>): Promise<Template> {
  const source = await projectForTemplate(ctx, actor, input.project_id);
  const spaceId = actor.space.id;
  if (source.spaceId !== spaceId) throw new AppError(ErrorCode.NOT_FOUND, TEMPLATE_MESSAGES.noProject);
  if ((await store.countSpaceTemplates(ctx.db, spaceId)) >= MY_TEMPLATES_MAX) throw new AppError(ErrorCode.BAD_REQUEST, TEMPLATE_MESSAGES.full);
  const id = crypto.randomUUID();
  // The project's rendered picture and video are copied: the template keeps them when the project goes.
  const keys = source.thumbKey && source.videoKey ? { thumb: `templates/mine/${id}/thumb.jpg`, clip: `templates/mine/${id}/clip.mp4` } : null;
  if (keys) {
    await copyFile(ctx, source.thumbKey!, keys.thumb, 'image/jpeg');
    await copyFile(ctx, source.videoKey!, keys.clip, 'video/mp4');
  }
  await ctx.db.transaction().execute(async (trx) => {
    await store.insertTemplate(trx, {
      id,
      space_id: spaceId,
      created_by: actor.userId,
      name: input.name,
      aspect_ratio: source.doc.aspectRatio,
      document: JSON.stringify(source.doc),
    });
    if (keys) await store.insertPreview(trx, { template_id: id, doc_hash: docHash(source.doc), status: 'ready', thumb_key: keys.thumb, clip_key: keys.clip });
  });
  return templateDetail(ctx, actor, id);
}

async function copyFile(ctx: AppContext, from: string, to: string, type: string) {
  const file = await ctx.storage.fetchToLocal(from);
  if (!file) throw new AppError(ErrorCode.NOT_FOUND, TEMPLATE_MESSAGES.noProject);
  await ctx.storage.putFile(to, file, type);
}

export async function deleteTemplate(ctx: AppContext, actor: Actor, id: string) {
  if (findLibraryTemplate(id)) throw new AppError(ErrorCode.FORBIDDEN, 'Library templates cannot be deleted.');
  const row = await visibleMine(ctx, actor, id);
  if (!(await canManage(ctx.db, actor, row))) throw new AppError(ErrorCode.FORBIDDEN);
  const preview = await store.findPreview(ctx.db, id);
  await ctx.db.transaction().execute(async (trx) => {
    await store.deletePreview(trx, id);
    await store.deleteTemplate(trx, id);
  });
  for (const key of [preview?.thumb_key, preview?.clip_key]) if (key) await ctx.storage.remove(key).catch(() => {});
  return { id };
}
