#!/usr/bin/env node
// Server modules form no cycles: if render uses projects, projects does not use render (not even
// through a third module). Biome's noImportCycles sees cycles between files; this sees them between
// the folders of apps/server/src/modules, which is where two modules get tangled. Run by `npm run lint`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const modulesDir = path.join(root, 'apps/server/src/modules');

const filesUnder = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(full) : /\.tsx?$/.test(e.name) ? [full] : [];
  });

/** module → the other modules its files import (type-only imports included: they tangle the design too). */
export function moduleGraph(dir = modulesDir) {
  const graph = new Map();
  for (const mod of fs.readdirSync(dir).filter((m) => fs.statSync(path.join(dir, m)).isDirectory())) {
    const uses = new Set();
    for (const file of filesUnder(path.join(dir, mod))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
        const target = path.relative(dir, path.resolve(path.dirname(file), m[1])).split(path.sep);
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
  const found = cycles(moduleGraph());
  for (const c of found) console.error(`Server modules in a cycle: ${c.join(' → ')}`);
  if (found.length) {
    console.error('A module reaches another through its service; the two may not need each other. Move the shared piece to the module that owns it.');
    process.exit(1);
  }
  console.log(`module-cycles: ${moduleGraph().size} server modules, no cycle`);
}
