import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The web imports the contract through its index (`@framecast/contract`), which re-exports every
 * module. Rolldown places a module by which entries reach it in the module graph, re-exports included:
 * through the index, the app's entry "reaches" every contract module (and zod, and the timeline), so all
 * the schemas any page uses land in a chunk the entry loads, on every page. This plugin points each
 * named import at the module that declares the name, so a page's chunks hold the contract modules it
 * uses and no others. Build only (`vite dev` and the tests keep the index); type-only imports are left
 * as they are (they vanish). Fails the build on a name it cannot place, or on an index or module shape
 * it does not read (`export *` in a module, `export { … }`), rather than falling back to the index.
 */
const CONTRACT_SRC = fileURLToPath(new URL('../../../packages/contract/src/', import.meta.url));
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])@framecast\/contract\2\s*;?/g;
const DECLARED = /^export\s+(?:declare\s+)?(?:const|let|var|function\*?|async\s+function|class|type|interface|enum)\s+([A-Za-z_$][\w$]*)/gm;

/** Every name the index re-exports, with the file that declares it. */
export function contractExports(srcDir = CONTRACT_SRC): Map<string, string> {
  const index = fs.readFileSync(path.join(srcDir, 'index.ts'), 'utf8');
  const names = new Map<string, string>();
  for (const line of index.split('\n').map((l) => l.trim())) {
    if (!line || line.startsWith('//')) continue;
    const m = /^export \* from '\.\/([\w-]+)\.js';$/.exec(line);
    if (!m) throw new Error(`contract-imports: unexpected line in the contract's index.ts: ${line}`);
    const file = path.join(srcDir, `${m[1]}.ts`);
    const code = fs.readFileSync(file, 'utf8');
    if (/^export\s*(\*|\{)/m.test(code))
      throw new Error(`contract-imports: ${file} re-exports (export * / export { }); teach build/contract-imports.ts to follow it`);
    for (const d of code.matchAll(DECLARED)) names.set(d[1]!, file);
  }
  return names;
}

/** The source with each named import from the contract's index split into imports from the declaring modules. */
export function rewriteContractImports(code: string, names: Map<string, string>, id: string): string | null {
  if (!code.includes('@framecast/contract')) return null;
  let changed = false;
  const out = code.replace(IMPORT, (_, list: string) => {
    const byFile = new Map<string, string[]>();
    for (const raw of list
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const name = raw
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!
        .trim();
      const file = names.get(name);
      if (!file) throw new Error(`contract-imports: ${id} imports ${name} from @framecast/contract, which no contract module declares`);
      byFile.set(file, [...(byFile.get(file) ?? []), raw]);
    }
    changed = true;
    return [...byFile].map(([file, specs]) => `import { ${specs.join(', ')} } from ${JSON.stringify(file)};`).join(' ');
  });
  return changed ? out : null;
}

export function contractImports(): Plugin {
  let names: Map<string, string> | null = null;
  return {
    name: 'framecast-contract-imports',
    enforce: 'pre',
    apply: 'build',
    buildStart() {
      names = contractExports();
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (file.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(file)) return null;
      const out = rewriteContractImports(code, names!, file);
      return out === null ? null : { code: out, map: null };
    },
  };
}
