// Runs in its own process (see local.ts): the model takes ~0.9 GB while it works, and all of it goes
// back to the system when this process ends. Usage: node imgly-child.mjs <input> <mime> <out.png> <model>
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { removeBackground } from '@imgly/background-removal-node';

const [input, mime, out, model] = process.argv.slice(2);
const dist = path.dirname(createRequire(import.meta.url).resolve('@imgly/background-removal-node'));
const blob = await removeBackground(new Blob([await readFile(input)], { type: mime }), {
  model,
  // The models ship inside the package: read them from disk, never from the network.
  publicPath: pathToFileURL(`${dist}/`).href,
  output: { format: 'image/png' },
});
await writeFile(out, Buffer.from(await blob.arrayBuffer()));
