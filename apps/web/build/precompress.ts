import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing (images, fonts and media are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map|wasm)$/i;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 512;

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of the build, once, at maximum
 * quality, so the server (@fastify/static `preCompressed`) sends them with no work per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'framecast-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}

export async function precompressDir(dir: string): Promise<number> {
  const files = (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((d) => d.isFile() && COMPRESSIBLE.test(d.name))
    .map((d) => path.join(d.parentPath, d.name));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const body = await fs.promises.readFile(file);
      if (body.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gzip(body, { level: 9 }),
      ]);
      await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
      written++;
    }),
  );
  return written;
}
