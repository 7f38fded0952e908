import { API_KEY_MAX_ACTIVE, API_KEY_PREFIX, ErrorCode, PROJECT_EVENTS_PATH } from '@framecast/contract';
import { newAvatarVideoDoc } from '@framecast/timeline';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, describeEachDb, sha, startTestApp, type TestApp } from './helper.js';

const doc = (script = 'Hello from a script.') => newAvatarVideoDoc({ aspectRatio: '9:16', avatar: 'maya/support', voice: 'espeak:en-us', script });
const bearer = (secret: string) => `Bearer ${secret}`;

/**
 * Opens the live-status stream and returns the projects of its first events, read for `ms` (a stream
 * sends every watched project it may see at once), or the refusal's status and code.
 */
async function streamed(base: string, query: string, authorization?: string, ms = 1500) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api${PROJECT_EVENTS_PATH}?${query}`, { headers: authorization ? { authorization } : {}, signal: controller.signal });
  if (!res.ok) return { status: res.status, code: ((await res.json()) as { code: number }).code, ids: [] as string[] };
  const timer = setTimeout(() => controller.abort(), ms);
  let text = '';
  try {
    for await (const chunk of res.body!.pipeThrough(new TextDecoderStream())) text += chunk;
  } catch {
    // aborted: what arrived until then is the answer
  } finally {
    clearTimeout(timer);
  }
  return { status: res.status, code: 0, ids: [...text.matchAll(/^event: project\nid: (\S+)$/gm)].map((m) => m[1]!) };
}

describeEachDb('API keys', (kind) => {
  let t: TestApp;
  let operator: string;
  let n = 0;
  const userIdOf = async (token: string) => (await t.ctx.sessions.resolve(token)).userId;
  const newUser = (name: string) => createUser(t, `${name}-${++n}-${kind}@example.com`, { password: 'secret123' });
  const makeKey = async (session: string, scopes: string[], name = 'Script') => {
    const res = await t.call('apiKeyCreate', { name, scopes }, session);
    expect(res.code, res.msg).toBe(0);
    return res.data as { id: string; secret: string; prefix: string; scopes: string[] };
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { inProcessWorker: false, adminEmails: ['keys-op@example.com'] });
    operator = await createUser(t, 'keys-op@example.com');
  });
  afterAll(() => t.close());

  it('makes a key whose secret is shown once, and lets it make the calls its scopes name', async () => {
    const session = await newUser('reader');
    const key = await makeKey(session, ['projects.read'], '  CI reader  ');
    expect(key.secret.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(key.secret.startsWith(key.prefix)).toBe(true);
    expect(key.prefix.length).toBeLessThan(key.secret.length / 2);

    const list = await t.call('apiKeyList', {}, session);
    expect(list.data.list).toHaveLength(1);
    expect(list.data.list[0]).toMatchObject({ id: key.id, name: 'CI reader', prefix: key.prefix, scopes: ['projects.read'], last_used_at: null });
    expect(list.data.list[0]).not.toHaveProperty('secret');
    expect(JSON.stringify(list.data)).not.toContain(key.secret);
    // Only a hash is stored.
    const rows = await t.ctx.db.selectFrom('api_keys').selectAll().where('id', '=', key.id).execute();
    expect(JSON.stringify(rows)).not.toContain(key.secret);

    const used = await t.call('projectList', {}, bearer(key.secret));
    expect(used.code, used.msg).toBe(0);
    // Out of its scopes: a permission error that says so.
    const write = await t.call('projectSave', { document: doc() }, bearer(key.secret));
    expect([write.status, write.code]).toEqual([403, ErrorCode.API_KEY_SCOPE]);
  });

  it('never makes the calls that need a person signed in: keys, account, billing, space membership', async () => {
    const session = await newUser('all');
    const key = await makeKey(session, ['projects.read', 'projects.write', 'render.run', 'assets.read', 'assets.write']);
    for (const [name, body] of [
      ['apiKeyCreate', { name: 'Another', scopes: ['projects.read'] }],
      ['apiKeyList', {}],
      ['userInfo', {}],
      ['deleteUser', { password: 'x'.repeat(64) }],
      ['logout', {}],
      ['orderPortal', {}],
      ['subscription', {}],
      ['spaceList', {}],
      ['spaceCreate', { name: 'Mine' }],
    ] as const) {
      const res = await t.call(name, body, bearer(key.secret));
      expect([res.status, res.code], name).toEqual([403, ErrorCode.API_KEY_SESSION_ONLY]);
    }
    // A sign-in call ignores a key: asking for an email change code needs a session.
    const code = await t.call('sendCode', { username: `new-${kind}@example.com`, action: 'resetemail' }, bearer(key.secret));
    expect(code.code).toBe(ErrorCode.TOKEN_INVALID);
  });

  it('checks the input: a name of 1–60 characters and known scopes, at least one', async () => {
    const session = await newUser('input');
    for (const body of [
      { name: '   ', scopes: ['projects.read'] },
      { name: 'x'.repeat(61), scopes: ['projects.read'] },
      { name: 'Key', scopes: [] },
      { name: 'Key', scopes: ['billing.manage'] },
      { name: 'Key', scopes: ['apiKeys.manage'] },
      { name: 'Key', scopes: 'projects.read' },
      { name: 'Key' },
    ]) {
      const res = await t.call('apiKeyCreate', body, session);
      expect(res.code, JSON.stringify(body)).toBe(ErrorCode.VALIDATION);
    }
    expect((await t.call('apiKeyRevoke', { id: 'nope' }, session)).code).toBe(ErrorCode.VALIDATION);
    expect((await t.call('projectList', {}, bearer(`${API_KEY_PREFIX}made-up`))).code).toBe(ErrorCode.TOKEN_INVALID);
  });

  it("revokes a key: its next call is refused, and someone else's key id is not found", async () => {
    const owner = await newUser('revoker');
    const other = await newUser('stranger');
    const key = await makeKey(owner, ['projects.read']);
    const stranger = await t.call('apiKeyRevoke', { id: key.id }, other);
    expect([stranger.status, stranger.code]).toEqual([404, ErrorCode.API_KEY_NOT_FOUND]);
    expect((await t.call('projectList', {}, bearer(key.secret))).code).toBe(0);

    expect((await t.call('apiKeyRevoke', { id: key.id }, owner)).code).toBe(0);
    const refused = await t.call('projectList', {}, bearer(key.secret));
    expect([refused.status, refused.code]).toEqual([401, ErrorCode.TOKEN_INVALID]);
    expect((await t.call('apiKeyList', {}, owner)).data.list).toEqual([]);
    expect((await t.call('apiKeyRevoke', { id: key.id }, owner)).code).toBe(ErrorCode.API_KEY_NOT_FOUND);
  });

  it(`holds at most ${API_KEY_MAX_ACTIVE} active keys per person`, async () => {
    const session = await newUser('many');
    const keys = [];
    for (let i = 0; i < API_KEY_MAX_ACTIVE; i++) keys.push(await makeKey(session, ['projects.read'], `Key ${i}`));
    const over = await t.call('apiKeyCreate', { name: 'One more', scopes: ['projects.read'] }, session);
    expect([over.code, over.data?.limit]).toEqual([ErrorCode.API_KEY_LIMIT, API_KEY_MAX_ACTIVE]);
    const list = (await t.call('apiKeyList', {}, session)).data.list as { name: string }[];
    expect(list.map((k) => k.name)).toEqual(keys.map((_, i) => `Key ${i}`).reverse());
    await t.call('apiKeyRevoke', { id: keys[0]!.id }, session);
    expect((await t.call('apiKeyCreate', { name: 'One more', scopes: ['projects.read'] }, session)).code).toBe(0);
  });

  it('stamps last use at most once a minute', async () => {
    const session = await newUser('stamp');
    const key = await makeKey(session, ['projects.read']);
    await t.call('projectList', {}, bearer(key.secret));
    const first = (await t.call('apiKeyList', {}, session)).data.list[0].last_used_at;
    expect(first).not.toBeNull();
    await new Promise((r) => setTimeout(r, 20));
    await t.call('projectList', {}, bearer(key.secret));
    expect((await t.call('apiKeyList', {}, session)).data.list[0].last_used_at).toBe(first);
  });

  it("refuses a banned owner's key like their session, and deletes the keys with the account", async () => {
    const session = await newUser('banned');
    const id = await userIdOf(session);
    const key = await makeKey(session, ['projects.read']);
    expect((await t.call('adminBan', { user_id: id, banned: true, reason: 'abuse' }, operator)).code).toBe(0);
    expect((await t.call('projectList', {}, bearer(key.secret))).code).toBe(ErrorCode.BANNED);
    expect((await t.call('adminBan', { user_id: id, banned: false }, operator)).code).toBe(0);
    expect((await t.call('projectList', {}, bearer(key.secret))).code).toBe(0);

    const leaver = await newUser('leaving');
    const leaverId = await userIdOf(leaver);
    await makeKey(leaver, ['projects.read']);
    expect((await t.call('deleteUser', { password: sha('secret123') }, leaver)).code).toBe(0);
    expect(await t.ctx.db.selectFrom('api_keys').select('id').where('user_id', '=', leaverId).execute()).toEqual([]);
  });

  it("acts in the key's space whichever space its owner switched to, and stops when they leave it", async () => {
    const owner = await newUser('team-owner');
    expect((await t.call('adminSetPlan', { user_id: await userIdOf(owner), plan: 400, period: 'month', seats: 5 }, operator)).code).toBe(0);
    const team = (await t.call('spaceCreate', { name: 'Keys team' }, owner)).data.unique_id;
    const link = (await t.call('spaceInvitationCode', { unique_id: team, role: 'collaborator' }, owner)).data.link;
    const member = await newUser('member');
    expect((await t.call('spaceAddMember', { invite_code: link.code }, member)).code).toBe(0);
    const spaces = (await t.call('spaceList', {}, member)).data.list as { unique_id: string; personal: boolean }[];
    const home = spaces.find((s) => s.personal)!.unique_id;

    expect((await t.call('spaceToken', { unique_id: team }, member)).code).toBe(0);
    const key = await makeKey(member, ['projects.read', 'projects.write']);
    expect((await t.call('spaceToken', { unique_id: home }, member)).code).toBe(0);
    // The member works at home in the app; the key still works in the team space.
    expect((await t.call('apiKeyList', {}, member)).data.list).toEqual([]);
    const made = await t.call('projectSave', { document: doc(), name: 'From a script' }, bearer(key.secret));
    expect(made.code, made.msg).toBe(0);
    expect((await t.call('projectList', {}, member)).data.items.map((p: { id: string }) => p.id)).not.toContain(made.data.id);
    expect((await t.call('projectList', {}, bearer(key.secret))).data.items.map((p: { id: string }) => p.id)).toContain(made.data.id);
    expect((await t.call('spaceToken', { unique_id: team }, owner)).code).toBe(0);
    const ownerSees = (await t.call('projectList', {}, owner)).data.items as { id: string }[];
    expect(ownerSees.map((p) => p.id)).toContain(made.data.id);
    // A project of the member's home space does not exist for the team key.
    const homeProject = (await t.call('projectSave', { document: doc() }, member)).data.id;
    expect((await t.call('projectDetail', { id: homeProject }, bearer(key.secret))).code).toBe(ErrorCode.NOT_FOUND);

    // The live-status stream too, in its header or through a ticket it asked for: the key watches the
    // team's project and not the member's own at home, which their session does watch.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    const both = `ids=${made.data.id},${homeProject}`;
    expect((await streamed(base, both, bearer(key.secret))).ids).toEqual([made.data.id]);
    expect((await streamed(base, `ids=${homeProject}`, member)).ids).toEqual([homeProject]);
    const ticket = await t.call('projectEventsTicket', { ids: [made.data.id, homeProject] }, bearer(key.secret));
    expect(ticket.code, ticket.msg).toBe(0);
    expect((await streamed(base, `ticket=${ticket.data.ticket}`)).ids).toEqual([made.data.id]);
    const writer = await makeKey(member, ['projects.write']);
    expect(await streamed(base, `ids=${made.data.id}`, bearer(writer.secret))).toEqual({ status: 403, code: ErrorCode.API_KEY_SCOPE, ids: [] });

    expect((await t.call('spaceLeave', { unique_id: team }, member)).code).toBe(0);
    const refused = await t.call('projectList', {}, bearer(key.secret));
    expect([refused.code, refused.msg]).toEqual([ErrorCode.TOKEN_INVALID, "This API key's owner is no longer a member of its space."]);
  });

  it("records a render started with a key as the API's in usage", async () => {
    const session = await newUser('render');
    const key = await makeKey(session, ['projects.write', 'render.run']);
    const app = (await t.call('projectSave', { document: doc('Made in the app.') }, session)).data.id;
    const api = (await t.call('projectSave', { document: doc('Made by a script.') }, bearer(key.secret))).data.id;
    expect((await t.call('render', { id: app }, session)).code).toBe(0);
    const res = await t.call('render', { id: api }, bearer(key.secret));
    expect(res.code, res.msg).toBe(0);
    const usage = (await t.call('usageDetail', {}, session)).data.items as { project_id: string; origin: string }[];
    expect(Object.fromEntries(usage.map((u) => [u.project_id, u.origin]))).toEqual({ [app]: 'app', [api]: 'api' });
  });
});
