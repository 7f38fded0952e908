export interface RenderCliArgs {
  document: string;
  output: string;
  watermark: boolean;
  cacheDir: string;
  threads?: number;
  preset?: string;
}

export const USAGE = 'Usage: npm run render -- <document.json> <out.mp4> [--watermark] [--cache <dir>] [--threads <n>] [--preset <x264 preset>]';

/** Reads the command line; throws with the usage text when it does not make sense. */
export function parseRenderArgs(argv: readonly string[], cwd: string): RenderCliArgs {
  const positional: string[] = [];
  const out: Partial<RenderCliArgs> = { watermark: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) throw new Error(`${arg} needs a value\n${USAGE}`);
      return v;
    };
    if (arg === '--watermark') out.watermark = true;
    else if (arg === '--cache') out.cacheDir = value();
    else if (arg === '--threads') {
      out.threads = Number(value());
      if (!Number.isInteger(out.threads) || out.threads < 1) throw new Error(`--threads takes a whole number of cores\n${USAGE}`);
    } else if (arg === '--preset') out.preset = value();
    else if (arg === '--help' || arg === '-h') throw new Error(USAGE);
    else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}\n${USAGE}`);
    else positional.push(arg);
  }
  if (positional.length !== 2) throw new Error(USAGE);
  return { ...out, document: positional[0], output: positional[1], cacheDir: out.cacheDir ?? `${cwd}/.cache/render` } as RenderCliArgs;
}
