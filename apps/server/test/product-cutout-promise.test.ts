import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PRODUCT_CUTOUT_EXPECTED_SECONDS } from '@framecast/contract';
import { LocalBackgroundRemover } from '@framecast/engine';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';

/**
 * The product page's promise for background removal (issue 24, item 23: "takes 40 s on a loaded 2-core
 * machine, while the page promises up to 30 s"), against the real local model. Wall time on a shared
 * test machine says little, so the model's CPU seconds are measured: on two cores, with the other one
 * rendering, a cut-out gets about one core, and a loaded machine half of that. The promise must cover
 * the half-core case.
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cutout-promise-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** CPU seconds of this process's finished children (the model runs in one), from /proc (Linux). */
function childCpuSeconds(): number {
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100; // cutime + cstime, in ticks of 1/100 s
}

it.runIf(process.platform === 'linux')(
  'promises at least what a cut-out takes on half of a core',
  async () => {
    // A phone's product photo: 12 MP, a bottle on a table.
    const shot = path.join(dir, 'shot.jpg');
    await sharp(
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000"><rect width="4000" height="3000" fill="#d9d2c6"/>
<rect x="1650" y="600" width="700" height="1900" rx="120" fill="#1e6f5c"/><rect x="1800" y="330" width="400" height="300" fill="#222"/>
<rect x="1650" y="1300" width="700" height="450" fill="#f4f4f4"/></svg>`),
    )
      .jpeg({ quality: 90 })
      .toFile(shot);
    const before = childCpuSeconds();
    await new LocalBackgroundRemover({ timeoutMs: 600_000 }).remove(shot, path.join(dir, 'cut.png'));
    const cpu = childCpuSeconds() - before;
    expect(cpu).toBeGreaterThan(1); // the model really ran, in a child process
    expect(PRODUCT_CUTOUT_EXPECTED_SECONDS, `a cut-out took ${cpu.toFixed(1)} CPU seconds`).toBeGreaterThanOrEqual(2 * cpu);
  },
  660_000,
);
