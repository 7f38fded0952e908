import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script, run by `npm run lint`
import { crossings, cycles, moduleGraph } from './boundaries.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const biome = path.join(root, 'node_modules/.bin/biome');

/**
 * Lints `source` as the file at `at`, in a scratch copy of the project's lint set-up (biome.jsonc and
 * scripts/lint), so nothing is written to the tree.
 */
const lint = (at: string, source: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-lint-'));
  try {
    fs.copyFileSync(path.join(root, 'biome.jsonc'), path.join(dir, 'biome.jsonc'));
    fs.cpSync(path.join(root, 'scripts/lint'), path.join(dir, 'scripts/lint'), { recursive: true });
    fs.mkdirSync(path.dirname(path.join(dir, at)), { recursive: true });
    fs.writeFileSync(path.join(dir, at), source);
    const run = spawnSync(biome, ['lint', at], { cwd: dir, encoding: 'utf8' });
    return { failed: run.status !== 0, output: run.stdout + run.stderr };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

/**
 * Lints several files in one biome run (each run compiles the plugins, which takes seconds on a loaded
 * machine) and answers, per file, the messages of the plugin rules that refused it.
 */
const lintEach = (files: Record<string, string>) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-lint-'));
  try {
    fs.copyFileSync(path.join(root, 'biome.jsonc'), path.join(dir, 'biome.jsonc'));
    fs.cpSync(path.join(root, 'scripts/lint'), path.join(dir, 'scripts/lint'), { recursive: true });
    for (const [at, source] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, at)), { recursive: true });
      fs.writeFileSync(path.join(dir, at), source);
    }
    const run = spawnSync(biome, ['lint', '--max-diagnostics=none', ...Object.keys(files)], { cwd: dir, encoding: 'utf8' });
    const refused = new Map<string, string[]>(Object.keys(files).map((at) => [at, []]));
    for (const m of (run.stdout + run.stderr).matchAll(/^(\S+):\d+:\d+ plugin\b.*\n\s*\n\s*× (.+)$/gm)) refused.get(m[1]!)?.push(m[2]!);
    return refused;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

/** The boundary crossings boundaries.mjs finds in a scratch tree of these files. */
const crossingsIn = (files: Record<string, string>) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-tree-'));
  try {
    for (const [at, source] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, at)), { recursive: true });
      fs.writeFileSync(path.join(dir, at), source);
    }
    return (crossings(dir) as { file: string; spec: string; message: string }[]).map((c) => `${c.file} ${c.spec}: ${c.message}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

// The boundaries of the design are held by the linter (biome.jsonc, scripts/lint/*.grit); each rule
// is shown failing on a deliberate crossing and passing on the allowed form.
describe('lint rules', () => {
  it('a web feature may not import another feature, nor shared/ a feature', () => {
    const cross = lint('apps/web/src/features/assets/pages/Probe.tsx', "import { x } from '../../projects/api/list-projects';\nexport const y = x;\n");
    expect(cross.failed).toBe(true);
    expect(cross.output).toContain('A feature imports only its own files');
    expect(lint('apps/web/src/shared/ui/Probe.tsx', "import { x } from '../../features/home/api';\nexport const y = x;\n").failed).toBe(true);
    expect(
      lint(
        'apps/web/src/features/assets/pages/Probe.tsx',
        "import { x } from '../../../shared/ui/toast';\nimport { z } from '../components/AssetCard';\nexport const y = [x, z];\n",
      ).failed,
    ).toBe(false);
  });

  it('only a store queries the database', () => {
    const query = "export const probe = (db: any) => db.selectFrom('renders').selectAll().execute();\n";
    const outside = lint('apps/server/src/modules/render/probe.ts', query);
    expect(outside.failed).toBe(true);
    expect(outside.output).toContain("Queries live in the owning module's store.ts");
    expect(lint('apps/server/src/modules/render/store.ts', query).failed).toBe(false);
  });

  it("a store queries only its own module's tables, and every table has an owner", () => {
    const foreign = lint(
      'apps/server/src/modules/render/store.ts',
      "export const probe = (db: any) => db.selectFrom('projects').innerJoin('users', 'users.id', 'x').selectAll().execute();\n",
    );
    expect(foreign.failed).toBe(true);
    expect(foreign.output).toContain('This table belongs to projects (modules/projects/store.ts)');
    expect(foreign.output).toContain('This table belongs to users (modules/users/store.ts)');
    expect(
      lint('apps/server/src/modules/projects/store.ts', "export const probe = (db: any) => db.selectFrom('projects as p').selectAll().execute();\n").failed,
    ).toBe(false);

    const schema = fs.readFileSync(path.join(root, 'apps/server/src/platform/db/schema.ts'), 'utf8');
    const tables = [.../export interface Database \{([^}]*)\}/.exec(schema)![1]!.matchAll(/^\s*(\w+):/gm)].map((m) => m[1]!);
    const owners = fs.readFileSync(path.join(root, 'scripts/lint/table-owners.grit'), 'utf8');
    expect(tables.length).toBeGreaterThan(20);
    expect(tables.filter((table) => !new RegExp(`[:|]${table}[|)]`).test(owners))).toEqual([]);
  });

  it('a server module reaches another only through its service, however the path is spelled', () => {
    const probe = (from: string, spec: string, line = `import { x } from '${spec}';\nexport const y = x;\n`) =>
      crossingsIn({ [from]: line, 'apps/server/src/modules/projects/service.ts': '', 'apps/server/src/modules/templates/library/index.ts': '' });
    const render = 'apps/server/src/modules/render/probe.ts';
    expect(probe(render, '../projects/store.js')).toEqual([
      expect.stringContaining('modules/render reaches modules/projects/store.js: another module is reached through its service.ts only'),
    ]);
    // Spelled through modules/, climbing back in, or from a module's sub-folder.
    expect(probe(render, '../../modules/projects/store.js')).toHaveLength(1);
    expect(probe(render, './../projects/x/../store.js')).toHaveLength(1);
    expect(probe('apps/server/src/modules/templates/library/probe.ts', '../../projects/store.js')).toHaveLength(1);
    // Into another module's sub-folder, its folder (index.ts) or its service by another spelling of the folder.
    expect(probe(render, '../templates/library/index.js')).toHaveLength(1);
    expect(probe(render, '../templates/library')).toHaveLength(1);
    // Re-exports, import() and import('…') types are crossings too.
    expect(probe(render, '', "export { x } from '../projects/store.js';\n")).toHaveLength(1);
    expect(probe(render, '', "export * from '../projects/store.js';\n")).toHaveLength(1);
    expect(probe(render, '', "export const load = () => import('../projects/store.js');\n")).toHaveLength(1);
    expect(probe(render, '', "export type Row = import('../projects/store.js').Row;\n")).toHaveLength(1);
    // Allowed: another module's service (any spelling), and a module's own files from its sub-folder.
    expect(probe(render, '../projects/service.js')).toEqual([]);
    expect(probe(render, '../../modules/projects/service.js')).toEqual([]);
    expect(probe(render, '', "export { x } from '../projects/service.js';\n")).toEqual([]);
    expect(probe('apps/server/src/modules/templates/library/probe.ts', '../store.js')).toEqual([]);
    // A commented-out import is no import.
    expect(probe(render, '', "// import { x } from '../projects/store.js';\n")).toEqual([]);
  });

  it('platform/ knows no feature, not even through a file beside modules/', () => {
    const tree = (line: string) =>
      crossingsIn({
        'apps/server/src/platform/http/probe.ts': line,
        'apps/server/src/context.ts': "import type { Sessions } from './modules/auth/sessions.js';\nexport interface AppContext { sessions: Sessions }\n",
        'apps/server/src/config.ts': "import { parse } from './platform/web-fetch/index.js';\nexport const config = parse;\n",
        'apps/server/src/modules/auth/sessions.ts': 'export interface Sessions { id: string }\n',
      });
    expect(tree("import { x } from '../../modules/auth/sessions.js';\n")).toEqual([expect.stringContaining('platform/ knows no feature')]);
    expect(tree("export type { Sessions } from '../../modules/auth/sessions.js';\n")).toHaveLength(1);
    const through = tree("import type { AppContext } from '../../context.js';\n");
    expect(through).toEqual([expect.stringContaining('apps/server/src/context.ts → apps/server/src/modules/auth/sessions')]);
    // A file beside modules/ that reaches no module (config.ts) and the platform's own files are fine.
    expect(tree("import { config } from '../../config.js';\nimport { y } from '../storage/index.js';\n")).toEqual([]);
  });

  it('a package reaches another by its name, never by a relative path (its tests may)', () => {
    const engine = "import { x } from '../../../../packages/engine/src/index.js';\nexport const y = x;\n";
    expect(crossingsIn({ 'apps/web/src/shared/probe.ts': engine })).toEqual([expect.stringContaining('apps/web reaches into packages/engine by a path')]);
    expect(crossingsIn({ 'packages/timeline/src/probe.ts': "export * from '../../contract/src/index.js';\n" })).toHaveLength(1);
    expect(crossingsIn({ 'apps/web/src/shared/probe.test.ts': engine })).toEqual([]);
  });

  it('packages import one way: web → contract, timeline; server → contract, engine, timeline; engine, contract → timeline', () => {
    const use = (name: string) => `import { x } from '${name}';\nexport const y = x;\n`;
    const refused = lintEach({
      'apps/web/src/features/home/against.ts': use('@framecast/engine'),
      'apps/web/src/features/home/type-against.ts': "import type { X } from '@framecast/engine/src/render/pipeline';\nexport type Y = X;\n",
      'apps/web/src/features/home/re-export-against.ts': "export * from '@framecast/engine';\n",
      'apps/web/src/features/home/server.ts': "export type Y = import('@framecast/server').X;\n",
      'apps/server/src/platform/against.ts': use('@framecast/web'),
      'packages/engine/src/against.ts': use('@framecast/contract'),
      'packages/contract/src/against.ts': "export { x } from '@framecast/engine';\n",
      'packages/timeline/src/against.ts': use('@framecast/contract'),
      'apps/web/src/features/home/along.ts': `${use('@framecast/contract')}export { z } from '@framecast/timeline';\n`,
      'apps/server/src/platform/along.ts': `${use('@framecast/engine')}export type { Z } from '@framecast/contract';\n`,
      'packages/contract/src/along.ts': use('@framecast/timeline'),
      // A test may compare two packages (the web's library names against the engine's).
      'apps/web/src/features/home/along.test.ts': use('@framecast/engine'),
    });
    for (const [file, messages] of refused) {
      if (file.includes('against')) expect(messages, file).toEqual([expect.stringContaining('Packages import one way')]);
      else if (file.endsWith('server.ts')) expect(messages, file).toHaveLength(1);
      else expect(messages, file).toEqual([]);
    }
  });

  it('re-exports are imports to the web features rule', () => {
    const refused = lintEach({
      'apps/web/src/features/assets/pages/ReExport.tsx': "export { x } from '../../projects/api/list-projects';\n",
      'apps/web/src/features/assets/pages/StarExport.tsx': "export * from '../../projects/api/list-projects';\n",
      'apps/web/src/features/assets/pages/Own.tsx': "export * from '../components/AssetCard';\n",
    });
    expect(refused.get('apps/web/src/features/assets/pages/ReExport.tsx')).toEqual([expect.stringContaining('A feature imports only its own files')]);
    expect(refused.get('apps/web/src/features/assets/pages/StarExport.tsx')).toHaveLength(1);
    expect(refused.get('apps/web/src/features/assets/pages/Own.tsx')).toEqual([]);
  });

  it('raw SQL and every form of the query builder stay in stores, and an array of tables is checked table by table', () => {
    const raw = "import { sql } from 'kysely';\nexport const probe = (db: never) => sql`select * from renders`.execute(db);\n";
    const refused = lintEach({
      'apps/server/src/modules/render/raw.ts': raw,
      'apps/server/src/modules/render/helper.ts': "import { sql } from 'kysely';\nexport const t = sql.table('renders');\nexport const n = sql<number>`1`;\n",
      'apps/server/src/platform/http/raw.ts': raw,
      'apps/server/src/modules/render/array.ts': "export const probe = (db: never) => db.selectFrom(['renders', 'projects as p']).selectAll();\n",
      'apps/server/src/modules/render/store.ts': `${raw}export const own = (db: never) => db.selectFrom(['renders as r', 'stream_tickets']).selectAll();\n`,
      'apps/server/src/modules/projects/store.ts': "export const probe = (db: never) => db.selectFrom(['projects', 'renders']).selectAll();\n",
      'apps/server/src/platform/outbox/store.ts': raw.replace('renders', 'outbox'),
    });
    const queries = "Queries live in the owning module's store.ts";
    expect(refused.get('apps/server/src/modules/render/raw.ts')).toEqual([expect.stringContaining(queries)]);
    expect(refused.get('apps/server/src/modules/render/helper.ts')).toEqual([expect.stringContaining(queries), expect.stringContaining(queries)]);
    expect(refused.get('apps/server/src/platform/http/raw.ts')).toEqual([expect.stringContaining(queries)]);
    expect(refused.get('apps/server/src/modules/render/array.ts')).toEqual(
      expect.arrayContaining([expect.stringContaining(queries), expect.stringContaining('This table belongs to projects')]),
    );
    expect(refused.get('apps/server/src/modules/projects/store.ts')).toEqual([expect.stringContaining('This table belongs to render')]);
    expect(refused.get('apps/server/src/modules/render/store.ts')).toEqual([]);
    expect(refused.get('apps/server/src/platform/outbox/store.ts')).toEqual([]);
  });

  it('the real tree crosses no boundary the script holds', () => {
    expect(crossings()).toEqual([]);
  });

  it('finds a cycle between two server modules', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-modules-'));
    try {
      for (const [mod, uses] of [
        ['a', 'b'],
        ['b', 'c'],
        ['c', 'a'],
        ['d', 'a'],
      ]) {
        fs.mkdirSync(path.join(dir, mod!));
        fs.writeFileSync(path.join(dir, mod!, 'service.ts'), `import { x } from '../${uses}/service.js';\nexport const y = x;\n`);
      }
      expect(cycles(moduleGraph(dir))).toEqual([['a', 'b', 'c', 'a']]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
