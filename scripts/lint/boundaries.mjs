#!/usr/bin/env node
// The boundaries that need an import's path resolved, which biome's grit rules cannot do: a relative
// path is judged by where it lands, however it is spelled (`../projects/store.js`,
// `../../modules/projects/store.js`, `./../projects/x/../store.js`), from any depth, and whether it is an
// import, a re-export, an import() or an import('…') type. Run by `npm run lint` after biome.
//  - a server module reaches another module only through that module's service.ts;
//  - platform/ knows no feature: nothing under apps/server/src/platform imports from modules/, not even
//    through a file beside them (context.ts once handed module types to platform/http/zip-download.ts);
//  - a package's code (src/, not its tests) reaches another package by its name, never by a relative
//    path (package-direction.grit then holds which names it may import);
//  - server modules form no cycle.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SKIP = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report', 'public']);

const filesUnder = (dir) =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) return SKIP.has(e.name) ? [] : filesUnder(full);
        return /\.(?:tsx?|mjs)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [full] : [];
      })
    : [];

// Statements start a line, so commented-out imports (`// import …`, ` * import …`) are not read;
// import() calls and types are read anywhere.
const STATEMENT = /^[ \t]*(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"\n]+)['"]|^[ \t]*import\s*['"]([^'"\n]+)['"]|\bimport\s*\(\s*['"]([^'"\n]+)['"]\s*\)/gm;

/** Every module specifier a file names, with its line. */
export function importsOf(text) {
  return [...text.matchAll(STATEMENT)].map((m) => ({
    spec: m[1] ?? m[2] ?? m[3],
    line: text.slice(0, m.index + m[0].length).split('\n').length,
  }));
}

const strip = (p) => p.replace(/\.(?:[cm]?[jt]sx?)$/, '');

/** The file a relative specifier lands on (`.js` naming its `.ts`, a folder its index), else the bare path. */
function resolve(from, spec) {
  const base = path.resolve(path.dirname(from), spec);
  const candidates = [base, `${strip(base)}.ts`, `${strip(base)}.tsx`, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile()) ?? base;
}

/** `apps/web`, `packages/engine`: the package a repository path belongs to, if any. */
const packageOf = (rel) => /^((?:apps|packages)\/[^/]+)\//.exec(rel)?.[1];
const isCode = (rel) => /^(?:apps|packages)\/[^/]+\/src\//.test(rel) && !/\.test\.tsx?$/.test(rel);
const moduleOf = (rel) => /^apps\/server\/src\/modules\/([^/]+)\/(.+)$/.exec(rel);
const inPlatform = (rel) => rel.startsWith('apps/server/src/platform/');
const inServer = (rel) => rel.startsWith('apps/server/src/');

/** Every relative import under `root` that crosses a boundary, as `{ file, line, spec, message }`. */
export function crossings(root = repoRoot) {
  const files = ['apps', 'packages'].flatMap((d) => filesUnder(path.join(root, d)));
  const rel = (abs) => path.relative(root, abs).split(path.sep).join('/');
  /** file → its relative imports, resolved. */
  const edges = new Map(
    files.map((file) => [
      rel(file),
      importsOf(fs.readFileSync(file, 'utf8'))
        .filter((i) => i.spec.startsWith('.'))
        .map((i) => ({ ...i, target: rel(resolve(file, i.spec)) })),
    ]),
  );

  /** The chain from a server file outside platform/ to a module file it reaches, if it reaches one. */
  const chainToModules = (start) => {
    const seen = new Set([start]);
    const queue = [[start]];
    while (queue.length) {
      const trail = queue.shift();
      const at = trail.at(-1);
      if (moduleOf(at)) return trail;
      for (const { target } of edges.get(at) ?? []) {
        if (seen.has(target) || !inServer(target) || inPlatform(target)) continue;
        seen.add(target);
        queue.push([...trail, target]);
      }
    }
    return null;
  };

  const found = [];
  for (const [file, imports] of edges) {
    const own = moduleOf(file);
    for (const { spec, line, target } of imports) {
      const cross = (message) => found.push({ file, line, spec, message });
      const pkg = packageOf(target);
      if (isCode(file) && pkg && pkg !== packageOf(file)) {
        cross(`${packageOf(file)} reaches into ${pkg} by a path: import it by its package name, in the direction the packages allow.`);
        continue;
      }
      const theirs = moduleOf(target);
      if (own && theirs && theirs[1] !== own[1] && strip(theirs[2]) !== 'service') {
        cross(
          `modules/${own[1]} reaches modules/${theirs[1]}/${theirs[2]}: another module is reached through its service.ts only; export what you need from there.`,
        );
      }
      if (inPlatform(file) && inServer(target) && !inPlatform(target)) {
        const chain = chainToModules(target);
        if (chain) {
          cross(
            `platform/ knows no feature, but this reaches ${chain.join(' → ')}: declare what the platform needs as a platform interface, and let the module side supply it.`,
          );
        }
      }
    }
  }
  return found;
}

/** module → the other modules its files import (type-only imports included: they tangle the design too). */
export function moduleGraph(dir = path.join(repoRoot, 'apps/server/src/modules')) {
  const graph = new Map();
  for (const mod of fs.readdirSync(dir).filter((m) => fs.statSync(path.join(dir, m)).isDirectory())) {
    const uses = new Set();
    for (const file of filesUnder(path.join(dir, mod))) {
      for (const { spec } of importsOf(fs.readFileSync(file, 'utf8'))) {
        if (!spec.startsWith('.')) continue;
        const target = path.relative(dir, path.resolve(path.dirname(file), spec)).split(path.sep);
        if (target.length > 1 && !target[0].startsWith('..') && target[0] !== mod) uses.add(target[0]);
      }
    }
    graph.set(mod, uses);
  }
  return graph;
}

/** Every cycle, each as the modules on it in order (found once, from its smallest member). */
export function cycles(graph) {
  const found = [];
  const names = [...graph.keys()].sort();
  for (const start of names) {
    const walk = (node, trail) => {
      for (const next of graph.get(node) ?? []) {
        if (next === start) found.push([...trail, start]);
        else if (next > start && !trail.includes(next)) walk(next, [...trail, next]);
      }
    };
    walk(start, [start]);
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let failed = false;
  for (const c of crossings()) {
    console.error(`${c.file}:${c.line} '${c.spec}': ${c.message}`);
    failed = true;
  }
  const graph = moduleGraph();
  for (const c of cycles(graph)) {
    console.error(`Server modules in a cycle: ${c.join(' → ')}`);
    console.error('A module reaches another through its service; the two may not need each other. Move the shared piece to the module that owns it.');
    failed = true;
  }
  if (failed) process.exit(1);
  console.log(`boundaries: ${graph.size} server modules, no cycle, no import across a boundary`);
}
