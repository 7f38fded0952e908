import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { API_PREFIX, calls, ErrorData } from '@framecast/contract';
import { startTestApp, type TestApp } from './helper.js';

/** Left out of the document on purpose: the health probe and the document itself. */
const HIDDEN = ['/api/health', '/api/openapi.json'];
/** The document's own viewer (@fastify/swagger-ui), not part of the API. */
const VIEWER = '/api/docs';
/** Every route is documented; this list stays empty (a route listed here must be hidden). */
const NOT_YET_DOCUMENTED: string[] = [];

type Operation = { summary?: string; tags?: string[]; parameters?: { name: string; in: string }[]; requestBody?: unknown; responses: Record<string, Response> };
type Response = { description: string; content?: Record<string, { schema: Schema }>; headers?: Record<string, unknown> };
type Schema = { $ref?: string; type?: string; properties?: Record<string, Schema>; nullable?: boolean };
type Doc = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

/**
 * Every method and path the app serves, read from Fastify's route tree (`printRoutes`): each line is a
 * segment under its parent (4 columns a level), with the methods when a route ends there.
 */
function servedRoutes(tree: string): { method: string; url: string }[] {
  const out: { method: string; url: string }[] = [];
  const path: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^([│├└─\s]*)(\S+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    path.length = depth;
    path[depth] = m[2]!;
    for (const method of m[3]?.split(', ') ?? []) out.push({ method, url: path.join('') });
  }
  return out;
}

/** Fastify's `/a/:id` and `/files/*` as OpenAPI writes them. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace('*', '{*}');

describe('OpenAPI document', () => {
  let t: TestApp;
  let doc: Doc;
  const resolve = (s: Schema): Schema => (s.$ref ? doc.components.schemas[s.$ref.split('/').pop()!]! : s);
  const operation = (method: string, url: string) => doc.paths[openApiPath(url)]?.[method.toLowerCase()];

  beforeAll(async () => {
    // The document needs no job worker; without one no start-up job is still busy when the test ends.
    t = await startTestApp('pglite', { inProcessWorker: false });
    const res = await t.app.inject({ url: `${API_PREFIX}/openapi.json` });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  it('describes every route under /api, with a summary and its answers', () => {
    const routes = servedRoutes(t.app.printRoutes()).filter((r) => r.url.startsWith(`${API_PREFIX}/`));
    const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url));
    // Fastify answers HEAD for every GET by itself; a HEAD of its own (tus) is a route to document.
    const own = routes.filter((r) => !(r.method === 'HEAD' && gets.has(r.url)));
    expect(own.length).toBeGreaterThan(Object.keys(calls).length);
    const undocumented: string[] = [];
    for (const { method, url } of own) {
      const name = `${method} ${url}`;
      if (HIDDEN.includes(url) || url.startsWith(VIEWER)) continue;
      const op = operation(method, url);
      if (NOT_YET_DOCUMENTED.includes(name)) {
        expect(op, `${name} is documented now: remove it from NOT_YET_DOCUMENTED`).toBeUndefined();
        continue;
      }
      if (!op?.summary || !op.tags?.length || !Object.keys(op.responses).length) undocumented.push(name);
    }
    expect(undocumented).toEqual([]);
    for (const url of HIDDEN) expect(doc.paths[url]).toBeUndefined();
  });

  it('documents the errors of every JSON call in the envelope', () => {
    const errorFields = Object.keys(ErrorData.unwrap().shape).sort();
    for (const [name, def] of Object.entries(calls)) {
      const op = operation(def.method, `${API_PREFIX}${def.path}`)!;
      expect(op, name).toBeDefined();
      const expected = ['400', '500', 'default', ...(def.access === 'user' ? ['401'] : []), ...(def.authLimited || def.userRateLimit ? ['429'] : [])];
      expect(Object.keys(op.responses), name).toEqual(expect.arrayContaining(expected));
      for (const [status, response] of Object.entries(op.responses)) {
        if (status === '200') continue;
        const envelope = resolve(response.content!['application/json']!.schema);
        expect(Object.keys(envelope.properties!).sort(), `${name} ${status}`).toEqual(['code', 'data', 'msg']);
        expect(envelope.properties!.data!.nullable, `${name} ${status}`).toBe(true);
        expect(Object.keys(envelope.properties!.data!.properties!).sort(), `${name} ${status}`).toEqual(errorFields);
      }
    }
  });

  it('lists the query parameters of GET calls and the body of the others', () => {
    for (const [name, def] of Object.entries(calls)) {
      const op = operation(def.method, `${API_PREFIX}${def.path}`)!;
      if (def.method !== 'GET') {
        expect(op.requestBody, name).toBeDefined();
        continue;
      }
      const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      expect(query.sort(), name).toEqual(Object.keys((def.request as z.ZodObject).shape).sort());
    }
  });

  it('describes the stream, the download links and the resumable uploads by their content and headers', () => {
    const content = (op: Operation | undefined, status: string) => Object.keys(op?.responses[status]?.content ?? {});
    const params = (op: Operation | undefined, where: string) => (op?.parameters ?? []).filter((p) => p.in === where).map((p) => p.name);

    const events = operation('GET', '/api/project/events');
    expect(content(events, '200')).toEqual(['text/event-stream']);
    expect(params(events, 'query').sort()).toEqual(['ids', 'ticket']);
    for (const zip of ['/api/project/zip', '/api/asset/zip']) expect(content(operation('GET', zip), '200')).toEqual(['application/zip']);
    const file = operation('GET', '/api/files/*');
    expect(params(file, 'header')).toContain('range');
    expect(Object.keys(file?.responses ?? {})).toEqual(expect.arrayContaining(['200', '206', '404', '416']));

    const tus = (method: string) => operation(method, '/api/common/upload/tus/:id');
    for (const method of ['POST', 'HEAD', 'PATCH', 'DELETE'])
      expect(params(tus(method), 'header')).toEqual(expect.arrayContaining(['tus-resumable', 'x-upload-token']));
    expect(params(tus('POST'), 'header')).toEqual(expect.arrayContaining(['upload-length', 'upload-metadata']));
    expect(params(tus('PATCH'), 'header')).toContain('upload-offset');
    expect(Object.keys(tus('HEAD')?.responses['200']?.headers ?? {})).toContain('upload-offset');
    expect(Object.keys(tus('PATCH')?.responses['204']?.headers ?? {})).toContain('upload-offset');
  });
});
