import autocannon from 'autocannon';
import Fastify from 'fastify';
import { calls, type CallName } from '../packages/contract/src/index.js';
import { newAvatarVideoDoc } from '../packages/timeline/src/index.js';
import { type DbKind, postgresReachable, registerUser, startTestApp, type TestApp } from '../apps/server/test/helper.js';

/**
 * The hot reads every page makes, against a bare Fastify route answering the same envelope, in the same
 * run, on the embedded database and on PostgreSQL (when it answers). The aims: user info at least half
 * the bare route's throughput, project list, project status, the avatar library and the goods list at
 * least 0.3. Then the statements one render submit runs, counted by the database handle.
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 6);
const DRAFTS = 12;

async function load(url: string, headers: Record<string, string> = {}) {
  const r = await autocannon({ url, headers, connections: 50, duration: DURATION_S, pipelining: 1 });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

const query = (input: Record<string, string>) => (Object.keys(input).length ? `?${new URLSearchParams(input)}` : '');

interface HotRead {
  name: string;
  call: CallName;
  input: Record<string, string>;
  aim: number;
}

async function seed(t: TestApp, token: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < DRAFTS; i++) {
    const doc = newAvatarVideoDoc({ aspectRatio: '9:16', avatar: 'maya/support', voice: 'espeak:en-us', script: `Draft number ${i + 1} says hello.` });
    const saved = await t.call('projectSave', { document: doc, name: `Draft ${i + 1}` }, token);
    if (saved.code !== 0) throw new Error(`could not save a draft: ${saved.msg}`);
    ids.push(saved.data.id);
  }
  return ids;
}

/** Statements one render submit runs, from the click's request to its answer (the worker's are not counted). */
async function submitQueries(t: TestApp, token: string, projectId: string): Promise<number> {
  const before = t.database.queries();
  const res = await t.call('render', { id: projectId }, token);
  if (res.code !== 0) throw new Error(`render refused: ${res.msg}`);
  return t.database.queries() - before;
}

async function benchKind(kind: DbKind, bareUrl: string): Promise<string[]> {
  // The worker stays off: renders queued by the count below must not load the machine during the runs.
  const t = await startTestApp(kind, { inProcessWorker: false });
  try {
    const token = await registerUser(t, `bench-${kind}@example.com`);
    const ids = await seed(t, token);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api`;
    const reads: HotRead[] = [
      { name: 'user info', call: 'userInfo', input: {}, aim: 0.5 },
      { name: 'project list', call: 'projectList', input: { page: '1', page_size: '20' }, aim: 0.3 },
      { name: 'project status', call: 'projectStatus', input: { ids: ids.slice(0, 5).join(',') }, aim: 0.3 },
      { name: 'avatar library', call: 'avatarList', input: {}, aim: 0.3 },
      { name: 'goods list', call: 'goodsList', input: { currency: 'USD' }, aim: 0.3 },
    ];
    // As a browser sends them: the token, the app id, and the encodings it takes.
    const headers = { authorization: token, appid: '52000', 'accept-encoding': 'gzip, deflate, br, zstd' };
    const lines: string[] = [];
    for (const read of reads) {
      const url = `${base}${calls[read.call].path}${query(read.input)}`;
      await load(url, headers); // warm-up: JIT and caches
      const bare = await load(bareUrl);
      const got = await load(url, headers);
      const ratio = got.rps / bare.rps;
      lines.push(
        `${kind} ${read.name}: ${got.rps.toFixed(0)} req/s (p99 ${got.p99} ms, ${got.errors} errors) vs bare ${bare.rps.toFixed(0)}: ` +
          `ratio ${ratio.toFixed(2)} (aim >= ${read.aim.toFixed(2)}) ${ratio >= read.aim && got.errors === 0 ? 'OK' : 'BELOW AIM'}`,
      );
    }
    lines.push(`${kind} render submit: ${await submitQueries(t, token, ids.at(-1)!)} statements per submit`);
    return lines;
  } finally {
    await t.close();
  }
}

export async function benchUserInfo(): Promise<string> {
  const bare = Fastify();
  bare.get('/bare', async () => ({ code: 0, msg: 'success', data: { ok: true } }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bare`;
  const out: string[] = [];
  try {
    for (const kind of ['pglite', 'postgres'] as const) {
      if (kind === 'postgres' && !(await postgresReachable())) {
        out.push('postgres: not reachable, skipped');
        continue;
      }
      out.push(...(await benchKind(kind, bareUrl)));
    }
  } finally {
    await bare.close();
  }
  return out.join('\n');
}
