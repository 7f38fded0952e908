import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script, run by `npm run lint`
import { cycles, moduleGraph } from './module-cycles.mjs';

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

  it('a server module reaches another only through its service', () => {
    const past = lint('apps/server/src/modules/render/probe.ts', "import { x } from '../projects/store.js';\nexport const y = x;\n");
    expect(past.failed).toBe(true);
    expect(past.output).toContain('through its service.ts only');
    expect(lint('apps/server/src/modules/render/probe.ts', "import { x } from '../projects/service.js';\nexport const y = x;\n").failed).toBe(false);
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
