import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { parseProbe, type MediaInfo } from '../compose/probe.js';

const exec = promisify(execFile);

/** ffprobe gave up or the file is not media it can read. */
export class UnreadableMediaError extends Error {}

/** ffprobe arguments for a file a user sent: local files only, one named input, JSON out. */
export function untrustedProbeArgs(file: string): string[] {
  // The whitelist stops a crafted playlist or concat file from reaching the network or other files;
  // `file:` keeps a name like `http:x` from being read as a protocol.
  return ['-v', 'error', '-protocol_whitelist', 'file', '-print_format', 'json', '-show_format', '-show_streams', `file:${file}`];
}

/** Probes an uploaded file with a time limit; a hostile or broken file cannot hang the server. */
export async function probeUpload(file: string, timeoutMs = 20_000): Promise<MediaInfo> {
  try {
    const { stdout } = await exec('ffprobe', untrustedProbeArgs(file), { timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 8 * 1024 * 1024 });
    return parseProbe(JSON.parse(stdout));
  } catch (err) {
    const e = err as { killed?: boolean; stderr?: string };
    throw new UnreadableMediaError(e.killed ? 'ffprobe timed out' : (e.stderr?.trim().split('\n').pop() ?? 'unreadable'));
  }
}
