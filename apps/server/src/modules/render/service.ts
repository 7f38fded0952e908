import crypto from 'node:crypto';
import { ErrorCode, isRendering, Plan, planRefusal, presenterKind, V, type CreditCheckData } from '@framecast/contract';
import { findLook, isPhotoAvatar } from '@framecast/engine';
import { allSegments, estimateVideoSeconds, isSpeakable, type TimelineDoc } from '@framecast/timeline';
import type { AppContext } from '../../context.js';
import type { Db } from '../../platform/db/index.js';
import type { Project } from '../../platform/db/schema.js';
import { clientNetwork } from '../../platform/http/client-network.js';
import { AppError } from '../../platform/http/errors.js';
import { creditBalance, holdCredits } from '../billing/service.js';
import { assertClonesUsable, usesClonedVoice } from '../voices/service.js';
import { assertLooksUsable } from '../avatars/service.js';
import { findProject, loadManageable, lockManageable, readDocument, type RenderPort, setRenderState, toSummary } from '../projects/service.js';
import { withCreatorNickname } from '../users/service.js';
import { RENDER_JOB } from './job-definition.js';
import { assertAssetsPresent } from './media.js';
import { enqueue } from '../../platform/queue/jobs.js';
import { queueEstimator } from './queue-estimate.js';
import { announce } from './announce.js';
import { endRender } from './settle.js';
import * as store from './store.js';
import type { Actor } from '../../platform/http/actor.js';

/** A guest's render history goes with its projects to the account (a WorkTransfer of the accounts module). */
export async function moveGuestRenders(db: Db, fromUserId: string, toUserId: string): Promise<number> {
  await store.moveRenders(db, fromUserId, toUserId);
  return 0; // the count is of the user's things (projects, files); renders are their history
}

/** The render module's side of the projects module's port (plugged in by app.ts). */
export function renderPort(ctx: Pick<AppContext, 'config' | 'db' | 'queue' | 'log' | 'events'>): RenderPort {
  return {
    estimator: () => queueEstimator(ctx),
    progress: async (renderId) => {
      const job = await ctx.queue.get(renderId);
      return job?.status === 'running' ? { progress: job.progress, stage: job.stage } : null;
    },
    cancel: async (renderId) => {
      await endRender(ctx, renderId, { status: 'cancelled', error: null });
      await ctx.queue.cancel(renderId).catch((err) => ctx.log.warn({ err }, 'queue cancel failed'));
    },
  };
}

/**
 * Paid plans' renders wait less: Free is the lowest priority of people's videos, Team and Enterprise the
 * highest. 0 stays below them all, for background work such as template previews.
 */
export const renderPriority = (plan: number): number => (plan === Plan.Free ? 1 : plan >= Plan.Team ? 20 : 10);

/** Credits a render costs (spec 001 §9): a talking photo (a photo that speaks) 2, any other video 1. */
export function renderCost(doc: TimelineDoc, costs: { video: number; talkingPhoto: number }): number {
  return isTalkingPhoto(doc) ? costs.talkingPhoto : costs.video;
}

// A photo file spoken is the Talking Photo tool's; a look of one's own avatar is an avatar video.
const isTalkingPhoto = (doc: TimelineDoc) => doc.scenes.some((s) => s.layers.some((l) => l.type === 'avatar' && presenterKind(l.avatar) === 'photo'));

/** How a render's hold reads in the credit history: by what it paid for. */
export const renderNote = (doc: TimelineDoc): string => (isTalkingPhoto(doc) ? 'Talking photo' : 'Video render');

/** Script rules a render needs: something to say (or a silent scene with a length), all of it speakable. */
export function assertScript(doc: TimelineDoc): void {
  for (const scene of doc.scenes) {
    for (const layer of scene.layers) {
      // A photo (`asset:<id>`) is a talking photo; that it is the space's own file is checked with the other assets.
      if (layer.type === 'avatar' && !findLook(layer.avatar) && !isPhotoAvatar(layer.avatar))
        throw new AppError(ErrorCode.TIMELINE_INVALID, `Unknown avatar "${layer.avatar}". Please choose another avatar.`);
    }
  }
  const segments = allSegments(doc);
  if (segments.some((s) => !isSpeakable(s.text))) throw new AppError(ErrorCode.SCRIPT_INVALID, V.scriptError);
  if (!segments.length && !doc.scenes.some((s) => (s.duration ?? 0) > 0)) throw new AppError(ErrorCode.SCRIPT_INVALID, V.scriptError);
}

/** What a render's checks decided: who pays, on which plan, for how long and at what cost. */
interface RenderCheck {
  payer: string;
  note: string;
  plan: Plan;
  duration: number;
  limit_seconds: number;
  credits_needed: number;
  watermark: boolean;
}

/**
 * The checks of a project's document before anything is held: it is free, its script and avatars, the
 * plan's length limit. In a team space the space owner's plan counts (they pay for the space; the
 * ledger entry names the member who spent the credits): the actor's own space carries it already.
 */
async function checkProject(ctx: AppContext, db: Db, actor: Actor, row: Project, opts: RenderOptions): Promise<RenderCheck> {
  if (isRendering(row.status)) throw new AppError(ErrorCode.PROJECT_BUSY, V.waitGeneration);
  const doc = readDocument(row.document);
  assertScript(doc);
  await assertAssetsPresent(db, row.space_id, doc);
  await assertClonesUsable(db, row.space_id, doc);
  await assertLooksUsable(db, row.space_id, doc);
  const space = row.space_id === actor.space.id ? actor.space : await ctx.actors.of(actor.userId, row.space_id);
  const duration = estimateVideoSeconds(doc);
  const allowed = space.entitlements;
  const limit = allowed.maxVideoSeconds;
  // The saved document's voices, shape and length, and (on a plan that counts them) the videos made before.
  const videosMade = allowed.maxVideos === null ? undefined : await store.countVideosPaidBy(db, space.payerId, row.id);
  const feature = usesClonedVoice(doc) ? ('voice_clone' as const) : undefined;
  const refusal = planRefusal(allowed, { feature, aspectRatio: doc.aspectRatio, videoSeconds: duration, videosMade });
  if (refusal) throw new AppError(refusal.code, refusal.message, refusal.data);
  const cost = opts.free ? 0 : renderCost(doc, allowed.costs);
  return { payer: space.payerId, note: renderNote(doc), plan: space.plan, duration, limit_seconds: limit, credits_needed: cost, watermark: allowed.watermark };
}

/** The checks and the payer's balance, without holding anything: what the render dialog shows. */
async function checkRender(ctx: AppContext, actor: Actor, projectId: string, opts: RenderOptions = {}) {
  const check = await checkProject(ctx, ctx.db, actor, await loadManageable(ctx, actor, projectId), opts);
  const balance = await creditBalance(ctx.db, check.payer);
  if (balance < check.credits_needed) throw new AppError(ErrorCode.INSUFFICIENT_CREDITS);
  return { ...check, credits_balance: balance };
}

/** `free`: the render costs no credits (a lip-sync boost's re-render, paid for by the minutes). */
export interface RenderOptions {
  free?: boolean;
}

/** The checks of a render without holding anything: what a lip-sync boost asks before it takes minutes. */
export async function assertRenderable(ctx: AppContext, actor: Actor, projectId: string, opts: RenderOptions = {}): Promise<void> {
  await checkRender(ctx, actor, projectId, opts);
  await assertQueueRoom(ctx);
}

/** Spec 001 §7 credit_check: what the render dialog shows, with the expected wait. */
export async function creditCheck(ctx: AppContext, actor: Actor, projectId: string): Promise<CreditCheckData> {
  const { payer: _payer, note: _note, ...check } = await checkRender(ctx, actor, projectId);
  return { ...check, queue_minutes: await queueEstimator(ctx).waitNow() };
}

async function assertQueueRoom(ctx: AppContext): Promise<void> {
  const { waiting } = await ctx.queue.counts(RENDER_JOB.name);
  if (waiting >= ctx.config.queueMaxWaiting) throw new AppError(ErrorCode.QUEUE_FULL, V.highDemand);
}

/** Who asked for a render: a guest's network is capped per day; `api` when an API key started it (usage shows it). */
export interface Submitter {
  ip: string;
  guest: boolean;
  api?: boolean;
}

/**
 * Queues a render. Everything is checked once, inside the transaction that holds the credit and writes
 * the render row, with the project row locked: the dialog's answer may be stale, and two clicks must
 * not queue two renders. Then the job is enqueued; a failed enqueue gives the credit back. The answer
 * is the queued project and the payer's balance after the hold, so the page updates without asking again.
 */
export async function submitRender(
  ctx: AppContext,
  actor: Actor,
  projectId: string,
  submitter: Submitter = { ip: '', guest: false },
  opts: RenderOptions = {},
) {
  const guestIp = submitter.guest ? clientNetwork(submitter.ip) : null;
  if (guestIp !== null) await assertGuestRenderAllowance(ctx, guestIp);
  await assertQueueRoom(ctx);
  const renderId = crypto.randomUUID();
  const { row, check, balance } = await ctx.db.transaction().execute(async (trx) => {
    const row = await lockManageable(trx, actor, projectId);
    const check = await checkProject(ctx, trx, actor, row, opts);
    // A free render holds nothing (its end settles no hold).
    const balance = opts.free
      ? await creditBalance(trx, check.payer)
      : await holdCredits(trx, check.payer, renderId, check.credits_needed, check.payer === actor.userId ? null : actor.userId, check.note);
    await store.insertRender(trx, {
      id: renderId,
      project_id: projectId,
      user_id: actor.userId,
      paid_by: check.payer,
      status: 'queued',
      document: row.document as unknown as string,
      revision: row.revision,
      plan: check.plan,
      watermark: check.watermark,
      credits: check.credits_needed,
      est_duration: check.duration,
      duration: null,
      error: null,
      stats: null,
      started_at: null,
      finished_at: null,
      guest_ip: guestIp,
      origin: submitter.api ? 'api' : 'app',
    });
    const queued = { status: 'queued' as const, current: renderId, progress: 0, stage: null, error: null };
    await setRenderState(trx, projectId, queued);
    return { row: { ...row, status: queued.status, current_render_id: renderId, progress: 0, stage: null, error: null }, check, balance };
  });
  try {
    await enqueue(ctx.queue, RENDER_JOB, { renderId }, { priority: renderPriority(check.plan) });
  } catch (err) {
    ctx.log.error({ err, renderId }, 'could not enqueue a render');
    await endRender(ctx, renderId, { status: 'failed', error: V.highDemand });
    throw new AppError(ErrorCode.QUEUE_FULL, V.highDemand);
  }
  await announce(ctx, projectId, true);
  const shown = await withCreatorNickname(ctx.db, row);
  return {
    ...toSummary(shown!, ctx.storage.links(actor.userId), await queueEstimator(ctx).forProject(row)),
    space_credits_balance: balance,
    paid_by_caller: check.payer === actor.userId,
  };
}

/**
 * Every free trial has its own credits, and trials are cheap to start, so guests' renders are capped per IP
 * and day, all guests of the IP together (GUEST_RENDERS_PER_IP). Cancelled renders cost nothing, so they do
 * not count; failed ones do (the machine did the work).
 */
async function assertGuestRenderAllowance(ctx: AppContext, ip: string): Promise<void> {
  const used = await store.countGuestRenders(ctx.db, ip, new Date(Date.now() - 24 * 3600_000));
  if (used >= ctx.config.guestRendersPerIp) throw new AppError(ErrorCode.GUEST_RENDER_LIMIT, undefined, { limit: ctx.config.guestRendersPerIp });
}

/** Cancels a queued or running render; its credit is released. */
export async function cancelRender(ctx: AppContext, actor: Actor, projectId: string) {
  const row = await loadManageable(ctx, actor, projectId);
  if (isRendering(row.status) && row.current_render_id) await renderPort(ctx).cancel(row.current_render_id);
  return toSummary((await findProject(ctx.db, projectId))!, ctx.storage.links(actor.userId));
}
