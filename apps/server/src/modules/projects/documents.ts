import { ErrorCode } from '@framecast/contract';
import { collectMediaRefs, migrateTimeline, TimelineError, validateTimeline, type TimelineDoc } from '@framecast/timeline';
import { AppError } from '../../platform/http/errors.js';

const DRAFT_OK = new Set(['unspeakable', 'empty-scene']);

/**
 * A client's timeline document → the current version, validated. Every problem is named by its path
 * so the editor can point at it.
 */
export function acceptDocument(raw: unknown): TimelineDoc {
  let doc: TimelineDoc;
  try {
    doc = migrateTimeline(raw);
  } catch (err) {
    if (err instanceof TimelineError) throw invalid(err.issues);
    throw err;
  }
  // A draft may still have empty or unspeakable lines; the render refuses those with the spec's message.
  const issues = validateTimeline(doc).filter((i) => !DRAFT_OK.has(i.rule ?? ''));
  if (issues.length) throw invalid(issues);
  return doc;
}

/** Stored documents are read back through the migrations too, so old rows keep working. */
export function readDocument(stored: unknown): TimelineDoc {
  return migrateTimeline(typeof stored === 'string' ? JSON.parse(stored) : stored);
}

const ASSET_REF = /^asset:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The ids of the space's files a document uses (its `asset:<uuid>` references), each once. */
export function assetIdsOf(doc: TimelineDoc): string[] {
  const ids = collectMediaRefs(doc).flatMap((ref) => ASSET_REF.exec(ref)?.[1]?.toLowerCase() ?? []);
  return [...new Set(ids)];
}

function invalid(issues: { path: string; message: string }[]): AppError {
  const fields = Object.fromEntries(issues.slice(0, 20).map((i) => [`document.${i.path}`.replace(/\.$/, ''), i.message]));
  const first = issues[0];
  return new AppError(ErrorCode.TIMELINE_INVALID, first ? `${first.message}${first.path ? ` (${first.path})` : ''}` : undefined, { fields });
}
