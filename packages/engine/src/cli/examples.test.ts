import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateTimeline, validateTimeline } from '@framecast/timeline';
import { afterAll, describe, expect, it } from 'vitest';
import { probeMedia } from '../compose/probe.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const examples = path.join(root, 'examples');
const docs = fs.readdirSync(examples).filter((f) => f.endsWith('.json'));
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-examples-'));
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

describe('examples/', () => {
  it('holds a valid document for each aspect ratio, in English and in Chinese', () => {
    const seen = new Set<string>();
    for (const file of docs) {
      const doc = migrateTimeline(JSON.parse(fs.readFileSync(path.join(examples, file), 'utf8')));
      expect(validateTimeline(doc), file).toEqual([]);
      const chinese = doc.scenes.some((s) => s.script.some((seg) => /\p{Script=Han}/u.test(seg.text)));
      seen.add(`${doc.aspectRatio} ${chinese ? 'zh' : 'en'}`);
      // Every bundled file a document names is there.
      const refs = JSON.stringify(doc).match(/builtin:[^"]+/g) ?? [];
      for (const ref of refs) expect(fs.existsSync(path.join(examples, 'media', ref.slice('builtin:'.length))), ref).toBe(true);
    }
    expect([...seen].sort()).toEqual(['16:9 en', '16:9 zh', '1:1 en', '1:1 zh', '9:16 en', '9:16 zh']);
  });

  it('renders with `npm run render` alone: music, logo, text and shapes, no server or database', async () => {
    const mp4 = path.join(out, 'quarterly.mp4');
    const log = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'packages/engine/src/cli/render.ts', 'examples/avatar-16x9-en.json', mp4, '--cache', path.join(out, 'cache')],
      { cwd: root, encoding: 'utf8' },
    );
    expect(log).toMatch(/100% /);
    expect(log).toMatch(/Speech: 3 synthesized/);
    const info = await probeMedia(mp4);
    expect(info.video).toMatchObject({ codec: 'h264', width: 1280, height: 720 });
    expect(info.audio?.codec).toBe('aac');
    expect(fs.existsSync(path.join(out, 'quarterly.jpg')) && fs.existsSync(path.join(out, 'quarterly.preview.mp4'))).toBe(true);
  }, 120_000);
});
