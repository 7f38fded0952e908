import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Loads `@vladmandic/human` once per process on the tfjs wasm backend. Its models ship inside the npm
 * package; tfjs cannot read `file://` model URLs without tfjs-node (which downloads libtensorflow), so
 * they are served to it from a loopback server that lives only while the models load.
 */

const require = createRequire(import.meta.url);

/** The part of Human's API we use (its own types pull in the whole tfjs typings). */
export interface HumanFace {
  score: number;
  box: [number, number, number, number];
  mesh: [number, number, number][];
  embedding?: number[];
  /** Human's estimates (the description model): years, and a gender with its confidence. */
  age?: number;
  gender?: string;
  genderScore?: number;
}
interface Tensor {
  dispose(): void;
}
export interface HumanApi {
  load(): Promise<void>;
  detect(input: Tensor): Promise<{ face: HumanFace[] }>;
  tf: { tensor4d(data: Uint8Array, shape: [number, number, number, number], dtype: 'int32'): Tensor; getBackend(): string };
  match: { similarity(a: number[], b: number[], options?: { order?: number; multiplier?: number; min?: number; max?: number }): number };
}

/** Human's configuration: faces with their 468-point mesh and descriptor; nothing else is loaded. */
const CONFIG = {
  backend: 'wasm',
  debug: false,
  cacheSensitivity: 0,
  face: {
    enabled: true,
    detector: { rotation: true, maxDetected: 8, minConfidence: 0.3, return: false },
    mesh: { enabled: true },
    iris: { enabled: false },
    description: { enabled: true },
    emotion: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
  },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  gesture: { enabled: false },
  segmentation: { enabled: false },
  filter: { enabled: false },
};

/** A package's folder (both packages keep their entry files under dist/). */
export const packageRoot = (name: string): string => {
  const entry = require.resolve(name);
  return entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`));
};

async function serveDir(dir: string): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((req, res) => {
    const file = path.join(dir, path.basename(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)));
    fs.createReadStream(file)
      .on('error', () => {
        res.statusCode = 404;
        res.end();
      })
      .pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

let loading: Promise<HumanApi> | undefined;

/** The process's Human, models loaded (about 0.4 s the first time). */
export function loadHuman(): Promise<HumanApi> {
  loading ??= (async () => {
    const humanDir = packageRoot('@vladmandic/human');
    const wasmDir = path.join(packageRoot('@tensorflow/tfjs-backend-wasm'), 'dist/');
    // The package's exports map rejects this subpath, so it is loaded by file path.
    const { Human } = require(path.join(humanDir, 'dist/human.node-wasm.js')) as { Human: new (config: object) => HumanApi };
    const models = await serveDir(path.join(humanDir, 'models'));
    try {
      const human = new Human({ ...CONFIG, wasmPath: `file://${wasmDir}`, modelBasePath: models.url });
      await human.load();
      return human;
    } finally {
      models.close();
    }
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}
