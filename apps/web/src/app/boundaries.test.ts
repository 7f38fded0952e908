import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const features = fs.readdirSync(path.join(src, 'features'));

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(full) : /\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** Where each relative import of a file lands, as a path under src/. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/from '(\.[^']+)'|import\('(\.[^']+)'\)/g)].map((m) => path.relative(src, path.resolve(path.dirname(file), m[1] ?? m[2]!)));
}

// The rule the design sets for the web app: a feature is one folder, and what two features share lives
// in shared/ (shared/ imports no feature), so features can be changed or removed one at a time.
describe('web import boundaries', () => {
  it('no feature imports another feature', () => {
    const crossings = features.flatMap((f) =>
      filesUnder(path.join(src, 'features', f)).flatMap((file) =>
        importsOf(file)
          .filter((to) => to.startsWith('features/') && to.split(path.sep)[1] !== f)
          .map((to) => `${path.relative(src, file)} → ${to}`),
      ),
    );
    expect(crossings).toEqual([]);
  });

  it('shared/ imports no feature and no app code', () => {
    const crossings = filesUnder(path.join(src, 'shared')).flatMap((file) =>
      importsOf(file)
        .filter((to) => to.startsWith('features/') || to.startsWith('app/'))
        .map((to) => `${path.relative(src, file)} → ${to}`),
    );
    expect(crossings).toEqual([]);
  });
});
