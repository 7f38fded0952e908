import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type CallName, calls, ErrorCode, Plan, PRODUCT_PLACEMENTS, SCRIPT_ANGLES } from '@framecast/contract';
import { newAvatarVideoDoc } from '@framecast/timeline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from './fixtures/media.js';
import { setRenderState } from '../src/modules/projects/service.js';
import { sendFile } from './fixtures/upload-client.js';
import { createUser, describeEachDb, startTestApp, type TestApp, insertClonedVoice, insertProduct } from './helper.js';

/**
 * The authorization matrix on real rows of a team space: every call whose request names a row by id ×
 * the space's owner, an admin, the collaborator who made the row, another collaborator, a member of
 * another space, a guest and someone signed out. security-permissions.test.ts proves the permission gate
 * per call; this proves, per call, which rows an allowed caller may then touch (spaces/policy.ts):
 * owner and admin every row of the space, a collaborator their own (and may read a teammate's), nobody
 * outside the space anything, not even that the row exists.
 */

/** The kinds of rows a call can name. */
type RowKind =
  | 'project'
  | 'video'
  | 'folder'
  | 'asset'
  | 'assetFolder'
  | 'template'
  | 'product'
  | 'clonedVoice'
  | 'avatar'
  | 'look'
  | 'cutout'
  | 'analysis'
  | 'upload'
  | 'apiKey';

/**
 * read: every member may use a teammate's row. write: only its maker, the owner and admins; another
 * collaborator is refused. creator: a step of its maker's own wizard (an upload, a cut-out, a URL
 * analysis): nobody else sees it, not even the owner.
 */
type Access = 'read' | 'write' | 'creator';

interface Entry {
  /** Every id field of the request (walked from its zod schema), and what it names; checked below. */
  ids: Record<string, string>;
  /** The row this entry puts to each caller (in the field `ids` names first). */
  target: RowKind;
  access: Access;
  body: (id: string, rows: Rows) => object;
  /** The row goes: each caller allowed to delete it gets a fresh one, the refused ones try the shared one (and it stays). */
  destructive?: boolean;
  /**
   * 'no-data': the call answers anyone, never with the row: a list filtered to what the caller may see,
   * an idempotent release, or a call refused earlier for a reason that is no one's row (no engine).
   */
  outsider?: 'no-data';
  /** What a teammate's allowed answer must hold (a read that does not let them change the row). */
  teammateGets?: (data: any) => boolean;
  /** What a guest is told instead of 10310 or not found, when something else stops a free trial first. */
  guest?: number;
  /** Why the entry is not the plain rule. */
  note?: string;
  /** Reads an answer whose code says nothing about access (per-item failures in code 0). */
  classify?: (res: Answer) => Verdict | undefined;
}

type Answer = Awaited<ReturnType<TestApp['call']>>;
type Verdict = 'allowed' | 'hidden' | 'refused' | 'broken';
type Rows = Record<RowKind, string>;

/** Every row A makes carries this in its name: an answer to someone outside holding it has leaked the row. */
const MARK = 'zq-secret';
const doc = () => newAvatarVideoDoc({ aspectRatio: '9:16', avatar: 'maya/support', voice: 'espeak:en-us', script: 'Hello team, this is a test.' });
const cartoon = { style: 'cartoon', gender: 'female', age: 'adult', ethnicity: 'african', detail: 'round glasses', background: 'office', count: 1 };
const url2video = {
  template_id: 'lib-spotlight-bold-9x16',
  aspect_ratio: '9:16',
  length: '30s',
  language: 'en',
  avatar: null,
  voice: 'espeak:en-us',
};

const ROWS: Partial<Record<CallName, Entry>> = {
  // projects
  projectDetail: { ids: { id: 'project' }, target: 'project', access: 'read', body: (id) => ({ id }) },
  projectSave: { ids: { id: 'project' }, target: 'project', access: 'write', body: (id) => ({ id, document: doc(), name: `${MARK} saved` }) },
  projectRename: { ids: { id: 'project' }, target: 'project', access: 'write', body: (id) => ({ id, name: `${MARK} renamed` }) },
  projectDuplicate: { ids: { id: 'project' }, target: 'project', access: 'read', body: (id) => ({ id }) },
  projectDelete: { ids: { ids: 'project' }, target: 'project', access: 'write', destructive: true, body: (id) => ({ ids: [id] }) },
  projectMove: {
    ids: { ids: 'project', folder_id: 'project folder' },
    target: 'project',
    access: 'write',
    body: (id, r) => ({ ids: [id], folder_id: r.folder }),
  },
  projectStatus: {
    ids: { ids: 'project' },
    target: 'project',
    access: 'read',
    outsider: 'no-data',
    note: 'a list filtered to the projects the caller may see',
    body: (id) => ({ ids: id }),
  },
  projectEventsTicket: {
    ids: { ids: 'project' },
    target: 'project',
    access: 'read',
    outsider: 'no-data',
    note: 'a ticket for any ids; the stream it opens is filtered to what the caller may see',
    body: (id) => ({ ids: [id] }),
  },
  projectDownload: {
    ids: { ids: 'project (a rendered one)' },
    target: 'video',
    access: 'read',
    outsider: 'no-data',
    note: 'filtered to the videos the caller may see: nothing to download (20008) outside the space',
    body: (id) => ({ ids: [id] }),
  },
  creditCheck: { ids: { id: 'project' }, target: 'project', access: 'write', body: (id) => ({ id }) },
  render: { ids: { id: 'project' }, target: 'project', access: 'write', body: (id) => ({ id }) },
  renderCancel: { ids: { id: 'project' }, target: 'project', access: 'write', body: (id) => ({ id }) },
  lipSyncBoost: { ids: { project_id: 'project' }, target: 'project', access: 'write', body: (id) => ({ project_id: id }) },
  canIEdit: {
    ids: { id: 'project' },
    target: 'project',
    access: 'read',
    note: "a teammate's draft answers can_edit false: the collaborator may look, not take the lock",
    body: (id) => ({ id }),
    teammateGets: (data) => data.can_edit === false,
  },
  releaseEdit: {
    ids: { id: 'project' },
    target: 'project',
    access: 'read',
    outsider: 'no-data',
    note: "drops the caller's own lock, if any: answers null to anyone, for any id",
    body: (id) => ({ id }),
  },
  templateCreate: { ids: { project_id: 'project' }, target: 'project', access: 'read', body: (id) => ({ project_id: id, name: `${MARK} template copy` }) },
  // project folders
  folderRename: { ids: { id: 'project folder' }, target: 'folder', access: 'write', body: (id) => ({ id, name: `${MARK} folder renamed` }) },
  folderDelete: { ids: { id: 'project folder' }, target: 'folder', access: 'write', destructive: true, body: (id) => ({ id }) },
  // assets
  assetDetail: { ids: { id: 'asset' }, target: 'asset', access: 'read', body: (id) => ({ id }) },
  assetDownload: { ids: { ids: 'asset' }, target: 'asset', access: 'read', body: (id) => ({ ids: [id] }) },
  photoFaces: { ids: { id: 'asset (a photo)' }, target: 'asset', access: 'read', body: (id) => ({ id }) },
  assetRename: { ids: { id: 'asset' }, target: 'asset', access: 'write', body: (id) => ({ id, name: `${MARK}-renamed.png` }) },
  assetMove: {
    ids: { ids: 'asset', folder_id: 'asset folder' },
    target: 'asset',
    access: 'write',
    body: (id, r) => ({ ids: [id], folder_id: r.assetFolder }),
  },
  assetBrand: { ids: { ids: 'asset' }, target: 'asset', access: 'write', body: (id) => ({ ids: [id], brand_slot: null }) },
  assetDelete: {
    ids: { ids: 'asset' },
    target: 'asset',
    access: 'write',
    destructive: true,
    body: (id) => ({ ids: [id], confirm: true }),
  },
  productCutout: { ids: { asset_id: 'asset (a product photo)' }, target: 'asset', access: 'read', body: (id) => ({ asset_id: id, remove_background: false }) },
  voiceClone: {
    ids: { sample_ids: 'asset (a recording)' },
    target: 'asset',
    access: 'read',
    outsider: 'no-data',
    note: 'no voice-clone engine here: refused (22003) before any recording is looked up',
    body: (id) => ({ name: `${MARK} voice`, sample_ids: [id], gender: 'female', language: 'en-us' }),
  },
  // asset folders
  assetFolderRename: {
    ids: { id: 'asset folder' },
    target: 'assetFolder',
    access: 'write',
    body: (id) => ({ id, name: `${MARK} folder renamed` }),
  },
  assetFolderDelete: {
    ids: { id: 'asset folder' },
    target: 'assetFolder',
    access: 'write',
    destructive: true,
    body: (id) => ({ id }),
  },
  uploadSign: {
    ids: { folder_id: 'asset folder' },
    target: 'assetFolder',
    access: 'read',
    body: (id) => ({ tool: 'assets', filename: 'upload.png', size: 1000, content_type: 'image/png', folder_id: id }),
  },
  // avatars of the space
  userAvatarDetail: { ids: { id: 'avatar' }, target: 'avatar', access: 'read', body: (id) => ({ id }), teammateGets: (data) => data.can_manage === false },
  userAvatarUpdate: { ids: { id: 'avatar' }, target: 'avatar', access: 'write', body: (id) => ({ id, name: `${MARK} avatar renamed` }) },
  userAvatarDelete: { ids: { id: 'avatar' }, target: 'avatar', access: 'write', destructive: true, body: (id) => ({ id }) },
  userAvatarGenerate: {
    ids: { avatar_id: 'avatar', replace_look_id: 'look (of that avatar)', photo_id: 'asset (a portrait)' },
    target: 'avatar',
    access: 'write',
    body: (id) => ({ avatar_id: id, options: cartoon }),
  },
  userAvatarFromPhoto: {
    ids: { avatar_id: 'avatar', asset_id: 'asset (a portrait)' },
    target: 'avatar',
    access: 'write',
    body: (id, r) => ({ avatar_id: id, asset_id: r.asset }),
  },
  avatarLookDelete: { ids: { id: 'look' }, target: 'look', access: 'write', destructive: true, body: (id) => ({ id }) },
  avatarMotion: { ids: { look_id: 'look' }, target: 'look', access: 'write', body: (id) => ({ look_id: id }) },
  // products
  productDetail: { ids: { id: 'product' }, target: 'product', access: 'read', body: (id) => ({ id }), teammateGets: (data) => data.can_edit === false },
  productSave: {
    ids: { id: 'product', media_ids: 'asset' },
    target: 'product',
    access: 'write',
    body: (id) => ({ id, name: `${MARK} product`, description: 'A thing.', media_ids: [] }),
  },
  productDelete: { ids: { id: 'product' }, target: 'product', access: 'write', destructive: true, body: (id) => ({ id }) },
  scriptGenerate: { ids: { product_id: 'product' }, target: 'product', access: 'read', body: (id) => ({ product_id: id, variants: 1 }) },
  url2videoCreate: {
    ids: { product_id: 'product', template_id: 'template (library or My Templates)', 'avatar.id': 'avatar look ref', media_ids: 'asset (of the product)' },
    target: 'product',
    access: 'read',
    body: (id) => ({ ...url2video, product_id: id, script: 'Meet the lamp. Get yours today.' }),
  },
  batchCreate: {
    ids: { product_ids: 'product', template_id: 'template (library or My Templates)', 'avatar.id': 'avatar look ref' },
    target: 'product',
    access: 'read',
    note: 'answers code 0 with a failure per product: a product outside the space fails as not found; a free trial has no batch plan feature',
    guest: ErrorCode.PLAN_FEATURE_REQUIRED,
    body: (id) => ({ ...url2video, product_ids: [id], script_angle: SCRIPT_ANGLES[0], category: 'product_video' }),
    classify: (res) => {
      if (res.code !== 0) return undefined;
      const failed = (res.data.failed ?? []) as { error: string }[];
      return failed.some((f) => /does not exist/i.test(f.error)) ? 'hidden' : 'allowed';
    },
  },
  // My Templates
  templateDetail: { ids: { id: 'template' }, target: 'template', access: 'read', body: (id) => ({ id }), teammateGets: (data) => data.can_edit === false },
  templatePreview: { ids: { id: 'template' }, target: 'template', access: 'read', body: (id) => ({ id }) },
  templateDocument: {
    ids: { id: 'template' },
    target: 'template',
    access: 'read',
    body: (id) => ({ id }),
    teammateGets: (data) => data.template.can_edit === false,
  },
  templateUpdate: {
    ids: { id: 'template', project_id: 'project' },
    target: 'template',
    access: 'write',
    body: (id, r) => ({ id, project_id: r.project, name: `${MARK} template updated` }),
  },
  templateDelete: { ids: { id: 'template' }, target: 'template', access: 'write', destructive: true, body: (id) => ({ id }) },
  // cloned voices
  voiceCloneDelete: { ids: { id: 'cloned voice' }, target: 'clonedVoice', access: 'write', destructive: true, body: (id) => ({ id }) },
  // the steps of one member's wizard
  urlAnalysisDetail: { ids: { id: 'URL analysis' }, target: 'analysis', access: 'creator', body: (id) => ({ id }) },
  productCutoutDetail: { ids: { id: 'product cut-out' }, target: 'cutout', access: 'creator', body: (id) => ({ id }) },
  productAvatarCreate: {
    ids: { cutout_id: 'product cut-out', avatar_id: 'avatar (a product avatar)' },
    target: 'cutout',
    access: 'creator',
    body: (id) => ({ cutout_id: id, name: `${MARK} product avatar`, base: 'maya/support', placement: PRODUCT_PLACEMENTS.hand }),
  },
  uploadComplete: { ids: { upload_id: 'upload' }, target: 'upload', access: 'creator', body: (id) => ({ upload_id: id }) },
  uploadCancel: { ids: { upload_id: 'upload' }, target: 'upload', access: 'creator', destructive: true, body: (id) => ({ upload_id: id }) },
  // A person's own key, though made in the team space: not even the space's owner sees or revokes it.
  apiKeyRevoke: {
    ids: { id: 'API key' },
    target: 'apiKey',
    access: 'creator',
    destructive: true,
    body: (id) => ({ id }),
    classify: (res) => (res.code === ErrorCode.API_KEY_NOT_FOUND ? 'hidden' : undefined),
  },
};

/** Calls with id fields that name no row of a space, or whose rows other suites hold to the rule. */
const EXCLUDED: Partial<Record<CallName, string>> = {
  login: 'signing in: a captcha, a device and the space to open, no row',
  register: 'signing up: device ids, no row',
  sendCode: 'a captcha id, no row',
  guest: 'a captcha id, no row',
  avatarFavorite: "the caller's own star on a library look (a library id, not a row of a space)",
  voiceFavorite: "the caller's own star on a library voice (a library id, not a row of a space)",
  editorSpeech: "segment ids are the editor's own labels for its lines, echoed back; the cloned voices it may name are checked in editor-speech.test.ts",
  customAvatarCreate:
    'names two uploads of the current space made with their own tools (footage and consent video, real recordings); the caller-only rule is in custom-avatars.test.ts',
  spaceDelete: 'names a space (unique_id): security-permissions.test.ts puts every roleIn: input call to admin, collaborator and outsider',
  spaceMembers: 'names a space: security-permissions.test.ts',
  spaceInfo: 'names a space: security-permissions.test.ts',
  spaceRole: 'names a space and a member: security-permissions.test.ts, spaces.test.ts',
  spaceRemoveMember: 'names a space and a member: security-permissions.test.ts, spaces.test.ts',
  spaceLeave: 'names a space: security-permissions.test.ts',
  spaceInvitationCode: 'names a space: security-permissions.test.ts',
  spaceInvitationReset: 'names a space: security-permissions.test.ts',
  spaceToken: 'names a space: security-permissions.test.ts',
  spaceSendEmail: 'names a space: security-permissions.test.ts',
  orderSubmit: "billing of the owner's own account (coupon, referral): billing.manage, the owner's alone",
  orderQuote: "prices the caller's own order before paying (coupon and upgrade credit of the account's own plan): nothing of another account is named",
  orderCheckPay: "a payment session of the caller's own order: billing tests",
  checkCoupon: 'a coupon code of the catalogue, no row of a space',
  adminSetPlan: 'operator call (no role grants it): security-permissions.test.ts',
  adminCredits: 'operator call',
  adminBan: 'operator call',
  adminCouponCreate: 'operator call',
  adminCouponDisable: 'operator call',
  adminOrders: 'operator call',
  adminAvatarReview: 'operator call',
};

/** The id fields of a request schema, walked from its zod definition: keys named `id`, `ids`, `…_id`, `…_ids`, nested ones dotted. */
function idFields(schema: unknown): string[] {
  const out = new Set<string>();
  const walk = (s: any, prefix: string) => {
    const d = s?._zod?.def;
    if (!d) return;
    switch (d.type) {
      case 'object':
        for (const [k, v] of Object.entries(d.shape)) {
          if (/(^|_)ids?$/.test(k)) out.add(prefix + k);
          walk(v, `${prefix}${k}.`);
        }
        return;
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'catch':
      case 'nonoptional':
        return walk(d.innerType, prefix);
      case 'pipe':
        walk(d.in, prefix);
        return walk(d.out, prefix);
      case 'array':
        return walk(d.element, prefix);
      case 'union':
        for (const o of d.options) walk(o, prefix);
        return;
      case 'intersection':
        walk(d.left, prefix);
        return walk(d.right, prefix);
      default:
        return;
    }
  };
  walk(schema, '');
  return [...out].sort();
}

const names = Object.keys(calls) as CallName[];
const withIds = names.filter((n) => idFields(calls[n].request).length > 0);

describe('the row table', () => {
  it('has an entry, or a reason to leave it out, for every call whose request names a row by id', () => {
    const missing = withIds.filter((n) => !ROWS[n] && !EXCLUDED[n]);
    expect(missing, 'calls taking an id with no row entry and no exclusion').toEqual([]);
    for (const n of names) expect(!!ROWS[n] && !!EXCLUDED[n], `${n} both in the table and excluded`).toBe(false);
  });

  it("names every id field of each entry's request, and no other", () => {
    for (const [name, entry] of Object.entries(ROWS) as [CallName, Entry][]) expect(Object.keys(entry.ids).sort(), name).toEqual(idFields(calls[name].request));
    for (const name of Object.keys(EXCLUDED) as CallName[])
      expect(idFields(calls[name].request).length, `${name} is excluded but takes no id`).toBeGreaterThan(0);
  });

  it('puts rows only to calls that need a token', () => {
    for (const name of Object.keys(ROWS) as CallName[]) expect(calls[name].access, name).toBe('user');
  });
});

const NOT_FOUND_CODES: number[] = [ErrorCode.NOT_FOUND, ErrorCode.UPLOAD_NOT_FOUND];
const REFUSED_CODES: number[] = [ErrorCode.FORBIDDEN, ErrorCode.TOKEN_INVALID, ErrorCode.GUEST_NOT_ALLOWED];
const BROKEN_CODES: number[] = [ErrorCode.VALIDATION, ErrorCode.INTERNAL];

const verdictOf = (entry: Entry, res: Answer): Verdict => {
  const custom = entry.classify?.(res);
  if (custom) return custom;
  if (BROKEN_CODES.includes(res.code)) return 'broken';
  if (REFUSED_CODES.includes(res.code)) return 'refused';
  if (NOT_FOUND_CODES.includes(res.code)) return 'hidden';
  return 'allowed';
};

type Actor = 'owner' | 'admin' | 'maker' | 'teammate' | 'outsider' | 'guest' | 'signedOut';
const ACTORS: Actor[] = ['owner', 'admin', 'maker', 'teammate', 'outsider', 'guest', 'signedOut'];

/** What each caller may do with a row of this entry. */
function expected(entry: Entry, actor: Actor): 'allowed' | 'notYours' | 'hidden' | 'no-data' | 'guest' | 'signedOut' {
  if (actor === 'signedOut') return 'signedOut';
  if (actor === 'guest') return 'guest';
  if (actor === 'outsider') return entry.outsider ?? 'hidden';
  if (actor === 'maker') return 'allowed';
  if (entry.access === 'creator') return 'hidden';
  if (actor === 'teammate') return entry.access === 'read' ? 'allowed' : 'notYours';
  return 'allowed';
}

describeEachDb('rows of a team space: every call naming a row × owner, admin, maker, teammate, outsider, guest, signed out', (kind) => {
  let t: TestApp;
  const as = {} as Record<Exclude<Actor, 'signedOut'>, string>;
  let spaceId: string;
  let makerId: string;
  const rows = {} as Rows;
  /** The avatar of each look A made. */
  const avatarOfLook = new Map<string, string>();
  const talkingHeadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-rows-'));

  const ok = async (name: CallName, body: object, token: string) => {
    const res = await t.call(name, body, token);
    if (res.code !== 0) throw new Error(`${name}: ${res.code} ${res.msg}`);
    return res.data;
  };
  const idOf = async (token: string) => (await t.ctx.sessions.resolve(token)).userId;

  /** A fresh row of each kind, made by collaborator A in the team space. */
  let made = 0;
  const make: Record<RowKind, () => Promise<string>> = {
    project: async () => (await ok('projectSave', { document: doc(), name: `${MARK} project ${++made}` }, as.maker)).id,
    // A project whose render ended, as the render module leaves it (through the projects service).
    video: async () => {
      const id = (await ok('projectSave', { document: doc(), name: `${MARK} video ${++made}` }, as.maker)).id;
      await setRenderState(t.ctx.db, id, { status: 'rendered', video_key: `videos/${id}/${MARK}.mp4`, duration: 3 });
      return id;
    },
    folder: async () => (await ok('folderCreate', { name: `${MARK} folder ${++made}` }, as.maker)).id,
    asset: async () => {
      const res = await sendFile(t, as.maker, { tool: 'assets', file: media.png(), name: `${MARK}-${++made}.png` });
      if (res.code !== 0) throw new Error(`upload: ${res.code} ${res.msg}`);
      return res.data.id;
    },
    assetFolder: async () => (await ok('assetFolderCreate', { name: `${MARK} files ${++made}` }, as.maker)).id,
    template: async () => (await ok('templateCreate', { project_id: rows.project, name: `${MARK} template ${++made}` }, as.maker)).id,
    // As team-space-attribution.test.ts makes them: a product needs media to be saved, a clone an engine.
    product: () => insertProduct(t, spaceId, makerId, `${MARK} product ${++made}`),
    clonedVoice: () => insertClonedVoice(t, spaceId, makerId, `${MARK} voice ${++made}`),
    avatar: async () => (await ok('userAvatarGenerate', { name: `${MARK} avatar ${++made}`, options: cartoon }, as.maker)).id,
    look: async () => {
      const avatar = await ok('userAvatarGenerate', { name: `${MARK} avatar ${++made}`, options: cartoon }, as.maker);
      avatarOfLook.set(avatar.looks[0].id, avatar.id);
      return avatar.looks[0].id;
    },
    cutout: async () => (await ok('productCutout', { asset_id: rows.asset, remove_background: false }, as.maker)).id,
    analysis: async () => (await ok('urlAnalyze', { url: `https://shop.example.com/${MARK}-${++made}` }, as.maker)).id,
    upload: async () =>
      (await ok('uploadSign', { tool: 'assets', filename: `${MARK}-${++made}.png`, size: 1000, content_type: 'image/png' }, as.maker)).upload_id,
    apiKey: async () => (await ok('apiKeyCreate', { name: `${MARK} key ${++made}`, scopes: ['projects.read'] }, as.maker)).id,
  };

  /** Whether A's row is still there, as A sees it. */
  const stillThere = async (rowKind: RowKind, id: string): Promise<boolean> => {
    const has = async (name: CallName, body: object) => ((await ok(name, body, as.maker)).items as { id: string }[]).some((r) => r.id === id);
    switch (rowKind) {
      case 'folder':
        return has('folderList', {});
      case 'assetFolder':
        return has('assetFolderList', {});
      case 'clonedVoice':
        return has('voiceCloneList', {});
      case 'look':
        return ((await ok('userAvatarDetail', { id: avatarOfLook.get(id) }, as.maker)).looks as { id: string }[]).some((l) => l.id === id);
      case 'upload':
        return (await t.call('uploadComplete', { upload_id: id }, as.maker)).code !== ErrorCode.UPLOAD_NOT_FOUND;
      case 'apiKey':
        return ((await ok('apiKeyList', {}, as.maker)).list as { id: string }[]).some((k) => k.id === id);
      default: {
        const detail: Partial<Record<RowKind, CallName>> = {
          project: 'projectDetail',
          video: 'projectDetail',
          asset: 'assetDetail',
          template: 'templateDetail',
          product: 'productDetail',
          avatar: 'userAvatarDetail',
          cutout: 'productCutoutDetail',
          analysis: 'urlAnalysisDetail',
        };
        return (await t.call(detail[rowKind]!, { id }, as.maker)).code === 0;
      }
    }
  };

  beforeAll(async () => {
    // A talking-head engine is named (never reached) so a lip-sync boost gets as far as the row.
    t = await startTestApp(kind, {
      inProcessWorker: false,
      adminEmails: ['rows-op@example.com'],
      engineTalkingHeadUrl: 'http://127.0.0.1:9',
      engineTalkingHeadDataDir: talkingHeadDir,
    });
    const operator = await createUser(t, 'rows-op@example.com');
    as.owner = await createUser(t, 'rows-owner@example.com');
    expect((await t.call('adminSetPlan', { user_id: await idOf(as.owner), plan: Plan.Team, period: 'month', seats: 5 }, operator)).code).toBe(0);
    const space = await ok('spaceCreate', { name: 'Rows' }, as.owner);
    spaceId = (await t.ctx.db.selectFrom('spaces').select('id').where('unique_id', '=', space.unique_id).executeTakeFirstOrThrow()).id;
    const joins: ['admin' | 'maker' | 'teammate', 'admin' | 'collaborator'][] = [
      ['admin', 'admin'],
      ['maker', 'collaborator'],
      ['teammate', 'collaborator'],
    ];
    for (const [who, role] of joins) {
      const { link } = await ok('spaceInvitationCode', { unique_id: space.unique_id, role }, as.owner);
      as[who] = await createUser(t, `rows-${who}@example.com`);
      await ok('spaceAddMember', { invite_code: link.code }, as[who]);
      await ok('spaceInvitationReset', { unique_id: space.unique_id }, as.owner);
    }
    // Everyone in the space works in it; the outsider in their own.
    for (const who of ['owner', 'admin', 'maker', 'teammate'] as const) await ok('spaceToken', { unique_id: space.unique_id }, as[who]);
    const members = (await ok('spaceMembers', { unique_id: space.unique_id }, as.owner)).list as { email: string; role_name: string }[];
    expect(Object.fromEntries(members.map((m) => [m.email, m.role_name]))).toEqual({
      'rows-owner@example.com': 'owner',
      'rows-admin@example.com': 'admin',
      'rows-maker@example.com': 'collaborator',
      'rows-teammate@example.com': 'collaborator',
    });
    makerId = await idOf(as.maker);
    // The outsider has a Team plan of their own, so no plan feature (batch) stops them before the row does.
    as.outsider = await createUser(t, 'rows-outsider@example.com');
    expect((await t.call('adminSetPlan', { user_id: await idOf(as.outsider), plan: Plan.Team, period: 'month', seats: 1 }, operator)).code).toBe(0);
    as.guest = (await t.call('guest', {})).data.token;

    // One row of each kind, made by collaborator A; the order matters (a template is made from the project, a cut-out from the photo).
    for (const k of [
      'project',
      'video',
      'folder',
      'asset',
      'assetFolder',
      'template',
      'product',
      'clonedVoice',
      'avatar',
      'look',
      'cutout',
      'analysis',
      'upload',
      'apiKey',
    ] as RowKind[])
      rows[k] = await make[k]();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(talkingHeadDir, { recursive: true, force: true });
  });

  // The brand style names no row by id: it is the acting space's own. Whoever works in the space reads
  // it and the roles that may change the kit's files change it; nobody outside reaches it either way.
  it("brandStyle, brandStyleSave: the acting space's only, never another space's", async () => {
    const teamStyle = { palette: ['#0a0b0c'], heading_font: 'DejaVu Serif', body_font: 'DejaVu Sans' };
    expect((await t.call('brandStyleSave', teamStyle, as.owner)).code).toBe(0);
    for (const who of ['admin', 'maker', 'teammate'] as const) expect((await t.call('brandStyle', {}, as[who])).data.style, who).toEqual(teamStyle);
    expect((await t.call('brandStyleSave', { ...teamStyle, palette: ['#0a0b0d'] }, as.maker)).code).toBe(0);
    // The outsider (and a guest) read and write their own space's, which leaves the team's as it was.
    for (const who of ['outsider', 'guest'] as const) {
      expect((await t.call('brandStyle', {}, as[who])).data.style, who).toBeNull();
      const res = await t.call('brandStyleSave', { ...teamStyle, palette: ['#ff0000'] }, as[who]);
      if (who === 'outsider') expect(res.code).toBe(0);
      else expect(res.code).toBe(ErrorCode.PLAN_FEATURE_REQUIRED);
    }
    expect((await t.call('brandStyle', {}, as.owner)).data.style.palette).toEqual(['#0a0b0d']);
    expect((await t.call('brandStyle', {}, as.outsider)).data.style.palette).toEqual(['#ff0000']);
    for (const name of ['brandStyle', 'brandStyleSave'] as const) expect((await t.call(name, teamStyle)).code).toBe(ErrorCode.TOKEN_INVALID);
  });

  const entries = Object.entries(ROWS) as [CallName, Entry][];
  it.each(entries)('%s', async (name, entry) => {
    const shared = rows[entry.target];
    const failures: string[] = [];
    for (const actor of ACTORS) {
      const want = expected(entry, actor);
      // Whoever may delete the row deletes a fresh one of their own; the others try the shared one.
      const id = entry.destructive && want === 'allowed' ? await make[entry.target]() : shared;
      const res = await t.call(name, entry.body(id, rows), actor === 'signedOut' ? undefined : as[actor]);
      const verdict = verdictOf(entry, res);
      const said = `${name} as ${actor}: ${res.code} ${res.msg}`;
      const leaked = JSON.stringify(res.data ?? null)
        .toLowerCase()
        .includes(MARK);
      const right = {
        allowed: () => verdict === 'allowed' && (actor !== 'teammate' || !entry.teammateGets || entry.teammateGets(res.data)),
        notYours: () => res.code === ErrorCode.FORBIDDEN,
        hidden: () => verdict === 'hidden' && !leaked,
        'no-data': () => verdict !== 'broken' && verdict !== 'refused' && !leaked,
        // Refused as a guest, or (holding the permission) not finding a row outside their trial's space.
        guest: () =>
          !leaked &&
          (res.code === ErrorCode.GUEST_NOT_ALLOWED ||
            verdict === 'hidden' ||
            res.code === entry.guest ||
            (entry.outsider === 'no-data' && verdict !== 'broken')),
        signedOut: () => res.code === ErrorCode.TOKEN_INVALID,
      }[want]();
      if (!right) failures.push(`${said} (expected ${want}${leaked ? ', and the answer holds the row' : ''})`);
    }
    if (entry.destructive) expect(await stillThere(entry.target, shared), `${name}: the shared row survived the refused callers`).toBe(true);
    expect(failures).toEqual([]);
  });
});
